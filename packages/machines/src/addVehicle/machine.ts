import { assign, emit, fromPromise, setup } from 'xstate';
import { flowTypes, msg, notProvided, readFailure, withOutput } from '../shared';
import type {
  AddVehicleContext,
  AddVehicleEmitted,
  AddVehicleEvent,
  AddVehicleInput,
  AddVehicleMessageKey,
  CreatedVehicle,
  MakeOption,
  ModelOption,
  VehicleDraft,
} from './types';

/** Lower bound of the year list (spec §5, §9). */
export const MIN_YEAR = 1960;
/** Vehicles per member (spec §9). */
export const DEFAULT_MAX_VEHICLES = 5;

/**
 * The years a member can pick, newest first (spec §5 Add Vehicle): from the current year down to 1960,
 * or from the model's `end_year` down to its `start_year` when the model knows them (an unknown
 * bound falls back to the current year / 1960; bounds are kept within 1960..current year + 1).
 *
 * @param model the chosen model, or null/undefined for the full list
 * @param now the current date, or the current year as a number @default new Date()
 * @returns distinct integer years in descending order; never empty
 */
export function yearOptions(
  model: Pick<ModelOption, 'start_year' | 'end_year'> | null | undefined,
  now: Date | number = new Date(),
): number[] {
  const currentYear = typeof now === 'number' ? Math.floor(now) : now.getFullYear();
  let top = currentYear;
  let bottom = MIN_YEAR;
  if (model) {
    const end = model.end_year ?? currentYear;
    const start = model.start_year ?? MIN_YEAR;
    const clampedTop = Math.min(end, currentYear + 1);
    const clampedBottom = Math.max(start, MIN_YEAR);
    if (clampedBottom <= clampedTop) {
      top = clampedTop;
      bottom = clampedBottom;
    }
  }
  const years: number[] = [];
  for (let y = top; y >= bottom; y--) years.push(y);
  return years;
}

/**
 * Mileage as typed → km stored (spec §5): a number, floored to an integer, minimum 0; anything that
 * is not a number becomes 0. Empty text, null and undefined mean "not given" (null).
 */
export function sanitizeMileage(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value.replace(/[\s,]/g, ''));
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}

/**
 * The read-only generated name (spec §2 Add Vehicle): year, make and model joined with single spaces,
 * missing parts left out (e.g. '2018 Toyota RAV4', or '' when nothing is chosen).
 */
