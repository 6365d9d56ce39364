/**
 * Kiswahili texts of `selling/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  loadFailed: 'Imeshindikana kupakia',
  saveFailed: 'Imeshindikana kuhifadhi tangazo lako. Tafadhali jaribu tena.',
  fixErrors: 'Angalia sehemu zilizoangaziwa.',
  titleShort: 'Kichwa lazima kiwe na angalau herufi 3.',
  titleLong: 'Kichwa kisizidi herufi 120.',
  categoryRequired: 'Chagua aina.',
  conditionRequired: 'Chagua hali.',
  brandLong: 'Chapa isizidi herufi 60.',
  descriptionLong: 'Maelezo yasizidi herufi 4000.',
  oemInvalid: (v) => `${v.number}: tumia herufi, tarakimu na vistari.`,
  oemLength: (v) => `${v.number}: namba ya OEM ina herufi 3 hadi 40.`,
  oemTooMany: (v) => `Weka namba za OEM zisizozidi ${v.max}.`,
  priceRequired: 'Weka bei.',
  priceInvalid: 'Bei lazima iwe zaidi ya 0.',
  priceDecimals: (v) =>
    v.digits === 0
      ? `${v.currency} haina senti: weka kiasi kamili.`
      : `${v.currency} inakubali desimali zisizozidi ${v.digits}.`,
  priceTooLarge: 'Bei ni kubwa mno.',
  countryRequired: 'Chagua nchi unayouzia.',
  stockInvalid: (v) => `Weka namba kamili kuanzia 0 hadi ${v.max.toLocaleString('en-US')}.`,
  cityRequired: 'Weka jiji kipuri au gari lilipo.',
  cityLong: 'Jiji lisizidi herufi 80.',
  whatsappInvalid: 'Weka namba ya WhatsApp pamoja na msimbo wa nchi, k.m. +250 788 123 456.',
  buyUrlInvalid: 'Weka anwani ya wavuti inayoanza na https://',
  carMakeRequired: 'Chagua chapa ya gari.',
  carModelRequired: 'Chagua modeli ya gari.',
  yearRequired: 'Chagua mwaka wa gari.',
  mileageInvalid: (v) => `Weka umbali uliotembea kwa km, namba kamili hadi ${v.max.toLocaleString('en-US')}.`,
  fuelRequired: 'Chagua mafuta.',
  transmissionRequired: 'Chagua gia.',
  fitmentIncomplete: 'Chagua chapa na miaka yote miwili kwanza.',
  fitmentYears: 'Mwaka wa mwisho lazima uwe angalau sawa na mwaka wa kwanza.',
  fitmentTooMany: (v) => `Tangazo linafaa magari yasiyozidi ${v.max}.`,
  fitmentDuplicate: 'Gari hili tayari liko kwenye orodha.',
  photosTooMany: (v) => `Tangazo lisizidi picha ${v.max}.`,
  photoNotImage: (v) => `${v.name} si picha.`,
  photoTooLarge: (v) => `${v.name} ni kubwa kuliko MB ${v.mb}.`,
  uploadFailed: 'Kupakia kumeshindikana.',
  removePhotoFailed: 'Imeshindikana kuondoa picha. Tafadhali jaribu tena.',
  orderFailed: 'Imeshindikana kuhifadhi mpangilio wa picha. Tafadhali jaribu tena.',
  savedPublishedTitle: 'Tangazo limechapishwa',
  savedDraftTitle: 'Rasimu imehifadhiwa',
  saveFailedTitle: 'Imeshindikana kuhifadhi tangazo',
  listingsFailed: 'Imeshindikana kupakia matangazo yako.',
  ordersFailed: 'Imeshindikana kupakia maagizo yako.',
  actionFailed: 'Imeshindikana kusasisha tangazo',
  orderActionFailed: 'Imeshindikana kusasisha agizo',
  deleteFailed: 'Imeshindikana kufuta tangazo',
} satisfies Translation<typeof en>;
