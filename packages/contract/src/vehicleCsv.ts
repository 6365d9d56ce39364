/**
 * CSV import and export of a car's refuels and expenses (issue #13 "CSV import and export"): the
 * import body (the file's text as JSON, with the choices a layout needs), the preview and the result.
 * Rules and layouts in `./rules/csvImport`.
 *
 * Export (GET, `text/csv; charset=utf-8`, `Content-Disposition: attachment`) columns:
 * - refuels: date (YYYY-MM-DD), liters, total_cost, currency, odometer_km (km), full_tank (true/false),
 *   station_name, location — oldest first.
 * - expenses: date, category, amount, currency, note — oldest first.
 * The same files import back (layouts `gari_refuels`, `gari_expenses`).
 */
import { z } from 'zod';
import { CurrencyCode, IsoDate } from './common';
import { CSV_LAYOUTS } from './rules/csvImport';
import { EXPENSE_CATEGORIES } from './vehicleRules';

export {
  CSV_LAYOUTS,
  type CsvLayout,
  GARI_EXPENSE_COLUMNS,
  GARI_REFUEL_COLUMNS,
  LAYOUT_LABELS,
  MAX_IMPORT_ROWS,
} from './rules/csvImport';

/** Largest CSV text accepted, in characters (about 2,000 rows). */
export const MAX_CSV_CHARS = 512 * 1024;

/** POST /vehicles/{id}/import/preview and /vehicles/{id}/import. */
export const CsvImportBody = z.object({
  /** The file's text (UTF-8), header row first. */
  csv: z
    .string()
    .min(1, 'Choose a CSV file.')
    .max(MAX_CSV_CHARS, `The file is too large (at most ${MAX_CSV_CHARS / 1024} kB).`),
  /** Currency of the file's money when it has no currency column. @default 'RWF' */
  currency: CurrencyCode.default('RWF'),
  /** Units of a LubeLogger fuel file (Fuelly is always US units). @default 'metric' */
  units: z.enum(['metric', 'imperial']).default('metric'),
  /** Category of LubeLogger service records. @default 'maintenance' */
  category: z.enum(EXPENSE_CATEGORIES).default('maintenance'),
});
export type CsvImportBody = z.input<typeof CsvImportBody>;

/** One row of the preview: its spreadsheet row number and what it becomes. */
export const CsvPreviewRow = z.object({
  row: z.number().int(),
  kind: z.enum(['refuel', 'expense']),
  date: IsoDate,
  /** Litres (refuels), null for expenses. */
  liters: z.number().nullable(),
  /** Total cost (refuels) or amount (expenses), in `currency`. */
  amount: z.number(),
  currency: z.string(),
  /** Odometer km, null unknown. */
  odometer_km: z.number().int().nullable(),
  /** Refuels: full tank; null for expenses. */
  full_tank: z.boolean().nullable(),
  /** Expenses: category; null for refuels. */
  category: z.string().nullable(),
  /** Station (refuels) or note (expenses). */
  text: z.string().nullable(),
});
export type CsvPreviewRow = z.infer<typeof CsvPreviewRow>;

/** One problem of one row: spreadsheet row number (header = 1), the file's column, the message. */
export const CsvRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type CsvRowErrorItem = z.infer<typeof CsvRowErrorSchema>;

/** 200 answer of the preview: nothing is written. `errors` empty = ready to import. */
export const CsvPreview = z.object({
  layout: z.enum(CSV_LAYOUTS),
  kind: z.enum(['refuels', 'expenses']),
  /** Records in the file (header excluded), at most {@link MAX_IMPORT_ROWS}. */
  total_rows: z.number().int(),
  rows: z.array(CsvPreviewRow),
  errors: z.array(CsvRowErrorSchema),
});
export type CsvPreview = z.infer<typeof CsvPreview>;

/** 201 answer of the import: how many rows were written (all of them, in one transaction). */
export const CsvImportResult = z.object({
  layout: z.enum(CSV_LAYOUTS),
  kind: z.enum(['refuels', 'expenses']),
  imported: z.number().int(),
});
export type CsvImportResult = z.infer<typeof CsvImportResult>;
