/**
 * Texts of the CSV import and export (issue #13; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili). Keys the `csvImport` machine produces ({@link CsvImportMessageKey}) must all be here —
 * `t.message` reads them. Every locale gives every key (a missing one is a type error). Views read them
 * with `const t = useT(csvT)`.
 */
import type { CsvImportMessageKey } from '@gari/machines/csvImport';
import { type CatalogText, createTranslator } from '../../shared/messages';

const en = {
  previewFailed: 'Could not read the file. Please try again.',
  importFailed: 'Could not import the file. Nothing was imported; please try again.',
  emptyFile: 'The file is empty. Choose a CSV export with a header row.',
  title: 'Import and export',
  exportRefuels: 'Export refuels (CSV)',
  exportExpenses: 'Export expenses (CSV)',
  exportFailed: 'Export failed',
  intro:
    'Import refuels or expenses from Gari, LubeLogger (fuel or service records) or Fuelly. Nothing is imported until you confirm, and a file with a bad row imports nothing.',
  units: 'Units of a LubeLogger file',
  metric: 'Kilometres and litres',
  imperial: 'Miles and US gallons',
  serviceCategory: 'Service records count as',
  chooseFile: 'Choose a CSV file',
  chooseAnother: 'Choose another file',
  file: (v: { name: string }) => `File: ${v.name}`,
  checking: 'Checking the file...',
  nothingImported: 'Nothing was imported',
  fixRows: (v: { n: number }) => `Fix ${v.n === 1 ? 'this row' : 'these rows'} and choose the file again`,
  problems: 'Problems in the file',
  andMore: (v: { n: number }) => `…and ${v.n} more.`,
  caption: (v: { ready: number; total: number; layout: string }) =>
    `${v.ready} of ${v.total} row${v.total === 1 ? '' : 's'} ready (${v.layout})`,
  row: 'Row',
  date: 'Date',
  litres: 'Litres',
  category: 'Category',
  odometer: 'Odometer',
  amount: 'Amount',
  station: 'Station',
  note: 'Note',
  partial: ' (partial)',
  cancel: 'Cancel',
  importRows: (v: { n: number }) => `Import ${v.n} row${v.n === 1 ? '' : 's'}`,
  startOver: 'Start over',
  tryAgain: 'Try again',
  importDone: 'Import done',
  imported: (v: { n: number; kind: 'refuels' | 'expenses' }) =>
    `${v.n} ${v.kind === 'refuels' ? 'refuel' : 'expense'}${v.n === 1 ? '' : 's'} imported.`,
} satisfies Record<CsvImportMessageKey, CatalogText> & Record<string, CatalogText>;

type Entries = Record<keyof typeof en, CatalogText>;

const fr = {
  previewFailed: 'Impossible de lire le fichier. Veuillez réessayer.',
  importFailed: 'Impossible d’importer le fichier. Rien n’a été importé ; veuillez réessayer.',
  emptyFile: 'Le fichier est vide. Choisissez un export CSV avec une ligne d’en-tête.',
  title: 'Import et export',
  exportRefuels: 'Exporter les pleins (CSV)',
  exportExpenses: 'Exporter les dépenses (CSV)',
  exportFailed: 'Échec de l’export',
  intro:
    'Importez pleins ou dépenses depuis Gari, LubeLogger (carburant ou entretiens) ou Fuelly. Rien n’est importé avant votre confirmation, et un fichier avec une ligne erronée n’importe rien.',
  units: 'Unités d’un fichier LubeLogger',
  metric: 'Kilomètres et litres',
  imperial: 'Miles et gallons US',
  serviceCategory: 'Les entretiens comptent comme',
  chooseFile: 'Choisir un fichier CSV',
  chooseAnother: 'Choisir un autre fichier',
  file: (v: { name: string }) => `Fichier : ${v.name}`,
  checking: 'Vérification du fichier…',
  nothingImported: 'Rien n’a été importé',
  fixRows: (v: { n: number }) =>
    `Corrigez ${v.n === 1 ? 'cette ligne' : 'ces lignes'} et choisissez à nouveau le fichier`,
  problems: 'Problèmes dans le fichier',
  andMore: (v: { n: number }) => `…et ${v.n} de plus.`,
  caption: (v: { ready: number; total: number; layout: string }) =>
    `${v.ready} sur ${v.total} ligne${v.total > 1 ? 's' : ''} prête${v.total > 1 ? 's' : ''} (${v.layout})`,
  row: 'Ligne',
  date: 'Date',
  litres: 'Litres',
  category: 'Catégorie',
  odometer: 'Compteur',
  amount: 'Montant',
  station: 'Station',
  note: 'Note',
  partial: ' (partiel)',
  cancel: 'Annuler',
  importRows: (v: { n: number }) => `Importer ${v.n} ligne${v.n > 1 ? 's' : ''}`,
  startOver: 'Recommencer',
  tryAgain: 'Réessayer',
  importDone: 'Import terminé',
  imported: (v: { n: number; kind: 'refuels' | 'expenses' }) =>
    v.kind === 'refuels'
      ? `${v.n} plein${v.n > 1 ? 's' : ''} importé${v.n > 1 ? 's' : ''}.`
      : `${v.n} dépense${v.n > 1 ? 's' : ''} importée${v.n > 1 ? 's' : ''}.`,
} satisfies Entries;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
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
} satisfies Entries;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
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
} satisfies Entries;

/** The CSV catalog in every language. */
export const csvCatalog = { en, fr, rw, sw };

/** The CSV texts' translator (English); views use `useT(csvT)`, `t.message(m)` for the machine's. */
export const csvT = createTranslator(csvCatalog);
