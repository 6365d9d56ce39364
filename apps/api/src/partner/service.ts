/**
 * Partner console logic (issue #3 "Partner console"): which providers a staff member works for, their
 * booking requests, accept/decline with the member's notification, and the widget settings.
 */
import { randomBytes } from 'node:crypto';
import { logExpenseLink, type PartnerProvider, type StaffRole } from '@gari/contract/bookings';
import { parseLanguage } from '@gari/contract/locale';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { onBookingCompleted } from '../bookings/repair';
import { BOOKING_NOT_FOUND, type BookingRow, bookingsWithProvider, lockBooking } from '../bookings/service';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { bookings, providerStaff, providers, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import { memberRecipient, type Recipient, recipientOf } from '../mail/language';
import { BOOKING_TEXTS } from '../mail/texts/bookings';
import { pictureOf } from '../photos/store';
import { type AnyProviderRow, bookable, type ProviderRow } from '../providers/service';
import type { SmsSender } from './sms';

/** 403 message for a signed-in member who is nobody's staff. */
export const NOT_STAFF_MESSAGE = 'Only garage, carwash and gas station staff can use the partner console.';

/** A provider of the staff member with their role. */
export interface StaffMembership {
  /** A garage, carwash or gas station. */
  provider: AnyProviderRow;
  role: StaffRole;
}

/** A new public widget key: `gw_` + 24 random base64url characters. */
export const newWidgetKey = () => `gw_${randomBytes(18).toString('base64url')}`;

/** The providers `userId` works for (by name), or 403 {@link NOT_STAFF_MESSAGE} when none. */
export async function requireStaff(db: Db, userId: number): Promise<StaffMembership[]> {
  const rows = await db
    .select({ provider: providers, role: providerStaff.role })
    .from(providerStaff)
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(eq(providerStaff.userId, userId))
    .orderBy(asc(providers.name), asc(providers.id));
  if (rows.length === 0) throw new HttpError(403, NOT_STAFF_MESSAGE);
  return rows;
}

/** The ids of the providers of `memberships` (as {@link requireStaff} ordered them), for the `inArray` filters. */
export const staffProviderIds = (memberships: readonly StaffMembership[]): number[] =>
  memberships.map((m) => m.provider.id);

/** One of the staff member's providers: `providerId` (403 if not theirs) or their first. */
export function pickProvider(memberships: StaffMembership[], providerId: number | undefined): AnyProviderRow {
  const found =
    providerId === undefined ? memberships[0] : memberships.find((m) => m.provider.id === providerId);
  if (!found) {
    throw new HttpError(403, 'You are not on the staff of this provider.', {
      provider_id: ['You are not on the staff of this provider.'],
    });
  }
  return found.provider;
}

/** GET /partner/me providers with their pending request counts. */
export async function partnerProviders(db: Db, memberships: StaffMembership[]): Promise<PartnerProvider[]> {
  const ids = staffProviderIds(memberships);
  const pending = await db
    .select({ providerId: bookings.providerId, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.providerId, ids), eq(bookings.status, 'pending')))
    .groupBy(bookings.providerId);
  const counts = new Map(pending.map((p) => [p.providerId, p.n]));
  return memberships.map(({ provider, role }) => ({
    id: provider.id,
    type: provider.type,
    slug: provider.slug,
    name: provider.name,
    city: provider.city,
    role,
    pending_count: counts.get(provider.id) ?? 0,
    cover: pictureOf('cover', provider.coverKey),
    logo: pictureOf('logo', provider.logoKey),
  }));
}

/** Bookings of the given providers, newest request first; optional status filter. */
export function providerBookings(
  db: Db,
  providerIds: number[],
  status: BookingRow['status'] | undefined,
): Promise<Array<{ row: BookingRow; provider: ProviderRow }>> {
  return bookingsWithProvider(db, inArray(bookings.providerId, providerIds), status, 'createdAt');
}

/**
 * Accepts or declines a pending booking of one of `providerIds` (atomic `UPDATE … WHERE status =
 * 'pending'`), writing `decided_at` and the optional `message` to the member (`provider_message`,
 * issue #13; none = null). 404 when the booking is unknown or another provider's; 409 naming
 * `status` when it is no longer pending. A decline frees the slot.
 */
