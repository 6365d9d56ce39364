import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addVehicleMachine,
  autoName,
  canChoose,
  canSave,
  draftOf,
  limitReached,
  sanitizeMileage,
  vehicleName,
  yearOptions,
} from './machine';
import type { CreatedVehicle, MakeOption, ModelOption, VehicleDraft } from './types';

const BODY = { car: 'Sedan', suv: 'SUV', pickup: 'Pickup' } as const;
const MAKES: MakeOption[] = [
  { id: 1, name: 'Toyota' },
  { id: 2, name: 'Nissan' },
];
const MODELS: Record<number, ModelOption[]> = {
  1: [
    { id: 11, make_id: 1, name: 'RAV4', vehicle_type: 'suv', start_year: 1994, end_year: null },
    { id: 12, make_id: 1, name: 'Corolla', vehicle_type: 'car', start_year: 1966, end_year: null },
    { id: 13, make_id: 1, name: 'Hilux', vehicle_type: 'pickup', start_year: null, end_year: null },
  ],
  2: [{ id: 21, make_id: 2, name: 'X-Trail', vehicle_type: 'suv', start_year: 2001, end_year: 2020 }],
};
const NOW = new Date(2025, 5, 15);

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Starts the machine with spies; each actor call gets a deferred the test settles. */
function start(opts: { vehicleCount?: number; makes?: 'resolve' | 'reject' | 'manual' } = {}) {
  const makeCalls: Deferred<MakeOption[]>[] = [];
  const modelCalls: { makeId: number; d: Deferred<ModelOption[]> }[] = [];
  const createCalls: { draft: VehicleDraft; d: Deferred<CreatedVehicle> }[] = [];
  const mode = opts.makes ?? 'resolve';
  const machine = addVehicleMachine.provide({
    actors: {
      loadMakes: fromPromise(() => {
        const d = deferred<MakeOption[]>();
        makeCalls.push(d);
        if (mode === 'resolve') d.resolve(MAKES);
        if (mode === 'reject') d.reject(new Error('GET /makes failed: 500'));
        return d.promise;
      }),
      loadModels: fromPromise<ModelOption[], { makeId: number }>(({ input }) => {
        const d = deferred<ModelOption[]>();
        modelCalls.push({ makeId: input.makeId, d });
        return d.promise;
      }),
      createVehicle: fromPromise<CreatedVehicle, VehicleDraft>(({ input }) => {
        const d = deferred<CreatedVehicle>();
        createCalls.push({ draft: input, d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { bodyStyleByVehicleType: BODY, vehicleCount: opts.vehicleCount, now: NOW },
  }).start();
  return { actor, makeCalls, modelCalls, createCalls };
}

async function toReady(opts: { vehicleCount?: number } = {}) {
  const t = start(opts);
  await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
  return t;
}

/** Make Toyota, model RAV4 (suv), year 2018 chosen. */
async function toYearChosen(opts: { vehicleCount?: number } = {}) {
  const t = await toReady(opts);
  t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
  t.modelCalls.at(-1)?.d.resolve(MODELS[1] ?? []);
  await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
  t.actor.send({ type: 'SELECT_MODEL', modelId: 11 });
  t.actor.send({ type: 'SELECT_YEAR', year: 2018 });
  return t;
}

describe('pure helpers', () => {
  it('yearOptions: current year down to 1960 without a model', () => {
    const years = yearOptions(null, NOW);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1960);
    expect(years).toHaveLength(2025 - 1960 + 1);
    expect(yearOptions(undefined, 2000)[0]).toBe(2000);
  });
  it("yearOptions: the model's start_year..end_year, newest first", () => {
    expect(yearOptions({ start_year: 2001, end_year: 2004 }, NOW)).toEqual([2004, 2003, 2002, 2001]);
    const open = yearOptions({ start_year: 2022, end_year: null }, NOW);
    expect(open).toEqual([2025, 2024, 2023, 2022]);
    const noStart = yearOptions({ start_year: null, end_year: 1962 }, NOW);
    expect(noStart).toEqual([1962, 1961, 1960]);
  });
  it('yearOptions: clamps to 1960 and next year, ignores inverted bounds', () => {
    expect(yearOptions({ start_year: 1950, end_year: 1961 }, NOW)).toEqual([1961, 1960]);
    expect(yearOptions({ start_year: 2024, end_year: 2030 }, NOW)).toEqual([2026, 2025, 2024]);
    expect(yearOptions({ start_year: 2010, end_year: 2005 }, NOW)).toHaveLength(2025 - 1960 + 1);
  });
  it('sanitizeMileage: floored, minimum 0, invalid → 0, empty → null', () => {
    expect(sanitizeMileage(12345.9)).toBe(12345);
    expect(sanitizeMileage('88 000.5')).toBe(88000);
    expect(sanitizeMileage('1,500')).toBe(1500);
    expect(sanitizeMileage(-3)).toBe(0);
    expect(sanitizeMileage('abc')).toBe(0);
    expect(sanitizeMileage(Number.NaN)).toBe(0);
    expect(sanitizeMileage(Number.POSITIVE_INFINITY)).toBe(0);
    expect(sanitizeMileage('')).toBeNull();
    expect(sanitizeMileage('  ')).toBeNull();
    expect(sanitizeMileage(null)).toBeNull();
    expect(sanitizeMileage(undefined)).toBeNull();
  });
  it('vehicleName: year make model joined with spaces', () => {
    expect(vehicleName(2018, 'Toyota', 'RAV4')).toBe('2018 Toyota RAV4');
    expect(vehicleName(null, 'Toyota', null)).toBe('Toyota');
    expect(vehicleName(null, null, null)).toBe('');
    expect(vehicleName(2010, ' Land Rover ', 'Defender')).toBe('2010 Land Rover Defender');
  });
});

describe('addVehicle machine: loading makes', () => {
  it('starts in loadingMakes and goes to editing.ready with the makes', async () => {
    const t = start({ makes: 'manual' });
    expect(t.actor.getSnapshot().value).toBe('loadingMakes');
    expect(t.makeCalls).toHaveLength(1);
    t.makeCalls[0]?.resolve(MAKES);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(t.actor.getSnapshot().context.makes).toEqual(MAKES);
    expect(t.actor.getSnapshot().context.error).toBeNull();
  });

  it('goes to makesError with the message, and RETRY loads again', async () => {
    const t = start({ makes: 'manual' });
    t.makeCalls[0]?.reject(new Error('GET /makes failed: 500'));
    await waitFor(t.actor, (s) => s.matches('makesError'));
    expect(t.actor.getSnapshot().context.error).toEqual({ text: 'GET /makes failed: 500' });
    t.actor.send({ type: 'RETRY' });
    expect(t.actor.getSnapshot().value).toBe('loadingMakes');
    expect(t.actor.getSnapshot().context.error).toBeNull();
    expect(t.makeCalls).toHaveLength(2);
    t.makeCalls[1]?.resolve(MAKES);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
  });

  it('uses a fallback message when the error has none', async () => {
    const t = start({ makes: 'manual' });
    t.makeCalls[0]?.reject({});
    await waitFor(t.actor, (s) => s.matches('makesError'));
    expect(t.actor.getSnapshot().context.error).toEqual({ key: 'makesFailed' });
  });

  it('ignores cascade events before the makes are loaded', () => {
    const t = start({ makes: 'manual' });
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    t.actor.send({ type: 'SAVE' });
    expect(t.actor.getSnapshot().value).toBe('loadingMakes');
    expect(t.actor.getSnapshot().context.makeId).toBeNull();
  });

  it('throws "not provided" from the default actors', async () => {
    const actor = createActor(addVehicleMachine, { input: { bodyStyleByVehicleType: BODY } }).start();
    await waitFor(actor, (s) => s.matches('makesError'));
    expect(actor.getSnapshot().context.error?.text).toContain('not provided');
  });
});

describe('addVehicle machine: the cascade (spec §4)', () => {
  it('SELECT_MAKE loads that make’s models; model/year/details closed until then', async () => {
    const t = await toReady();
    expect(canChoose(t.actor.getSnapshot().context)).toEqual({ model: false, year: false, details: false });
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'loadingModels' });
    expect(t.modelCalls.map((c) => c.makeId)).toEqual([1]);
    expect(canChoose(t.actor.getSnapshot().context).model).toBe(false);
    t.modelCalls[0]?.d.resolve(MODELS[1] ?? []);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(t.actor.getSnapshot().context.models).toHaveLength(3);
    expect(canChoose(t.actor.getSnapshot().context)).toEqual({ model: true, year: false, details: false });
  });

  it('ignores an unknown make id', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 999 });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(t.actor.getSnapshot().context.makeId).toBeNull();
    expect(t.modelCalls).toHaveLength(0);
  });

  it('a new make while models load restarts the load for the new make', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    t.actor.send({ type: 'SELECT_MAKE', makeId: 2 });
    expect(t.modelCalls.map((c) => c.makeId)).toEqual([1, 2]);
    t.modelCalls[0]?.d.resolve(MODELS[1] ?? []);
    t.modelCalls[1]?.d.resolve(MODELS[2] ?? []);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(t.actor.getSnapshot().context.makeId).toBe(2);
    expect(t.actor.getSnapshot().context.models.map((m) => m.name)).toEqual(['X-Trail']);
  });

  it('failed models → editing.modelsError; RETRY reloads the same make', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 2 });
    t.modelCalls[0]?.d.reject(new Error('GET /makes/2/models failed: 503'));
    await waitFor(t.actor, (s) => s.matches({ editing: 'modelsError' }));
    expect(t.actor.getSnapshot().context.error).toEqual({ text: 'GET /makes/2/models failed: 503' });
    t.actor.send({ type: 'RETRY' });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'loadingModels' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    expect(t.modelCalls.map((c) => c.makeId)).toEqual([2, 2]);
    t.modelCalls[1]?.d.resolve(MODELS[2] ?? []);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
  });

  it('models error: fallback message, and another make can be picked', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 2 });
    t.modelCalls[0]?.d.reject('boom');
    await waitFor(t.actor, (s) => s.matches({ editing: 'modelsError' }));
    expect(t.actor.getSnapshot().context.error).toEqual({ key: 'modelsFailed' });
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'loadingModels' });
    expect(t.modelCalls.at(-1)?.makeId).toBe(1);
  });

  it('SELECT_MODEL opens Year; SELECT_YEAR opens the details and fills Body Style from the model type', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    t.modelCalls[0]?.d.resolve(MODELS[1] ?? []);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    t.actor.send({ type: 'SELECT_MODEL', modelId: 11 });
    expect(t.actor.getSnapshot().context.modelId).toBe(11);
    expect(canChoose(t.actor.getSnapshot().context)).toEqual({ model: true, year: true, details: false });
    t.actor.send({ type: 'SELECT_YEAR', year: 2018 });
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.year).toBe(2018);
    expect(ctx.bodyStyle).toBe('SUV');
    expect(canChoose(ctx)).toEqual({ model: true, year: true, details: true });
    expect(autoName(ctx)).toBe('2018 Toyota RAV4');
  });

  it('Body Style stays empty for a vehicle type without a mapping', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    t.modelCalls[0]?.d.resolve([{ ...(MODELS[1]?.[0] as ModelOption), id: 99, vehicle_type: 'tractor' }]);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    t.actor.send({ type: 'SELECT_MODEL', modelId: 99 });
    t.actor.send({ type: 'SELECT_YEAR', year: 2010 });
    expect(t.actor.getSnapshot().context.bodyStyle).toBeNull();
  });

  it('rejects a model of another list, a model before a make, and years outside the model’s range', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MODEL', modelId: 11 });
    expect(t.actor.getSnapshot().context.modelId).toBeNull();
    t.actor.send({ type: 'SELECT_YEAR', year: 2018 });
    expect(t.actor.getSnapshot().context.year).toBeNull();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 2 });
    t.modelCalls[0]?.d.resolve(MODELS[2] ?? []);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    t.actor.send({ type: 'SELECT_MODEL', modelId: 11 });
    expect(t.actor.getSnapshot().context.modelId).toBeNull();
    t.actor.send({ type: 'SELECT_MODEL', modelId: 21 });
    t.actor.send({ type: 'SELECT_YEAR', year: 2021 });
    expect(t.actor.getSnapshot().context.year).toBeNull();
    t.actor.send({ type: 'SELECT_YEAR', year: 2000 });
    expect(t.actor.getSnapshot().context.year).toBeNull();
    t.actor.send({ type: 'SELECT_YEAR', year: 2020 });
    expect(t.actor.getSnapshot().context.year).toBe(2020);
  });

  it('details and mileage are ignored until a year is chosen', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SET_DETAIL', field: 'color', value: 'White' });
    t.actor.send({ type: 'SET_MILEAGE', value: 1000 });
    expect(t.actor.getSnapshot().context.color).toBeNull();
    expect(t.actor.getSnapshot().context.mileage).toBeNull();
  });

  it('SET_DETAIL sets each optional field; blank text clears it', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SET_DETAIL', field: 'transmission', value: 'Automatic' });
    t.actor.send({ type: 'SET_DETAIL', field: 'fuelType', value: 'Petrol' });
    t.actor.send({ type: 'SET_DETAIL', field: 'bodyStyle', value: 'Hatchback' });
    t.actor.send({ type: 'SET_DETAIL', field: 'color', value: 'White' });
    let ctx = t.actor.getSnapshot().context;
    expect([ctx.transmission, ctx.fuelType, ctx.bodyStyle, ctx.color]).toEqual([
      'Automatic',
      'Petrol',
      'Hatchback',
      'White',
    ]);
    t.actor.send({ type: 'SET_DETAIL', field: 'color', value: ' ' });
    t.actor.send({ type: 'SET_DETAIL', field: 'fuelType', value: null });
    ctx = t.actor.getSnapshot().context;
    expect(ctx.color).toBeNull();
    expect(ctx.fuelType).toBeNull();
  });

  it('SET_MILEAGE floors, clamps at 0, and turns invalid input into 0', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SET_MILEAGE', value: 45210.7 });
    expect(t.actor.getSnapshot().context.mileage).toBe(45210);
    t.actor.send({ type: 'SET_MILEAGE', value: -5 });
    expect(t.actor.getSnapshot().context.mileage).toBe(0);
    t.actor.send({ type: 'SET_MILEAGE', value: 'lots' });
    expect(t.actor.getSnapshot().context.mileage).toBe(0);
    t.actor.send({ type: 'SET_MILEAGE', value: '' });
    expect(t.actor.getSnapshot().context.mileage).toBeNull();
  });

  it('changing Year clears transmission, fuel, body style and colour (body style re-filled), keeps mileage', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SET_DETAIL', field: 'transmission', value: 'Manual' });
    t.actor.send({ type: 'SET_DETAIL', field: 'fuelType', value: 'Diesel' });
    t.actor.send({ type: 'SET_DETAIL', field: 'bodyStyle', value: 'Wagon' });
    t.actor.send({ type: 'SET_DETAIL', field: 'color', value: 'Black' });
    t.actor.send({ type: 'SET_MILEAGE', value: 1200 });
    t.actor.send({ type: 'SELECT_YEAR', year: 2019 });
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.year).toBe(2019);
    expect([ctx.transmission, ctx.fuelType, ctx.color]).toEqual([null, null, null]);
    expect(ctx.bodyStyle).toBe('SUV');
    expect(ctx.mileage).toBe(1200);
    t.actor.send({ type: 'SELECT_YEAR', year: null });
    expect(t.actor.getSnapshot().context.year).toBeNull();
    expect(t.actor.getSnapshot().context.bodyStyle).toBeNull();
    expect(canChoose(t.actor.getSnapshot().context).details).toBe(false);
  });

  it('changing Model clears year and every detail', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SET_DETAIL', field: 'transmission', value: 'Manual' });
    t.actor.send({ type: 'SET_DETAIL', field: 'color', value: 'Black' });
    t.actor.send({ type: 'SELECT_MODEL', modelId: 12 });
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.modelId).toBe(12);
    expect([ctx.year, ctx.transmission, ctx.fuelType, ctx.bodyStyle, ctx.color]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(canChoose(ctx)).toEqual({ model: true, year: true, details: false });
    t.actor.send({ type: 'SELECT_MODEL', modelId: null });
    expect(t.actor.getSnapshot().context.modelId).toBeNull();
    expect(canChoose(t.actor.getSnapshot().context).year).toBe(false);
  });

  it('changing Make clears model, year and every detail, and loads the new models', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SET_DETAIL', field: 'fuelType', value: 'Petrol' });
    t.actor.send({ type: 'SELECT_MAKE', makeId: 2 });
    const ctx = t.actor.getSnapshot().context;
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'loadingModels' });
    expect(ctx.makeId).toBe(2);
    expect(ctx.models).toEqual([]);
    expect([ctx.modelId, ctx.year, ctx.transmission, ctx.fuelType, ctx.bodyStyle, ctx.color]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('clearing Make (null) clears everything and stays ready without loading', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SELECT_MAKE', makeId: null });
    const ctx = t.actor.getSnapshot().context;
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect([ctx.makeId, ctx.modelId, ctx.year, ctx.bodyStyle]).toEqual([null, null, null, null]);
    expect(ctx.models).toEqual([]);
    expect(t.modelCalls).toHaveLength(1);
  });

  it('a model without known years offers current year down to 1960', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
    t.modelCalls[0]?.d.resolve(MODELS[1] ?? []);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    t.actor.send({ type: 'SELECT_MODEL', modelId: 13 });
    t.actor.send({ type: 'SELECT_YEAR', year: 1960 });
    expect(t.actor.getSnapshot().context.year).toBe(1960);
    expect(t.actor.getSnapshot().context.bodyStyle).toBe('Pickup');
    t.actor.send({ type: 'SELECT_YEAR', year: 1959 });
    expect(t.actor.getSnapshot().context.year).toBe(1960);
  });
});

