/**
 * Bookings (spec §2 Booking, §3 Booking request, §4 Booking wizard, §7 Booking; issue #3 Server): create
 * with the slot capacity held under concurrency, the member's list, cancel, and the contract shapes.
 * A slot's capacity counts active bookings (pending or accepted). Dates and times are the provider's
 * local ones; `slot_start` is the same instant in UTC.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type Booking,
  type BookingCreate,
  ORIGIN_REFUSED_MESSAGE,
  type PartnerBooking,
  SLOT_TAKEN_MESSAGE,
} from '@gari/contract/bookings';
import type { Language } from '@gari/contract/locale';
import type { OpeningHours } from '@gari/contract/providers';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { bookingSlots, bookings, diagnoses, expenses, providers, type users, vehicles } from '../db/schema';
import { conflict, type FieldErrors, HttpError, invalid, notFound } from '../errors';
import {
  ACTIVE_STATUSES,
  bookable,
  bookableDateError,
  isBookable,
  type ProviderRow,
  providerServiceList,
  withBookable,
} from '../providers/service';
import { slotTimes, weekdayOf, zonedInstant } from '../providers/time';
import { normalizePhone, PHONE_MESSAGE } from './phone';

/** A booking row. */
export type BookingRow = typeof bookings.$inferSelect;
/** Parsed body of POST /bookings. */
export type BookingInput = z.output<typeof BookingCreate>;
type UserRow = typeof users.$inferSelect;

/** Path prefix of the API (kept here to avoid importing the app module). */
const API_BASE = '/api/v1';
/** Message of an unknown or foreign booking (404). */
export const BOOKING_NOT_FOUND = 'Booking not found.';
/** Answer message of a created booking (spec §2 Booking note). */
export const BOOKING_CREATED_MESSAGE =
  "Booking request sent. We'll send a confirmation SMS once the provider accepts your request.";

