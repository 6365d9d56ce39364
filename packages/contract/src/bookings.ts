/**
 * Bookings of garages and carwashes, made by members, visitors and booking widgets, and the partner
 * console that handles them (spec §2 Booking, §3 Booking request, §4 Booking wizard, §5 Booking, §7
 * Booking, §9 slots; issue #3 Server). Dates `YYYY-MM-DD` and times `HH:MM` are the provider's local time.
 */
import { z } from 'zod';
import { coercedId, dataOf, IsoDate, IsoDateTime, listOf, MultilineText } from './common';
import { Picture } from './photos';
import { CleanText, Provider, ProviderKind, ProviderType, TimeOfDay } from './providers';
import { alsoAfterFieldErrors, latLngParams, latLngTogether } from './query';
import { Expense } from './vehicles';
import {
  BRAND_COLOR_MESSAGE,
  BRAND_COLOR_PATTERN,
  isWebOrigin,
  MAX_ORIGIN_LENGTH,
  MAX_PROVIDER_MESSAGE,
  MAX_WIDGET_ORIGINS,
  WEB_ORIGIN_MESSAGE,
} from './widgetRules';

// The plain rules of the console's forms live in `./widgetRules` (no zod: the partner console checks
// what is typed without the schemas); re-exported here for the API and the schemas.
export { MAX_PROVIDER_MESSAGE, MAX_WIDGET_ORIGINS } from './widgetRules';

/**
 * Booking states: pending until the provider accepts or declines; the member may cancel; staff mark an
 * accepted booking completed with its final price (issue #13).
 */
export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

/** Where a booking was made: the Gari site or a partner's booking widget. */
export const BookingSource = z.enum(['site', 'widget']);
export type BookingSource = z.infer<typeof BookingSource>;

/** Public booking reference, e.g. `GR-7K2M9Q`. */
export const BookingRef = z.string().regex(/^GR-[0-9A-Z]{6}$/, 'Not a booking reference.');
export const BookingRefParam = z.object({ booking_id: BookingRef });

/** The wizard's note under the summary (spec §2 Booking). */
export const BOOKING_SMS_NOTE = "We'll send a confirmation SMS once the provider accepts your request.";
/** 409 message when the slot filled up meanwhile. */
export const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please pick another slot.';
/** 403 message of a widget booking from an origin the provider did not allow. */
export const ORIGIN_REFUSED_MESSAGE = 'This booking widget is not allowed on this website.';

const optionalText = (max: number, base: typeof CleanText = CleanText) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    base.trim().max(max).optional(),
  );

/**
 * POST /bookings. Takes both payloads of spec §3/§7:
 * - garage: `provider_type`, `provider_id`, `date`, `time`, `service`, `notes`, `full_name`, `phone`;
 * - carwash: `carwash_id`, `date`, `time`, `service`, `notes` (+ `full_name`, `phone` for visitors).
 * `provider_type` defaults to garage. Members may leave out `full_name` (their account name) and `phone`
 * (then they are told by email); visitors must send both. `phone`: a Rwandan or East African mobile
 * number (+2507…, 07…), stored in E.164. `widget_key`: set by a booking widget; the request's `Origin`
 * must then be one of that provider's allowed origins. `vehicle_id`, `diagnosis_id` (issue #13, members
 * only): the repair is for this car of the member, booked from this diagnostic report (422 naming the
 * field when not the member's; the vehicle defaults to the diagnosis's).
 */
export const BookingCreate = z
  .object({
    provider_type: ProviderType.optional(),
    provider_id: coercedId('Choose a provider.').optional(),
    carwash_id: coercedId('Choose a carwash.').optional(),
    date: IsoDate,
    time: TimeOfDay,
    service: CleanText.trim().min(1, 'Choose a service.').max(80),
    notes: optionalText(500, MultilineText),
    full_name: optionalText(100),
    phone: optionalText(30),
    widget_key: optionalText(80),
    vehicle_id: coercedId('Choose one of your cars.').optional(),
    diagnosis_id: coercedId('Not a diagnosis of yours.').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.carwash_id === undefined && b.provider_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['provider_id'],
        message: 'The provider id field is required.',
      });
    }
    if (b.carwash_id !== undefined && b.provider_type === 'garage') {
      ctx.addIssue({ code: 'custom', path: ['provider_type'], message: 'A carwash_id books a carwash.' });
    }
  }, alsoAfterFieldErrors);
export type BookingCreate = z.input<typeof BookingCreate>;

/** The provider of a booking: the {@link Provider} fields the booking pages show. */
export const BookingProvider = Provider.pick({
  id: true,
  type: true,
  name: true,
  address: true,
  city: true,
  phone: true,
});

