/** `addVehicle` loading the makes and the make → model → year cascade (spec §4). */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addVehicleMachine, autoName, canChoose } from './machine';
import { BODY, MAKES, MODELS, start, toReady, toYearChosen } from './test-utils';
import type { ModelOption } from './types';

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