/** Characters of booking references: digits and capitals without 0, 1, I and O (easy to read out). */
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new public reference like `GR-7K2M9Q`. */
export function newBookingRef(): string {
  let ref = 'GR-';
  for (let i = 0; i < 6; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

/** Constant-time comparison of a presented access code with the stored one. */
export function sameCode(presented: string, stored: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(stored).digest();
  return timingSafeEqual(a, b);
}

/** Absolute URL of a booking's calendar file (with its access code). */
export const calendarUrl = (appUrl: string, row: Pick<BookingRow, 'bookingId' | 'accessCode'>) =>
  `${appUrl}${API_BASE}/bookings/${row.bookingId}/calendar.ics?code=${row.accessCode}`;

/** The origin (`scheme://host[:port]`) of `appUrl`, or null when it is not a URL. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when a widget on `origin` may book `provider`: the origin is one of its allowed origins, or
 * the Gari site itself (the plain iframe page is served from there).
 */
export function widgetOriginAllowed(
  provider: ProviderRow,
  origin: string | undefined,
  appUrl: string,
): boolean {
  if (!origin) return false;
  return provider.allowedOrigins.includes(origin) || origin === originOf(appUrl);
}

/** Who is booking and from where. */
export interface BookingContext {
  /** The signed-in member, or null for a visitor. */
  user: UserRow | null;
  /** The request's `Origin` header. */
  origin: string | undefined;
  appUrl: string;
  now: Date;
  /** The request's language (cookie, else `Accept-Language`; issue #16), kept for the visitor's notices. */
  language?: Language | null;
}

/** Finds the provider a booking payload names (garage or carwash payload); 422 on the id field. */
async function bookedProvider(db: Db, body: BookingInput): Promise<ProviderRow> {
  const field = body.carwash_id !== undefined ? 'carwash_id' : 'provider_id';
  const id = body.carwash_id ?? body.provider_id;
  const type = body.carwash_id !== undefined ? 'carwash' : body.provider_type;
  const where: SQL[] = [eq(providers.id, id ?? 0)];
  if (type) where.push(eq(providers.type, type));
  const [row] = await db
    .select()
    .from(providers)
    .where(and(...where))
    .limit(1);
  // A gas station is a provider row too, but not bookable (issue #11).
  if (!row || !isBookable(row)) {
    const label = field === 'carwash_id' ? 'carwash' : 'provider';
    throw invalid({ [field]: [`The selected ${label} is invalid.`] });
  }
  return row;
}

/**
 * POST /bookings. Checks, in order: the provider exists (422 `provider_id`/`carwash_id`); a widget
 * booking's `widget_key` is the provider's (422 `widget_key`) and the `Origin` is allowed (403 naming
 * `origin`); then every field at once (422): `full_name` (a member's defaults to their name), `phone`
 * (required for visitors, E.164 after {@link normalizePhone}), `service` (one of the provider's), `date`
 * (today..60 days ahead in the provider's zone), `time` (a slot of that day, not past). Then, in one
 * transaction, it locks the slot's `booking_slots` row (`SELECT … FOR UPDATE`), counts the active
 * bookings and inserts the booking when below capacity; else 409 with {@link SLOT_TAKEN_MESSAGE}.
 */
export async function createBooking(
  db: Db,
  body: BookingInput,
  ctx: BookingContext,
): Promise<{ row: BookingRow; provider: ProviderRow }> {
  const provider = await bookedProvider(db, body);
  const fromWidget = body.widget_key !== undefined;
  if (fromWidget) {
    if (body.widget_key !== provider.widgetKey) {
      throw invalid({ widget_key: ['The widget key does not belong to this provider.'] });
    }
    if (!widgetOriginAllowed(provider, ctx.origin, ctx.appUrl)) {
      const why = ctx.origin
        ? `The origin ${ctx.origin} is not allowed for this widget.`
        : 'The request has no Origin header.';
      throw new HttpError(403, ORIGIN_REFUSED_MESSAGE, { origin: [why] });
    }
  }

  const errors: FieldErrors = {};
  const fullName = body.full_name ?? ctx.user?.name;
  if (!fullName) errors.full_name = ['The full name field is required.'];
  let phone: string | null = null;
  if (body.phone) {
    phone = normalizePhone(body.phone, provider.country);
    if (!phone) errors.phone = [PHONE_MESSAGE];
  } else if (!ctx.user) {
    errors.phone = ['The phone field is required.'];
  }
  const services = await providerServiceList(db, provider);
  const service = services.find((s) => s.name.toLowerCase() === body.service.toLowerCase());
  if (!service) errors.service = [`The selected service is not offered by ${provider.name}.`];
  const dateProblem = bookableDateError(body.date, provider.timezone, ctx.now);
  let slotStart: Date | null = null;
  if (dateProblem) errors.date = [dateProblem];
  else {
    const times = slotTimes(provider.openingHours as OpeningHours[] | null, weekdayOf(body.date));
    if (!times.includes(body.time)) {
      errors.time = ['The selected time is not a bookable slot on this date.'];
    } else {
      slotStart = zonedInstant(body.date, body.time, provider.timezone);
      if (slotStart.getTime() <= ctx.now.getTime()) {
        errors.time = ['This time has already passed. Please pick a later slot.'];
      }
    }
  }
  const links = await repairLinks(db, body, ctx.user, errors);
  if (Object.keys(errors).length > 0 || !service || !slotStart || !fullName) throw invalid(errors);
  const start = slotStart;

  const row = await db.transaction(async (tx) => {
    await tx.insert(bookingSlots).values({ providerId: provider.id, slotStart: start }).onConflictDoNothing();
    await tx
      .select({ providerId: bookingSlots.providerId })
      .from(bookingSlots)
      .where(and(eq(bookingSlots.providerId, provider.id), eq(bookingSlots.slotStart, start)))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.providerId, provider.id),
          eq(bookings.slotStart, start),
          inArray(bookings.status, [...ACTIVE_STATUSES]),
        ),
      );
    if ((held?.n ?? 0) >= provider.capacity) {
      throw conflict('time', SLOT_TAKEN_MESSAGE);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const [inserted] = await tx
        .insert(bookings)
        .values({
          bookingId: newBookingRef(),
          accessCode: randomBytes(18).toString('base64url'),
          providerId: provider.id,
          userId: ctx.user?.id ?? null,
          fullName,
          phone,
          service: service.name,
          durationMin: service.duration_min,
          date: body.date,
          time: body.time,
          slotStart: start,
          status: 'pending',
          notes: body.notes ?? null,
          source: fromWidget ? 'widget' : 'site',
          widgetOrigin: fromWidget ? (ctx.origin ?? null) : null,
          vehicleId: links.vehicleId,
          diagnosisId: links.diagnosisId,
          language: ctx.language ?? null,
        })
        .onConflictDoNothing({ target: bookings.bookingId })
        .returning();
      if (inserted) return inserted;
    }
    throw new Error('could not allocate a booking reference');
  });
  return { row, provider };
}

