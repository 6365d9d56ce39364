/**
 * The repair loop (issue #13) on the seeded database: garages offered on a diagnostic report, a booking
 * linked to its diagnosis and car, staff completing it with the final price (and the member told by
 * SMS/mail), and the one-tap repair expense (once only, in one transaction).
 */
import { BookingExpenseCreated, EXPENSE_ALREADY_LOGGED, RepairGarages } from '@gari/contract/bookings';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, diagnoses, expenses, outbox, providers, refuels, vehicles } from '../db/schema';
import { clock } from '../providers/time';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';
import { serviceCandidates } from './garages';

/** Monday 2030-01-07, 10:30 in Kigali. */
const NOW = new Date('2030-01-07T08:30:00Z');
const DAY = '2030-01-08';
const realNow = clock.now;

/** A stored final diagnosis whose top cause books `service`. */
function diagnosisResult(service: string) {
  return {
    ai_status: 'available' as const,
    message: 'Worn brake pads are the most likely cause.',
    further_questions: [],
    question_types: [],
    suggestions: [],
    diy_actions: [],
    mechanic_required: [],
    cta: '',
    symptoms: ['brake squeal'],
    ruled_out: [],
    diagnoses: [
      {
        fault_id: 'brakes.worn_pads',
        condition: 'Worn brake pads',
        likelihood: 0.8,
        severity: 'high' as const,
        safe_to_drive: 'with_caution' as const,
        est_cost: { min: 30_000, max: 80_000, currency: 'RWF' as const },
        garage_service: service as 'Brake Service',
        parts: ['brake pads'],
      },
    ],
    engine: 'embedded' as const,
  };
}

