/**
 * Types of the `csvImport` machine (issue #13 "CSV import and export": upload → preview with per-row
 * errors → confirm → import all or nothing). Structural copies of the contract's `CsvImportBody`,
 * `CsvPreview` and `CsvImportResult` (`@gari/contract/vehicleCsv`), so machines stay free of zod.
 * Units: litres, km, money in the row's currency (default RWF).
 */
import type { Message } from '../shared';

/** Choices sent with the file. */
export interface CsvImportOptions {
  /** Currency of the file's money when it has no currency column. */
  currency: string;
  /** Units of a LubeLogger fuel file (Fuelly is always US units). */
  units: 'metric' | 'imperial';
  /** Category of LubeLogger service records. */
  category: string;
}

/** What the `previewCsv` and `importCsv` actors send. */
export interface CsvImportRequest extends CsvImportOptions {
  /** The file's text. */
  csv: string;
}

/** One problem of one row: spreadsheet row number (header = 1), the file's column, the message. */
export interface CsvRowProblem {
  row: number;
  field: string;
  message: string;
}

/** One row as it would be imported. */
export interface CsvPreviewItem {
  row: number;
  kind: 'refuel' | 'expense';
  date: string;
  liters: number | null;
  amount: number;
  currency: string;
  odometer_km: number | null;
  full_tank: boolean | null;
  category: string | null;
  text: string | null;
}

/** The preview answer: nothing written yet. */
export interface CsvPreviewResult {
  layout: string;
  kind: 'refuels' | 'expenses';
  total_rows: number;
  rows: CsvPreviewItem[];
  errors: CsvRowProblem[];
}

/** The import answer. */
export interface CsvImportDone {
  layout: string;
  kind: 'refuels' | 'expenses';
  imported: number;
}

/** Keys of the machine's own texts (English in @gari/features/vehicles `csv/messages.ts`). */
export type CsvImportMessageKey = 'previewFailed' | 'importFailed' | 'emptyFile';
export type CsvImportMessage = Message<CsvImportMessageKey>;

export interface CsvImportInput {
  /** @default { currency: 'RWF', units: 'metric', category: 'maintenance' } */
  options?: Partial<CsvImportOptions>;
}

export interface CsvImportContext {
  /** The chosen file's name ('' none). */
  fileName: string;
  /** Its text ('' none). */
  csv: string;
  options: CsvImportOptions;
  /** The last preview (kept through importing, errors and done). */
  preview: CsvPreviewResult | null;
  /** Row problems: the preview's, or the import's 422 (`rows.<n>.<column>`). */
  rowErrors: CsvRowProblem[];
  /** Why the file could not be read or sent (server text or a fallback key); null when none. */
  error: CsvImportMessage | null;
  /** The import's answer (state `done`). */
  result: CsvImportDone | null;
}

export type CsvImportEvent =
  /** A file was chosen (its name and text). */
  | { type: 'FILE'; name: string; text: string }
  /** A choice changed (currency, units, category); re-previews a chosen file. */
  | { type: 'OPTIONS'; options: Partial<CsvImportOptions> }
  /** Import the previewed rows. */
  | { type: 'CONFIRM' }
  /** Sends the same file again after a failure that was not a row problem. */
  | { type: 'RETRY' }
  /** Back to choosing a file. */
  | { type: 'RESET' };

/** `imported` after the server wrote the rows (the hook refreshes the car page and toasts). */
export type CsvImportEmitted = { type: 'imported'; result: CsvImportDone };
