/**
 * French texts of `vehicles/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  makesFailed: 'Impossible de charger les marques.',
  modelsFailed: 'Impossible de charger les modèles.',
  saveFailed: 'Une erreur s’est produite. Veuillez réessayer.',
  saveFailedTitle: 'Impossible d’ajouter le véhicule',
  loading: 'Chargement…',
  failedToLoad: 'Échec du chargement',
  year: 'Année',
  transmission: 'Boîte de vitesses',
  color: 'Couleur',
  saving: 'Enregistrement…',
  myCars: 'Mes voitures',
  addVehicle: 'Ajouter un véhicule',
  loadVehiclesFailed: 'Impossible de charger les véhicules.',
  noVehicles: 'Aucun véhicule pour l’instant',
  addFirstVehicle: 'Ajoutez votre premier véhicule',
  yourVehicles: 'Vos véhicules',
  noImage: 'Pas d’image',
  status: 'État',
  statusOf: (v: { name: string }) => `État de ${v.name}`,
  remove: 'Retirer',
  removeOf: (v: { name: string }) => `Retirer ${v.name}`,
  removeTitle: 'Retirer ce véhicule ?',
  removeText: 'Cette action est irréversible.',
  delete: 'Supprimer',
  cancel: 'Annuler',
  limitReached: (v: { count: number }) =>
    `Vous pouvez ajouter jusqu’à 5 voitures. Vous en avez déjà ${v.count}. Retirez-en une avant d’en ajouter une autre.`,
  removeFailed: 'Impossible de retirer le véhicule',
  optional: 'Facultatif',
  bodyStyleHint: 'Rempli d’après le type du modèle.',
  retry: 'Réessayer',
  makesFailedTitle: 'Impossible de charger les marques',
  modelsFailedTitle: 'Impossible de charger les modèles',
  vehicleLegend: 'Véhicule',
  chooseYear: 'Choisir une année',
  chooseModelFirst: 'Choisissez d’abord un modèle.',
  detailsLegend: 'Détails (facultatif)',
  fuelTypeField: 'Carburant',
  bodyStyleField: 'Carrosserie',
  mileageKm: 'Kilométrage (km)',
  mileageHint: 'Arrondi au km inférieur.',
  name: 'Nom',
  nameHint: 'Généré à partir de l’année, de la marque et du modèle.',
  save: 'Enregistrer',
} satisfies Translation<typeof en>;
