import type { CsvImportBody } from '@gari/contract/vehicleCsv';
import {
  type CsvImportDone,
  type CsvImportRequest,
  type CsvPreviewResult,
  csvImportMachine,
} from '@gari/machines/csvImport';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { useApi, useFlow } from '../../app';
import { VEHICLES_KEY, vehicleKeys } from '../../shared';
import { useT } from '../../shared/locale';
import { csvT } from './messages';

/** The client body of a machine request (same fields; the units and category are the contract's). */
const body = (r: CsvImportRequest): CsvImportBody => r as CsvImportBody;

/**
 * CSV import of a car (issue #13): the `csvImport` machine over POST /vehicles/{id}/import/preview and
 * /import. On `imported` the car's figures, lists, chart and reminders refresh and a toast says how many
 * rows came in. `machine` swaps the machine (stories start it in any state).
 */
export function useCsvImport(vehicleId: number, machine = csvImportMachine) {
  const api = useApi();
  const qc = useQueryClient();
  const t = useT(csvT);
  return useFlow(machine, {
    actors: {
      previewCsv: fromPromise<CsvPreviewResult, CsvImportRequest>(({ input }) =>
        api.vehicleCsv.preview(vehicleId, body(input)),
      ),
      importCsv: fromPromise<CsvImportDone, CsvImportRequest>(({ input }) =>
        api.vehicleCsv.import(vehicleId, body(input)),
      ),
    },
    input: {},
    on: {
      imported: ({ result }) => {
        void qc.invalidateQueries({ queryKey: vehicleKeys.all(vehicleId) });
        void qc.invalidateQueries({ queryKey: [...VEHICLES_KEY, 'reminders-due'] });
        const { imported, kind } = result as CsvImportDone;
        toast.success(t('importDone'), t('imported', { n: imported, kind }));
      },
    },
  });
}

/**
 * Saves `text` as a file named `filename` (a Blob link clicked once): the export routes need the
 * bearer token, so the browser cannot follow a plain link to them.
 */
export function saveTextFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