describe('addVehicle machine: saving (spec §5, §8)', () => {
  it('SAVE is ignored until make, model and year are chosen', async () => {
    const t = await toReady();
    t.actor.send({ type: 'SAVE' });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(draftOf(t.actor.getSnapshot().context)).toBeNull();
    expect(t.createCalls).toHaveLength(0);
  });

  it('SAVE → saving with the create payload → saved with the vehicle', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SET_DETAIL', field: 'transmission', value: 'Automatic' });
    t.actor.send({ type: 'SET_DETAIL', field: 'fuelType', value: 'Petrol' });
    t.actor.send({ type: 'SET_DETAIL', field: 'color', value: 'White' });
    t.actor.send({ type: 'SET_MILEAGE', value: '85000.9' });
    expect(canSave(t.actor.getSnapshot().context)).toBe(true);
    t.actor.send({ type: 'SAVE' });
    expect(t.actor.getSnapshot().value).toBe('saving');
    expect(t.createCalls[0]?.draft).toEqual({
      name: '2018 Toyota RAV4',
      year: 2018,
      make: 'Toyota',
      model: 'RAV4',
      make_id: 1,
      model_id: 11,
      transmission: 'Automatic',
      fuel_type: 'Petrol',
      body_style: 'SUV',
      color: 'White',
      mileage: 85000,
    });
    // submit is blocked while pending
    t.actor.send({ type: 'SAVE' });
    t.actor.send({ type: 'SELECT_MAKE', makeId: 2 });
    expect(t.createCalls).toHaveLength(1);
    expect(t.actor.getSnapshot().context.makeId).toBe(1);
    t.createCalls[0]?.d.resolve({ id: 42 });
    await waitFor(t.actor, (s) => s.matches('saved'));
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.actor.getSnapshot().context.vehicle).toEqual({ id: 42 });
  });

  it('a failed save returns to editing with the server message and field errors', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SAVE' });
    t.createCalls[0]?.d.reject({
      message: 'The year is outside the model years.',
      status: 422,
      errors: { year: ['The year is outside the model years.'] },
    });
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.error).toEqual({ text: 'The year is outside the model years.' });
    expect(ctx.fieldErrors).toEqual({ year: [{ text: 'The year is outside the model years.' }] });
    expect(ctx.limitRejected).toBe(false);
    expect(ctx.year).toBe(2018);
    // a new SAVE clears the previous error
    t.actor.send({ type: 'SAVE' });
    expect(t.actor.getSnapshot().context.error).toBeNull();
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a 409 from the server marks the limit rejection', async () => {
    const t = await toYearChosen({ vehicleCount: 4 });
    t.actor.send({ type: 'SAVE' });
    const msg = 'You can add up to 5 cars. You already have 5. Please remove one before adding another.';
    t.createCalls[0]?.d.reject({ message: msg, status: 409 });
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(t.actor.getSnapshot().context.error).toEqual({ text: msg });
    expect(t.actor.getSnapshot().context.limitRejected).toBe(true);
  });

  it('a save error without a message uses the generic text', async () => {
    const t = await toYearChosen();
    t.actor.send({ type: 'SAVE' });
    t.createCalls[0]?.d.reject(undefined);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(t.actor.getSnapshot().context.error).toEqual({ key: 'saveFailed' });
  });

  it('at 5 vehicles SAVE is disabled (spec §5 limit)', async () => {
    const t = await toYearChosen({ vehicleCount: 5 });
    const ctx = t.actor.getSnapshot().context;
    expect(limitReached(ctx)).toBe(true);
    expect(canSave(ctx)).toBe(false);
    t.actor.send({ type: 'SAVE' });
    expect(t.actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(t.createCalls).toHaveLength(0);
  });

  it('SET_VEHICLE_COUNT updates the count in any state (floored, never negative)', async () => {
    const t = start({ makes: 'manual' });
    t.actor.send({ type: 'SET_VEHICLE_COUNT', count: 5 });
    expect(t.actor.getSnapshot().context.vehicleCount).toBe(5);
    t.makeCalls[0]?.resolve(MAKES);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    t.actor.send({ type: 'SET_VEHICLE_COUNT', count: 3.7 });
    expect(t.actor.getSnapshot().context.vehicleCount).toBe(3);
    t.actor.send({ type: 'SET_VEHICLE_COUNT', count: -2 });
    expect(t.actor.getSnapshot().context.vehicleCount).toBe(0);
    t.actor.send({ type: 'SET_VEHICLE_COUNT', count: Number.NaN });
    expect(t.actor.getSnapshot().context.vehicleCount).toBe(0);
  });

  it('lowering the count below 5 re-enables SAVE', async () => {
    const t = await toYearChosen({ vehicleCount: 5 });
    t.actor.send({ type: 'SET_VEHICLE_COUNT', count: 4 });
    t.actor.send({ type: 'SAVE' });
    expect(t.actor.getSnapshot().value).toBe('saving');
  });

  it('defaults: count 0, max 5, current year from the clock', () => {
    vi.useFakeTimers({ now: new Date(2031, 0, 2) });
    try {
      const actor = createActor(addVehicleMachine, { input: { bodyStyleByVehicleType: BODY } });
      const ctx = actor.getSnapshot().context;
      expect(ctx.vehicleCount).toBe(0);
      expect(ctx.maxVehicles).toBe(5);
      expect(ctx.currentYear).toBe(2031);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('addVehicle machine: emitted events', () => {
  it('emits saved with the created vehicle', async () => {
    const t = await toYearChosen();
    const seen: unknown[] = [];
    t.actor.on('*', (e) => seen.push(e));
    t.actor.send({ type: 'SAVE' });
    t.createCalls[0]?.d.resolve({ id: 42 });
    await waitFor(t.actor, (s) => s.matches('saved'));
    expect(seen).toEqual([{ type: 'saved', vehicle: { id: 42 } }]);
  });

  it('emits saveFailed with the server message when POST /vehicles fails', async () => {
    const t = await toYearChosen();
    const seen: unknown[] = [];
    t.actor.on('*', (e) => seen.push(e));
    t.actor.send({ type: 'SAVE' });
    t.createCalls[0]?.d.reject({ message: 'You can add at most 5 vehicles.', status: 409 });
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(seen).toEqual([{ type: 'saveFailed', error: { text: 'You can add at most 5 vehicles.' } }]);
  });
});
