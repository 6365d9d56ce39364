/**
 * Texts of the listing form's Car, Fits these vehicles and Photos sections (issue #10 "Selling": a car
 * for sale's make, model, year, mileage, fuel and transmission; the fitment picker; photos with their
 * status and order) in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16
 * "Locale"). The rest of the form is `formMessages.ts`.
 */
import type { PhotoItem } from '@gari/machines/selling';
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  // The car (a car for sale).
  theCar: 'The car',
  carHelp: 'Buyers compare cars by year, mileage, fuel and transmission.',
  makesFailed: 'Failed to load makes.',
  year: 'Year',
  chooseYear: 'Choose a year',
  mileageKm: 'Mileage (km)',
  mileageHint: 'As the odometer reads, in km.',
  fuel: 'Fuel',
  chooseFuel: 'Choose the fuel',
  transmission: 'Transmission',
  chooseTransmission: 'Choose the transmission',
  loading: 'Loading…',
  // Fits these vehicles.
  fitsVehicles: 'Fits these vehicles',
  fitmentHelp:
    'Buyers filter by their car. Leave the model empty when the part fits every model of the make.',
  fitmentList: 'Vehicles this part fits',
  allModels: '(all models)',
  remove: 'Remove',
  removeOf: (v: { name: string }) => `Remove ${v.name}`,
  modelHint: 'Optional: every model when empty.',
  yearFrom: 'Year from',
  yearTo: 'Year to',
  addVehicle: 'Add vehicle',
  // Photos.
  photos: 'Photos',
  photoHelp: (v: { count: number; max: number }) =>
    `${v.count} of ${v.max} photos. JPEG, PNG, WebP or HEIC up to 8 MB each; the first is the cover: move photos earlier or later to change it. Photos upload when you save.`,
  photoList: 'Photos of the listing',
  addPhotos: 'Add photos',
  photo_pending: 'Ready to upload',
  photo_uploading: 'Uploading…',
  photo_uploaded: 'Uploaded',
  photo_failed: 'Upload failed',
  previewOf: (v: { name: string }) => `Preview of ${v.name}`,
  cover: (v: { count: number }) => `Cover · 1 of ${v.count}`,
  place: (v: { index: number; count: number }) => `${v.index} of ${v.count}`,
  uploadingOf: (v: { name: string }) => `Uploading ${v.name}`,
  moveEarlier: (v: { name: string }) => `Move ${v.name} earlier`,
  moveLater: (v: { name: string }) => `Move ${v.name} later`,
  retryOf: (v: { name: string }) => `Retry ${v.name}`,
} satisfies Record<`photo_${PhotoItem['status']}`, string> & Record<string, CatalogText>;

const fr = {
  theCar: 'La voiture',
  carHelp: 'Les acheteurs comparent les voitures par année, kilométrage, carburant et boîte de vitesses.',
  makesFailed: 'Impossible de charger les marques.',
  year: 'Année',
  chooseYear: 'Choisissez une année',
  mileageKm: 'Kilométrage (km)',
  mileageHint: 'Tel qu’indiqué au compteur, en km.',
  fuel: 'Carburant',
  chooseFuel: 'Choisissez le carburant',
  transmission: 'Boîte de vitesses',
  chooseTransmission: 'Choisissez la boîte de vitesses',
  loading: 'Chargement…',
  fitsVehicles: 'Compatible avec ces véhicules',
  fitmentHelp:
    'Les acheteurs filtrent selon leur voiture. Laissez le modèle vide si la pièce convient à tous les modèles de la marque.',
  fitmentList: 'Véhicules compatibles avec cette pièce',
  allModels: '(tous modèles)',
  remove: 'Retirer',
  removeOf: (v) => `Retirer ${v.name}`,
  modelHint: 'Facultatif : tous les modèles si vide.',
  yearFrom: 'Année de',
  yearTo: 'Année à',
  addVehicle: 'Ajouter le véhicule',
  photos: 'Photos',
  photoHelp: (v) =>
    `${v.count} photo(s) sur ${v.max}. JPEG, PNG, WebP ou HEIC jusqu'à 8 Mo chacune ; la première est la couverture : déplacez les photos pour la changer. Les photos sont envoyées à l'enregistrement.`,
  photoList: "Photos de l'annonce",
  addPhotos: 'Ajouter des photos',
  photo_pending: 'Prête à envoyer',
  photo_uploading: 'Envoi…',
  photo_uploaded: 'Envoyée',
  photo_failed: "Échec de l'envoi",
  previewOf: (v) => `Aperçu de ${v.name}`,
  cover: (v) => `Couverture · 1 sur ${v.count}`,
  place: (v) => `${v.index} sur ${v.count}`,
  uploadingOf: (v) => `Envoi de ${v.name}`,
  moveEarlier: (v) => `Avancer ${v.name}`,
  moveLater: (v) => `Reculer ${v.name}`,
  retryOf: (v) => `Réessayer ${v.name}`,
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
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

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
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

/** The form sections' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