/** 201 answer of POST /bookings. `calendar_url` downloads the .ics without signing in. */
export const BookingCreated = z.object({
  booking_id: BookingRef,
  status: z.literal('pending'),
  provider: z.object({ id: z.number().int(), name: z.string(), type: ProviderType }),
  date: IsoDate,
  time: TimeOfDay,
  service: z.string(),
  /** Absolute URL of the calendar file (carries the booking's access code). */
  calendar_url: z.string(),
  message: z.string(),
});
export type BookingCreated = z.infer<typeof BookingCreated>;

/** A booking as its member sees it. */
export const Booking = z.object({
  booking_id: BookingRef,
  status: BookingStatus,
  provider: BookingProvider,
  service: z.string(),
  /** Minutes the service takes (the event length in the calendar file). */
  duration_min: z.number().int(),
  date: IsoDate,
  time: TimeOfDay,
  /** The slot's start instant. */
  starts_at: IsoDateTime,
  timezone: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  source: BookingSource,
  created_at: IsoDateTime,
  decided_at: IsoDateTime.nullable(),
  cancelled_at: IsoDateTime.nullable(),
  /** True while the member may still cancel (pending or accepted, and in the future). */
  can_cancel: z.boolean(),
  calendar_url: z.string(),
  /** The member's car the repair is for (issue #13), or null. */
  vehicle_id: z.number().int().nullable(),
  /** The diagnostic report it was booked from (issue #13), or null. */
  diagnosis_id: z.number().int().nullable(),
  /** Final price in whole RWF, set when completed. */
  final_price: z.number().int().nullable(),
  completed_at: IsoDateTime.nullable(),
  /**
   * The provider's latest message to the member (given when accepting, declining or completing), or
   * null.
   */
  provider_message: z.string().nullable(),
  /** The expense that logs this completed booking (POST /bookings/{id}/expense), or null. */
  expense_id: z.number().int().nullable(),
});
export type Booking = z.infer<typeof Booking>;
export const BookingList = listOf(Booking);
export type BookingList = z.infer<typeof BookingList>;
export const BookingData = dataOf(Booking);
export type BookingData = z.infer<typeof BookingData>;

/** Query of GET /bookings (the member's) and GET /partner/bookings: optional `status` filter. */
export const BookingListQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), BookingStatus.optional()),
});

/**
 * Query of GET /bookings (the member's): `status`, and (issue #13) `vehicle_id` (a car's repairs, for
 * the expense prompt on the car page) and `diagnosis_id` (the repair booked from a report).
 */
export const MyBookingsQuery = BookingListQuery.extend({
  vehicle_id: z.preprocess((v) => (v === '' ? undefined : v), coercedId().optional()),
  diagnosis_id: z.preprocess((v) => (v === '' ? undefined : v), coercedId().optional()),
});
export type MyBookingsQuery = z.input<typeof MyBookingsQuery>;

/**
 * POST /bookings/{booking_id}/expense (issue #13 "close the loop"): logs a completed booking of the
 * member's car as a `repair` expense of its final price, in one transaction. `date` defaults to the
 * completion day (UTC); `note` to "{service} at {provider} ({booking_id})". 409 when already logged
 * (naming `booking_id`) or not completed (naming `status`); 422 naming `vehicle_id` when the booking has
 * no car.
 */
export const BookingExpenseCreate = z.object({
  date: IsoDate.optional(),
  note: optionalText(300, MultilineText),
});
export type BookingExpenseCreate = z.input<typeof BookingExpenseCreate>;
/** 201 answer of POST /bookings/{booking_id}/expense: the new expense and the booking with `expense_id`. */
export const BookingExpenseCreated = z.object({ data: z.object({ expense: Expense, booking: Booking }) });
export type BookingExpenseCreated = z.infer<typeof BookingExpenseCreated>;
/** 409 message of a booking logged twice. */
export const EXPENSE_ALREADY_LOGGED = 'This booking is already logged as an expense.';

/** Query of GET /bookings/{booking_id}/calendar.ics: `code` = the booking's access code. */
export const CalendarQuery = z.object({ code: CleanText.trim().max(100).optional() });

// ---------------------------------------------------------------------------------------------------
// Book this repair (issue #13): garages offered on a diagnostic report.

/** Most garages offered on a diagnostic report. */
export const MAX_REPAIR_GARAGES = 3;
/** Free slots shown per offered garage. */
export const REPAIR_SLOTS_PER_GARAGE = 3;

/**
 * Query of GET /ai/diagnoses/{id}/garages: the member's position `lat`+`lng` (both or neither; degrees),
 * when they shared it.
 */