export function vehicleName(year: number | null, make: string | null, model: string | null): string {
  return [year === null ? null : String(year), make, model]
    .filter((part): part is string => !!part && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}

/** The chosen make of the context, if any. */
export function selectedMake(ctx: Pick<AddVehicleContext, 'makes' | 'makeId'>): MakeOption | undefined {
  return ctx.makeId === null ? undefined : ctx.makes.find((m) => m.id === ctx.makeId);
}

/** The chosen model of the context, if any. */
export function selectedModel(ctx: Pick<AddVehicleContext, 'models' | 'modelId'>): ModelOption | undefined {
  return ctx.modelId === null ? undefined : ctx.models.find((m) => m.id === ctx.modelId);
}

/** The generated name of the current choices (see {@link vehicleName}). */
export function autoName(ctx: AddVehicleContext): string {
  return vehicleName(ctx.year, selectedMake(ctx)?.name ?? null, selectedModel(ctx)?.name ?? null);
}

/**
 * Which steps of the guided order are open (spec §4): Model once a make is chosen and its models are
 * loaded; Year once a model is chosen; the details (transmission, fuel, body style, colour, mileage)
 * once a year is chosen.
 */
export function canChoose(ctx: AddVehicleContext): { model: boolean; year: boolean; details: boolean } {
  return {
    model: ctx.makeId !== null && ctx.models.length > 0,
    year: ctx.modelId !== null,
    details: ctx.year !== null,
  };
}

/** True when the member already has the maximum number of vehicles (spec §5: 5). */
export function limitReached(ctx: Pick<AddVehicleContext, 'vehicleCount' | 'maxVehicles'>): boolean {
  return ctx.vehicleCount >= ctx.maxVehicles;
}

/** True when make, model and year are chosen and the limit is not reached (Save enabled). */
export function canSave(ctx: AddVehicleContext): boolean {
  return (
    !limitReached(ctx) &&
    selectedMake(ctx) !== undefined &&
    selectedModel(ctx) !== undefined &&
    ctx.year !== null
  );
}

/**
 * The `POST /vehicles` body of the current choices (spec §3), or null when make, model or year is
 * missing. Mileage in km.
 */
export function draftOf(ctx: AddVehicleContext): VehicleDraft | null {
  const make = selectedMake(ctx);
  const model = selectedModel(ctx);
  if (!make || !model || ctx.year === null) return null;
  return {
    name: vehicleName(ctx.year, make.name, model.name),
    year: ctx.year,
    make: make.name,
    model: model.name,
    make_id: make.id,
    model_id: model.id,
    transmission: ctx.transmission,
    fuel_type: ctx.fuelType,
    body_style: ctx.bodyStyle,
    color: ctx.color,
    mileage: ctx.mileage,
  };
}

const clearedDetails = { transmission: null, fuelType: null, bodyStyle: null, color: null } as const;

/** `setLoadError` with the failed load's error, `fallback` when it carries no message. */
const loadFailed = (fallback: 'makesFailed' | 'modelsFailed') => ({
  type: 'setLoadError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
});

/**
 * The Add Vehicle flow (spec §2 Add Vehicle, §4 Add Vehicle cascade, §5, §9).
 *
 * States: `loadingMakes` → `editing.ready` (or `makesError`, RETRY); picking a make goes through
 * `editing.loadingModels` (or `editing.modelsError`, RETRY); `SAVE` → `saving` → `saved` (final), or
 * back to `editing.ready` with the server's `error` (`limitRejected` on 409).
 *
 * Actors the caller provides (defaults throw "not provided"):
 * - `loadMakes()` → `MakeOption[]` (GET /makes)
 * - `loadModels({ makeId })` → `ModelOption[]` (GET /makes/{id}/models)
 * - `createVehicle(draft: VehicleDraft)` → `CreatedVehicle` (POST /vehicles); rejects with
 *   `{ message, status?, errors? }`.
 */
export const addVehicleMachine = setup({
  types: flowTypes<AddVehicleContext, AddVehicleEvent, AddVehicleInput, AddVehicleEmitted>(),
  actors: {
    loadMakes: fromPromise<MakeOption[]>(notProvided('addVehicle', 'loadMakes')),
    loadModels: fromPromise<ModelOption[], { makeId: number }>(notProvided('addVehicle', 'loadModels')),
    createVehicle: fromPromise<CreatedVehicle, VehicleDraft>(notProvided('addVehicle', 'createVehicle')),
  },
  guards: {
    isClearingMake: ({ event }) => event.type === 'SELECT_MAKE' && event.makeId === null,
    isKnownMake: ({ context, event }) =>
      event.type === 'SELECT_MAKE' && context.makes.some((m) => m.id === event.makeId),
    isKnownModel: ({ context, event }) =>
      event.type === 'SELECT_MODEL' &&
      context.makeId !== null &&
      (event.modelId === null || context.models.some((m) => m.id === event.modelId)),
    isAllowedYear: ({ context, event }) => {
      if (event.type !== 'SELECT_YEAR') return false;
      const model = selectedModel(context);
      if (!model) return false;
      return event.year === null || yearOptions(model, context.currentYear).includes(event.year);
    },
    hasYear: ({ context }) => context.year !== null,
    canSave: ({ context }) => canSave(context),
  },
  actions: {
    setMakes: assign({ makes: (_, makes: MakeOption[]) => makes }),
    setModels: assign({ models: (_, models: ModelOption[]) => models }),
    setLoadError: assign({
      error: (_, params: { error: unknown; fallback: AddVehicleMessageKey }) =>
        readFailure(params.error, params.fallback).message,
    }),
    clearError: assign({ error: null }),
    clearMake: assign({
      makeId: null,
      models: [],
      modelId: null,
      year: null,
      ...clearedDetails,
    }),
    chooseMake: assign(({ event }) => {
      if (event.type !== 'SELECT_MAKE') return {};
      return { makeId: event.makeId, models: [], modelId: null, year: null, ...clearedDetails };
    }),
    chooseModel: assign(({ event }) => {
      if (event.type !== 'SELECT_MODEL') return {};
      return { modelId: event.modelId, year: null, ...clearedDetails };
    }),
    chooseYear: assign(({ context, event }) => {
      if (event.type !== 'SELECT_YEAR') return {};
      const model = selectedModel(context);
      const bodyStyle =
        event.year !== null && model ? (context.bodyStyleByVehicleType[model.vehicle_type] ?? null) : null;
      return { year: event.year, ...clearedDetails, bodyStyle };
    }),
    setDetail: assign(({ event }) => {
      if (event.type !== 'SET_DETAIL') return {};
      const value = event.value === null || event.value.trim() === '' ? null : event.value;
      return { [event.field]: value };
    }),
    setMileage: assign({
      mileage: ({ event }) => (event.type === 'SET_MILEAGE' ? sanitizeMileage(event.value) : null),
    }),
    setVehicleCount: assign({
      vehicleCount: ({ event, context }) =>
        event.type === 'SET_VEHICLE_COUNT' && Number.isFinite(event.count)
          ? Math.max(0, Math.floor(event.count))
          : context.vehicleCount,
    }),
    clearSaveError: assign({ error: null, fieldErrors: {}, limitRejected: false }),
    setSaveError: assign((_, params: { error: unknown }) => {
      const e = readFailure(params.error, 'saveFailed');
      return { error: e.message, fieldErrors: e.fieldErrors, limitRejected: e.status === 409 };
    }),
    setVehicle: assign({ vehicle: (_, vehicle: CreatedVehicle) => vehicle }),
  },
}).createMachine({
  id: 'addVehicle',
  context: ({ input }) => ({
    bodyStyleByVehicleType: input.bodyStyleByVehicleType,
    makes: [],
    models: [],
    makeId: null,
    modelId: null,
    year: null,
    ...clearedDetails,
    mileage: null,
    vehicleCount: Math.max(0, Math.floor(input.vehicleCount ?? 0)),
    maxVehicles: input.maxVehicles ?? DEFAULT_MAX_VEHICLES,
    currentYear: (input.now ?? new Date()).getFullYear(),
    error: null,
    fieldErrors: {},
    limitRejected: false,
    vehicle: null,
  }),
  initial: 'loadingMakes',
  on: {
    SET_VEHICLE_COUNT: { actions: 'setVehicleCount' },
  },
  states: {
    loadingMakes: {
      entry: 'clearError',
      invoke: {
        src: 'loadMakes',
        onDone: { target: 'editing', actions: withOutput('setMakes') },
        onError: { target: 'makesError', actions: loadFailed('makesFailed') },
      },
    },
    makesError: {
      on: { RETRY: 'loadingMakes' },
    },
    editing: {
      initial: 'ready',
      on: {
        SELECT_MAKE: [
          { guard: 'isClearingMake', target: '.ready', actions: 'clearMake' },
          { guard: 'isKnownMake', target: '.loadingModels', reenter: true, actions: 'chooseMake' },
        ],
      },
      states: {
        ready: {
          on: {
            SELECT_MODEL: { guard: 'isKnownModel', actions: 'chooseModel' },
            SELECT_YEAR: { guard: 'isAllowedYear', actions: 'chooseYear' },
            SET_DETAIL: { guard: 'hasYear', actions: 'setDetail' },
            SET_MILEAGE: { guard: 'hasYear', actions: 'setMileage' },
            SAVE: { guard: 'canSave', target: '#addVehicle.saving' },
          },
        },
        loadingModels: {
          entry: 'clearError',
          invoke: {
            src: 'loadModels',
            input: ({ context }) => ({ makeId: context.makeId ?? 0 }),
            onDone: { target: 'ready', actions: withOutput('setModels') },
            onError: { target: 'modelsError', actions: loadFailed('modelsFailed') },
          },
        },
        modelsError: {
          on: { RETRY: 'loadingModels' },
        },
      },
    },
    saving: {
      entry: 'clearSaveError',
      invoke: {
        src: 'createVehicle',
        // biome-ignore lint/style/noNonNullAssertion: the `canSave` guard of SAVE proved the draft complete.
        input: ({ context }) => draftOf(context)!,
        onDone: { target: 'saved', actions: withOutput('setVehicle') },
        onError: {
          target: 'editing.ready',
          actions: [
            { type: 'setSaveError', params: ({ event }) => ({ error: event.error }) },
            emit(({ context }) => ({
              type: 'saveFailed' as const,
              error: context.error ?? msg('saveFailed'),
            })),
          ],
        },
      },
    },
    saved: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'saved' as const, vehicle: context.vehicle })),
    },
  },
});

/** The machine's type, for `machine.provide(...)` overrides and snapshots. */
export type AddVehicleMachine = typeof addVehicleMachine;
