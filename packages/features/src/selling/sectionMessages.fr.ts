/**
 * French texts of `selling/sectionMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './sectionMessages';

export const fr = {
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
