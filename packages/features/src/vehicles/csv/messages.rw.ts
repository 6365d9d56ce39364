/**
 * Kinyarwanda texts of `vehicles/csv/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  previewFailed: 'Ntibyashobotse gusoma dosiye. Ongera ugerageze.',
  importFailed: 'Ntibyashobotse kwinjiza dosiye. Nta na kimwe cyinjijwe; ongera ugerageze.',
  emptyFile: 'Dosiye irimo ubusa. Hitamo CSV ifite umurongo w’imitwe.',
  title: 'Kwinjiza no gusohora',
  exportRefuels: 'Sohora lisansi (CSV)',
  exportExpenses: 'Sohora amafaranga yakoreshejwe (CSV)',
  exportFailed: 'Gusohora byanze',
  intro:
    'Injiza lisansi cyangwa amafaranga yakoreshejwe bivuye kuri Gari, LubeLogger cyangwa Fuelly. Nta kinjizwa utaremeza, kandi dosiye ifite umurongo mubi ntiyinjiza na kimwe.',
  units: 'Ibipimo bya dosiye ya LubeLogger',
  metric: 'Kilometero na litiro',
  imperial: 'Mayili na galoni za US',
  serviceCategory: 'Serivisi zibarwa nka',
  chooseFile: 'Hitamo dosiye ya CSV',
  chooseAnother: 'Hitamo indi dosiye',
  file: (v: { name: string }) => `Dosiye: ${v.name}`,
  checking: 'Dosiye iri kugenzurwa...',
  nothingImported: 'Nta kintu cyinjijwe',
  fixRows: (v: { n: number }) => `Kosora ${v.n === 1 ? 'uyu murongo' : 'iyi mirongo'} wongere uhitemo dosiye`,
  problems: 'Ibibazo biri muri dosiye',
  andMore: (v: { n: number }) => `…n’ibindi ${v.n}.`,
  caption: (v: { ready: number; total: number; layout: string }) =>
    `Imirongo ${v.ready} kuri ${v.total} iteguye (${v.layout})`,
  row: 'Umurongo',
  date: 'Itariki',
  litres: 'Litiro',
  category: 'Icyiciro',
  odometer: 'Konteri',
  amount: 'Amafaranga',
  station: 'Sitasiyo',
  note: 'Icyitonderwa',
  partial: ' (igice)',
  cancel: 'Hagarika',
  importRows: (v: { n: number }) => `Injiza imirongo ${v.n}`,
  startOver: 'Tangira bundi bushya',
  tryAgain: 'Ongera ugerageze',
  importDone: 'Kwinjiza byarangiye',
  imported: (v: { n: number; kind: 'refuels' | 'expenses' }) =>
    v.kind === 'refuels' ? `Lisansi ${v.n} zinjijwe.` : `Amafaranga ${v.n} yinjijwe.`,
} satisfies Translation<typeof en>;
