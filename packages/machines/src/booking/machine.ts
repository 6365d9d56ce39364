import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type FieldErrors, flowTypes, msg, notProvided, readFailure, withoutField } from '../shared';
import {
  BOOKING_STEPS,
  type BookingContext,
  type BookingDefaultServices,
  type BookingEmitted,
  type BookingEvent,
  type BookingInput,
  type BookingMessageKey,
  type BookingProviderInput,
  type BookingRequest,
  type BookingResult,
  type BookingSlot,
  type BookingStepName,
  type LoadSlotsInput,
} from './types';

/**
 * True for a usable mobile number (spec §5 Booking contact; the API's rule): a Rwandan/East African
 * local number `07…` (10 digits) or an international one `+2507…`/`002507…`/`2507…` (8–15 digits, E.164).
 * Spaces, dashes, dots and brackets are ignored.
 */
export function isValidPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  if (/^0[67]\d{8}$/.test(compact)) return true;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return true;
  if (/^00[1-9]\d{7,14}$/.test(compact)) return true;
  return /^2[0-9]{2}[67]\d{8}$/.test(compact);
}

/**
 * The step services: the provider's (trimmed, blanks and repeats dropped), else `defaults` of its
 * type (garage or carwash; spec §9).
 */
export function servicesOf(provider: BookingProviderInput, defaults: BookingDefaultServices): string[] {
  const own = provider.services.map((s) => s.trim()).filter((s) => s !== '');
  if (own.length > 0) return [...new Set(own)];
  return [...(provider.type === 'carwash' ? defaults.carwash : defaults.garage)];
}

/** A random reference like the API's (`GR-` + 6 of 0-9A-Z), used when the answer has no booking_id. */
export function randomBookingReference(random: () => number = Math.random): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let code = '';
  for (let i = 0; i < 6; i++) code += alphabet[Math.floor(random() * alphabet.length)] ?? '0';
  return `GR-${code}`;
}

/** Field errors of step 2: name and phone required, phone a valid mobile number. */
export function validateContact(values: {
  full_name: string;
  phone: string;
}): FieldErrors<BookingMessageKey> {
  const errors: FieldErrors<BookingMessageKey> = {};
  if (values.full_name.trim() === '') errors.full_name = [msg('nameRequired')];
  if (values.phone.trim() === '') errors.phone = [msg('phoneRequired')];
  else if (!isValidPhone(values.phone)) errors.phone = [msg('phoneInvalid')];
  return errors;
}

/** The context at the start (and after a reset): `services` are the step's ({@link servicesOf}). */
const initialContext = (input: Omit<BookingInput, 'defaultServices'>, services: string[]): BookingContext => {
  const full_name = input.contact?.full_name ?? '';
  const phone = input.contact?.phone ?? '';
  const repair = input.repair ?? null;
  const date = repair?.date && /^\d{4}-\d{2}-\d{2}$/.test(repair.date) ? repair.date : null;
  return {
    provider: input.provider,
    services,
    service: input.service && services.includes(input.service) ? input.service : null,
    date,
    time: date && repair?.time ? repair.time : null,
    slots: [],
    full_name,
    phone,
    notes: repair?.notes ?? '',
    fieldErrors: {},
    error: null,
    bookingId: null,
    calendarUrl: null,
    defaults: { full_name, phone },
    repair,
  };
};

const stepEvent = (step: number): BookingEmitted => ({
  type: 'step.changed',
  step,
  name: (BOOKING_STEPS[step] ?? 'Confirmed') as BookingStepName,
});

/**
 * The `booking` machine: the four-step wizard of spec §4 (Service, Date & Time, Contact, Review, then
 * confirmed). States:
 *
 * - `service` (step 0): `SELECT_SERVICE`; `NEXT` only with a service. No BACK (disabled on step 0).
 * - `dateTime` (step 1): `SELECT_DATE` (clears the time, loads the slots) → `loadingSlots` (actor
 *   `loadSlots`, GET /providers/{type}/{id}/slots) → `pickTime` (slots), `noSlots` ('No slots') or
 *   `slotsFailed` (`RELOAD_SLOTS`). `pickDate` until a date is chosen (time needs a date first).
 *   `SELECT_TIME` only among the loaded slots. `NEXT` needs date and time; `BACK` → `service`.
 * - `contact` (step 2): `CHANGE` full_name/phone/notes; `NEXT` needs name and a valid phone (else field
 *   errors); `BACK` → `dateTime.pickTime`.
 * - `review` (step 3): always complete; `CONFIRM` → `submitting`; `BACK` → `contact`.
 * - `submitting`: actor `createBooking` (POST /bookings with {@link BookingRequest}). Done → `confirmed`
 *   with `bookingId` = the answer's booking_id or {@link randomBookingReference}, emits
 *   `booking.succeeded`. A 409 (slot taken) → `dateTime.loadingSlots` with the server message in
 *   `error`, the time cleared and the slots reloaded. A 422 naming full_name/phone → `contact` with the
 *   field errors. Other failures → `failed`; all emit `booking.failed`.
 * - `failed`: `error`; `RETRY` → `submitting`; `BACK` → `review`.
 * - `confirmed` (step 4): the reference and Add to Calendar.
 *
 * `CLOSE` from any state resets every field (contact back to the signed-in defaults) and returns to
 * `service`. Every step entry emits `step.changed`.
 *
 * Input `repair` (issue #13 Book this repair, from a diagnostic report): the notes start as its
 * summary, its `date`/`time` preselect the slot chosen on the report (Date & Time loads that date's
 * slots on entry and keeps the time while it is still free), and POST /bookings carries its
 * `vehicle_id` and `diagnosis_id`. CLOSE keeps the links and the notes but forgets the slot.
 */
