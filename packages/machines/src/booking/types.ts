/**
 * Types of the `booking` machine (spec §2 Booking, §3 Booking request, §4 Booking wizard, §5 Booking,
 * §7 Booking, §9 slots and default services). Dates are `YYYY-MM-DD` and times `HH:MM`, both in the
 * provider's local time (Africa/Kigali by default).
 */
import type { FieldErrors, Message } from '../shared';

/** The two kinds of provider that take bookings. */
export type BookingProviderType = 'garage' | 'carwash';

/** The provider being booked (from the /booking query or the widget's config). */
export interface BookingProviderInput {
  type: BookingProviderType;
  id: number;
  name: string;
  /** Service names the provider offers; empty → the §9 defaults of its type ({@link BookingDefaultServices}). */
  services: string[];
}

/** Contact fields of step 2. */
export type BookingContactField = 'full_name' | 'phone' | 'notes';

/** A bookable start time (`HH:MM`) and how many more bookings it takes. */
export interface BookingSlot {
  time: string;
  available: number;
}

/** Input of the `loadSlots` actor (GET /providers/{type}/{id}/slots?date=). */
export interface LoadSlotsInput {
  type: BookingProviderType;
  id: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

/**
 * Input of the `createBooking` actor: the §3/§7 garage booking payload (POST /bookings). The site sends
 * it as is for both types (`provider_type` says which); `notes` is omitted when blank.
 */
export interface BookingRequest {
  provider_type: BookingProviderType;
  provider_id: number;
  service: string;
  date: string;
  time: string;
  full_name: string;
  phone: string;
  notes?: string;
  /** The member's car the repair is for (issue #13 Book this repair). */
  vehicle_id?: number;
  /** The diagnostic report the repair was booked from (issue #13). */
  diagnosis_id?: number;
}

/** What `createBooking` resolves with; `booking_id` may be missing (spec §7 "a response may hold"). */
export interface BookingResult {
  booking_id?: string | null;
  /** URL of the .ics file (Add to Calendar). */
  calendar_url?: string | null;
  message?: string | null;
}

export interface BookingContext {
  provider: BookingProviderInput;
  /** Services offered in step 0: the provider's, else the §9 defaults of its type. */
  services: string[];
  service: string | null;
  /** `YYYY-MM-DD` or null. */
  date: string | null;
  /** `HH:MM` or null; cleared whenever the date changes. */
  time: string | null;
  /** Free slots of `date` (empty = 'No slots'). */
  slots: BookingSlot[];
  full_name: string;
  phone: string;
  notes: string;
  /** Field errors of step 2 (and the server's 422 field errors). */
  fieldErrors: FieldErrors<BookingMessageKey>;
  /**
   * The last problem to show: the 409 'slot taken' message on Date & Time, the slot-loading failure, or
   * the failure of POST /bookings in `failed`. Null when none.
   */
  error: BookingMessage | null;
  /** The confirmed reference: the returned booking_id, else a random code (spec §4). */
  bookingId: string | null;
  /** The .ics download of the confirmed booking, when the server gave one. */
  calendarUrl: string | null;
  /** Contact defaults restored by CLOSE (the signed-in member's). */
  defaults: { full_name: string; phone: string };
  /** The repair this booking is for (issue #13): sent with POST /bookings, kept by CLOSE. */
  repair: BookingRepairInput | null;
}

/**
 * A repair booked from a diagnostic report (issue #13 Book this repair): the report, the car and the
 * summary the notes start with; `date`/`time` preselect a free slot chosen on the report.
 */
export interface BookingRepairInput {
  diagnosisId: number;
  vehicleId: number;
  /** Prefilled notes (the diagnosis summary). */
  notes: string;
  /** `YYYY-MM-DD`: the slot's date chosen on the report (its slots load on Date & Time). */
  date?: string | null;
  /** `HH:MM`: the slot's time (kept when still free once the slots are loaded). */
  time?: string | null;
}

export type BookingEvent =
  | { type: 'SELECT_SERVICE'; service: string }
  | { type: 'SELECT_DATE'; date: string }
  | { type: 'SELECT_TIME'; time: string }
  | { type: 'CHANGE'; field: BookingContactField; value: string }
  | { type: 'RELOAD_SLOTS' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

/**
 * Events for the host page of a widget (issue #3): `step.changed` on entering a step (0–3, 4 =
 * confirmed), `booking.succeeded` with the reference, `booking.failed` with the message (also for a 409).
 */
export type BookingEmitted =
  | { type: 'step.changed'; step: number; name: BookingStepName }
  | { type: 'booking.succeeded'; booking_id: string; calendar_url: string | null }
  | { type: 'booking.failed'; message: BookingMessage; status: number };

/**
 * The services offered by a provider that lists none, by its type (spec §9 default services). The
 * caller passes the contract's lists (`DEFAULT_BOOKING_SERVICES` for a garage, `DEFAULT_CARWASH_SERVICES`
 * for a carwash, `@gari/contract/providerOptions`): this package depends on none of ours.
 */
export type BookingDefaultServices = Readonly<Record<BookingProviderType, readonly string[]>>;

export interface BookingInput {
  provider: BookingProviderInput;
  /** The §9 default services by provider type, for a provider that lists none. */
  defaultServices: BookingDefaultServices;
  /** Prefilled contact of a signed-in member. */
  contact?: { full_name?: string | null; phone?: string | null };
  /** Preselected service (must be one of the services). */
  service?: string | null;
  /** A repair booked from a diagnostic report (issue #13): links, notes and a chosen slot. */
  repair?: BookingRepairInput | null;
}

/** Step names in order (spec §4), then the confirmation. */
export const BOOKING_STEPS = ['Service', 'Date & Time', 'Contact', 'Review'] as const;
export type BookingStepName = (typeof BOOKING_STEPS)[number] | 'Confirmed';

/**
 * Keys of the texts the machine produces (English in @gari/features/booking `messages.ts`; spec §2
 * Booking, §5 Booking): field errors of step 2, the slot-loading failure, the 409 slot-taken and the
 * send failure fallbacks.
 */
export type BookingMessageKey =
  | 'slotsFailed'
  | 'nameRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'slotTaken'
  | 'failed';

/** A text of the wizard: a {@link BookingMessageKey}, or the server's message. */
export type BookingMessage = Message<BookingMessageKey>;