export async function decideBooking(
  db: Db,
  providerIds: number[],
  bookingId: string,
  decision: 'accepted' | 'declined',
  now: Date,
  message?: string | undefined,
): Promise<{ row: BookingRow; provider: ProviderRow }> {
  const [updated] = await db
    .update(bookings)
    .set({ status: decision, decidedAt: now, providerMessage: message ?? null })
    .where(
      and(
        eq(bookings.bookingId, bookingId),
        inArray(bookings.providerId, providerIds),
        eq(bookings.status, 'pending'),
      ),
    )
    .returning();
  if (!updated) {
    const [row] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.bookingId, bookingId), inArray(bookings.providerId, providerIds)))
      .limit(1);
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    const message = `Only pending bookings can be accepted or declined; this one is ${row.status}.`;
    throw conflict('status', message);
  }
  const [provider] = await db.select().from(providers).where(eq(providers.id, updated.providerId));
  if (!provider) throw notFound(BOOKING_NOT_FOUND);
  return { row: updated, provider: bookable(provider) };
}

/**
 * POST /partner/bookings/{id}/complete (issue #13): marks an accepted booking of one of `providerIds`
 * completed with `finalPrice` (whole RWF) and the optional `message` to the member, then runs
 * {@link onBookingCompleted} — all in one transaction with the row locked. 404 when the booking is
 * unknown or another provider's; 409 naming `status` unless it is accepted.
 */
export async function completeBooking(
  db: Db,
  providerIds: number[],
  bookingId: string,
  body: { final_price: number; message?: string | undefined },
  now: Date,
): Promise<{ row: BookingRow; provider: ProviderRow }> {
  return db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId, inArray(bookings.providerId, providerIds));
    if (row.status !== 'accepted') {
      const message = `Only accepted bookings can be completed; this one is ${row.status}.`;
      throw conflict('status', message);
    }
    const [updated] = await tx
      .update(bookings)
      .set({
        status: 'completed',
        finalPrice: body.final_price,
        completedAt: now,
        providerMessage: body.message ?? null,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    if (!updated) throw notFound(BOOKING_NOT_FOUND);
    await onBookingCompleted(tx, updated);
    const [provider] = await tx.select().from(providers).where(eq(providers.id, updated.providerId));
    if (!provider) throw notFound(BOOKING_NOT_FOUND);
    return { row: updated, provider: bookable(provider) };
  });
}

/**
 * The SMS/mail text of a status change the member is told of, in `to`'s language and locale (issue #16;
 * default English in Rwanda), or null for other states: the decision or completion text, then
 * "{provider}: {message}" when staff wrote one (issue #13). A completion carries the final price and
 * the one-tap link to log it (`{appUrl}/bookings?log={booking_id}`, {@link logExpenseLink}).
 */
export function statusText(
  row: BookingRow,
  provider: ProviderRow,
  appUrl: string,
  to: Recipient = recipientOf(null),
): string | null {
  const texts = BOOKING_TEXTS[to.language];
  const when = {
    provider: provider.name,
    bookingId: row.bookingId,
    date: to.format.date(row.date),
    time: to.format.time(row.time),
  };
  let text: string | null = null;
  if (row.status === 'accepted') text = texts.accepted(when);
  else if (row.status === 'declined') text = texts.declined(when);
  else if (row.status === 'completed' && row.finalPrice !== null) {
    text = texts.completed({
      provider: provider.name,
      bookingId: row.bookingId,
      price: to.format.money(row.finalPrice, 'RWF'),
      link: logExpenseLink(appUrl, row.bookingId),
    });
  }
  if (text === null) return null;
  return row.providerMessage ? `${text} ${provider.name}: ${row.providerMessage}` : text;
}

/**
 * Tells the member or visitor about a decision: SMS to the booking's phone ("Gari: {provider} accepted
 * your booking {booking_id} for {date} {time}." / declined); a member who gave no phone gets the same
 * text by email. A completion (issue #13) is told the same way with {@link statusText}. Issue #16: in
 * the member's language, else the language of the request that made the booking, else English. A
 * gateway failure is logged and answered 'failed' (the decision stands).
 */
export async function notifyDecision(
  ctx: AppContext,
  sms: SmsSender,
  row: BookingRow,
  provider: ProviderRow,
  log: { error(obj: object, msg: string): void },
): Promise<'sms' | 'email' | 'failed' | 'none'> {
  try {
    const booked = parseLanguage(row.language);
    const member = row.userId === null ? null : await memberRecipient(ctx.db, row.userId, booked);
    const to = member ?? recipientOf({ language: booked, country: provider.country });
    const text = statusText(row, provider, ctx.config.appUrl, to);
    if (text === null) return 'none';
    if (row.phone) {
      await sms.send(row.phone, text);
      return 'sms';
    }
    if (!member) return 'none';
    const texts = BOOKING_TEXTS[to.language];
    const subject =
      row.status === 'accepted'
        ? texts.acceptedSubject(row.bookingId)
        : row.status === 'declined'
          ? texts.declinedSubject(row.bookingId)
          : texts.completedSubject(row.bookingId);
    await ctx.mailer.send({
      to: member.email,
      subject,
      text,
      ...(row.status === 'completed' ? { link: logExpenseLink(ctx.config.appUrl, row.bookingId) } : {}),
    });
    return 'email';
  } catch (error) {
    log.error({ err: error, booking: row.bookingId }, 'booking notification failed');
    return 'failed';
  }
}