export const bookingMachine = setup({
  types: flowTypes<BookingContext, BookingEvent, BookingInput, BookingEmitted>(),
  actors: {
    loadSlots: fromPromise<BookingSlot[], LoadSlotsInput>(notProvided('booking', 'loadSlots')),
    createBooking: fromPromise<BookingResult, BookingRequest>(notProvided('booking', 'createBooking')),
  },
  guards: {
    hasService: ({ context }) => context.service !== null,
    isOfferedService: ({ context, event }) =>
      event.type === 'SELECT_SERVICE' && context.services.includes(event.service),
    hasDateAndTime: ({ context }) => context.date !== null && context.time !== null,
    isLoadedSlot: ({ context, event }) =>
      event.type === 'SELECT_TIME' && context.slots.some((s) => s.time === event.time && s.available > 0),
    isDate: ({ event }) => event.type === 'SELECT_DATE' && /^\d{4}-\d{2}-\d{2}$/.test(event.date),
    contactValid: ({ context }) => Object.keys(validateContact(context)).length === 0,
    hasSlots: ({ event }) =>
      'output' in event && Array.isArray(event.output) && (event.output as BookingSlot[]).length > 0,
    isSlotTaken: ({ event }) => readFailure((event as { error?: unknown }).error, 'failed').status === 409,
    isContactError: ({ event }) => {
      const f = readFailure((event as { error?: unknown }).error, 'failed');
      return f.status === 422 && ('full_name' in f.fieldErrors || 'phone' in f.fieldErrors);
    },
  },
  actions: {
    setService: assign(({ event }) => (event.type === 'SELECT_SERVICE' ? { service: event.service } : {})),
    setDate: assign(({ event }) =>
      event.type === 'SELECT_DATE' ? { date: event.date, time: null, slots: [], error: null } : {},
    ),
    setTime: assign(({ event }) => (event.type === 'SELECT_TIME' ? { time: event.time, error: null } : {})),
    setField: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? { [event.field]: event.value, fieldErrors: withoutField(context.fieldErrors, event.field) }
        : {},
    ),
    refuseContact: assign(({ context }) => ({ fieldErrors: validateContact(context) })),
    reset: assign(({ context }) => ({
      ...initialContext(
        {
          provider: context.provider,
          contact: context.defaults,
          repair: context.repair ? { ...context.repair, date: null, time: null } : null,
        },
        context.services,
      ),
    })),
    emitFailed: emit(({ event }) => {
      const f = readFailure((event as { error?: unknown }).error, 'failed');
      return { type: 'booking.failed' as const, message: f.message, status: f.status };
    }),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => initialContext(input, servicesOf(input.provider, input.defaultServices)),
  initial: 'service',
  on: {
    CLOSE: { target: '.service', actions: 'reset', reenter: true },
  },
  states: {
    service: {
      entry: emit(stepEvent(0)),
      on: {
        SELECT_SERVICE: { guard: 'isOfferedService', actions: 'setService' },
        NEXT: { guard: 'hasService', target: 'dateTime' },
      },
    },
    dateTime: {
      entry: emit(stepEvent(1)),
      initial: 'pickDate',
      on: {
        SELECT_DATE: { guard: 'isDate', target: '.loadingSlots', actions: 'setDate' },
        NEXT: { guard: 'hasDateAndTime', target: 'contact' },
        BACK: { target: 'service' },
      },
      states: {
        pickDate: {
          always: { guard: ({ context }) => context.date !== null, target: 'loadingSlots' },
        },
        loadingSlots: {
          invoke: {
            src: 'loadSlots',
            input: ({ context }) => ({
              type: context.provider.type,
              id: context.provider.id,
              date: context.date ?? '',
            }),
            onDone: [
              {
                guard: 'hasSlots',
                target: 'pickTime',
                actions: assign(({ context, event }) => ({
                  slots: event.output,
                  time: event.output.some((s) => s.time === context.time && s.available > 0)
                    ? context.time
                    : null,
                })),
              },
              { target: 'noSlots', actions: assign({ slots: [], time: null }) },
            ],
            onError: {
              target: 'slotsFailed',
              actions: assign(({ event }) => ({
                slots: [],
                time: null,
                error: readFailure(event.error, 'slotsFailed').message,
              })),
            },
          },
        },
        pickTime: {
          on: { SELECT_TIME: { guard: 'isLoadedSlot', actions: 'setTime' } },
        },
        noSlots: {},
        slotsFailed: {
          on: { RELOAD_SLOTS: { target: 'loadingSlots', actions: assign({ error: null }) } },
        },
      },
    },
    contact: {
      entry: emit(stepEvent(2)),
      on: {
        CHANGE: { actions: 'setField' },
        NEXT: [{ guard: 'contactValid', target: 'review' }, { actions: 'refuseContact' }],
        BACK: { target: 'dateTime.pickTime' },
      },
    },
    review: {
      entry: emit(stepEvent(3)),
      on: {
        CONFIRM: { target: 'submitting' },
        BACK: { target: 'contact' },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'createBooking',
        input: ({ context }) => {
          const request: BookingRequest = {
            provider_type: context.provider.type,
            provider_id: context.provider.id,
            service: context.service ?? '',
            date: context.date ?? '',
            time: context.time ?? '',
            full_name: context.full_name.trim(),
            phone: context.phone.trim(),
          };
          if (context.notes.trim() !== '') request.notes = context.notes.trim();
          if (context.repair) {
            request.vehicle_id = context.repair.vehicleId;
            request.diagnosis_id = context.repair.diagnosisId;
          }
          return request;
        },
        onDone: {
          target: 'confirmed',
          actions: [
            assign(({ event }) => ({
              bookingId:
                typeof event.output?.booking_id === 'string' && event.output.booking_id !== ''
                  ? event.output.booking_id
                  : randomBookingReference(),
              calendarUrl: event.output?.calendar_url ?? null,
            })),
            emit(({ context }) => ({
              type: 'booking.succeeded' as const,
              booking_id: context.bookingId ?? '',
              calendar_url: context.calendarUrl,
            })),
          ],
        },
        onError: [
          {
            guard: 'isSlotTaken',
            target: 'dateTime.loadingSlots',
            actions: [
              assign(({ event }) => ({ error: readFailure(event.error, 'slotTaken').message, time: null })),
              'emitFailed',
            ],
          },
          {
            guard: 'isContactError',
            target: 'contact',
            actions: [
              assign(({ event }) => {
                const f = readFailure(event.error, 'failed');
                return { fieldErrors: f.fieldErrors, error: f.message };
              }),
              'emitFailed',
            ],
          },
          {
            target: 'failed',
            actions: [
              assign(({ event }) => ({ error: readFailure(event.error, 'failed').message })),
              'emitFailed',
            ],
          },
        ],
      },
    },
    failed: {
      on: {
        RETRY: { target: 'submitting' },
        BACK: { target: 'review', actions: assign({ error: null }) },
      },
    },
    confirmed: {
      entry: emit(stepEvent(4)),
    },
  },
});

