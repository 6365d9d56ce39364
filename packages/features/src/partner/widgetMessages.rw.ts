/**
 * Kinyarwanda texts of `partner/widgetMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './widgetMessages';

export const rw = {
  tryAgain: 'Ongera ugerageze.',
  bookingWidget: 'Widget yo gufata umwanya',
  bookingWidgetIntro: 'Imyanya ifatiwe kuri widget yemerwa gusa iturutse ku mbuga zanditse hano.',
  bookingWidgetEmpty: 'Nta rubuga rwemewe: ongeraho rumwe kugira ngo utangire kwakira imyanya.',
  bookingWidgetHint: 'Shyira ibi aho widget yo gufata umwanya igomba kugaragara ku rubuga rwawe.',
  priceWidget: 'Widget y’ibiciro',
  priceWidgetIntro: 'Widget y’ibiciro yerekana ibiciro by’amavuta gusa ku mbuga zanditse hano.',
  priceWidgetEmpty: 'Nta rubuga rwemewe: ongeraho rumwe kugira ngo werekaneho ibiciro byawe.',
  priceWidgetHint: 'Shyira ibi aho ibiciro by’amavuta yawe bigomba kugaragara ku rubuga rwawe.',
  loadingWidget: 'Gutegura igenamiterere rya widget…',
  widgetFailed: 'Ntibyashobotse gufungura igenamiterere rya widget',
  allowedWebsites: 'Imbuga zemewe',
  remove: 'Kuraho',
  removeOrigin: (v) => `Kuraho ${v.origin}`,
  websiteOrigin: 'Inkomoko y’urubuga',
  websiteOriginHint: 'Uburyo na host, urugero https://www.example.rw',
  addWebsite: 'Ongeraho urubuga',
  invalidOrigin: 'Koresha inkomoko nka https://www.example.rw (uburyo na host, nta nzira).',
  originTaken: 'Iyi nkomoko isanzwe yemewe.',
  tooManyOrigins: (v) => `Inkomoko ntizirenga ${v.max}.`,
  brandColour: 'Ibara ry’ikirango',
  brandColourHint: 'Ibara rya hex ry’utubuto twa widget, urugero #0f766e',
  invalidColour: 'Koresha ibara nka #0f766e.',
  saveColour: 'Bika ibara',
  snippet: 'Kode',
  copySnippet: 'Koporora kode',
  iframeUrl: 'URL ya iframe (nta scripts)',
  copyUrl: 'Koporora URL',
  asElement: 'Nk’ikintu (element)',
  elementHint: 'Uburebure bwa px 296 buri gihe; theme="dark" na brand-color="#0f766e" bihindura isura yayo.',
  copyElement: 'Koporora element',
  framePage: 'Urupapuro rwa widget y’ibiciro (iframe, nta scripts)',
  copyPageUrl: 'Koporora URL y’urupapuro',
  widgetSaved: 'Widget yabitswe',
  widgetSaveFailed: 'Kubika widget byanze',
  copied: 'Byakoporowe',
  copyFailed: 'Ntibyashobotse gukoporora',
  copyYourself: 'Hitamo inyandiko uyikoporore ubwawe.',
} satisfies Translation<typeof en>;
