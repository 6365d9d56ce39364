/**
 * Kiswahili texts of `selling/sectionMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './sectionMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  theCar: 'Gari',
  carHelp: 'Wanunuzi hulinganisha magari kwa mwaka, kilomita, mafuta na gia.',
  makesFailed: 'Imeshindikana kupakia chapa.',
  year: 'Mwaka',
  chooseYear: 'Chagua mwaka',
  mileageKm: 'Kilomita (km)',
  mileageHint: 'Kama odomita inavyosoma, kwa km.',
  fuel: 'Mafuta',
  chooseFuel: 'Chagua mafuta',
  transmission: 'Gia',
  chooseTransmission: 'Chagua aina ya gia',
  loading: 'Tunapakia…',
  fitsVehicles: 'Kinafaa magari haya',
  fitmentHelp:
    'Wanunuzi huchuja kwa gari lao. Acha modeli wazi ikiwa kipuri kinafaa modeli zote za chapa hiyo.',
  fitmentList: 'Magari kipuri hiki kinafaa',
  allModels: '(modeli zote)',
  remove: 'Ondoa',
  removeOf: (v) => `Ondoa ${v.name}`,
  modelHint: 'Si lazima: modeli zote ikiwa wazi.',
  yearFrom: 'Mwaka kuanzia',
  yearTo: 'Mwaka hadi',
  addVehicle: 'Ongeza gari',
  photos: 'Picha',
  photoHelp: (v) =>
    `Picha ${v.count} kati ya ${v.max}. JPEG, PNG, WebP au HEIC hadi MB 8 kila moja; ya kwanza ni ya jalada: sogeza picha kuibadilisha. Picha zinapakiwa unapohifadhi.`,
  photoList: 'Picha za tangazo',
  addPhotos: 'Ongeza picha',
  photo_pending: 'Tayari kupakiwa',
  photo_uploading: 'Inapakiwa…',
  photo_uploaded: 'Imepakiwa',
  photo_failed: 'Kupakia kumeshindikana',
  previewOf: (v) => `Onyesho la ${v.name}`,
  cover: (v) => `Jalada · 1 kati ya ${v.count}`,
  place: (v) => `${v.index} kati ya ${v.count}`,
  uploadingOf: (v) => `Inapakia ${v.name}`,
  moveEarlier: (v) => `Sogeza ${v.name} mbele`,
  moveLater: (v) => `Sogeza ${v.name} nyuma`,
  retryOf: (v) => `Jaribu tena ${v.name}`,
} satisfies Translation<typeof en>;
