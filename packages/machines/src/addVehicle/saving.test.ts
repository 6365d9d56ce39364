/** `addVehicle` saving (spec §5, §8) and the events it emits. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addVehicleMachine, canSave, draftOf, limitReached } from './machine';
import { BODY, MAKES, start, toReady, toYearChosen } from './test-utils';

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
