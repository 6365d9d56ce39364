/**
 * Kiswahili texts of `partner/widgetMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './widgetMessages';

export const sw = {
  tryAgain: 'Tafadhali jaribu tena.',
  bookingWidget: 'Wijeti ya miadi',
  bookingWidgetIntro: 'Miadi kupitia wijeti inakubaliwa tu kutoka tovuti zilizoorodheshwa hapa.',
  bookingWidgetEmpty: 'Bado hakuna tovuti iliyoruhusiwa: ongeza moja ili kuanza kupokea miadi.',
  bookingWidgetHint: 'Bandika hii mahali wijeti ya miadi inapaswa kuonekana kwenye tovuti yako.',
  priceWidget: 'Wijeti ya bei',
  priceWidgetIntro: 'Wijeti ya bei inaonyesha bei zako za mafuta tu kwenye tovuti zilizoorodheshwa hapa.',
  priceWidgetEmpty: 'Bado hakuna tovuti iliyoruhusiwa: ongeza moja ili kuonyesha bei zako.',
  priceWidgetHint: 'Bandika hii mahali bei zako za mafuta zinapaswa kuonekana kwenye tovuti yako.',
  loadingWidget: 'Inapakia mipangilio ya wijeti…',
  widgetFailed: 'Imeshindwa kupakia mipangilio ya wijeti',
  allowedWebsites: 'Tovuti zilizoruhusiwa',
  remove: 'Ondoa',
  removeOrigin: (v) => `Ondoa ${v.origin}`,
  websiteOrigin: 'Asili ya tovuti',
  websiteOriginHint: 'Mpango na seva, k.m. https://www.example.rw',
  addWebsite: 'Ongeza tovuti',
  invalidOrigin: 'Tumia asili kama https://www.example.rw (mpango na seva, bila njia).',
  originTaken: 'Asili hii tayari imeruhusiwa.',
  tooManyOrigins: (v) => `Si zaidi ya asili ${v.max}.`,
  brandColour: 'Rangi ya chapa',
  brandColourHint: 'Rangi ya hex ya vitufe vya wijeti, k.m. #0f766e',
  invalidColour: 'Tumia rangi kama #0f766e.',
  saveColour: 'Hifadhi rangi',
  snippet: 'Kipande cha msimbo',
  copySnippet: 'Nakili msimbo',
  iframeUrl: 'URL ya iframe (bila scripts)',
  copyUrl: 'Nakili URL',
  asElement: 'Kama kipengele',
  elementHint:
    'Urefu wa px 296 katika kila hali; theme="dark" na brand-color="#0f766e" hubadilisha mtindo wake.',
  copyElement: 'Nakili kipengele',
  framePage: 'Ukurasa wa wijeti ya bei (iframe, bila scripts)',
  copyPageUrl: 'Nakili URL ya ukurasa',
  widgetSaved: 'Wijeti imehifadhiwa',
  widgetSaveFailed: 'Imeshindwa kuhifadhi wijeti',
  copied: 'Imenakiliwa',
  copyFailed: 'Imeshindwa kunakili',
  copyYourself: 'Chagua maandishi na uyanakili mwenyewe.',
} satisfies Translation<typeof en>;
