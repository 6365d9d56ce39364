import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkPriceReport, priceReportMachine } from './machine';
import type { PriceReportEmitted, PriceReportRequest, PriceReportResult } from './types';

const FUELS = ['Essence', 'Diesel'];
const RESULT: PriceReportResult = {
  report: { fuel_type: 'Diesel', price: 1750, status: 'confirmed', agreeing_reports: 1 },
  price: { fuel_type: 'Diesel', price: 1750, reported_at: '2026-11-20T07:00:00.000Z' },
};
const httpError = (status: number, message: string, errors?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, errors });

/** A running machine; `answer` is what the `reportPrice` actor does with each request. */
function start(
  answer: (req: PriceReportRequest) => Promise<PriceReportResult> = async () => RESULT,
  input: { fuels?: string[]; fuel?: string } = {},
) {
  const spy = vi.fn(answer);
  const actor = createActor(
    priceReportMachine.provide({
      actors: { reportPrice: fromPromise(({ input: req }: { input: PriceReportRequest }) => spy(req)) },
    }),
    { input: { fuels: input.fuels ?? FUELS, ...(input.fuel ? { fuel: input.fuel } : {}) } },
  );
  const emitted: PriceReportEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, spy, emitted };
}
/** Opens the form on Diesel and types `price`. */
function fill(actor: ReturnType<typeof start>['actor'], price: number | null) {
  actor.send({ type: 'OPEN', fuel: 'Diesel' });
  actor.send({ type: 'CHANGE_PRICE', price });
}

describe('checkPriceReport', () => {
  it('needs a sold fuel and a price above 0', () => {
    expect(checkPriceReport({ fuels: FUELS, fuel_type: 'Diesel', price: 1750 })).toEqual({});
    expect(checkPriceReport({ fuels: FUELS, fuel_type: 'Premium', price: null })).toEqual({
      fuel_type: [{ key: 'fuelRequired' }],
      price: [{ key: 'priceRequired' }],
    });
    expect(checkPriceReport({ fuels: FUELS, fuel_type: 'Essence', price: 0 })).toEqual({
      price: [{ key: 'pricePositive' }],
    });
    expect(checkPriceReport({ fuels: FUELS, fuel_type: 'Essence', price: Number.NaN })).toEqual({
      price: [{ key: 'priceRequired' }],
    });
  });
});

describe('priceReport machine', () => {
  it('starts idle on the first fuel (or the input fuel when sold)', () => {
    expect(start().actor.getSnapshot()).toMatchObject({ value: 'idle', context: { fuel_type: 'Essence' } });
    expect(start(undefined, { fuel: 'Diesel' }).actor.getSnapshot().context.fuel_type).toBe('Diesel');
    expect(start(undefined, { fuel: 'Premium' }).actor.getSnapshot().context.fuel_type).toBe('Essence');
  });

  it('idle → editing (OPEN on a fuel, unsold fuels ignored) → CANCEL → idle', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', fuel: 'Premium' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { fuel_type: 'Essence', price: null },
    });
    actor.send({ type: 'CHANGE_FUEL', fuel: 'Diesel' });
    actor.send({ type: 'CHANGE_PRICE', price: 1700 });
    expect(actor.getSnapshot().context).toMatchObject({ fuel_type: 'Diesel', price: 1700 });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('editing: SUBMIT without a price stays with the error; typing clears it', () => {
    const { actor, spy } = start();
    fill(actor, null);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { fieldErrors: { price: [{ key: 'priceRequired' }] } },
    });
    actor.send({ type: 'CHANGE_PRICE', price: 1750 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(spy).not.toHaveBeenCalled();
  });

  it('editing → submitting → reported: sends the fuel and price, emits reported; OPEN reports again', async () => {
    const { actor, spy, emitted } = start();
    fill(actor, 1750);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('reported'));
    expect(spy).toHaveBeenCalledWith({ fuel_type: 'Diesel', price: 1750 });
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
    expect(emitted).toEqual([{ type: 'reported', result: RESULT }]);
    actor.send({ type: 'OPEN', fuel: 'Essence' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { fuel_type: 'Essence', price: null },
    });
    actor.send({ type: 'CANCEL' });
    fill(actor, 1750);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('reported'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('submitting → rateLimited on 429 with the server text; another fuel → editing; CANCEL → idle', async () => {
    const { actor } = start(() =>
      Promise.reject(httpError(429, 'You reported Diesel here less than an hour ago. Try again in 42 min.')),
    );
    fill(actor, 1750);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('rateLimited'));
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'You reported Diesel here less than an hour ago. Try again in 42 min.',
    });
    actor.send({ type: 'CHANGE_FUEL', fuel: 'Essence' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { fuel_type: 'Essence', error: null },
    });

    const again = start(() => Promise.reject(httpError(429, '')));
    fill(again.actor, 1750);
    again.actor.send({ type: 'SUBMIT' });
    await waitFor(again.actor, (s) => s.matches('rateLimited'));
    expect(again.actor.getSnapshot().context.error).toEqual({ key: 'rateLimited' });
    again.actor.send({ type: 'CANCEL' });
    expect(again.actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null } });
  });

  it('submitting → editing on 422 with the server field errors', async () => {
    const { actor } = start(() =>
      Promise.reject(
        httpError(422, 'The given data was invalid.', {
          price: ['This price looks wrong: Diesel costs about 1803 RWF here.'],
        }),
      ),
    );
    fill(actor, 17500);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      price: [{ text: 'This price looks wrong: Diesel costs about 1803 RWF here.' }],
    });
  });

  it('submitting → failed (fallback text); RETRY sends again; a change → editing; CANCEL → idle', async () => {
    let fail = true;
    const { actor, spy } = start(async () => {
      if (fail) throw {};
      return RESULT;
    });
    fill(actor, 1750);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'reportFailed' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('reported'));
    expect(spy).toHaveBeenCalledTimes(2);

    fail = true;
    actor.send({ type: 'OPEN', fuel: 'Diesel' });
    actor.send({ type: 'CHANGE_PRICE', price: 1760 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'CHANGE_PRICE', price: 1765 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { price: 1765, error: null } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'CHANGE_FUEL', fuel: 'Essence' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null } });
  });
});
