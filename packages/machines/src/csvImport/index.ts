export {
  type CsvImportMachine,
  type CsvImportSnapshot,
  csvImportMachine,
  DEFAULT_CSV_OPTIONS,
  rowProblemsOf,
} from './machine';
export type {
  CsvImportContext,
  CsvImportDone,
  CsvImportEmitted,
  CsvImportEvent,
  CsvImportInput,
  CsvImportMessage,
  CsvImportMessageKey,
  CsvImportOptions,
  CsvImportRequest,
  CsvPreviewItem,
  CsvPreviewResult,
  CsvRowProblem,
} from './types';
