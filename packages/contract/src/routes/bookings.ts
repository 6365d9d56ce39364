/**
 * Booking routes (spec §2 Booking, §3 Booking request, §4 Booking wizard, §7 Booking; issue #3): create
 * (members, visitors and widgets), the member's list, cancel, and the calendar file.
 */
import { z } from 'zod';
import {
  BookingCreate,
  BookingCreated,
  BookingData,
  BookingExpenseCreate,
  BookingExpenseCreated,
  BookingList,
  BookingRefParam,
  CalendarQuery,
  MyBookingsQuery,
} from '../bookings';
import { bookingPaths as p } from '../paths';
import { created, withRateLimit } from './parts';
import { tagged, withParts } from './route';

const errors = [401, 403, 404, 409, 422, 429] as const;
/** `route` of the booking calls, each answering `errors`. */
const route = withParts(tagged(['bookings']), { errors });

/**
 * Description of `POST /bookings` with its rate limit (`max` requests per `minutes`); the API states
 * its configured limit, this table the default (30 per 10 minutes).
 */
export const bookingCreateDescription = withRateLimit(
  'Garage payload (provider_type, provider_id, date, time, service, notes, full_name, phone) or ' +
    'carwash payload (carwash_id, date, time, service, notes; + full_name, phone for visitors). ' +
    'Bearer optional: members book as themselves. Widgets send `widget_key`; the Origin must be ' +
    "one of the provider's allowed origins (403 naming `origin`). 422 naming fields; 409 when the " +
    'slot is full. 201 with booking_id, status pending and a calendar_url usable without a token. ',
  'requests per member (or per IP for visitors)',
);

/** Booking routes by name. */
export const bookingRoutes = {
  create: route(p.create, {
    summary: 'Book a garage or carwash (spec §3 Booking request, §7 Booking)',
    description: bookingCreateDescription(),
    ...created(BookingCreate, BookingCreated),
  }),
  list: route(p.list, {
    summary: 'My bookings',
    description:
      'The signed-in member’s bookings, latest slot first; `status`, `vehicle_id` and `diagnosis_id` ' +
      'filter (issue #13).',
    query: MyBookingsQuery,
    answer: BookingList,
  }),
  cancel: route(p.cancel, {
    summary: 'Cancel one of my bookings',
    description:
      'Own booking only (else 404); pending or accepted (else 409 naming `status`) and not started ' +
      '(else 409 naming `date`). Frees the slot.',
    params: BookingRefParam,
    answer: BookingData,
  }),
  calendar: route(p.calendar, {
    summary: 'Calendar file of a booking (spec §2 Booking: Add to Calendar)',
    description:
      'text/calendar made with `ics`: SUMMARY "Service at {provider}", LOCATION the address, DTSTART ' +
      'in UTC, DURATION the service time. For the member who booked (bearer) or anyone with the ' +
      "booking's access code (`?code=`, in the POST answer's calendar_url); else 404.",
    params: BookingRefParam,
    query: CalendarQuery,
    answer: z.string(),
  }),
  expense: route(p.expense, {
    summary: 'Log a completed booking as a repair expense (issue #13)',
    description:
      'Own booking only (else 404), completed (else 409 naming `status`), with a car (else 422 naming ' +
      '`vehicle_id`), logged once (else 409 naming `booking_id`). Writes a `repair` expense of the ' +
      'final price (RWF) on the booking’s car, dated `date` (default the completion day) with `note` ' +
      '(default "{service} at {provider} ({booking_id})"), in one transaction. 201.',
    params: BookingRefParam,
    ...created(BookingExpenseCreate, BookingExpenseCreated),
  }),
};
