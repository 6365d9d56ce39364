/**
 * Kiswahili texts of `vehicles/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  makesFailed: 'Imeshindwa kupakia chapa.',
  modelsFailed: 'Imeshindwa kupakia modeli.',
  saveFailed: 'Kuna hitilafu. Tafadhali jaribu tena.',
  saveFailedTitle: 'Imeshindwa kuongeza gari',
  loading: 'Inapakia...',
  failedToLoad: 'Imeshindwa kupakia',
  year: 'Mwaka',
  transmission: 'Gia',
  color: 'Rangi',
  saving: 'Inahifadhi...',
  myCars: 'Magari Yangu',
  addVehicle: 'Ongeza Gari',
  loadVehiclesFailed: 'Imeshindwa kupakia magari.',
  noVehicles: 'Bado hakuna magari',
  addFirstVehicle: 'Ongeza gari lako la kwanza',
  yourVehicles: 'Magari yako',
  noImage: 'Hakuna picha',
  status: 'Hali',
  statusOf: (v: { name: string }) => `Hali ya ${v.name}`,
  remove: 'Ondoa',
  removeOf: (v: { name: string }) => `Ondoa ${v.name}`,
  removeTitle: 'Ondoa gari hili?',
  removeText: 'Kitendo hiki hakiwezi kutenduliwa.',
  delete: 'Futa',
  cancel: 'Ghairi',
  limitReached: (v: { count: number }) =>
    `Unaweza kuongeza hadi magari 5. Tayari una ${v.count}. Tafadhali ondoa moja kabla ya kuongeza jingine.`,
  removeFailed: 'Imeshindwa kuondoa gari',
  optional: 'Si lazima',
  bodyStyleHint: 'Imejazwa kutoka aina ya modeli.',
  retry: 'Jaribu tena',
  makesFailedTitle: 'Imeshindwa kupakia chapa',
  modelsFailedTitle: 'Imeshindwa kupakia modeli',
  vehicleLegend: 'Gari',
  chooseYear: 'Chagua mwaka',
  chooseModelFirst: 'Chagua modeli kwanza.',
  detailsLegend: 'Maelezo (si lazima)',
  fuelTypeField: 'Aina ya Mafuta',
  bodyStyleField: 'Umbo la Gari',
  mileageKm: 'Umbali (km)',
  mileageHint: 'Hukatwa hadi km kamili.',
  name: 'Jina',
  nameHint: 'Limetengenezwa kutoka mwaka, chapa na modeli.',
  save: 'Hifadhi',
} satisfies Translation<typeof en>;
