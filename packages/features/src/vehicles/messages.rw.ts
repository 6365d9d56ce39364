/**
 * Kinyarwanda texts of `vehicles/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  makesFailed: 'Ntibyashobotse gufungura ibirango.',
  modelsFailed: 'Ntibyashobotse gufungura ubwoko.',
  saveFailed: 'Hari ikitagenze neza. Ongera ugerageze.',
  saveFailedTitle: 'Ntibyashobotse kongeramo imodoka',
  loading: 'Biri gufunguka...',
  failedToLoad: 'Ntibyashobotse gufunguka',
  year: 'Umwaka',
  transmission: 'Agasanduku k’ibyuma',
  color: 'Ibara',
  saving: 'Birimo kubikwa...',
  myCars: 'Imodoka zanjye',
  addVehicle: 'Ongeramo imodoka',
  loadVehiclesFailed: 'Ntibyashobotse gufungura imodoka.',
  noVehicles: 'Nta modoka urongeramo',
  addFirstVehicle: 'Ongeramo imodoka yawe ya mbere',
  yourVehicles: 'Imodoka zawe',
  noImage: 'Nta foto',
  status: 'Imiterere',
  statusOf: (v: { name: string }) => `Imiterere ya ${v.name}`,
  remove: 'Kuramo',
  removeOf: (v: { name: string }) => `Kuramo ${v.name}`,
  removeTitle: 'Ukuramo iyi modoka?',
  removeText: 'Iki gikorwa ntigisubirwaho.',
  delete: 'Siba',
  cancel: 'Hagarika',
  limitReached: (v: { count: number }) =>
    `Ushobora kongeramo imodoka zigera kuri 5. Usanzwe ufite ${v.count}. Banza ukuremo imwe mbere yo kongeramo indi.`,
  removeFailed: 'Ntibyashobotse gukuramo imodoka',
  optional: 'Si ngombwa',
  bodyStyleHint: 'Byujujwe hakurikijwe ubwoko bw’imodoka.',
  retry: 'Ongera ugerageze',
  makesFailedTitle: 'Ntibyashobotse gufungura ibirango',
  modelsFailedTitle: 'Ntibyashobotse gufungura ubwoko',
  vehicleLegend: 'Imodoka',
  chooseYear: 'Hitamo umwaka',
  chooseModelFirst: 'Banza uhitemo ubwoko.',
  detailsLegend: 'Ibisobanuro (si ngombwa)',
  fuelTypeField: 'Ubwoko bwa lisansi',
  bodyStyleField: 'Imiterere',
  mileageKm: 'Ibirometero (km)',
  mileageHint: 'Bizengurutswa kuri km zuzuye.',
  name: 'Izina',
  nameHint: 'Rikorwa hakurikijwe umwaka, ikirango n’ubwoko.',
  save: 'Bika',
} satisfies Translation<typeof en>;