/**
 * The car and diagnostic report a booking links to (issue #13 Book this repair): `diagnosis_id` must be
 * a diagnosis of the member (else `errors.diagnosis_id`), `vehicle_id` one of their cars (else
 * `errors.vehicle_id`; when both are given, the diagnosis's car). The car defaults to the diagnosis's.
 * Visitors and widgets may not link (the fields are refused).
 */
async function repairLinks(
  db: Db,
  body: BookingInput,
  user: UserRow | null,
  errors: FieldErrors,
): Promise<{ vehicleId: number | null; diagnosisId: number | null }> {
  let vehicleId: number | null = null;
  let diagnosisId: number | null = null;
  if (body.diagnosis_id !== undefined) {
    const [found] = user
      ? await db
          .select({ id: diagnoses.id, vehicleId: diagnoses.vehicleId })
          .from(diagnoses)
          .innerJoin(vehicles, eq(vehicles.id, diagnoses.vehicleId))
          .where(and(eq(diagnoses.id, body.diagnosis_id), eq(vehicles.userId, user.id)))
          .limit(1)
      : [];
    if (!found) errors.diagnosis_id = ['The selected diagnosis is not one of yours.'];
    else {
      diagnosisId = found.id;
      vehicleId = found.vehicleId;
    }
  }
  if (body.vehicle_id !== undefined) {
    const [found] = user
      ? await db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.id, body.vehicle_id), eq(vehicles.userId, user.id)))
          .limit(1)
      : [];
    if (!found) errors.vehicle_id = ['The selected vehicle is not one of yours.'];
    else if (vehicleId !== null && vehicleId !== found.id) {
      errors.vehicle_id = ['The diagnosis was made for another of your cars.'];
    } else vehicleId = found.id;
  }
  return { vehicleId, diagnosisId };
}

/** True while a booking may be cancelled: active and not yet started. */
export const canCancel = (row: BookingRow, now: Date) =>
  (ACTIVE_STATUSES as readonly string[]).includes(row.status) && row.slotStart.getTime() > now.getTime();

/** The staff view of a booking. */
export function toPartnerBooking(row: BookingRow, provider: ProviderRow): PartnerBooking {
  return {
    booking_id: row.bookingId,
    status: row.status,
    provider: {
      id: provider.id,
      type: provider.type,
      name: provider.name,
      address: provider.address,
      city: provider.city,
      phone: provider.phone,
    },
    service: row.service,
    duration_min: row.durationMin,
    date: row.date,
    time: row.time,
    starts_at: row.slotStart.toISOString(),
    timezone: provider.timezone,
    full_name: row.fullName,
    phone: row.phone,
    notes: row.notes,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    is_member: row.userId !== null,
    widget_origin: row.widgetOrigin,
    vehicle_id: row.vehicleId,
    diagnosis_id: row.diagnosisId,
    final_price: row.finalPrice,
    completed_at: row.completedAt?.toISOString() ?? null,
    provider_message: row.providerMessage,
  };
}

/**
 * The member's view of a booking (with `can_cancel` at `now`, the calendar link and `expense_id`, the
 * expense that logs it when there is one).
 */
export function toBooking(
  row: BookingRow,
  provider: ProviderRow,
  appUrl: string,
  now: Date,
  expenseId: number | null = null,
): Booking {
  const { is_member: _member, widget_origin: _origin, ...rest } = toPartnerBooking(row, provider);
  return {
    ...rest,
    can_cancel: canCancel(row, now),
    calendar_url: calendarUrl(appUrl, row),
    expense_id: expenseId,
  };
}