/** A provider phone as written in the seed (`+250 788 314 527`) in E.164 (`+250788314527`). */
export const e164 = (phone: string) => phone.replace(/[^\d+]/g, '');

/** What {@link notifyNewBooking} sent: the SMS number (or null) and the staff emails mailed. */
export interface GarageNotice {
  sms: string | null;
  emails: string[];
}

/**
 * Tells the provider of a new booking request (issue #16 "the garage gets SMS/mail for each new
 * booking"): an SMS to the provider's phone in E.164 (English, the garage has no language of its own)
 * and a mail to each of its staff accounts in that staff member's language (else English), through the
 * same adapters as the member's notifications (the dev outbox outside production). Failures are logged
 * and skipped: the booking stands.
 */
export async function notifyNewBooking(
  ctx: AppContext,
  sms: SmsSender,
  row: BookingRow,
  provider: ProviderRow,
  log: { error(obj: object, msg: string): void },
): Promise<GarageNotice> {
  const values = (to: Recipient) => ({
    provider: provider.name,
    bookingId: row.bookingId,
    service: row.service,
    date: to.format.date(row.date),
    time: to.format.time(row.time),
    name: row.fullName,
  });
  const notice: GarageNotice = { sms: null, emails: [] };
  const phone = e164(provider.phone);
  if (/^\+\d{8,15}$/.test(phone)) {
    try {
      const garage = recipientOf({ country: provider.country });
      await sms.send(phone, BOOKING_TEXTS[garage.language].newBooking(values(garage)));
      notice.sms = phone;
    } catch (error) {
      log.error({ err: error, booking: row.bookingId }, 'new booking SMS to the provider failed');
    }
  }
  const staff = await ctx.db
    .select({ email: users.email, language: users.language, country: users.country })
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .where(eq(providerStaff.providerId, provider.id))
    .orderBy(asc(users.id));
  const partnerUrl = `${ctx.config.appUrl}/partner`;
  for (const member of staff) {
    const to = recipientOf(member);
    const texts = BOOKING_TEXTS[to.language];
    try {
      await ctx.mailer.send({
        to: member.email,
        subject: texts.newBookingSubject(values(to)),
        text: `${texts.newBooking(values(to))}\n\n${partnerUrl}`,
        link: partnerUrl,
      });
      notice.emails.push(member.email);
    } catch (error) {
      log.error({ err: error, booking: row.bookingId, to: member.email }, 'new booking mail to staff failed');
    }
  }
  return notice;
}

/**
 * The widget settings of a provider with the snippet to paste (format owned by the embed loader): the
 * booking widget for garages and carwashes, the price widget (`<gari-fuel-prices>`, issue #11) for a
 * gas station.
 */
export function widgetSettings(provider: AnyProviderRow, appUrl: string) {
  const station = provider.type === 'gas_station';
  const snippet =
    `<script async src="${appUrl}/embed/loader.js" data-gari-key="${provider.widgetKey}"></script>\n` +
    (station ? '<div data-gari-fuel-prices></div>' : '<div data-gari-booking></div>');
  return {
    provider_id: provider.id,
    widget_key: provider.widgetKey,
    allowed_origins: provider.allowedOrigins,
    brand_color: provider.brandColor,
    snippet,
    iframe_url: `${appUrl}/embed/${station ? 'fuel-prices' : 'booking'}?key=${encodeURIComponent(provider.widgetKey)}`,
  };
}

/** Writes the widget fields that are set (origins de-duplicated in order); a new key on request. */
export async function updateWidget(
  db: Db,
  provider: AnyProviderRow,
  patch: {
    allowed_origins?: string[] | undefined;
    brand_color?: string | undefined;
    regenerate_key?: boolean | undefined;
  },
): Promise<AnyProviderRow> {
  const set: Partial<typeof providers.$inferInsert> = {};
  if (patch.allowed_origins) set.allowedOrigins = [...new Set(patch.allowed_origins)];
  if (patch.brand_color) set.brandColor = patch.brand_color;
  if (patch.regenerate_key) set.widgetKey = newWidgetKey();
  if (Object.keys(set).length === 0) return provider;
  const [row] = await db.update(providers).set(set).where(eq(providers.id, provider.id)).returning();
  return row ?? provider;
}