export const RepairGarageQuery = z
  .object({
    ...latLngParams(),
  })
  .superRefine(latLngTogether);
export type RepairGarageQuery = z.input<typeof RepairGarageQuery>;

/** A free slot: the provider's local `date` (YYYY-MM-DD) and `time` (HH:MM), and the instant. */
export const NextSlot = z.object({ date: IsoDate, time: TimeOfDay, starts_at: IsoDateTime });
export type NextSlot = z.infer<typeof NextSlot>;

/** A garage offered for a repair, with its next free slots (soonest first; empty = none in 14 days). */
export const RepairGarage = z.object({ provider: Provider, next_slots: z.array(NextSlot) });
export type RepairGarage = z.infer<typeof RepairGarage>;

/**
 * Answer of GET /ai/diagnoses/{id}/garages: up to {@link MAX_REPAIR_GARAGES} garages that offer the
 * top diagnosis's `service`, near the member and well rated. `meta.near`: how "near" was judged —
 * `location` (within 50 km of lat/lng, by rating then distance), `city` (garages in `meta.city`, the
 * city of the member's latest refuel, first), `country` (the member's country, by rating). `service` is
 * null (and `data` empty) when the report has no diagnosis.
 */
export const RepairGarages = z.object({
  data: z.array(RepairGarage),
  meta: z.object({
    service: z.string().nullable(),
    near: z.enum(['location', 'city', 'country']),
    city: z.string().nullable(),
  }),
});
export type RepairGarages = z.infer<typeof RepairGarages>;

// ---------------------------------------------------------------------------------------------------
// Partner console (/partner): provider staff.

/** Staff roles of a provider. */
export const StaffRole = z.enum(['owner', 'staff']);
export type StaffRole = z.infer<typeof StaffRole>;

/** A provider the signed-in staff member works for. */
export const PartnerProvider = z.object({
  id: z.number().int(),
  /** garage, carwash or gas_station (a station's section: `/partner/stations/{id}`). */
  type: ProviderKind,
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  role: StaffRole,
  pending_count: z.number().int(),
  /** The provider's cover photo and logo (issue #16; always null for gas stations), null = none. */
  cover: Picture.nullable(),
  logo: Picture.nullable(),
});
export type PartnerProvider = z.infer<typeof PartnerProvider>;

/** GET /partner/me. */
export const PartnerMe = z.object({
  data: z.object({
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    providers: z.array(PartnerProvider),
  }),
});
export type PartnerMe = z.infer<typeof PartnerMe>;

/** A booking request as staff see it (contact details included). */
export const PartnerBooking = Booking.omit({ can_cancel: true, calendar_url: true, expense_id: true }).extend(
  {
    /** True when a signed-in member made it (else a visitor). */
    is_member: z.boolean(),
    widget_origin: z.string().nullable(),
  },
);
export type PartnerBooking = z.infer<typeof PartnerBooking>;
export const PartnerBookingList = listOf(PartnerBooking);
export const PartnerBookingData = dataOf(PartnerBooking);

/**
 * How the member or visitor was told of an accept/decline: 'sms' (to the booking's phone), 'email' (a
 * member without phone), 'failed' (the gateway refused; the decision stands), 'none' (no contact).
 */
export const NotificationChannel = z.enum(['sms', 'email', 'failed', 'none']);
/** Answer of POST /partner/bookings/{booking_id}/accept, /decline and /complete. */
export const PartnerDecision = z.object({ data: PartnerBooking, notification: NotificationChannel });
export type PartnerDecision = z.infer<typeof PartnerDecision>;

/** Lifetime of a partner event-stream ticket (seconds). */
export const PARTNER_EVENTS_TICKET_TTL_S = 60;

/**
 * Answer of POST /partner/events/ticket (issue #16 "Partner console, live"): `ticket` opens
 * `GET /partner/events?ticket=` once within `expires_in` seconds ({@link PARTNER_EVENTS_TICKET_TTL_S}).
 */
export const PartnerEventsTicket = z.object({
  data: z.object({ ticket: z.string(), expires_in: z.number().int() }),
});
export type PartnerEventsTicket = z.infer<typeof PartnerEventsTicket>;

/** Query of GET /partner/events: the ticket of POST /partner/events/ticket. */
export const PartnerEventsQuery = z.object({ ticket: z.string().min(1).max(2000) });

/** What happened to a booking: made by a member/visitor/widget, or a status change. */
export const PartnerEventChange = z.enum(['created', 'cancelled', 'accepted', 'declined', 'completed']);
export type PartnerEventChange = z.infer<typeof PartnerEventChange>;

/**
 * The data of one `booking` event of the partner stream (JSON in the SSE `data:` line; the `event:`
 * line is `booking`). Only the staff of `provider_id` receive it.
 */