/** The expense id logging each of `bookingIds` (issue #13), by booking row id. */
export async function expenseIdsOf(db: Db, bookingIds: number[]): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: expenses.id, bookingId: expenses.bookingId })
    .from(expenses)
    .where(inArray(expenses.bookingId, bookingIds));
  return new Map(rows.flatMap((r) => (r.bookingId === null ? [] : [[r.bookingId, r.id] as const])));
}

/**
 * The bookings in `scope` (e.g. one member's, or some providers'), each with its provider, newest
 * `newestBy` first (then newest id); `status` filters.
 */
export async function bookingsWithProvider(
  db: Db,
  scope: SQL,
  status: BookingRow['status'] | undefined,
  newestBy: 'slotStart' | 'createdAt',
): Promise<Array<{ row: BookingRow; provider: ProviderRow }>> {
  const where: SQL[] = [scope];
  if (status) where.push(eq(bookings.status, status));
  const rows = await db
    .select({ row: bookings, provider: providers })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(and(...where))
    .orderBy(desc(bookings[newestBy]), desc(bookings.id));
  return rows.map(withBookable);
}

/** Filters of the member's list (GET /bookings). */
export interface MemberBookingFilters {
  status?: BookingRow['status'] | undefined;
  /** Only bookings for this car (issue #13). */
  vehicle_id?: number | undefined;
  /** Only bookings made from this diagnostic report (issue #13). */
  diagnosis_id?: number | undefined;
}

/** The member's bookings, latest slot first, each with the id of the expense logging it (or null). */
export async function memberBookings(
  db: Db,
  userId: number,
  filters: MemberBookingFilters = {},
): Promise<Array<{ row: BookingRow; provider: ProviderRow; expenseId: number | null }>> {
  const scope: SQL[] = [eq(bookings.userId, userId)];
  if (filters.vehicle_id !== undefined) scope.push(eq(bookings.vehicleId, filters.vehicle_id));
  if (filters.diagnosis_id !== undefined) scope.push(eq(bookings.diagnosisId, filters.diagnosis_id));
  const rows = await bookingsWithProvider(db, and(...scope) as SQL, filters.status, 'slotStart');
  const logged = await expenseIdsOf(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => ({ ...r, expenseId: logged.get(r.row.id) ?? null }));
}

/** A booking by reference with its provider, or 404. */
export async function findBooking(
  db: Db,
  bookingId: string,
): Promise<{ row: BookingRow; provider: ProviderRow }> {
  const [found] = await db
    .select({ row: bookings, provider: providers })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(eq(bookings.bookingId, bookingId))
    .limit(1);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  return withBookable(found);
}

/**
 * The booking whose reference is `bookingId`, read and locked (`SELECT … FOR UPDATE`) inside `tx` so no
 * concurrent step can change it before `tx` ends; `scope` is who may touch it (the member's own:
 * `eq(bookings.userId, userId)`; a partner's providers: `inArray(bookings.providerId, providerIds)`).
 * Errors: 404 {@link BOOKING_NOT_FOUND} when there is no such booking in `scope`.
 */
export async function lockBooking(tx: Tx, bookingId: string, scope: SQL): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.bookingId, bookingId), scope))
    .for('update');
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * POST /bookings/{booking_id}/cancel: the member's own booking (else 404), pending or accepted (else 409
 * naming `status`) and not yet started (else 409 naming `date`). Sets `cancelled` and `cancelled_at`;
 * the slot frees at once. Runs with the row locked so a concurrent accept/decline cannot interleave.
 */
export async function cancelBooking(
  db: Db,
  userId: number,
  bookingId: string,
  now: Date,
): Promise<{ row: BookingRow; provider: ProviderRow }> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId, eq(bookings.userId, userId));
    if (!(ACTIVE_STATUSES as readonly string[]).includes(row.status)) {
      const message = `This booking is ${row.status} and can no longer be cancelled.`;
      throw conflict('status', message);
    }
    if (row.slotStart.getTime() <= now.getTime()) {
      const message = 'This booking has already started and can no longer be cancelled.';
      throw conflict('date', message);
    }
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    const [provider] = await tx.select().from(providers).where(eq(providers.id, row.providerId));
    if (!updated || !provider) throw notFound(BOOKING_NOT_FOUND);
    return { row: updated, provider: bookable(provider) };
  });
}
