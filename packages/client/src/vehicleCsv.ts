/**
 * `createVehicleCsvClient(core)`: CSV import and export of a car's refuels and expenses (issue #13
 * "CSV import and export"). Export resolves the CSV text (the caller saves it as a file: the routes
 * need the bearer token, so a plain link cannot download them). Import sends the file's text as JSON:
 * `preview` writes nothing and answers every row error; `import` writes all rows or none (422 whose
 * `errors` name `rows.<n>.<column>`).
 */
import { vehicleCsvPaths as p } from '@gari/contract/paths';
import type { CsvImportBody, CsvImportResult, CsvPreview } from '@gari/contract/vehicleCsv';
import { type Core, whole } from './core';
import { withDerived } from './derive';
import type { GariApi } from './types';

/** CSV part of the client. */
export interface VehicleCsvClient {
  /** `GET /vehicles/{id}/refuels.csv`: the refuels as Gari's CSV text. */
  exportRefuels(vehicleId: number): Promise<string>;
  /** `GET /vehicles/{id}/expenses.csv`: the expenses as Gari's CSV text. */
  exportExpenses(vehicleId: number): Promise<string>;
  /** `POST /vehicles/{id}/import/preview`: layout, rows and per-row errors; whole. */
  preview(vehicleId: number, body: CsvImportBody): Promise<CsvPreview>;
  /** `POST /vehicles/{id}/import`: how many rows were imported; whole. */
  import(vehicleId: number, body: CsvImportBody): Promise<CsvImportResult>;
}

/** The CSV text of an answer (a JSON-looking CSV is kept as text). */
const asText = (raw: unknown): unknown =>
  typeof raw === 'string' ? raw : raw === undefined ? '' : JSON.stringify(raw);

/** Creates the CSV part over `core`. */
export function createVehicleCsvClient(core: Core): GariApi['vehicleCsv'] {
  const methods: VehicleCsvClient = {
    exportRefuels: (id) => core.call(p.exportRefuels, { params: { id }, select: asText }),
    exportExpenses: (id) => core.call(p.exportExpenses, { params: { id }, select: asText }),
    preview: (id, body) => core.call(p.preview, { ...whole, params: { id }, body }),
    import: (id, body) => core.call(p.import, { ...whole, params: { id }, body }),
  };
  return withDerived(core, p, methods);
}
