import { ORIGIN_REFUSED_MESSAGE, SLOT_TAKEN_MESSAGE } from '@gari/contract/bookings';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { insertProviders } from '../providers/fixtures';
import type { ProviderRow } from '../providers/service';
import { clock } from '../providers/time';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

/** Monday 2030-01-07, 10:30 in Kigali. */
const NOW = new Date('2030-01-07T08:30:00Z');
const TOMORROW = '2030-01-08';
const realNow = clock.now;
const PARTNER = 'https://partner.example';

/** Unfolds an iCalendar text into `NAME` → value (first occurrence; parameters dropped). */
function icsFields(text: string): Record<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (!(name in fields)) fields[name] = line.slice(colon + 1);
  }
  return fields;
}

describe.each(BACKENDS)('bookings on $name', (backend) => {
  let t: TestApp;
  let fx: Map<string, ProviderRow>;
  let member: Member;
  let other: Member;
  const p = (slug: string) => {
    const row = fx.get(slug);
    if (!row) throw new Error(`fixture ${slug} missing`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    fx = await insertProviders(t.database.db, [
      {
        slug: 'solo-bay',
        name: 'Solo Bay',
        address: "12 Avenue de l'Uprona",
        city: 'Bujumbura',
        capacity: 1,
        services: [
          { name: 'Oil Change', price: 20_000, duration: 45 },
          { name: 'Brake Service', price: 40_000, duration: 90 },
        ],
      },
      { slug: 'duo-bay', name: 'Duo Bay', capacity: 2, services: [{ name: 'Oil Change', price: 20_000 }] },
      {
        slug: 'wash-one',
        name: 'Wash One',
        type: 'carwash',
        capacity: 2,
        services: [{ name: 'Quick Wash', price: 3_000, duration: 20 }],
      },
      {
        slug: 'widget-garage',
        name: 'Widget Garage',
        capacity: 3,
        widgetKey: 'gw_test_widget_key',
        allowedOrigins: [PARTNER],
        services: [{ name: 'Diagnostics', price: 15_000, duration: 60 }],
      },
      {
        slug: 'nairobi-bay',
        name: 'Nairobi Bay',
        country: 'KE',
        timezone: 'Africa/Nairobi',
        services: [{ name: 'Oil Change', price: 20_000, duration: 30 }],
      },
    ]);
    member = await registerMember(t.app, { tag: 'booker' });
    other = await registerMember(t.app, { tag: 'other' });
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

  const book = (
    body: Record<string, unknown>,
    opts: { token?: string; headers?: Record<string, string> } = {},
  ) => send(t.app, '/api/v1/bookings', { body, ...opts });
  const garageBody = (slug: string, extra: Record<string, unknown> = {}) => ({
    provider_type: 'garage',
    provider_id: p(slug).id,
    date: TOMORROW,
    time: '09:00',
    service: 'Oil Change',
    notes: 'Please check the tyre pressure too.',
    full_name: 'Visitor Uwase',
    phone: '0788 123 456',
    ...extra,
  });
  const rowOf = async (ref: string) => {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, ref));
    if (!row) throw new Error(`booking ${ref} not found`);
    return row;
  };

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
      { token: member.tokens.access_token },
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

    const mine = await send(t.app, '/api/v1/bookings', { token: member.tokens.access_token });
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
    const theirs = await send(t.app, '/api/v1/bookings', { token: other.tokens.access_token });
    expect(theirs.json().data).toEqual([]);
    const filtered = await send(t.app, '/api/v1/bookings?status=accepted', {
      token: member.tokens.access_token,
    });
    expect(filtered.json().data).toEqual([]);
    expect((await send(t.app, '/api/v1/bookings')).statusCode).toBe(401);
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
        member.tokens.access_token,
      ),
    ).toEqual(['phone']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { 'content-type': 'application/json' },
      payload: '{"date": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors.body).toBeDefined();
    const badToken = await book(garageBody('solo-bay'), { headers: { authorization: 'Bearer not-a-token' } });
    expect(badToken.statusCode).toBe(401);
    const [left] = await t.database.db
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
    const [held] = await t.database.db
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
    const slots = await send(t.app, `/api/v1/providers/garage/${p('solo-bay').id}/slots?date=${TOMORROW}`);
    expect(slots.json().data.map((s: { time: string }) => s.time)).not.toContain('10:00');
    expect(slots.json().data.map((s: { time: string }) => s.time)).toContain('11:00');
  });

  it('holds it too when the slot was booked and cancelled before (its lock row already exists)', async () => {
    const first = await book(garageBody('solo-bay', { time: '11:00' }), {
      token: member.tokens.access_token,
    });
    expect(first.statusCode).toBe(201);
    const cancel = await send(t.app, `/api/v1/bookings/${first.json().booking_id}/cancel`, {
      method: 'POST',
      token: member.tokens.access_token,
    });
    expect(cancel.statusCode).toBe(200);
    const { statuses, active } = await race('11:00');
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(active).toBe(1);
  });

  it('fills a capacity-2 slot, refuses the third, and frees a place on cancel', async () => {
    const body = garageBody('duo-bay', { time: '15:00' });
    const first = await book(body, { token: member.tokens.access_token });
    expect(first.statusCode).toBe(201);
    expect((await book(body)).statusCode).toBe(201);
    expect((await book(body)).statusCode).toBe(409);
    const cancel = await send(t.app, `/api/v1/bookings/${first.json().booking_id}/cancel`, {
      method: 'POST',
      token: member.tokens.access_token,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(body)).statusCode).toBe(201);
    expect((await book(body)).statusCode).toBe(409);
  });

  it('documents the booking, provider and partner routes in the OpenAPI document', async () => {
    const res = await send(t.app, '/api/docs/json');
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

  describe('widget bookings and CORS', () => {
    const widgetBody = (extra: Record<string, unknown> = {}) => ({
      provider_id: p('widget-garage').id,
      provider_type: 'garage',
      date: TOMORROW,
      time: '11:00',
      service: 'Diagnostics',
      full_name: 'Widget Visitor',
      phone: '+250 783 000 111',
      widget_key: 'gw_test_widget_key',
      ...extra,
    });

    it('accepts a widget booking from an allowed origin and records it', async () => {
      const res = await book(widgetBody(), { headers: { origin: PARTNER } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      const row = await rowOf(res.json().booking_id);
      expect(row).toMatchObject({ source: 'widget', widgetOrigin: PARTNER });
      // The Gari site itself (the plain iframe page) is allowed too.
      const site = await book(widgetBody({ time: '12:00' }), { headers: { origin: 'http://gari.test' } });
      expect(site.statusCode).toBe(201);
    });

    it('refuses a widget booking from another origin or without one (403 naming origin)', async () => {
      const evil = await book(widgetBody(), { headers: { origin: 'https://evil.example' } });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({
        message: ORIGIN_REFUSED_MESSAGE,
        errors: { origin: ['The origin https://evil.example is not allowed for this widget.'] },
      });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      const none = await book(widgetBody());
      expect(none.statusCode).toBe(403);
      expect(none.json().errors.origin).toEqual(['The request has no Origin header.']);
      const wrongKey = await book(widgetBody({ widget_key: 'gw_test_solo-bay' }), {
        headers: { origin: PARTNER },
      });
      expect(wrongKey.statusCode).toBe(422);
      expect(Object.keys(wrongKey.json().errors)).toEqual(['widget_key']);
      const [n] = await t.database.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.providerId, p('widget-garage').id), eq(bookings.source, 'widget')));
      expect(n?.n).toBe(2);
    });

    it('answers preflights and reads from allowed origins only, without credentials', async () => {
      const preflight = (url: string, origin: string, method = 'POST') =>
        t.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': method,
            'access-control-request-headers': 'content-type',
          },
        });
      const ok = await preflight('/api/v1/bookings', PARTNER);
      expect(ok.statusCode).toBe(204);
      expect(ok.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(String(ok.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
      expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(ok.headers.vary)).toContain('Origin');
      const refused = await preflight('/api/v1/bookings', 'https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.statusCode).toBe(404);

      const slotsUrl = (slug: string) => `/api/v1/providers/garage/${p(slug).id}/slots?date=${TOMORROW}`;
      const ownSlots = await send(t.app, slotsUrl('widget-garage'), { headers: { origin: PARTNER } });
      expect(ownSlots.statusCode).toBe(200);
      expect(ownSlots.headers['access-control-allow-origin']).toBe(PARTNER);
      const otherSlots = await send(t.app, slotsUrl('solo-bay'), { headers: { origin: PARTNER } });
      expect(otherSlots.headers['access-control-allow-origin']).toBeUndefined();
      const page = await send(t.app, '/api/v1/providers/garage/widget-garage', {
        headers: { origin: PARTNER },
      });
      expect(page.headers['access-control-allow-origin']).toBe(PARTNER);
      const lists = await send(t.app, '/api/v1/garages', { headers: { origin: PARTNER } });
      expect(lists.headers['access-control-allow-origin']).toBeUndefined();

      const widget = await send(t.app, '/api/v1/widgets/gw_test_widget_key', {
        headers: { origin: PARTNER },
      });
      expect(widget.statusCode).toBe(200);
      expect(widget.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(widget.json().data).toMatchObject({
        widget_key: 'gw_test_widget_key',
        brand_color: '#0f766e',
        provider: { slug: 'widget-garage', services: ['Diagnostics'] },
      });
      expect((await send(t.app, '/api/v1/widgets/gw_unknown_key_123')).statusCode).toBe(404);
    });
  });

  describe('cancel', () => {
    it('lets a member cancel their own pending or accepted future booking only', async () => {
      const made = await book(garageBody('duo-bay', { time: '13:00' }), {
        token: member.tokens.access_token,
      });
      expect(made.statusCode).toBe(201);
      const ref = made.json().booking_id as string;
      const url = `/api/v1/bookings/${ref}/cancel`;
      expect((await send(t.app, url, { method: 'POST' })).statusCode).toBe(401);
      const foreign = await send(t.app, url, { method: 'POST', token: other.tokens.access_token });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Booking not found.' });
      const ok = await send(t.app, url, { method: 'POST', token: member.tokens.access_token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ booking_id: ref, status: 'cancelled', can_cancel: false });
      expect(ok.json().data.cancelled_at).toBe(NOW.toISOString());
      const again = await send(t.app, url, { method: 'POST', token: member.tokens.access_token });
      expect(again.statusCode).toBe(409);
      expect(Object.keys(again.json().errors)).toEqual(['status']);
      const badRef = await send(t.app, '/api/v1/bookings/abc/cancel', {
        method: 'POST',
        token: member.tokens.access_token,
      });
      expect(badRef.statusCode).toBe(422);
      expect(Object.keys(badRef.json().errors)).toEqual(['booking_id']);
    });

    it('refuses to cancel a declined booking or one that has started', async () => {
      const declined = await book(garageBody('duo-bay', { time: '12:00' }), {
        token: member.tokens.access_token,
      });
      const started = await book(garageBody('duo-bay', { time: '16:00' }), {
        token: member.tokens.access_token,
      });
      const accepted = await book(garageBody('duo-bay', { time: '14:00' }), {
        token: member.tokens.access_token,
      });
      await t.database.db
        .update(bookings)
        .set({ status: 'declined' })
        .where(eq(bookings.bookingId, declined.json().booking_id));
      await t.database.db
        .update(bookings)
        .set({ status: 'accepted' })
        .where(inArray(bookings.bookingId, [accepted.json().booking_id, started.json().booking_id]));
      const cancel = (ref: string) =>
        send(t.app, `/api/v1/bookings/${ref}/cancel`, { method: 'POST', token: member.tokens.access_token });
      const d = await cancel(declined.json().booking_id);
      expect(d.statusCode).toBe(409);
      expect(d.json().errors.status).toEqual(['This booking is declined and can no longer be cancelled.']);
      clock.now = () => new Date('2030-01-08T14:05:00Z'); // 16:05 in Kigali on the day
      const s = await cancel(started.json().booking_id);
      expect(s.statusCode).toBe(409);
      expect(Object.keys(s.json().errors)).toEqual(['date']);
      clock.now = () => NOW;
      const a = await cancel(accepted.json().booking_id);
      expect(a.statusCode).toBe(200);
      expect(a.json().data.status).toBe('cancelled');
    });
  });

  describe('calendar file', () => {
    it('gives the event with DTSTART in UTC, SUMMARY, LOCATION and the service length', async () => {
      const made = await book(garageBody('solo-bay', { time: '09:00', service: 'Brake Service' }), {
        token: member.tokens.access_token,
      });
      expect(made.statusCode, made.body).toBe(201);
      const ref = made.json().booking_id as string;
      const res = await send(t.app, `/api/v1/bookings/${ref}/calendar.ics`, {
        token: member.tokens.access_token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gari-${ref}.ics"`);
      expect(res.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
      const f = icsFields(res.body);
      expect(f.DTSTART).toBe('20300108T070000Z'); // 09:00 in Kigali
      expect(f.SUMMARY).toBe('Service at Solo Bay');
      expect(f.LOCATION).toBe("12 Avenue de l'Uprona\\, Bujumbura");
      expect(f.DURATION).toBe('PT90M');
      expect(f.STATUS).toBe('TENTATIVE');
      expect(f.UID).toBe(`${ref}@gari.rw`);
      expect(f.DESCRIPTION).toContain(ref);

      // Visitors use the code from the POST answer; nobody else gets it.
      const code = new URL(made.json().calendar_url).searchParams.get('code');
      const byCode = await send(t.app, `/api/v1/bookings/${ref}/calendar.ics?code=${code}`);
      expect(byCode.statusCode).toBe(200);
      expect(icsFields(byCode.body).DTSTART).toBe('20300108T070000Z');
      expect((await send(t.app, `/api/v1/bookings/${ref}/calendar.ics?code=wrong`)).statusCode).toBe(404);
      expect((await send(t.app, `/api/v1/bookings/${ref}/calendar.ics`)).statusCode).toBe(404);
      const foreign = await send(t.app, `/api/v1/bookings/${ref}/calendar.ics`, {
        token: other.tokens.access_token,
      });
      expect(foreign.statusCode).toBe(404);

      await t.database.db.update(bookings).set({ status: 'accepted' }).where(eq(bookings.bookingId, ref));
      const confirmed = await send(t.app, `/api/v1/bookings/${ref}/calendar.ics?code=${code}`);
      expect(icsFields(confirmed.body).STATUS).toBe('CONFIRMED');
    });

    it('places the event in the provider’s own time zone', async () => {
      const made = await book({
        provider_id: p('nairobi-bay').id,
        date: TOMORROW,
        time: '09:00',
        service: 'Oil Change',
        full_name: 'Wanjiku K.',
        phone: '0712 345 678',
      });
      expect(made.statusCode, made.body).toBe(201);
      expect((await rowOf(made.json().booking_id)).phone).toBe('+254712345678');
      const ics = await send(
        t.app,
        new URL(made.json().calendar_url).pathname + new URL(made.json().calendar_url).search,
      );
      const f = icsFields(ics.body);
      expect(f.DTSTART).toBe('20300108T060000Z'); // 09:00 in Nairobi (UTC+3)
      expect(f.DURATION).toBe('PT30M');
    });
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