export const PartnerEvent = z.object({
  change: PartnerEventChange,
  booking_id: z.string(),
  provider_id: z.number().int(),
  status: BookingStatus,
  /** ISO time of the change. */
  at: z.string(),
});
export type PartnerEvent = z.infer<typeof PartnerEvent>;

const providerMessage = () => optionalText(MAX_PROVIDER_MESSAGE, MultilineText);

/**
 * Body of POST /partner/bookings/{booking_id}/accept and /decline (issue #13 "My bookings"): an optional
 * `message` to the member (≤ {@link MAX_PROVIDER_MESSAGE} characters; blank = none), shown in My
 * bookings (`provider_message`) and appended to the SMS/mail. The body may be left out.
 */
export const PartnerDecide = z.object({ message: providerMessage() }).nullish();
export type PartnerDecide = z.input<typeof PartnerDecide>;

/**
 * Body of POST /partner/bookings/{booking_id}/complete (issue #13): `final_price` in whole RWF (an
 * integer > 0, at most 100,000,000) and an optional `message` to the member (≤ 500 characters).
 */
export const PartnerComplete = z.object({
  final_price: z
    .number({ error: 'Enter the final price in RWF.' })
    .int('Enter the final price in whole RWF.')
    .positive('The final price must be more than 0.')
    .max(100_000_000, 'The final price is too large.'),
  message: providerMessage(),
});
export type PartnerComplete = z.input<typeof PartnerComplete>;

/**
 * The one-tap link that opens My bookings with the expense prompt of `booking_id` focused (issue #13
 * "Close the loop"): `{app_url}/bookings?log={booking_id}`.
 */
export const logExpenseLink = (appUrl: string, bookingId: string) =>
  `${appUrl.replace(/\/+$/, '')}/bookings?log=${encodeURIComponent(bookingId)}`;

/** The My bookings query parameter naming the booking whose expense prompt is focused. */
export const LOG_EXPENSE_PARAM = 'log';

/** Query of GET /partner/bookings: `status` and `provider_id` filters (both optional). */
export const PartnerBookingQuery = BookingListQuery.extend({
  provider_id: z.preprocess((v) => (v === '' ? undefined : v), coercedId().optional()),
});

/** Query of GET /partner/widget: which of the staff member's providers (default the first). */
export const PartnerWidgetQuery = z.object({
  provider_id: z.preprocess((v) => (v === '' ? undefined : v), coercedId().optional()),
});

/** A website origin: `http(s)://host[:port]`, no path ({@link isWebOrigin}); the origin is kept. */
export const WebOrigin = MultilineText.trim()
  .max(MAX_ORIGIN_LENGTH)
  .refine(isWebOrigin, WEB_ORIGIN_MESSAGE)
  .transform((value) => new URL(value).origin);

/** Brand colour `#rrggbb`, stored lower-case. */
export const BrandColor = z
  .string()
  .trim()
  .regex(BRAND_COLOR_PATTERN, BRAND_COLOR_MESSAGE)
  .transform((s) => s.toLowerCase());

/** PUT /partner/widget: any of the fields; `regenerate_key: true` issues a new widget key. */
export const PartnerWidgetUpdate = z.object({
  provider_id: coercedId().optional(),
  allowed_origins: z
    .array(WebOrigin)
    .max(MAX_WIDGET_ORIGINS, `At most ${MAX_WIDGET_ORIGINS} origins.`)
    .optional(),
  brand_color: BrandColor.optional(),
  regenerate_key: z.boolean().optional(),
});
export type PartnerWidgetUpdate = z.input<typeof PartnerWidgetUpdate>;

/** A provider's widget settings with the snippet to paste into their site. */
export const PartnerWidget = z.object({
  data: z.object({
    provider_id: z.number().int(),
    widget_key: z.string(),
    allowed_origins: z.array(z.string()),
    brand_color: z.string(),
    /** HTML to paste: the async loader script and an inline booking element. */
    snippet: z.string(),
    /** Plain iframe URL for site builders that forbid scripts. */
    iframe_url: z.string(),
  }),
});
export type PartnerWidget = z.infer<typeof PartnerWidget>;

/** A seeded staff account of a demo provider (dev only, GET /dev/staff-accounts). */
export const StaffAccount = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  provider: z.object({
    id: z.number().int(),
    type: ProviderKind,
    slug: z.string(),
    name: z.string(),
    widget_key: z.string(),
  }),
});
export type StaffAccount = z.infer<typeof StaffAccount>;
export const StaffAccountList = listOf(StaffAccount);
export type StaffAccountList = z.infer<typeof StaffAccountList>;
