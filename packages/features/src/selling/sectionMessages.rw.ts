/**
 * Kinyarwanda texts of `selling/sectionMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './sectionMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  theCar: 'Imodoka',
  carHelp: 'Abaguzi bagereranya imodoka bakurikije umwaka, ibirometero, lisansi na vitesi.',
  makesFailed: 'Ibirango ntibyabashije gufunguka.',
  year: 'Umwaka',
  chooseYear: 'Hitamo umwaka',
  mileageKm: 'Ibirometero (km)',
  mileageHint: 'Uko konteri ibyerekana, muri km.',
  fuel: 'Lisansi',
  chooseFuel: 'Hitamo ubwoko bwa lisansi',
  transmission: 'Vitesi',
  chooseTransmission: 'Hitamo ubwoko bwa vitesi',
  loading: 'Turimo gufungura…',
  fitsVehicles: 'Bikwiranye n’izi modoka',
  fitmentHelp:
    'Abaguzi bashakisha bakurikije imodoka yabo. Ntiwuzuze ubwoko niba icyuma gikwiranye n’ubwoko bwose bw’icyo kirango.',
  fitmentList: 'Imodoka iki cyuma gikwiranye na zo',
  allModels: '(ubwoko bwose)',
  remove: 'Kuraho',
  removeOf: (v) => `Kuraho ${v.name}`,
  modelHint: 'Si ngombwa: ubwoko bwose niba ntacyo wujuje.',
  yearFrom: 'Umwaka kuva',
  yearTo: 'Umwaka kugeza',
  addVehicle: 'Ongeraho imodoka',
  photos: 'Amafoto',
  photoHelp: (v) =>
    `Amafoto ${v.count} kuri ${v.max}. JPEG, PNG, WebP cyangwa HEIC atarengeje MB 8 buri imwe; iya mbere ni yo y’imbere: imura amafoto uyihindure. Amafoto yoherezwa iyo ubitse.`,
  photoList: 'Amafoto y’igicuruzwa',
  addPhotos: 'Ongeraho amafoto',
  photo_pending: 'Yiteguye koherezwa',
  photo_uploading: 'Birimo koherezwa…',
  photo_uploaded: 'Yoherejwe',
  photo_failed: 'Kohereza byanze',
  previewOf: (v) => `Igaragaza rya ${v.name}`,
  cover: (v) => `Iy’imbere · 1 kuri ${v.count}`,
  place: (v) => `${v.index} kuri ${v.count}`,
  uploadingOf: (v) => `Turimo kohereza ${v.name}`,
  moveEarlier: (v) => `Shyira ${v.name} imbere`,
  moveLater: (v) => `Shyira ${v.name} inyuma`,
  retryOf: (v) => `Ongera wohereze ${v.name}`,
} satisfies Translation<typeof en>;
