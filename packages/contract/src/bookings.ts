/**
 * Bookings of garages and carwashes, made by members, visitors and booking widgets, and the partner
 * console that handles them (spec §2 Booking, §3 Booking request, §4 Booking wizard, §5 Booking, §7
 * Booking, §9 slots; issue #3 Server). Dates `YYYY-MM-DD` and times `HH:MM` are the provider's local time.
 */
import { z } from 'zod';
import { coercedId, IsoDate, IsoDateTime, MultilineText } from './common';
import { CleanText, ProviderKind, ProviderType, TimeOfDay } from './providers';

/** Booking states: pending until the provider accepts or declines; the member may cancel. */
export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
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
 * must then be one of that provider's allowed origins.
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
  })
  .superRefine(
    (b, ctx) => {
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
      // Also when other fields failed, so one answer names every missing field.
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type BookingCreate = z.input<typeof BookingCreate>;

/** The provider of a booking. */
export const BookingProvider = z.object({
  id: z.number().int(),
  type: ProviderType,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
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
});
export type Booking = z.infer<typeof Booking>;
export const BookingList = z.object({ data: z.array(Booking) });
export type BookingList = z.infer<typeof BookingList>;
export const BookingData = z.object({ data: Booking });
export type BookingData = z.infer<typeof BookingData>;

/** Query of GET /bookings (the member's) and GET /partner/bookings: optional `status` filter. */
export const BookingListQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), BookingStatus.optional()),
});

/** Query of GET /bookings/{booking_id}/calendar.ics: `code` = the booking's access code. */
export const CalendarQuery = z.object({ code: CleanText.trim().max(100).optional() });

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
export const PartnerBooking = Booking.omit({ can_cancel: true, calendar_url: true }).extend({
  /** True when a signed-in member made it (else a visitor). */
  is_member: z.boolean(),
  widget_origin: z.string().nullable(),
});
export type PartnerBooking = z.infer<typeof PartnerBooking>;
export const PartnerBookingList = z.object({ data: z.array(PartnerBooking) });
export const PartnerBookingData = z.object({ data: PartnerBooking });

/**
 * How the member or visitor was told of an accept/decline: 'sms' (to the booking's phone), 'email' (a
 * member without phone), 'failed' (the gateway refused; the decision stands), 'none' (no contact).
 */
export const NotificationChannel = z.enum(['sms', 'email', 'failed', 'none']);
/** Answer of POST /partner/bookings/{booking_id}/accept and /decline. */
export const PartnerDecision = z.object({ data: PartnerBooking, notification: NotificationChannel });
export type PartnerDecision = z.infer<typeof PartnerDecision>;

/** Decision texts sent by SMS (issue #3 brief). */
export const decisionSms = (
  decision: 'accepted' | 'declined',
  b: { provider: string; booking_id: string; date: string; time: string },
) => `Gari: ${b.provider} ${decision} your booking ${b.booking_id} for ${b.date} ${b.time}.`;

/** Query of GET /partner/bookings: `status` and `provider_id` filters (both optional). */
export const PartnerBookingQuery = BookingListQuery.extend({
  provider_id: z.preprocess((v) => (v === '' ? undefined : v), coercedId().optional()),
});

/** Query of GET /partner/widget: which of the staff member's providers (default the first). */
export const PartnerWidgetQuery = z.object({
  provider_id: z.preprocess((v) => (v === '' ? undefined : v), coercedId().optional()),
});

/** Most origins a widget may be allowed on. */
export const MAX_WIDGET_ORIGINS = 20;

/** A website origin: `http(s)://host[:port]`, no path. */
export const WebOrigin = MultilineText.trim()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.username === '' &&
        url.password === '' &&
        (url.pathname === '/' || url.pathname === '') &&
        url.search === '' &&
        url.hash === '' &&
        !value.endsWith('/')
      );
    } catch {
      return false;
    }
  }, 'Use an origin such as https://www.example.rw (scheme and host, no path).')
  .transform((value) => new URL(value).origin);

/** Brand colour `#rrggbb`, stored lower-case. */
export const BrandColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #0f766e.')
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
export const StaffAccountList = z.object({ data: z.array(StaffAccount) });
export type StaffAccountList = z.infer<typeof StaffAccountList>;
