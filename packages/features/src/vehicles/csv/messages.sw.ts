/**
 * Kiswahili texts of `vehicles/csv/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  previewFailed: 'Imeshindwa kusoma faili. Tafadhali jaribu tena.',
  importFailed: 'Imeshindwa kuingiza faili. Hakuna kilichoingizwa; tafadhali jaribu tena.',
  emptyFile: 'Faili ni tupu. Chagua CSV yenye safu ya vichwa.',
  title: 'Kuingiza na kuhamisha',
  exportRefuels: 'Hamisha ujazaji (CSV)',
  exportExpenses: 'Hamisha matumizi (CSV)',
  exportFailed: 'Kuhamisha kumeshindwa',
  intro:
    'Ingiza ujazaji au matumizi kutoka Gari, LubeLogger (mafuta au huduma) au Fuelly. Hakuna kinachoingizwa hadi uthibitishe, na faili yenye safu mbaya haiingizi chochote.',
  units: 'Vipimo vya faili la LubeLogger',
  metric: 'Kilomita na lita',
  imperial: 'Maili na galoni za Marekani',
  serviceCategory: 'Rekodi za huduma zihesabiwe kama',
  chooseFile: 'Chagua faili la CSV',
  chooseAnother: 'Chagua faili jingine',
  file: (v: { name: string }) => `Faili: ${v.name}`,
  checking: 'Inakagua faili...',
  nothingImported: 'Hakuna kilichoingizwa',
  fixRows: (v: { n: number }) => `Rekebisha ${v.n === 1 ? 'safu hii' : 'safu hizi'} kisha uchague faili tena`,
  problems: 'Matatizo kwenye faili',
  andMore: (v: { n: number }) => `…na ${v.n} zaidi.`,
  caption: (v: { ready: number; total: number; layout: string }) =>
    `Safu ${v.ready} kati ya ${v.total} ziko tayari (${v.layout})`,
  row: 'Safu',
  date: 'Tarehe',
  litres: 'Lita',
  category: 'Aina',
  odometer: 'Odomita',
  amount: 'Kiasi',
  station: 'Kituo',
  note: 'Maelezo',
  partial: ' (sehemu)',
  cancel: 'Ghairi',
  importRows: (v: { n: number }) => `Ingiza safu ${v.n}`,
  startOver: 'Anza upya',
  tryAgain: 'Jaribu tena',
  importDone: 'Kuingiza kumekamilika',
  imported: (v: { n: number; kind: 'refuels' | 'expenses' }) =>
    v.kind === 'refuels' ? `Ujazaji ${v.n} umeingizwa.` : `Matumizi ${v.n} yameingizwa.`,
} satisfies Translation<typeof en>;
