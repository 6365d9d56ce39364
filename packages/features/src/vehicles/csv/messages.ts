/**
 * Texts of the CSV import and export (issue #13; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili). Keys the `csvImport` machine produces ({@link CsvImportMessageKey}) must all be here —
 * `t.message` reads them. Every locale gives every key (a missing one is a type error). Views read them
 * with `const t = useT(csvT)`.
 */
import type { CsvImportMessageKey } from '@gari/machines/csvImport';
import { type CatalogText, createTranslator } from '../../shared/messages';

export const en = {
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

/** The CSV texts' translator (English); views use `useT(csvT)`, `t.message(m)` for the machine's. */
export const csvT = createTranslator({ en }, 'vehicles/csv/messages');