export type BookingMachine = typeof bookingMachine;
export type BookingSnapshot = SnapshotFrom<BookingMachine>;

/** The wizard step of a snapshot: 0 Service, 1 Date & Time, 2 Contact, 3 Review (also submitting/failed), 4 confirmed. */
export function bookingStep(snapshot: Pick<BookingSnapshot, 'matches'>): 0 | 1 | 2 | 3 | 4 {
  if (snapshot.matches('service')) return 0;
  if (snapshot.matches('dateTime')) return 1;
  if (snapshot.matches('contact')) return 2;
  if (snapshot.matches('confirmed')) return 4;
  return 3;
}

/**
 * Whether Next is enabled (spec §4): service chosen; date and time; name and phone filled; review always.
 * False while submitting and once confirmed.
 */
export function canGoNext(snapshot: Pick<BookingSnapshot, 'matches' | 'context'>): boolean {
  const c = snapshot.context;
  if (snapshot.matches('service')) return c.service !== null;
  if (snapshot.matches('dateTime')) return c.date !== null && c.time !== null;
  if (snapshot.matches('contact')) return c.full_name.trim() !== '' && c.phone.trim() !== '';
  return snapshot.matches('review');
}

/** Whether Back is enabled: not on step 0, not while submitting, not once confirmed. */
export function canGoBack(snapshot: Pick<BookingSnapshot, 'matches'>): boolean {
  return (
    snapshot.matches('dateTime') ||
    snapshot.matches('contact') ||
    snapshot.matches('review') ||
    snapshot.matches('failed')
  );
}
