/**
 * Booking routes of the fake backend (spec §2 Booking, §7 Booking): create (visitors need name and
 * phone, 422; a full or unknown slot is a 409 'This time is no longer available…'), a member's list,
 * cancel. Free slots come from `./providers` (the contract's slot rules).
 */

import type { Booking } from '@gari/contract/bookings';
import { type BookingCreate, SLOT_TAKEN_MESSAGE } from '@gari/contract/bookings';
import type { ProviderType } from '@gari/contract/providers';
import { zonedInstant } from '@gari/contract/rules/time';
import { fail, handle } from './handle';
import { findProvider, freeSlots } from './providers';
import type { FakeBookingRow } from './scenario';

/** A preprocessed (unknown-typed) body field as trimmed text. */
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const toPublic = ({ user_id: _u, widget_key: _w, ...b }: FakeBookingRow): Booking => structuredClone(b);

/** Every booking route. */
export const bookingRoutes = [
  handle('POST', '/bookings', ({ s, body: raw, user }) => {
    const body = (raw ?? {}) as BookingCreate & { widget_key?: string };
    const type: ProviderType = body.carwash_id !== undefined ? 'carwash' : (body.provider_type ?? 'garage');
    const id = body.carwash_id ?? body.provider_id;
    const errors: Record<string, string[]> = {};
    if (id === undefined) errors.provider_id = ['The provider id field is required.'];
    if (!body.service) errors.service = ['Choose a service.'];
    if (!user && !text(body.full_name)) errors.full_name = ['The full name field is required.'];
    if (!user && !text(body.phone)) errors.phone = ['The phone field is required.'];
    if (Object.keys(errors).length > 0) fail(422, Object.values(errors)[0]?.[0], errors);
    const p = findProvider(s, type, id as number);
    if (!freeSlots(s, p, body.date).some((x) => x.time === body.time)) {
      fail(409, SLOT_TAKEN_MESSAGE, { time: [SLOT_TAKEN_MESSAGE] });
    }
    const seq = s.db.bookings.length + 1;
    const booking_id = `GR-${String(seq).padStart(6, '0')}`;
    const calendar_url = `/api/v1/bookings/${booking_id}/calendar.ics?code=fake${seq}`;
    const widgetKey = body.widget_key ?? null;
    s.db.bookings.push({
      booking_id,
      status: 'pending',
      provider: { id: p.id, type: p.type, name: p.name, address: p.address, city: p.city, phone: p.phone },
      service: body.service,
      duration_min: p.services_detail.find((x) => x.name === body.service)?.duration_min ?? 60,
      date: body.date,
      time: body.time,
      starts_at: zonedInstant(body.date, body.time, p.timezone).toISOString(),
      timezone: p.timezone,
      full_name: text(body.full_name) || (user?.name ?? ''),
      phone: text(body.phone) || null,
      notes: text(body.notes) || null,
      source: widgetKey ? 'widget' : 'site',
      created_at: s.now().toISOString(),
      decided_at: null,
      cancelled_at: null,
      can_cancel: true,
      calendar_url,
      user_id: user?.id ?? null,
      widget_key: widgetKey,
    });
    return Response.json(
      {
        booking_id,
        status: 'pending',
        provider: { id: p.id, name: p.name, type: p.type },
        date: body.date,
        time: body.time,
        service: body.service,
        calendar_url,
        message:
          "Booking request sent. We'll send a confirmation SMS once the provider accepts your request.",
      },
      { status: 201 },
    );
  }),
  handle('GET', '/bookings', ({ s, requireUser }) => {
    const user = requireUser();
    return { data: s.db.bookings.filter((b) => b.user_id === user.id).map(toPublic) };
  }),
  handle('POST', '/bookings/{booking_id}/cancel', ({ s, params, requireUser }) => {
    const user = requireUser();
    const row = s.db.bookings.find((b) => b.booking_id === params.booking_id && b.user_id === user.id);
    if (!row) return fail(404, 'Booking not found.');
    if (!row.can_cancel) fail(409, 'This booking can no longer be cancelled.');
    row.status = 'cancelled';
    row.can_cancel = false;
    row.cancelled_at = s.now().toISOString();
    return { data: toPublic(row) };
  }),
];
