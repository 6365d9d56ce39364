/**
 * CSV routes of a car (issue #13 "CSV import and export"): refuel and expense export, import preview
 * and import. All need a bearer token; another member's vehicle is a 404. Layouts and columns: see
 * `../vehicleCsv` and `../rules/csvImport`.
 */
import { z } from 'zod';
import { IdParam } from '../common';
import { vehicleCsvPaths as p, type RoutePath } from '../paths';
import {
  CsvImportBody,
  CsvImportResult,
  CsvPreview,
  GARI_EXPENSE_COLUMNS,
  GARI_REFUEL_COLUMNS,
} from '../vehicleCsv';
import { carErrors, tagged, withParts } from './route';

const route = tagged(['vehicles']);
/** An export of a car's log: a text/csv attachment with Gari's `columns` (the import reads it back). */
const csvExport = <const P extends RoutePath>(path: P, summary: string, columns: readonly string[]) =>
  route(path, {
    summary,
    description: `text/csv attachment, oldest first. Columns: ${columns.join(', ')}.`,
    params: IdParam,
    answer: z.string(),
    errors: carErrors,
  });
/** `route` for the preview and the import: the same body, one writes nothing. */
const csvImport = withParts(route, { params: IdParam, body: CsvImportBody, errors: carErrors });

/** CSV routes by name. */
export const vehicleCsvRoutes = {
  exportRefuels: csvExport(p.exportRefuels, 'Refuels as CSV', GARI_REFUEL_COLUMNS),
  exportExpenses: csvExport(p.exportExpenses, 'Expenses as CSV', GARI_EXPENSE_COLUMNS),
  preview: csvImport(p.preview, {
    summary: 'Check a CSV file before importing',
    description:
      "Body: the file's text as `csv` (Gari's own, LubeLogger fuel or service, or Fuelly layout), " +
      'currency, units (LubeLogger), category (LubeLogger service). Answers the layout, the rows as ' +
      'they would be imported and every per-row error (row number, column, message). Writes nothing. ' +
      '422 naming `csv` when the file is empty, has no known header or too many rows.',
    answer: CsvPreview,
  }),
  import: csvImport(p.import, {
    summary: 'Import a CSV file',
    description:
      'Same body as the preview. Imports every row in one transaction; when any row is bad nothing is ' +
      'imported and the 422 names each bad row (`rows.<n>.<column>`). Imported service records that ' +
      'name a service (oil, brakes…) reset the matching reminder.',
    answer: CsvImportResult,
    status: 201,
  }),
};
