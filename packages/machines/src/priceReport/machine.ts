import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  type FieldErrors,
  failureUpdate,
  flowTypes,
  msg,
  notProvided,
  outputAsResult,
  readFailure,
  resultEvent,
  withoutField,
} from '../shared';
import type {
  PriceReportContext,
  PriceReportEmitted,
  PriceReportEvent,
  PriceReportInput,
  PriceReportMessageKey,
  PriceReportRequest,
  PriceReportResult,
} from './types';

/** HTTP status of "one report per member, station and fuel per hour". */
export const RATE_LIMITED_STATUS = 429;

/**
 * Local checks of a report before it is sent: a fuel the station sells, and a price per litre above 0.
 * @returns field errors by field (`fuel_type`, `price`); `{}` when the report may be sent.
 */
export function checkPriceReport(
  context: Pick<PriceReportContext, 'fuels' | 'fuel_type' | 'price'>,
): FieldErrors<PriceReportMessageKey> {
  const errors: FieldErrors<PriceReportMessageKey> = {};
  if (!context.fuels.includes(context.fuel_type)) errors.fuel_type = [msg('fuelRequired')];
  if (context.price === null || !Number.isFinite(context.price)) errors.price = [msg('priceRequired')];
  else if (context.price <= 0) errors.price = [msg('pricePositive')];
  return errors;
}

const statusOf = (error: unknown) => readFailure(error, 'reportFailed').status;
const fresh = { fieldErrors: {}, error: null };

/**
 * The `priceReport` machine (issue #11 "signed-in members report the price they saw …, rate-limited,
 * one per member per station per fuel per hour"). The view shows it only to members; visitors are
 * asked to sign in instead.
 *
 * - `idle`: the "Report a price" button. `OPEN` (optionally on a fuel) → `editing` with the price empty.
 * - `editing`: `CHANGE_FUEL`, `CHANGE_PRICE` (clearing that field's error); `SUBMIT` runs
 *   {@link checkPriceReport} and stays with field errors, else → `submitting`; `CANCEL` → `idle`.
 * - `submitting`: the caller's `reportPrice` actor (POST /gas-stations/{id}/price-reports) →
 *   `reported` (emits `reported` with the answer); a 429 → `rateLimited` with the server's text; a 422
 *   → back to `editing` with the server's field errors; anything else → `failed`.
 * - `reported`: the report and whether it is shown (confirmed) or waits for a second driver; `OPEN`
 *   reports another fuel, `CANCEL` → `idle`.
 * - `rateLimited`: the server's 'You reported … less than an hour ago' text; changing the fuel → `editing`
 *   (another fuel may be reported), `CANCEL` → `idle`.
 * - `failed`: the error; `RETRY` sends again, a change → `editing`, `CANCEL` → `idle`.
 */
export const priceReportMachine = setup({
  types: flowTypes<PriceReportContext, PriceReportEvent, PriceReportInput, PriceReportEmitted>(),
  actors: {
    reportPrice: fromPromise<PriceReportResult, PriceReportRequest>(
      notProvided('priceReport', 'reportPrice'),
    ),
  },
  guards: {
    valid: ({ context }) => Object.keys(checkPriceReport(context)).length === 0,
    rateLimited: ({ event }) => statusOf((event as { error?: unknown }).error) === RATE_LIMITED_STATUS,
    refused: ({ event }) => statusOf((event as { error?: unknown }).error) === 422,
  },
  actions: {
    open: assign(({ context, event }) =>
      event.type === 'OPEN'
        ? {
            ...fresh,
            price: null,
            fuel_type: event.fuel && context.fuels.includes(event.fuel) ? event.fuel : context.fuel_type,
          }
        : {},
    ),
    setFuel: assign(({ context, event }) =>
      event.type === 'CHANGE_FUEL'
        ? { fuel_type: event.fuel, error: null, fieldErrors: withoutField(context.fieldErrors, 'fuel_type') }
        : {},
    ),
    setPrice: assign(({ context, event }) =>
      event.type === 'CHANGE_PRICE'
        ? { price: event.price, error: null, fieldErrors: withoutField(context.fieldErrors, 'price') }
        : {},
    ),
    refuse: assign(({ context }) => ({ fieldErrors: checkPriceReport(context) })),
  },
}).createMachine({
  id: 'priceReport',
  context: ({ input }) => ({
    fuels: input.fuels,
    fuel_type: input.fuel && input.fuels.includes(input.fuel) ? input.fuel : (input.fuels[0] ?? ''),
    price: null,
    ...fresh,
    result: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { OPEN: { target: 'editing', actions: 'open' } } },
    editing: {
      on: {
        CHANGE_FUEL: { actions: 'setFuel' },
        CHANGE_PRICE: { actions: 'setPrice' },
        SUBMIT: [{ guard: 'valid', target: 'submitting' }, { actions: 'refuse' }],
        CANCEL: { target: 'idle', actions: assign(fresh) },
      },
    },
    submitting: {
      entry: assign(fresh),
      invoke: {
        src: 'reportPrice',
        input: ({ context }) => ({ fuel_type: context.fuel_type, price: context.price ?? 0 }),
        onDone: {
          target: 'reported',
          actions: [assign(outputAsResult), emit(resultEvent('reported'))],
        },
        onError: [
          {
            guard: 'rateLimited',
            target: 'rateLimited',
            actions: assign(({ event }) => ({ error: readFailure(event.error, 'rateLimited').message })),
          },
          {
            guard: 'refused',
            target: 'editing',
            actions: assign(({ event }) => failureUpdate(event.error, 'reportFailed')),
          },
          { target: 'failed', actions: assign(({ event }) => failureUpdate(event.error, 'reportFailed')) },
        ],
      },
    },
    reported: {
      on: {
        OPEN: { target: 'editing', actions: 'open' },
        CANCEL: { target: 'idle' },
      },
    },
    rateLimited: {
      on: {
        CHANGE_FUEL: { target: 'editing', actions: 'setFuel' },
        CANCEL: { target: 'idle', actions: assign(fresh) },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting' },
        CHANGE_FUEL: { target: 'editing', actions: 'setFuel' },
        CHANGE_PRICE: { target: 'editing', actions: 'setPrice' },
        CANCEL: { target: 'idle', actions: assign(fresh) },
      },
    },
  },
});

export type PriceReportMachine = typeof priceReportMachine;
export type PriceReportSnapshot = SnapshotFrom<PriceReportMachine>;
