import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, outbox, providers, users } from '../db/schema';
import { clock } from '../providers/time';
import { DEMO_WIDGET_ORIGINS, STAFF_ACCOUNTS, STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';
import { NOT_STAFF_MESSAGE } from './service';
import { createHttpSms, createOutboxSms, smsFromEnv } from './sms';

/** Monday 2030-01-07, 10:30 in Kigali. */
const NOW = new Date('2030-01-07T08:30:00Z');
const DAY = '2030-01-08';
/** {@link DAY} as an English notice writes it (issue #16: dates in the recipient's locale, en-RW). */
const SHOWN_DAY = '8 Jan 2030';
const realNow = clock.now;

describe.each(BACKENDS)('partner console on $name', (backend) => {
  let t: TestApp;
  let remera: Member;
  let kicukiro: Member;
  let member: Member;
  let outsider: Member;
  let remeraId: number;
  let kicukiroId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    remera = await login(t.app, 'staff.remera@gari.rw', STAFF_PASSWORD);
    kicukiro = await login(t.app, 'staff.kicukiro@gari.rw', STAFF_PASSWORD);
    member = await registerMember(t.app, { tag: 'booker' });
    outsider = await registerMember(t.app, { tag: 'outsider' });
    const rows = await t.database.db.select({ id: providers.id, slug: providers.slug }).from(providers);
    remeraId = rows.find((r) => r.slug === 'remera-auto-care')?.id ?? 0;
    kicukiroId = rows.find((r) => r.slug === 'kicukiro-brake-clutch')?.id ?? 0;
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

  const book = async (
    providerId: number,
    time: string,
    extra: Record<string, unknown> = {},
    token?: string,
  ) => {
    const res = await send(t.app, '/api/v1/bookings', {
      body: {
        provider_type: 'garage',
        provider_id: providerId,
        date: DAY,
        time,
        service: 'Brake Service',
        ...extra,
      },
      ...(token ? { token } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking_id as string;
  };
  const decide = (who: Member, ref: string, action: 'accept' | 'decline') =>
    send(t.app, `/api/v1/partner/bookings/${ref}/${action}`, {
      method: 'POST',
      token: who.tokens.access_token,
    });
  const lastOutbox = async (to: string) => {
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row;
  };

  it('shows staff their providers with pending counts', async () => {
    const before = await send(t.app, '/api/v1/partner/me', { token: remera.tokens.access_token });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.user).toMatchObject({
      email: 'staff.remera@gari.rw',
      name: 'Jean Claude Habimana',
    });
    expect(before.json().data.providers).toEqual([
      {
        id: remeraId,
        type: 'garage',
        slug: 'remera-auto-care',
        name: 'Remera Auto Care',
        city: 'Kigali',
        role: 'owner',
        pending_count: 0,
        cover: null,
        logo: null,
      },
    ]);
    await book(remeraId, '16:00', { full_name: 'Pending One', phone: '0788 000 001' });
    const after = await send(t.app, '/api/v1/partner/me', { token: remera.tokens.access_token });
    expect(after.json().data.providers[0].pending_count).toBe(1);
  });

  it('refuses members who are nobody’s staff (403) and anonymous calls (401)', async () => {
    const token = outsider.tokens.access_token;
    const calls = [
      send(t.app, '/api/v1/partner/me', { token }),
      send(t.app, '/api/v1/partner/bookings', { token }),
      send(t.app, '/api/v1/partner/bookings/GR-ABCDEF/accept', { method: 'POST', token }),
      send(t.app, '/api/v1/partner/bookings/GR-ABCDEF/decline', { method: 'POST', token }),
      send(t.app, '/api/v1/partner/widget', { token }),
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/partner/widget',
        headers: { authorization: `Bearer ${token}` },
        payload: { brand_color: '#000000' },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: NOT_STAFF_MESSAGE });
    }
    expect((await send(t.app, '/api/v1/partner/me')).statusCode).toBe(401);
    expect((await send(t.app, '/api/v1/partner/bookings', { token: 'nope' })).statusCode).toBe(401);
  });

  it('accepts a pending request, records decided_at and texts the visitor through the outbox', async () => {
    const ref = await book(remeraId, '09:00', { full_name: 'Visitor Keza', phone: '+250 788 123 456' });
    const list = await send(t.app, '/api/v1/partner/bookings?status=pending', {
      token: remera.tokens.access_token,
    });
    const listed = list.json().data.find((b: { booking_id: string }) => b.booking_id === ref);
    expect(listed).toMatchObject({
      status: 'pending',
      full_name: 'Visitor Keza',
      phone: '+250788123456',
      is_member: false,
      service: 'Brake Service',
      provider: { id: remeraId, name: 'Remera Auto Care' },
    });
    const res = await decide(remera, ref, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { booking_id: ref, status: 'accepted', decided_at: NOW.toISOString() },
      notification: 'sms',
    });
    const sms = await lastOutbox('+250788123456');
    expect(sms).toMatchObject({
      channel: 'sms',
      text: `Gari: Remera Auto Care accepted your booking ${ref} for ${SHOWN_DAY} 09:00.`,
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, ref));
    expect(row?.status).toBe('accepted');
    expect(row?.decidedAt?.toISOString()).toBe(NOW.toISOString());
    // Only pending requests can be decided.
    for (const action of ['accept', 'decline'] as const) {
      const again = await decide(remera, ref, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.status).toEqual([
        'Only pending bookings can be accepted or declined; this one is accepted.',
      ]);
    }
    const accepted = await send(t.app, '/api/v1/partner/bookings?status=accepted', {
      token: remera.tokens.access_token,
    });
    expect(accepted.json().data.map((b: { booking_id: string }) => b.booking_id)).toContain(ref);
  });

  it('declines a member’s request: the member sees it, gets the SMS, and the slot frees', async () => {
    const slotFree = async () => {
      const res = await send(t.app, `/api/v1/providers/garage/${remeraId}/slots?date=${DAY}`);
      return (res.json().data as Array<{ time: string; available: number }>).find((s) => s.time === '10:00')
        ?.available;
    };
    expect(await slotFree()).toBe(2);
    const ref = await book(remeraId, '10:00', { phone: '0783 555 444' }, member.tokens.access_token);
    expect(await slotFree()).toBe(1);
    const res = await decide(remera, ref, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', is_member: true, full_name: 'Test Member' });
    expect((await lastOutbox('+250783555444'))?.text).toBe(
      `Gari: Remera Auto Care declined your booking ${ref} for ${SHOWN_DAY} 10:00.`,
    );
    expect(await slotFree()).toBe(2);
    const mine = await send(t.app, '/api/v1/bookings', { token: member.tokens.access_token });
    const seen = mine.json().data.find((b: { booking_id: string }) => b.booking_id === ref);
    expect(seen).toMatchObject({ status: 'declined', decided_at: NOW.toISOString(), can_cancel: false });
  });

  it('carries the optional message of an accept or decline to the member (issue #13)', async () => {
    const post = (ref: string, action: 'accept' | 'decline', body: unknown) =>
      send(t.app, `/api/v1/partner/bookings/${ref}/${action}`, {
        body,
        token: remera.tokens.access_token,
      });
    const ref = await book(remeraId, '12:00', { phone: '0788 222 333' }, member.tokens.access_token);
    // Too long: 422 naming `message`, nothing written.
    const long = await post(ref, 'accept', { message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['message']);
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, ref));
    expect(still?.status).toBe('pending');

    const res = await post(ref, 'accept', { message: '  Bring the car by 8:45, please.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.provider_message).toBe('Bring the car by 8:45, please.');
    expect((await lastOutbox('+250788222333'))?.text).toBe(
      `Gari: Remera Auto Care accepted your booking ${ref} for ${SHOWN_DAY} 12:00. Remera Auto Care: Bring the car by 8:45, please.`,
    );
    const mine = await send(t.app, '/api/v1/bookings', { token: member.tokens.access_token });
    const seen = mine.json().data.find((b: { booking_id: string }) => b.booking_id === ref);
    expect(seen).toMatchObject({ status: 'accepted', provider_message: 'Bring the car by 8:45, please.' });

    const declined = await book(remeraId, '13:00', { full_name: 'Visitor Two', phone: '0788 222 444' });
    const no = await post(declined, 'decline', { message: 'Fully booked that day, sorry.' });
    expect(no.json().data).toMatchObject({
      status: 'declined',
      provider_message: 'Fully booked that day, sorry.',
    });
    expect((await lastOutbox('+250788222444'))?.text).toContain(
      'Remera Auto Care: Fully booked that day, sorry.',
    );
    // A blank message is none.
    const blank = await book(remeraId, '15:00', { full_name: 'Visitor Three', phone: '0788 222 555' });
    expect((await post(blank, 'accept', { message: '   ' })).json().data.provider_message).toBeNull();
  });

  it('emails a member who left no phone', async () => {
    const ref = await book(remeraId, '11:00', {}, member.tokens.access_token);
    const res = await decide(remera, ref, 'accept');
    expect(res.json().notification).toBe('email');
    const mail = await lastOutbox(member.email);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: `Your booking ${ref} was accepted`,
      text: `Gari: Remera Auto Care accepted your booking ${ref} for ${SHOWN_DAY} 11:00.`,
    });
  });

  it('keeps each provider’s requests to its own staff', async () => {
    const theirs = await book(kicukiroId, '09:00', { full_name: 'Kicukiro Client', phone: '0788 999 888' });
    const mine = await send(t.app, '/api/v1/partner/bookings', { token: remera.tokens.access_token });
    const refs = mine.json().data.map((b: { booking_id: string }) => b.booking_id);
    expect(refs).not.toContain(theirs);
    expect(mine.json().data.every((b: { provider: { id: number } }) => b.provider.id === remeraId)).toBe(
      true,
    );
    const created = mine.json().data.map((b: { created_at: string }) => b.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const cross = await decide(remera, theirs, 'accept');
    expect(cross.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, theirs));
    expect(row?.status).toBe('pending');
    const forbidden = await send(t.app, `/api/v1/partner/bookings?provider_id=${kicukiroId}`, {
      token: remera.tokens.access_token,
    });
    expect(forbidden.statusCode).toBe(403);
    const own = await send(t.app, `/api/v1/partner/bookings?provider_id=${kicukiroId}&status=pending`, {
      token: kicukiro.tokens.access_token,
    });
    expect(own.json().data.map((b: { booking_id: string }) => b.booking_id)).toContain(theirs);
    expect((await decide(kicukiro, theirs, 'accept')).statusCode).toBe(200);
    expect((await decide(kicukiro, 'GR-ZZZZZZ', 'accept')).statusCode).toBe(404);
    expect((await decide(kicukiro, 'nope', 'accept')).statusCode).toBe(422);
  });

  describe('widget settings', () => {
    const put = (who: Member, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/partner/widget',
        headers: { authorization: `Bearer ${who.tokens.access_token}` },
        payload,
      });
    const widgetBooking = (key: string, origin: string) =>
      send(t.app, '/api/v1/bookings', {
        body: {
          provider_id: kicukiroId,
          date: DAY,
          time: '14:00',
          service: 'Oil Change',
          full_name: 'Widget Client',
          phone: '0788 111 222',
          widget_key: key,
        },
        headers: { origin },
      });

    it('shows the key, origins, colour and a snippet to paste', async () => {
      const res = await send(t.app, '/api/v1/partner/widget', { token: kicukiro.tokens.access_token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        provider_id: kicukiroId,
        widget_key: 'gw_demo_kicukiro_brake_clutch',
        allowed_origins: DEMO_WIDGET_ORIGINS,
        brand_color: '#0f766e',
        snippet:
          '<script async src="http://gari.test/embed/loader.js" data-gari-key="gw_demo_kicukiro_brake_clutch"></script>\n' +
          '<div data-gari-booking></div>',
        iframe_url: 'http://gari.test/embed/booking?key=gw_demo_kicukiro_brake_clutch',
      });
      const other = await send(t.app, `/api/v1/partner/widget?provider_id=${remeraId}`, {
        token: kicukiro.tokens.access_token,
      });
      expect(other.statusCode).toBe(403);
    });

    it('validates origins and colour (422 naming fields)', async () => {
      const bad = await put(kicukiro, {
        allowed_origins: ['not a url', 'https://kicukiro.rw/booking', 'ftp://x.rw'],
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual([
        'allowed_origins.0',
        'allowed_origins.1',
        'allowed_origins.2',
      ]);
      const colour = await put(kicukiro, { brand_color: 'red' });
      expect(colour.statusCode).toBe(422);
      expect(colour.json().errors.brand_color).toEqual(['Use a colour such as #0f766e.']);
      const many = await put(kicukiro, {
        allowed_origins: Array.from({ length: 21 }, (_, i) => `https://site${i}.rw`),
      });
      expect(many.statusCode).toBe(422);
      expect(Object.keys(many.json().errors)).toEqual(['allowed_origins']);
    });

    it('saves origins and colour; bookings follow the new origins and a regenerated key', async () => {
      const saved = await put(kicukiro, {
        allowed_origins: [
          'https://kicukiro-brakes.rw',
          'https://kicukiro-brakes.rw',
          'http://localhost:3001',
        ],
        brand_color: '#AA3300',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({
        allowed_origins: ['https://kicukiro-brakes.rw', 'http://localhost:3001'],
        brand_color: '#aa3300',
      });
      const key = saved.json().data.widget_key as string;
      expect((await widgetBooking(key, 'https://kicukiro-brakes.rw')).statusCode).toBe(201);
      expect((await widgetBooking(key, 'http://localhost:3000')).statusCode).toBe(403);

      const rotated = await put(kicukiro, { regenerate_key: true });
      const newKey = rotated.json().data.widget_key as string;
      expect(newKey).toMatch(/^gw_[\w-]{24}$/);
      expect(newKey).not.toBe(key);
      expect(rotated.json().data.snippet).toContain(`data-gari-key="${newKey}"`);
      expect((await widgetBooking(key, 'https://kicukiro-brakes.rw')).statusCode).toBe(422);
      expect((await widgetBooking(newKey, 'https://kicukiro-brakes.rw')).statusCode).toBe(201);
    });
  });

  it('lists the demo staff accounts (dev only) and each can sign in to its provider', async () => {
    const res = await send(t.app, '/api/v1/dev/staff-accounts');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{
      email: string;
      password: string;
      provider: { slug: string; type: string };
    }>;
    expect(data.map((a) => a.email)).toEqual(STAFF_ACCOUNTS.map((a) => a.email));
    expect(data.filter((a) => a.provider.type === 'garage')).toHaveLength(3);
    expect(data.filter((a) => a.provider.type === 'carwash')).toHaveLength(2);
    const wash = data.find((a) => a.provider.type === 'carwash');
    if (!wash) throw new Error('no carwash staff');
    const staff = await login(t.app, wash.email, wash.password);
    const me = await send(t.app, '/api/v1/partner/me', { token: staff.tokens.access_token });
    expect(me.json().data.providers.map((p: { slug: string }) => p.slug)).toEqual([wash.provider.slug]);
  });
});

describe('SMS adapters', () => {
  /** A local HTTP server standing in for the gateway; answers with `status` and `body`. */
  async function gateway(status: number, body: string) {
    const seen: Array<{ method?: string; headers: IncomingMessage['headers']; body: string }> = [];
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method, headers: req.headers, body: text });
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/version1/messaging`;
    return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('posts an Africa’s Talking-style form with the api key', async () => {
    const gw = await gateway(
      201,
      JSON.stringify({ SMSMessageData: { Recipients: [{ number: '+250788123456', status: 'Success' }] } }),
    );
    try {
      const sms = createHttpSms({ url: gw.url, apiKey: 'key-123', username: 'gari', from: 'GARI' });
      expect(sms.kind).toBe('http');
      await sms.send('+250788123456', 'Gari: test message.');
      expect(gw.seen).toHaveLength(1);
      const req = gw.seen[0];
      expect(req?.method).toBe('POST');
      expect(req?.headers.apikey).toBe('key-123');
      expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(req?.body))).toEqual({
        username: 'gari',
        to: '+250788123456',
        message: 'Gari: test message.',
        from: 'GARI',
      });
    } finally {
      await gw.close();
    }
  });

  it('rejects when the gateway refuses the request or a recipient', async () => {
    const refused = await gateway(401, '{"error":"bad key"}');
    try {
      const sms = createHttpSms({ url: refused.url, apiKey: 'x', username: 'gari' });
      await expect(sms.send('+250788123456', 'hi')).rejects.toThrow(/401/);
    } finally {
      await refused.close();
    }
    const failed = await gateway(
      201,
      JSON.stringify({
        SMSMessageData: { Recipients: [{ number: '+250788123456', status: 'InvalidPhoneNumber' }] },
      }),
    );
    try {
      const sms = createHttpSms({ url: failed.url, apiKey: 'x', username: 'gari' });
      await expect(sms.send('+250788123456', 'hi')).rejects.toThrow(/InvalidPhoneNumber/);
    } finally {
      await failed.close();
    }
  });

  it('uses the HTTP gateway only when SMS_API_URL, SMS_API_KEY and SMS_USERNAME are all set', async () => {
    const backend = BACKENDS[0];
    if (!backend) throw new Error('no backend');
    const database = await backend.open();
    try {
      expect(smsFromEnv({}, database.db).kind).toBe('outbox');
      expect(smsFromEnv({ SMS_API_URL: 'http://x', SMS_API_KEY: 'k' }, database.db).kind).toBe('outbox');
      expect(
        smsFromEnv({ SMS_API_URL: 'http://x', SMS_API_KEY: 'k', SMS_USERNAME: 'u' }, database.db).kind,
      ).toBe('http');
      await createOutboxSms(database.db).send('+250788000111', 'Gari: outbox test.');
      const [row] = await database.db.select().from(outbox).where(eq(outbox.to, '+250788000111'));
      expect(row).toMatchObject({ channel: 'sms', subject: 'SMS', text: 'Gari: outbox test.' });
    } finally {
      await database.close();
    }
  });
});

describe('partner seed in production', () => {
  it('seeds no staff accounts, no demo keys or origins, and hides /dev/staff-accounts', async () => {
    const backend = BACKENDS[0];
    if (!backend) throw new Error('no backend');
    const t = await createTestApp(backend, { config: { isProduction: true, nodeEnv: 'production' } });
    try {
      expect((await send(t.app, '/api/v1/dev/staff-accounts')).statusCode).toBe(404);
      const staff = await t.database.db.select().from(users).where(eq(users.email, 'staff.remera@gari.rw'));
      expect(staff).toEqual([]);
      const [remera] = await t.database.db
        .select()
        .from(providers)
        .where(and(eq(providers.slug, 'remera-auto-care'), eq(providers.type, 'garage')));
      expect(remera?.allowedOrigins).toEqual([]);
      expect(remera?.widgetKey).not.toContain('demo');
    } finally {
      await t.close();
    }
  });
});