describe.each(BACKENDS)('repair loop on $name', (backend) => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  let remera: Member;
  let remeraId: number;
  let vehicleId: number;
  let diagnosisId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    member = await registerMember(t.app, { tag: 'repair' });
    other = await registerMember(t.app, { tag: 'other' });
    remera = await login(t.app, 'staff.remera@gari.rw', STAFF_PASSWORD);
    const [p] = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.slug, 'remera-auto-care'));
    remeraId = p?.id ?? 0;
    const db = t.database.db;
    const [v] = await db
      .insert(vehicles)
      .values({
        userId: member.tokens.user.id,
        name: '2015 Toyota RAV4',
        year: 2015,
        make: 'Toyota',
        model: 'RAV4',
      })
      .returning();
    vehicleId = v?.id ?? 0;
    const [d] = await db
      .insert(diagnoses)
      .values({
        vehicleId,
        userId: member.tokens.user.id,
        symptomsText: 'squeal when braking',
        result: diagnosisResult('Brake Service'),
        engine: 'embedded',
      })
      .returning();
    diagnosisId = d?.id ?? 0;
  });
  beforeEach(() => {
    clock.now = () => NOW;
  });
  afterEach(() => {
    clock.now = realNow;
  });
  afterAll(async () => {
    await t?.close();
  });

  const garages = (who: Member, id: number, query = '') =>
    send(t.app, `/api/v1/ai/diagnoses/${id}/garages${query}`, { token: who.tokens.access_token });
  const book = (time: string, extra: Record<string, unknown> = {}, token = member.tokens.access_token) =>
    send(t.app, '/api/v1/bookings', {
      body: {
        provider_type: 'garage',
        provider_id: remeraId,
        date: DAY,
        time,
        service: 'Brake Service',
        notes: 'AI mechanic: worn brake pads (squeal when braking).',
        diagnosis_id: diagnosisId,
        ...extra,
      },
      token,
    });
  const partner = (ref: string, action: 'accept' | 'decline' | 'complete', body?: unknown) =>
    send(t.app, `/api/v1/partner/bookings/${ref}/${action}`, {
      method: 'POST',
      token: remera.tokens.access_token,
      ...(body === undefined ? {} : { body }),
    });
  const logExpense = (ref: string, body: unknown = {}, who = member) =>
    send(t.app, `/api/v1/bookings/${ref}/expense`, { body, token: who.tokens.access_token });
  const lastOutbox = async (to: string) => {
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row;
  };

  it('offers up to three Brake Service garages in the country, best rated first, each with its next free slots', async () => {
    const res = await garages(member, diagnosisId);
    expect(res.statusCode, res.body).toBe(200);
    const body = RepairGarages.parse(res.json());
    expect(body.meta).toEqual({ service: 'Brake Service', near: 'country', city: null });
    expect(body.data).toHaveLength(3);
    const ratings = body.data.map((g) => g.provider.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const g of body.data) {
      expect(g.provider.type).toBe('garage');
      expect(g.provider.services).toContain('Brake Service');
      expect(g.next_slots).toHaveLength(3);
      // Monday 10:30 in Kigali: the first free slot is later today.
      expect(g.next_slots[0]?.date).toBe('2030-01-07');
      expect(Date.parse(g.next_slots[0]?.starts_at ?? '')).toBeGreaterThan(NOW.getTime());
    }
    // The same garages as the garage list filtered on the service, sorted by rating.
    const list = await send(t.app, '/api/v1/garages?service=Brake%20Service&sort=rating&per_page=3');
    expect(body.data.map((g) => g.provider.id)).toEqual(list.json().data.map((g: { id: number }) => g.id));
  });

  it('ranks by distance within 50 km of a shared position, and by the city of the latest refuel otherwise', async () => {
    const near = RepairGarages.parse((await garages(member, diagnosisId, '?lat=-1.9441&lng=30.0619')).json());
    expect(near.meta.near).toBe('location');
    for (const g of near.data) expect(g.provider.distance_km).toBeLessThanOrEqual(50);
    const lonely = RepairGarages.parse((await garages(member, diagnosisId, '?lat=0&lng=0')).json());
    expect(lonely.meta.near).toBe('country');
    expect(lonely.data.length).toBeGreaterThan(0);

    await t.database.db
      .insert(refuels)
      .values({ vehicleId, date: '2030-01-05', liters: 30, totalCost: 50_000, location: 'Kigali, Remera' });
    const byCity = RepairGarages.parse((await garages(member, diagnosisId)).json());
    expect(byCity.meta).toMatchObject({ near: 'city', city: 'Kigali' });
    expect(byCity.data.every((g) => g.provider.city === 'Kigali')).toBe(true);
  });

  it("answers 404 for another member's diagnosis and 422 for half a position", async () => {
    expect((await garages(other, diagnosisId)).statusCode).toBe(404);
    const half = await garages(member, diagnosisId, '?lat=-1.9');
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['lng']);
  });

  it('tries the garage name of the same trade, then Diagnostics, for a service no garage lists', () => {
    expect(serviceCandidates('Suspension & Steering')).toEqual([
      'Suspension & Steering',
      'Suspension Repair',
      'Tyres & Alignment',
      'Diagnostics',
    ]);
    expect(serviceCandidates('Brake Service')).toEqual(['Brake Service', 'Diagnostics']);
  });

  it("refuses a diagnosis or car that is not the member's, and links both from a diagnosis alone", async () => {
    const foreign = await book('09:00', {}, other.tokens.access_token);
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['diagnosis_id']);
    const visitor = await send(t.app, '/api/v1/bookings', {
      body: {
        provider_id: remeraId,
        date: DAY,
        time: '09:00',
        service: 'Brake Service',
        full_name: 'Visitor',
        phone: '0788123456',
        vehicle_id: vehicleId,
      },
    });
    expect(visitor.statusCode).toBe(422);
    expect(Object.keys(visitor.json().errors)).toEqual(['vehicle_id']);

    const ok = await book('09:00');
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, ok.json().booking_id));
    expect(row).toMatchObject({ vehicleId, diagnosisId, status: 'pending' });
    const mine = await send(t.app, `/api/v1/bookings?diagnosis_id=${diagnosisId}`, {
      token: member.tokens.access_token,
    });
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        booking_id: ok.json().booking_id,
        vehicle_id: vehicleId,
        diagnosis_id: diagnosisId,
        final_price: null,
        expense_id: null,
      }),
    ]);
  });

  it('completes only accepted bookings, with a whole positive RWF price, and tells the member', async () => {
    const ref = (await book('10:00')).json().booking_id as string;
    const early = await partner(ref, 'complete', { final_price: 45_000 });
    expect(early.statusCode).toBe(409);
    expect(Object.keys(early.json().errors)).toEqual(['status']);
    expect((await partner(ref, 'accept')).statusCode).toBe(200);

    for (const bad of [0, -5, 12.5, '45000', null]) {
      const res = await partner(ref, 'complete', { final_price: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['final_price']);
    }
    expect((await t.database.db.select().from(bookings).where(eq(bookings.bookingId, ref)))[0]?.status).toBe(
      'accepted',
    );

    clock.now = () => new Date('2030-01-08T10:00:00Z');
    const done = await partner(ref, 'complete', { final_price: 45_000, message: 'Front pads replaced.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      data: { status: 'completed', final_price: 45_000, provider_message: 'Front pads replaced.' },
      notification: 'email',
    });
    const mail = await lastOutbox(member.email);
    expect(mail?.subject).toBe(`Your booking ${ref} was completed`);
    // Money in the member's locale (issue #16): en-RW writes the code first, as the site does.
    expect(mail?.text).toContain('Final price: RWF 45,000');
    expect(mail?.text).toContain('Front pads replaced.');
    // The one-tap link to log it (issue #13): in the text and as the mail's call to action.
    expect(mail?.text).toContain(`Log it as a repair expense: http://gari.test/bookings?log=${ref}`);
    expect(mail?.link).toBe(`http://gari.test/bookings?log=${ref}`);
    expect((await partner(ref, 'complete', { final_price: 45_000 })).statusCode).toBe(409);

    // Another provider's staff cannot see it.
    const kicukiro = await login(t.app, 'staff.kicukiro@gari.rw', STAFF_PASSWORD);
    const foreign = await send(t.app, `/api/v1/partner/bookings/${ref}/complete`, {
      body: { final_price: 1 },
      token: kicukiro.tokens.access_token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('texts the booking phone on completion', async () => {
    const ref = (await book('11:00', { phone: '0788 555 111' })).json().booking_id as string;
    await partner(ref, 'accept');
    const res = await partner(ref, 'complete', { final_price: 30_000 });
    expect(res.json().notification).toBe('sms');
    const sms = await lastOutbox('+250788555111');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toBe(
      `Gari: Remera Auto Care completed your booking ${ref}. Final price: RWF 30,000. Log it as a repair expense: http://gari.test/bookings?log=${ref}`,
    );
  });

  it("resets the car's reminder of the booked service when the booking is completed", async () => {
    const ref = (await book('14:00')).json().booking_id as string;
    await partner(ref, 'accept');
    clock.now = () => new Date('2030-01-09T10:00:00Z');
    expect((await partner(ref, 'complete', { final_price: 40_000 })).statusCode).toBe(200);
    const res = await send(t.app, `/api/v1/vehicles/${vehicleId}/reminders`, {
      token: member.tokens.access_token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reminders = res.json().data as { kind: string; last_done_date: string }[];
    expect(reminders.find((r) => r.kind === 'brake_inspection')?.last_done_date).toBe('2030-01-09');
    expect(reminders.find((r) => r.kind === 'oil_change')?.last_done_date).not.toBe('2030-01-09');
  });

  it('logs a completed booking once as a repair expense of its final price, dated the completion day', async () => {
    const ref = (await book('13:00')).json().booking_id as string;
    const pending = await logExpense(ref);
    expect(pending.statusCode).toBe(409);
    expect(Object.keys(pending.json().errors)).toEqual(['status']);
    await partner(ref, 'accept');
    clock.now = () => new Date('2030-01-08T12:30:00Z');
    await partner(ref, 'complete', { final_price: 52_000 });

    expect((await logExpense(ref, {}, other)).statusCode).toBe(404);
    const res = await logExpense(ref);
    expect(res.statusCode, res.body).toBe(201);
    const body = BookingExpenseCreated.parse(res.json());
    expect(body.data.expense).toMatchObject({
      vehicle_id: vehicleId,
      date: '2030-01-08',
      category: 'repair',
      amount: 52_000,
      currency: 'RWF',
      note: `Brake Service at Remera Auto Care (${ref})`,
    });
    expect(body.data.booking).toMatchObject({ status: 'completed', expense_id: body.data.expense.id });

    const again = await logExpense(ref);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: EXPENSE_ALREADY_LOGGED,
      errors: { booking_id: [EXPENSE_ALREADY_LOGGED] },
    });
    const [n] = await t.database.db
      .select({ n: count() })
      .from(expenses)
      .where(eq(expenses.note, `Brake Service at Remera Auto Care (${ref})`));
    expect(n?.n).toBe(1);

    const list = await send(t.app, `/api/v1/bookings?vehicle_id=${vehicleId}&status=completed`, {
      token: member.tokens.access_token,
    });
    const logged = list.json().data.find((b: { booking_id: string }) => b.booking_id === ref);
    expect(logged).toMatchObject({ final_price: 52_000, expense_id: body.data.expense.id });
  });

  it('logs with a chosen date and note, refuses a future date, and a booking without a car', async () => {
    const ref = (await book('14:00')).json().booking_id as string;
    await partner(ref, 'accept');
    await partner(ref, 'complete', { final_price: 10_000 });
    const future = await logExpense(ref, { date: '2099-01-01' });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['date']);
    const ok = await logExpense(ref, { date: '2030-01-07', note: 'Pads and labour' });
    expect(ok.json().data.expense).toMatchObject({ date: '2030-01-07', note: 'Pads and labour' });

    const plain = await send(t.app, '/api/v1/bookings', {
      body: { provider_id: remeraId, date: DAY, time: '15:00', service: 'Brake Service' },
      token: member.tokens.access_token,
    });
    const plainRef = plain.json().booking_id as string;
    await partner(plainRef, 'accept');
    await partner(plainRef, 'complete', { final_price: 10_000 });
    const noCar = await logExpense(plainRef);
    expect(noCar.statusCode).toBe(422);
    expect(Object.keys(noCar.json().errors)).toEqual(['vehicle_id']);
  });

  it('answers one 201 and one 409 when the same booking is logged twice at once', async () => {
    const ref = (await book('16:00')).json().booking_id as string;
    await partner(ref, 'accept');
    await partner(ref, 'complete', { final_price: 20_000 });
    const answers = await Promise.all([logExpense(ref), logExpense(ref)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
