/** CSV import and export of a car's refuels and expenses (issue #13): the car page panel and its hook. */
export { CsvPanel, type CsvPanelProps, PREVIEW_ROWS } from './CsvPanel';
export { csvT } from './messages';
export { saveTextFile, useCsvImport } from './useCsvImport';
