/**
 * Test harness of the `addVehicle` machine: makes and models of the reference lists, and the machine
 * started with its actors as deferreds the test settles.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Deferred, deferred } from '../testing/deferred';
import { addVehicleMachine } from './machine';
import type { CreatedVehicle, MakeOption, ModelOption, VehicleDraft } from './types';

/** Body styles of the reference vehicle types. */
export const BODY = { car: 'Sedan', suv: 'SUV', pickup: 'Pickup' } as const;
/** Makes the `loadMakes` actor answers. */
export const MAKES: MakeOption[] = [
  { id: 1, name: 'Toyota' },
  { id: 2, name: 'Nissan' },
];
/** Models per make id. */
export const MODELS: Record<number, ModelOption[]> = {
  1: [
    { id: 11, make_id: 1, name: 'RAV4', vehicle_type: 'suv', start_year: 1994, end_year: null },
    { id: 12, make_id: 1, name: 'Corolla', vehicle_type: 'car', start_year: 1966, end_year: null },
    { id: 13, make_id: 1, name: 'Hilux', vehicle_type: 'pickup', start_year: null, end_year: null },
  ],
  2: [{ id: 21, make_id: 2, name: 'X-Trail', vehicle_type: 'suv', start_year: 2001, end_year: 2020 }],
};
/** "Now" of every test: 15 June 2025. */
export const NOW = new Date(2025, 5, 15);

/** Starts the machine with spies; each actor call gets a deferred the test settles. */
export function start(opts: { vehicleCount?: number; makes?: 'resolve' | 'reject' | 'manual' } = {}) {
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

/** Started, makes loaded: `editing.ready`. */
export async function toReady(opts: { vehicleCount?: number } = {}) {
  const t = start(opts);
  await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
  return t;
}

/** Make Toyota, model RAV4 (suv), year 2018 chosen. */
export async function toYearChosen(opts: { vehicleCount?: number } = {}) {
  const t = await toReady(opts);
  t.actor.send({ type: 'SELECT_MAKE', makeId: 1 });
  t.modelCalls.at(-1)?.d.resolve(MODELS[1] ?? []);
  await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
  t.actor.send({ type: 'SELECT_MODEL', modelId: 11 });
  t.actor.send({ type: 'SELECT_YEAR', year: 2018 });
  return t;
}
