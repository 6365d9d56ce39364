import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, msg, notProvided, outputAsResult, readFailure, resultEvent } from '../shared';
import type {
  CsvImportContext,
  CsvImportDone,
  CsvImportEmitted,
  CsvImportEvent,
  CsvImportInput,
  CsvImportOptions,
  CsvImportRequest,
  CsvPreviewResult,
  CsvRowProblem,
} from './types';

/** The choices before the member changes any. */
export const DEFAULT_CSV_OPTIONS: CsvImportOptions = {
  currency: 'RWF',
  units: 'metric',
  category: 'maintenance',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The row problems of an import's 422 (`errors` keyed `rows.<n>.<column>`, spec §8 JSON errors), in
 * row order; `[]` when the error names no row.
 */
export function rowProblemsOf(error: unknown): CsvRowProblem[] {
  if (!isRecord(error) || !isRecord(error.errors)) return [];
  const out: CsvRowProblem[] = [];
  for (const [key, value] of Object.entries(error.errors)) {
    const m = /^rows\.(\d+)\.(.+)$/.exec(key);
    if (!m) continue;
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts)
      if (typeof text === 'string') out.push({ row: Number(m[1]), field: m[2] ?? '', message: text });
  }
  return out.sort((a, b) => a.row - b.row);
}

/** Why a file could not be previewed: the server's `csv` field error (unknown layout, no rows), else its message. */
function fileProblem(error: unknown) {
  const failure = readFailure(error, 'previewFailed');
  return failure.fieldErrors.csv?.[0] ?? failure.message;
}

const request = (c: CsvImportContext): CsvImportRequest => ({ csv: c.csv, ...c.options });
const cleared = { preview: null, rowErrors: [], error: null, result: null };

/**
 * `FILE` once a file was read (`preview`, `errors`, `done`): an empty file → `idle` with `emptyFile`,
 * any other → `parsing` it.
 */
const anotherFile = [
  { guard: 'emptyFile', target: 'idle', actions: 'refuseEmpty' },
  { target: 'parsing', actions: 'setFile' },
] as const;

/**
 * The `csvImport` machine (issue #13 "CSV import and export of refuels and expenses … with a preview and
 * per-row errors; nothing half-imported on failure").
 *
 * - `idle`: choose a file. `FILE` → `parsing` (an empty file stays with `emptyFile`); `OPTIONS` sets
 *   the choices.
 * - `parsing`: the caller's `previewCsv` actor (POST /vehicles/{id}/import/preview, writes nothing) →
 *   `preview` when every row is good, `errors` with the rows' problems otherwise; a failure (unknown
 *   layout, no rows, network) → `errors` with its message.
 * - `preview`: the rows to import. `CONFIRM` → `importing`; `OPTIONS` → `parsing` again; `FILE` →
 *   `parsing` the new file; `RESET` → `idle`.
 * - `importing`: the caller's `importCsv` actor (POST /vehicles/{id}/import, all rows or none) → `done`
 *   (emits `imported`); a 422 naming rows → `errors` with those rows; another failure → `errors` with
 *   its message (`RETRY` sends again).
 * - `errors`: row problems and/or a message; nothing was imported. `FILE` (a fixed file) or `OPTIONS` →
 *   `parsing`; `RETRY` → `importing` when the preview was clean (a network failure); `RESET` → `idle`.
 * - `done`: how many rows were imported; `RESET` → `idle`, `FILE` → `parsing` another file.
 */
export const csvImportMachine = setup({
  types: flowTypes<CsvImportContext, CsvImportEvent, CsvImportInput, CsvImportEmitted>(),
  actors: {
    previewCsv: fromPromise<CsvPreviewResult, CsvImportRequest>(notProvided('csvImport', 'previewCsv')),
    importCsv: fromPromise<CsvImportDone, CsvImportRequest>(notProvided('csvImport', 'importCsv')),
  },
  guards: {
    emptyFile: ({ event }) => event.type === 'FILE' && event.text.trim() === '',
    clean: ({ event }) =>
      isRecord(event) && 'output' in event && (event.output as CsvPreviewResult).errors.length === 0,
    rowsRefused: ({ event }) => rowProblemsOf((event as { error?: unknown }).error).length > 0,
    canRetry: ({ context }) =>
      context.preview !== null && context.preview.errors.length === 0 && context.rowErrors.length === 0,
  },
  actions: {
    setFile: assign(({ event }) =>
      event.type === 'FILE' ? { fileName: event.name, csv: event.text, ...cleared } : {},
    ),
    refuseEmpty: assign(({ event }) =>
      event.type === 'FILE'
        ? { fileName: event.name, csv: '', ...cleared, error: msg('emptyFile' as const) }
        : {},
    ),
    setOptions: assign(({ context, event }) =>
      event.type === 'OPTIONS' ? { options: { ...context.options, ...event.options } } : {},
    ),
    reset: assign({ fileName: '', csv: '', ...cleared }),
  },
}).createMachine({
  id: 'csvImport',
  context: ({ input }) => ({
    fileName: '',
    csv: '',
    options: { ...DEFAULT_CSV_OPTIONS, ...input?.options },
    ...cleared,
  }),
  initial: 'idle',
  on: {
    RESET: { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {
      on: {
        FILE: [
          { guard: 'emptyFile', actions: 'refuseEmpty' },
          { target: 'parsing', actions: 'setFile' },
        ],
        OPTIONS: { actions: 'setOptions' },
      },
    },
    parsing: {
      entry: assign(cleared),
      invoke: {
        src: 'previewCsv',
        input: ({ context }) => request(context),
        onDone: [
          { guard: 'clean', target: 'preview', actions: assign(({ event }) => ({ preview: event.output })) },
          {
            target: 'errors',
            actions: assign(({ event }) => ({ preview: event.output, rowErrors: event.output.errors })),
          },
        ],
        onError: {
          target: 'errors',
          actions: assign(({ event }) => ({ error: fileProblem(event.error) })),
        },
      },
    },
    preview: {
      on: {
        CONFIRM: { target: 'importing' },
        OPTIONS: { target: 'parsing', actions: 'setOptions' },
        FILE: anotherFile,
      },
    },
    importing: {
      entry: assign({ error: null, rowErrors: [] }),
      invoke: {
        src: 'importCsv',
        input: ({ context }) => request(context),
        onDone: {
          target: 'done',
          actions: [assign(outputAsResult), emit(resultEvent('imported'))],
        },
        onError: [
          {
            guard: 'rowsRefused',
            target: 'errors',
            actions: assign(({ event }) => ({
              rowErrors: rowProblemsOf(event.error),
              error: readFailure(event.error, 'importFailed').message,
            })),
          },
          {
            target: 'errors',
            actions: assign(({ event }) => ({ error: readFailure(event.error, 'importFailed').message })),
          },
        ],
      },
    },
    errors: {
      on: {
        FILE: anotherFile,
        OPTIONS: { target: 'parsing', actions: 'setOptions' },
        RETRY: { guard: 'canRetry', target: 'importing' },
      },
    },
    done: {
      on: {
        FILE: anotherFile,
      },
    },
  },
});

export type CsvImportMachine = typeof csvImportMachine;
export type CsvImportSnapshot = SnapshotFrom<CsvImportMachine>;
