/** The csvImport machine (issue #13 "CSV import and export"): every state and transition. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../testing/deferred';
import { csvImportMachine, DEFAULT_CSV_OPTIONS, rowProblemsOf } from './machine';
import type { CsvImportDone, CsvImportEmitted, CsvImportRequest, CsvPreviewResult } from './types';

const CSV = 'Date,Odometer,FuelConsumed,Cost\n1/5/2026,120000,40.5,65610\n';
const ROW = {
  row: 2,
  kind: 'refuel' as const,
  date: '2026-01-05',
  liters: 40.5,
  amount: 65_610,
  currency: 'RWF',
  odometer_km: 120_000,
  full_tank: true,
  category: null,
  text: null,
};
const CLEAN: CsvPreviewResult = {
  layout: 'lubelogger_fuel',
  kind: 'refuels',
  total_rows: 1,
  rows: [ROW],
  errors: [],
};
const BAD: CsvPreviewResult = {
  ...CLEAN,
  total_rows: 2,
  errors: [{ row: 3, field: 'Odometer', message: 'Row 3: Odometer "12O910" is not a number.' }],
};
const DONE: CsvImportDone = { layout: 'lubelogger_fuel', kind: 'refuels', imported: 1 };
const httpError = (status: number, message: string, errors?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, errors });

function start(
  preview: (req: CsvImportRequest) => Promise<CsvPreviewResult> = async () => CLEAN,
  doImport: (req: CsvImportRequest) => Promise<CsvImportDone> = async () => DONE,
) {
  const previewSpy = vi.fn(preview);
  const importSpy = vi.fn(doImport);
  const actor = createActor(
    csvImportMachine.provide({
      actors: {
        previewCsv: fromPromise(({ input }: { input: CsvImportRequest }) => previewSpy(input)),
        importCsv: fromPromise(({ input }: { input: CsvImportRequest }) => importSpy(input)),
      },
    }),
    { input: {} },
  );
  const emitted: CsvImportEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, previewSpy, importSpy, emitted };
}
const settled = (actor: ReturnType<typeof start>['actor'], value: string) =>
  waitFor(actor, (s) => s.matches(value as never), { timeout: 1000 });

describe('rowProblemsOf', () => {
  it('reads rows.<n>.<column> errors in row order and ignores others', () => {
    expect(
      rowProblemsOf(
        httpError(422, 'x', {
          'rows.10.Cost': ['Row 10: Cost is required.'],
          'rows.4.Odometer': ['Row 4: …'],
          csv: ['?'],
        }),
      ),
    ).toEqual([
      { row: 4, field: 'Odometer', message: 'Row 4: …' },
      { row: 10, field: 'Cost', message: 'Row 10: Cost is required.' },
    ]);
    expect(rowProblemsOf(new Error('offline'))).toEqual([]);
    expect(rowProblemsOf('nope')).toEqual([]);
  });
});

describe('csvImport machine', () => {
  it('starts idle with the default choices; OPTIONS in idle only sets them', () => {
    const { actor, previewSpy } = start();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { options: DEFAULT_CSV_OPTIONS, csv: '' },
    });
    actor.send({ type: 'OPTIONS', options: { units: 'imperial' } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { options: { units: 'imperial' } } });
    expect(previewSpy).not.toHaveBeenCalled();
  });

  it('idle: an empty file stays idle with emptyFile', () => {
    const { actor } = start();
    actor.send({ type: 'FILE', name: 'empty.csv', text: '  \n' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: { key: 'emptyFile' } } });
  });

  it('idle → parsing → preview → importing → done, emitting imported; RESET → idle', async () => {
    const gate = deferred<CsvImportDone>();
    const { actor, previewSpy, importSpy, emitted } = start(undefined, () => gate.promise);
    actor.send({ type: 'OPTIONS', options: { currency: 'USD' } });
    actor.send({ type: 'FILE', name: 'fuel.csv', text: CSV });
    expect(actor.getSnapshot().value).toBe('parsing');
    await settled(actor, 'preview');
    expect(previewSpy).toHaveBeenCalledWith({
      csv: CSV,
      currency: 'USD',
      units: 'metric',
      category: 'maintenance',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      fileName: 'fuel.csv',
      preview: CLEAN,
      rowErrors: [],
    });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('importing');
    gate.resolve(DONE);
    await settled(actor, 'done');
    expect(importSpy).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.result).toEqual(DONE);
    expect(emitted).toEqual([{ type: 'imported', result: DONE }]);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { csv: '', preview: null, result: null },
    });
  });

  it('parsing → errors when rows are bad (nothing to confirm); a fixed FILE → parsing → preview', async () => {
    let answer = BAD;
    const { actor } = start(async () => answer);
    actor.send({ type: 'FILE', name: 'bad.csv', text: CSV });
    await settled(actor, 'errors');
    expect(actor.getSnapshot().context).toMatchObject({ preview: BAD, rowErrors: BAD.errors, error: null });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('errors');
    answer = CLEAN;
    actor.send({ type: 'FILE', name: 'fixed.csv', text: CSV });
    await settled(actor, 'preview');
    expect(actor.getSnapshot().context).toMatchObject({ fileName: 'fixed.csv', rowErrors: [] });
  });

  it('parsing → errors with the server message when the file cannot be read (unknown layout)', async () => {
    const { actor } = start(async () => {
      throw httpError(422, 'The given data was invalid.', {
        csv: ["The file's columns are not a layout Gari knows"],
      });
    });
    actor.send({ type: 'FILE', name: 'x.csv', text: 'a,b\n1,2' });
    await settled(actor, 'errors');
    expect(actor.getSnapshot().context.error).toEqual({
      text: "The file's columns are not a layout Gari knows",
    });
  });

  it('parsing → errors with the server message when it names no field', async () => {
    const { actor } = start(async () => {
      throw httpError(404, 'Vehicle not found.');
    });
    actor.send({ type: 'FILE', name: 'x.csv', text: CSV });
    await settled(actor, 'errors');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Vehicle not found.' });
  });

  it('parsing → errors with previewFailed when the failure has no message', async () => {
    const { actor } = start(async () => {
      throw 'offline';
    });
    actor.send({ type: 'FILE', name: 'x.csv', text: CSV });
    await settled(actor, 'errors');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'previewFailed' });
  });

  it('preview: OPTIONS previews again with the new choices; FILE parses the new file; empty FILE → idle', async () => {
    const { actor, previewSpy } = start();
    actor.send({ type: 'FILE', name: 'fuel.csv', text: CSV });
    await settled(actor, 'preview');
    actor.send({ type: 'OPTIONS', options: { units: 'imperial' } });
    expect(actor.getSnapshot().value).toBe('parsing');
    await settled(actor, 'preview');
    expect(previewSpy).toHaveBeenLastCalledWith(expect.objectContaining({ units: 'imperial' }));
    actor.send({ type: 'FILE', name: 'other.csv', text: `${CSV}\n` });
    await settled(actor, 'preview');
    expect(actor.getSnapshot().context.fileName).toBe('other.csv');
    actor.send({ type: 'FILE', name: 'empty.csv', text: '' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: { key: 'emptyFile' } } });
  });

  it('importing → errors naming the rows of a 422; nothing to retry', async () => {
    const { actor, importSpy } = start(undefined, async () => {
      throw httpError(422, 'Row 4: Odometer "12O910" is not a number. Nothing was imported.', {
        'rows.4.Odometer': ['Row 4: Odometer "12O910" is not a number.'],
      });
    });
    actor.send({ type: 'FILE', name: 'fuel.csv', text: CSV });
    await settled(actor, 'preview');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'errors');
    expect(actor.getSnapshot().context).toMatchObject({
      rowErrors: [{ row: 4, field: 'Odometer', message: 'Row 4: Odometer "12O910" is not a number.' }],
      error: { text: 'Row 4: Odometer "12O910" is not a number. Nothing was imported.' },
    });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('errors');
    expect(importSpy).toHaveBeenCalledTimes(1);
  });

  it('importing → errors on a network failure; RETRY → importing → done', async () => {
    let fail = true;
    const { actor, importSpy } = start(undefined, async () => {
      if (fail) throw 'offline';
      return DONE;
    });
    actor.send({ type: 'FILE', name: 'fuel.csv', text: CSV });
    await settled(actor, 'preview');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'errors');
    expect(actor.getSnapshot().context).toMatchObject({ error: { key: 'importFailed' }, rowErrors: [] });
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled(actor, 'done');
    expect(importSpy).toHaveBeenCalledTimes(2);
  });

  it('errors: OPTIONS re-previews the file; empty FILE → idle; RESET → idle', async () => {
    const { actor, previewSpy } = start(async () => BAD);
    actor.send({ type: 'FILE', name: 'bad.csv', text: CSV });
    await settled(actor, 'errors');
    actor.send({ type: 'OPTIONS', options: { category: 'repair' } });
    expect(actor.getSnapshot().value).toBe('parsing');
    await settled(actor, 'errors');
    expect(previewSpy).toHaveBeenCalledTimes(2);
    actor.send({ type: 'FILE', name: 'e.csv', text: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'FILE', name: 'bad.csv', text: CSV });
    await settled(actor, 'errors');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { rowErrors: [], preview: null } });
  });

  it('done: FILE parses another file; an empty one → idle', async () => {
    const { actor } = start();
    actor.send({ type: 'FILE', name: 'fuel.csv', text: CSV });
    await settled(actor, 'preview');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'done');
    actor.send({ type: 'FILE', name: 'more.csv', text: CSV });
    await settled(actor, 'preview');
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'done');
    actor.send({ type: 'FILE', name: 'e.csv', text: ' ' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
