/**
 * POST /bookings (issue #3): both §3 payloads, field errors, slot capacity under concurrency, the
 * OpenAPI document, and the visitor rate limit. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { SLOT_TAKEN_MESSAGE } from '@gari/contract/bookings';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { insertProviders } from '../providers/fixtures';
import { clock } from '../providers/time';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { registerMember, send } from '../testing/http';
import { bookingsSuite, NOW, realNow, TOMORROW } from './testApp';

describe.each(BACKENDS)('bookings on $name', (backend) => {
  const { s, p, book, garageBody, rowOf } = bookingsSuite(backend);

  it('books a garage as a visitor with the §3 garage payload: 201 pending, phone stored in E.164', async () => {
    const res = await book(garageBody('solo-bay', { time: '08:00' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      provider: { id: p('solo-bay').id, name: 'Solo Bay', type: 'garage' },
      date: TOMORROW,
      time: '08:00',
      service: 'Oil Change',
      message: "Booking request sent. We'll send a confirmation SMS once the provider accepts your request.",
    });
    expect(body.booking_id).toMatch(/^GR-[2-9A-HJ-NP-Z]{6}$/);
    expect(body.calendar_url).toMatch(
      new RegExp(`^http://gari\\.test/api/v1/bookings/${body.booking_id}/calendar\\.ics\\?code=[\\w-]{24}$`),
    );
    const row = await rowOf(body.booking_id);
    expect(row).toMatchObject({
      userId: null,
      fullName: 'Visitor Uwase',
      phone: '+250788123456',
      status: 'pending',
      source: 'site',
      durationMin: 45,
      notes: 'Please check the tyre pressure too.',
    });
    expect(row.slotStart.toISOString()).toBe('2030-01-08T06:00:00.000Z');
  });

  it('books a carwash as a member with the §3 carwash payload; the member sees it in GET /bookings', async () => {
    const res = await book(
      { carwash_id: p('wash-one').id, date: TOMORROW, time: '14:00', service: 'quick wash', notes: '' },
      { token: s.member.tokens.access_token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking_id } = res.json();
    expect(res.json()).toMatchObject({
      provider: { type: 'carwash', name: 'Wash One' },
      service: 'Quick Wash',
    });
    const row = await rowOf(booking_id);
    expect(row).toMatchObject({ fullName: 'Test Member', phone: null, notes: null });
    expect(row.userId).not.toBeNull();

    const mine = await send(s.t.app, '/api/v1/bookings', { token: s.member.tokens.access_token });
    expect(mine.statusCode).toBe(200);
    const found = mine.json().data.find((b: { booking_id: string }) => b.booking_id === booking_id);
    expect(found).toMatchObject({
      status: 'pending',
      provider: { id: p('wash-one').id, type: 'carwash', name: 'Wash One' },
      service: 'Quick Wash',
      duration_min: 20,
      date: TOMORROW,
      time: '14:00',
      starts_at: '2030-01-08T12:00:00.000Z',
      timezone: 'Africa/Kigali',
      source: 'site',
      can_cancel: true,
      decided_at: null,
    });
    const theirs = await send(s.t.app, '/api/v1/bookings', { token: s.other.tokens.access_token });
    expect(theirs.json().data).toEqual([]);
    const filtered = await send(s.t.app, '/api/v1/bookings?status=accepted', {
      token: s.member.tokens.access_token,
    });
    expect(filtered.json().data).toEqual([]);
    expect((await send(s.t.app, '/api/v1/bookings')).statusCode).toBe(401);
  });

  it('answers 4xx JSON naming every wrong field', async () => {
    const fieldsOf = async (body: unknown, status = 422, token?: string) => {
      const res = await book(body as Record<string, unknown>, token ? { token } : {});
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(status);
      expect(typeof res.json().message).toBe('string');
      return Object.keys(res.json().errors ?? {}).sort();
    };
    expect(await fieldsOf({})).toEqual(expect.arrayContaining(['date', 'provider_id', 'service', 'time']));
    expect(await fieldsOf(garageBody('solo-bay', { full_name: undefined, phone: undefined }))).toEqual([
      'full_name',
      'phone',
    ]);
    const phone = await book(garageBody('solo-bay', { phone: '12345' }));
    expect(phone.json().errors).toEqual({ phone: ['Enter a valid mobile number, e.g. +250 788 123 456.'] });
    expect(await fieldsOf(garageBody('solo-bay', { service: 'Massage' }))).toEqual(['service']);
    expect(await fieldsOf(garageBody('solo-bay', { time: '12:30' }))).toEqual(['time']);
    expect(await fieldsOf(garageBody('solo-bay', { time: '25:00' }))).toEqual(['time']);
    const past = await book(garageBody('solo-bay', { date: '2030-01-07', time: '09:00' }));
    expect(past.json().errors).toEqual({ time: ['This time has already passed. Please pick a later slot.'] });
    expect(await fieldsOf(garageBody('solo-bay', { date: '2030-01-06' }))).toEqual(['date']);
    expect(await fieldsOf(garageBody('solo-bay', { date: '2030-03-09' }))).toEqual(['date']);
    expect(await fieldsOf(garageBody('solo-bay', { date: '08/01/2030' }))).toEqual(['date']);
    expect(await fieldsOf(garageBody('solo-bay', { provider_id: 999_999 }))).toEqual(['provider_id']);
    expect(await fieldsOf(garageBody('solo-bay', { provider_id: 'abc' }))).toEqual(['provider_id']);
    expect(await fieldsOf(garageBody('solo-bay', { provider_type: 'carwash' }))).toEqual(['provider_id']);
    expect(
      await fieldsOf({ carwash_id: p('solo-bay').id, date: TOMORROW, time: '09:00', service: 'Oil Change' }),
    ).toEqual(['carwash_id']);
    expect(await fieldsOf(garageBody('solo-bay', { full_name: 'x'.repeat(101) }))).toEqual(['full_name']);
    expect(await fieldsOf(garageBody('solo-bay', { notes: 'x'.repeat(501) }))).toEqual(['notes']);
    expect(await fieldsOf(garageBody('solo-bay', { full_name: 'Nul\u0000Name', service: '\u0000' }))).toEqual(
      ['full_name', 'service'],
    );
    expect(
      await fieldsOf(garageBody('solo-bay', { service: 'Massage', phone: 'nope', date: '2030-01-06' })),
    ).toEqual(['date', 'phone', 'service']);
    // A member may leave out name and phone, not send a bad phone.
    expect(
      await fieldsOf(
        garageBody('solo-bay', { full_name: undefined, phone: '999' }),
        422,
        s.member.tokens.access_token,
      ),
    ).toEqual(['phone']);
    const notJson = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { 'content-type': 'application/json' },
      payload: '{"date": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors.body).toBeDefined();
    const badToken = await book(garageBody('solo-bay'), { headers: { authorization: 'Bearer not-a-token' } });
    expect(badToken.statusCode).toBe(401);
    const [left] = await s.t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.providerId, p('solo-bay').id), eq(bookings.time, '09:00')));
    expect(left?.n).toBe(0);
  });

  /** 200 simultaneous visitor bookings of one slot: the answers' statuses and the first 409. */
  async function race(time: string) {
    const body = garageBody('solo-bay', { time });
    const results = await Promise.all(Array.from({ length: 200 }, () => book(body)));
    const statuses = results.map((r) => r.statusCode);
    const [held] = await s.t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.providerId, p('solo-bay').id),
          eq(bookings.date, TOMORROW),
          eq(bookings.time, time),
          inArray(bookings.status, ['pending', 'accepted']),
        ),
      );
    return { statuses, refused: results.find((r) => r.statusCode === 409), active: held?.n };
  }

  it('holds a capacity-1 slot against 200 simultaneous requests: one 201, 199 × 409', async () => {
    const { statuses, refused, active } = await race('10:00');
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(refused?.json()).toEqual({ message: SLOT_TAKEN_MESSAGE, errors: { time: [SLOT_TAKEN_MESSAGE] } });
    expect(active).toBe(1);
    const slots = await send(s.t.app, `/api/v1/providers/garage/${p('solo-bay').id}/slots?date=${TOMORROW}`);
    expect(slots.json().data.map((s: { time: string }) => s.time)).not.toContain('10:00');
    expect(slots.json().data.map((s: { time: string }) => s.time)).toContain('11:00');
  });

  it('holds it too when the slot was booked and cancelled before (its lock row already exists)', async () => {
    const first = await book(garageBody('solo-bay', { time: '11:00' }), {
      token: s.member.tokens.access_token,
    });
    expect(first.statusCode).toBe(201);
    const cancel = await send(s.t.app, `/api/v1/bookings/${first.json().booking_id}/cancel`, {
      method: 'POST',
      token: s.member.tokens.access_token,
    });
    expect(cancel.statusCode).toBe(200);
    const { statuses, active } = await race('11:00');
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(active).toBe(1);
  });

  it('fills a capacity-2 slot, refuses the third, and frees a place on cancel', async () => {
    const body = garageBody('duo-bay', { time: '15:00' });
    const first = await book(body, { token: s.member.tokens.access_token });
    expect(first.statusCode).toBe(201);
    expect((await book(body)).statusCode).toBe(201);
    expect((await book(body)).statusCode).toBe(409);
    const cancel = await send(s.t.app, `/api/v1/bookings/${first.json().booking_id}/cancel`, {
      method: 'POST',
      token: s.member.tokens.access_token,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(body)).statusCode).toBe(201);
    expect((await book(body)).statusCode).toBe(409);
  });

  it('documents the booking, provider and partner routes in the OpenAPI document', async () => {
    const res = await send(s.t.app, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    for (const path of [
      '/api/v1/garages',
      '/api/v1/carwashes',
      '/api/v1/garages/popular-brands',
      '/api/v1/providers/{type}/{id}',
      '/api/v1/providers/{type}/{id}/slots',
      '/api/v1/bookings',
      '/api/v1/bookings/{booking_id}/cancel',
      '/api/v1/bookings/{booking_id}/calendar.ics',
      '/api/v1/partner/bookings/{booking_id}/accept',
      '/api/v1/partner/widget',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(paths['/api/v1/bookings']?.post?.requestBody).toBeDefined();
  });
});

describe('POST /bookings rate limit', () => {
  let t: TestApp;
  let providerId: number;
  beforeAll(async () => {
    const backend = BACKENDS[0];
    if (!backend) throw new Error('no test backend');
    t = await createTestApp(backend, { config: { bookings: { rateLimit: { max: 3, timeWindow: 60_000 } } } });
    const fx = await insertProviders(t.database.db, [
      { slug: 'busy-bay', name: 'Busy Bay', capacity: 50, services: [{ name: 'Oil Change', price: 20_000 }] },
    ]);
    providerId = fx.get('busy-bay')?.id ?? 0;
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
  const body = {
    provider_type: 'garage',
    provider_id: 0,
    date: TOMORROW,
    time: '10:00',
    service: 'Oil Change',
    full_name: 'Visitor Uwase',
    phone: '0788 123 456',
  };
  const held = async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.providerId, providerId));
    return row?.n;
  };

  it('answers 429 with Retry-After after 3 visitor bookings from one IP, writing nothing; members count apart', async () => {
    const go = (extra: Record<string, unknown> = {}, token?: string) =>
      send(t.app, '/api/v1/bookings', {
        body: { ...body, provider_id: providerId, ...extra },
        ...(token ? { token } : {}),
      });
    // A malformed request does not count (the limit runs after validation).
    expect((await go({ date: 'tomorrow' })).statusCode).toBe(422);
    for (let i = 0; i < 3; i += 1) {
      const ok = await go();
      expect(ok.statusCode, `${i} ${ok.body}`).toBe(201);
    }
    const refused = await go();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in /);
    expect(await held()).toBe(3);
    // A signed-in member from the same IP has their own allowance.
    const member = await registerMember(t.app, { tag: 'limited' });
    expect((await go({}, member.tokens.access_token)).statusCode).toBe(201);
    expect(await held()).toBe(4);
  });
});
