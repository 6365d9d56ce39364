/**
 * Booking routes of the fake backend (spec §2 Booking, §7 Booking): create (visitors need name and
 * phone, 422; a full or unknown slot is a 409 'This time is no longer available…'), a member's list,
 * cancel. Free slots come from `./providers` (the contract's slot rules).
 */

import type { Booking, NextSlot, RepairGarages } from '@gari/contract/bookings';
import {
  type BookingCreate,
  EXPENSE_ALREADY_LOGGED,
  MAX_REPAIR_GARAGES,
  REPAIR_SLOTS_PER_GARAGE,
  SLOT_TAKEN_MESSAGE,
} from '@gari/contract/bookings';
import type { ProviderType } from '@gari/contract/providers';
import { addDays, zonedInstant } from '@gari/contract/rules/time';
import { fail, handle } from './handle';
import { findProvider, freeSlots } from './providers';
import type { FakeBookingRow, Scenario } from './scenario';

/** A preprocessed (unknown-typed) body field as trimmed text. */
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const toPublic = ({ user_id: _u, widget_key: _w, ...b }: FakeBookingRow): Booking => structuredClone(b);

/** The next free slots of a garage over 14 days from the scenario's today (issue #13). */
function nextSlots(s: Scenario, p: Parameters<typeof freeSlots>[1]): NextSlot[] {
  const today = s.now().toISOString().slice(0, 10);
  const found: NextSlot[] = [];
  for (let day = 0; day < 14 && found.length < REPAIR_SLOTS_PER_GARAGE; day++) {
    const date = addDays(today, day);
    for (const slot of freeSlots(s, p, date).slice(0, REPAIR_SLOTS_PER_GARAGE - found.length)) {
      found.push({
        date,
        time: slot.time,
        starts_at: zonedInstant(date, slot.time, p.timezone).toISOString(),
      });
    }
  }
  return found;
}

/**
 * GET /ai/diagnoses/{id}/garages (issue #13): the member's report (else 404), up to 3 garages offering
 * its top service by rating (country-wide), each with its next free slots.
 */
function repairGarages(s: Scenario, id: number): RepairGarages {
  const report = s.db.diagnoses.find((d) => d.id === id);
  if (!report) return fail(404, 'Diagnosis not found.');
  const service = report.result.diagnoses[0]?.garage_service ?? null;
  if (!service) return { data: [], meta: { service: null, near: 'country', city: null } };
  const garages = s.db.providers
    .filter((p) => p.type === 'garage' && p.services.includes(service))
    .sort((a, b) => b.rating - a.rating || b.reviews - a.reviews)
    .slice(0, MAX_REPAIR_GARAGES);
  return {
    data: garages.map((p) => ({ provider: structuredClone(p), next_slots: nextSlots(s, p) })),
    meta: { service, near: 'country', city: null },
  };
}

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
    const diagnosisId = typeof body.diagnosis_id === 'number' ? body.diagnosis_id : null;
    const vehicleId =
      typeof body.vehicle_id === 'number'
        ? body.vehicle_id
        : (s.db.diagnoses.find((d) => d.id === diagnosisId)?.vehicle_id ?? null);
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
      vehicle_id: vehicleId,
      diagnosis_id: diagnosisId,
      final_price: null,
      completed_at: null,
      provider_message: null,
      expense_id: null,
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
  handle('GET', '/bookings', ({ s, query, requireUser }) => {
    const user = requireUser();
    const status = query.get('status');
    const vehicle = query.get('vehicle_id');
    const diagnosis = query.get('diagnosis_id');
    return {
      data: s.db.bookings
        .filter(
          (b) =>
            b.user_id === user.id &&
            (!status || b.status === status) &&
            (!vehicle || String(b.vehicle_id) === vehicle) &&
            (!diagnosis || String(b.diagnosis_id) === diagnosis),
        )
        .map(toPublic),
    };
  }),
  handle('GET', '/ai/diagnoses/{id}/garages', ({ s, params, requireUser }) => {
    requireUser();
    return repairGarages(s, Number(params.id));
  }),
  handle('POST', '/bookings/{booking_id}/expense', ({ s, params, body: raw, requireUser }) => {
    const user = requireUser();
    const body = (raw ?? {}) as { date?: string; note?: string };
    const row = s.db.bookings.find((b) => b.booking_id === params.booking_id && b.user_id === user.id);
    if (!row) return fail(404, 'Booking not found.');
    if (row.status !== 'completed' || row.final_price === null) {
      return fail(409, 'Only completed bookings can be logged as an expense.', { status: [row.status] });
    }
    if (row.expense_id !== null) {
      return fail(409, EXPENSE_ALREADY_LOGGED, { booking_id: [EXPENSE_ALREADY_LOGGED] });
    }
    if (row.vehicle_id === null) {
      return fail(422, 'This booking is not linked to one of your cars.', {
        vehicle_id: ['This booking is not linked to one of your cars.'],
      });
    }
    const expense = {
      id: s.nextId(),
      vehicle_id: row.vehicle_id,
      date: body.date ?? (row.completed_at ?? s.now().toISOString()).slice(0, 10),
      category: 'repair',
      amount: row.final_price,
      currency: 'RWF',
      note: body.note ?? `${row.service} at ${row.provider.name} (${row.booking_id})`,
    };
    s.db.expenses.push(expense);
    row.expense_id = expense.id;
    return Response.json({ data: { expense, booking: toPublic(row) } }, { status: 201 });
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
