/**
 * Kinyarwanda texts of `selling/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  loadFailed: 'Gufungura byanze',
  saveFailed: 'Ntibyashobotse kubika itangazo ryawe. Ongera ugerageze.',
  fixErrors: 'Reba imyanya yagaragajwe.',
  titleShort: 'Umutwe ugomba kugira nibura inyuguti 3.',
  titleLong: 'Umutwe ntugomba kurenza inyuguti 120.',
  categoryRequired: 'Hitamo icyiciro.',
  conditionRequired: 'Hitamo uko kimeze.',
  brandLong: 'Ikirango ntikigomba kurenza inyuguti 60.',
  descriptionLong: 'Ibisobanuro ntibigomba kurenza inyuguti 4000.',
  oemInvalid: (v) => `${v.number}: koresha inyuguti, imibare n’udukoni.`,
  oemLength: (v) => `${v.number}: nimero ya OEM igira inyuguti 3 kugeza kuri 40.`,
  oemTooMany: (v) => `Andika nimero za OEM zitarenze ${v.max}.`,
  priceRequired: 'Andika igiciro.',
  priceInvalid: 'Igiciro kigomba kurenga 0.',
  priceDecimals: (v) =>
    v.digits === 0
      ? `${v.currency} nta santimu igira: andika umubare wuzuye.`
      : `${v.currency} yemera imibare itarenze ${v.digits} nyuma y’akitso.`,
  priceTooLarge: 'Igiciro ni kinini cyane.',
  countryRequired: 'Hitamo igihugu ucururizamo.',
  stockInvalid: (v) => `Andika umubare wuzuye kuva kuri 0 kugeza kuri ${v.max.toLocaleString('en-US')}.`,
  cityRequired: 'Andika umujyi igice cyangwa imodoka biherereyemo.',
  cityLong: 'Umujyi ntugomba kurenza inyuguti 80.',
  whatsappInvalid: 'Andika nimero ya WhatsApp ifite kode y’igihugu, urugero +250 788 123 456.',
  buyUrlInvalid: 'Andika aderesi y’urubuga itangirwa na https://',
  carMakeRequired: 'Hitamo ikirango cy’imodoka.',
  carModelRequired: 'Hitamo ubwoko bw’imodoka.',
  yearRequired: 'Hitamo umwaka w’imodoka.',
  mileageInvalid: (v) =>
    `Andika ibirometero muri km, umubare wuzuye ugera kuri ${v.max.toLocaleString('en-US')}.`,
  fuelRequired: 'Hitamo ibicanwa.',
  transmissionRequired: 'Hitamo vitesi.',
  fitmentIncomplete: 'Banza uhitemo ikirango n’imyaka yombi.',
  fitmentYears: 'Umwaka wa nyuma ugomba kuba nibura ungana n’uwa mbere.',
  fitmentTooMany: (v) => `Itangazo rikwiranye n’imodoka zitarenze ${v.max}.`,
  fitmentDuplicate: 'Iyi modoka isanzwe iri ku rutonde.',
  photosTooMany: (v) => `Itangazo ntirigomba kurenza amafoto ${v.max}.`,
  photoNotImage: (v) => `${v.name} si ifoto.`,
  photoTooLarge: (v) => `${v.name} irenze MB ${v.mb}.`,
  uploadFailed: 'Kohereza byanze.',
  removePhotoFailed: 'Ntibyashobotse gukuraho ifoto. Ongera ugerageze.',
  orderFailed: 'Ntibyashobotse kubika uko amafoto akurikirana. Ongera ugerageze.',
  savedPublishedTitle: 'Itangazo ryatangajwe',
  savedDraftTitle: 'Umushinga wabitswe',
  saveFailedTitle: 'Ntibyashobotse kubika itangazo',
  listingsFailed: 'Gufungura amatangazo yawe byanze.',
  ordersFailed: 'Gufungura komande zawe byanze.',
  actionFailed: 'Ntibyashobotse guhindura itangazo',
  orderActionFailed: 'Ntibyashobotse guhindura komande',
  deleteFailed: 'Ntibyashobotse gusiba itangazo',
} satisfies Translation<typeof en>;
