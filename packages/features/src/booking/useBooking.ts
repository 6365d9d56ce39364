import { DEFAULT_BOOKING_SERVICES, DEFAULT_CARWASH_SERVICES } from '@gari/contract/providerOptions';
import {
  BOOKING_STEPS,
  type BookingContactField,
  type BookingDefaultServices,
  type BookingEmitted,
  type BookingInput,
  type BookingMachine,
  type BookingRequest,
  type BookingResult,
  type BookingSlot,
  bookingMachine,
  bookingStep,
  canGoBack,
  canGoNext,
  type LoadSlotsInput,
} from '@gari/machines/booking';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, useBookingApi, useFlowEvents, useFlowHook } from '../app';
import { bookingT as t } from './messages';

/**
 * An emitted event of the wizard as the host sees it: the machine's, with the `booking.failed`
 * message as English text (the widget forwards it to the page as `gari:booking-failed`).
 */
export type BookingHostEvent =
  | Exclude<BookingEmitted, { type: 'booking.failed' }>
  | { type: 'booking.failed'; message: string; status: number };

/** The spec §9 default services by provider type (the contract's), for a provider that lists none. */
const DEFAULT_SERVICES: BookingDefaultServices = {
  garage: DEFAULT_BOOKING_SERVICES,
  carwash: DEFAULT_CARWASH_SERVICES,
};

/** What {@link useBooking} starts the machine with: its input but the default services, which the hook adds. */
export type UseBookingInput = Omit<BookingInput, 'defaultServices'>;

/** Options of {@link useBooking}. */
export interface UseBookingOptions extends FlowHookOptions<BookingMachine> {
  /**
   * Widget key of an embedded booking widget: sent with POST /bookings as `widget_key` (the API then
   * checks the page's Origin). @default undefined (a site booking)
   */
  widgetKey?: string;
  /**
   * Called with every emitted event (`step.changed`, `booking.succeeded`, `booking.failed`); on mount it
   * also gets the `step.changed` of the step the wizard starts on.
   */
  onEvent?: (event: BookingHostEvent) => void;
}

/**
 * The headless booking wizard (spec §2 Booking, §4 Booking wizard, §5 Booking, §7 Booking): the
 * `booking` machine with `loadSlots` = GET /providers/{type}/{id}/slots?date= (the free slots) and
 * `createBooking` = POST /bookings (the §3 garage payload; a carwash is sent as `provider_type:
 * 'carwash'` + `provider_id`; `widget_key` when `options.widgetKey`). Errors are the client's ApiError
 * (409 slot taken → back to Date & Time with the message).
 *
 * `input`: the provider `{ type, id, name, services }` (none: the §9 defaults of its type, from
 * `@gari/contract/providerOptions`), optional signed-in contact defaults and a preselected service.
 * Read once on mount (remount with a `key` for another provider).
 *
 * Calls only the booking part of the client (`BookingApi` of `@gari/client/types`, `useBookingApi()`): inside a
 * `GariProvider` (the site) or a `BookingApiProvider` (the widget).
 *
 * Returns the snapshot (`state`), `send`, the `actorRef` (subscribe to emitted events with
 * `actorRef.on(type, fn)`), `step` (0–4), `canNext`, `canBack`, `isSubmitting` and one function per event.
 */
export function useBooking(input: UseBookingInput, options: UseBookingOptions = {}) {
  const api = useBookingApi();
  const widgetKey = options.widgetKey;
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const { state, send, actorRef } = useFlowHook(bookingMachine, options, {
    actors: {
      loadSlots: fromPromise<BookingSlot[], LoadSlotsInput>(async ({ input: q }) => {
        const answer = await api.providers.slots(q.type, q.id, q.date);
        return answer.data;
      }),
      createBooking: fromPromise<BookingResult, BookingRequest>(({ input: body }) =>
        api.bookings.create(body, widgetKey ? { widgetKey } : undefined),
      ),
    },
    input: { ...input, defaultServices: DEFAULT_SERVICES },
  });
  // Every emitted event goes to `onEvent` (the widget forwards them as DOM events). The first
  // `step.changed` is emitted when the actor starts; from a snapshot there is none: replay the step.
  const heardStep = useRef(false);
  useFlowEvents<BookingEmitted>(actorRef, {
    'step.changed': (e) => {
      heardStep.current = true;
      onEvent.current?.(e);
    },
    'booking.succeeded': (e) => onEvent.current?.(e),
    'booking.failed': (e) =>
      onEvent.current?.({ type: e.type, message: t.message(e.message) ?? t('failed'), status: e.status }),
  });
  useEffect(() => {
    if (heardStep.current) return;
    heardStep.current = true;
    const step = bookingStep(actorRef.getSnapshot());
    onEvent.current?.({ type: 'step.changed', step, name: step === 4 ? 'Confirmed' : BOOKING_STEPS[step] });
  }, [actorRef]);

  return {
    state,
    send,
    actorRef,
    /** 0 Service, 1 Date & Time, 2 Contact, 3 Review (also while sending or failed), 4 confirmed. */
    step: bookingStep(state),
    /** Next is enabled (spec §4 step gating). */
    canNext: canGoNext(state),
    /** Back is enabled (not on step 0, not while sending, not once confirmed). */
    canBack: canGoBack(state),
    /** True while POST /bookings runs. */
    isSubmitting: state.matches('submitting'),
    selectService: (service: string) => send({ type: 'SELECT_SERVICE', service }),
    /** `date`: `YYYY-MM-DD`. */
    selectDate: (date: string) => send({ type: 'SELECT_DATE', date }),
    /** `time`: `HH:MM`, one of the loaded slots. */
    selectTime: (time: string) => send({ type: 'SELECT_TIME', time }),
    change: (field: BookingContactField, value: string) => send({ type: 'CHANGE', field, value }),
    reloadSlots: () => send({ type: 'RELOAD_SLOTS' }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    confirm: () => send({ type: 'CONFIRM' }),
    retry: () => send({ type: 'RETRY' }),
    /** Resets every field and returns to step 0 (spec §4 "Closing the dialog resets all fields"). */
    close: () => send({ type: 'CLOSE' }),
  };
}

/** What {@link useBooking} returns; the prop of every booking view. */
export type BookingController = ReturnType<typeof useBooking>;
