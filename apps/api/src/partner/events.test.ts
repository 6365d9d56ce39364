/**
 * The live partner console (issue #16 "Partner console, live"): the ticket route, the event stream
 * (who gets which events, never compressed, ends on shutdown) and the garage's SMS/mail for a new
 * booking.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, providers } from '../db/schema';
import { clock } from '../providers/time';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';
import { signTicket } from './events';

/** `server.ts`'s drain delay (importing it would start a server). */
const DRAIN_DELAY_MS = 10_000;

/** Monday 2030-01-07, 10:30 in Kigali. */
const NOW = new Date('2030-01-07T08:30:00Z');
const DAY = '2030-01-08';
/** {@link DAY} as an English notice writes it (issue #16: dates in the recipient's locale, en-RW). */
const SHOWN_DAY = '8 Jan 2030';
const realNow = clock.now;

/** An open event stream read as text; `next(name)` waits for the next SSE message of that event. */
interface Stream {
  status: number;
  headers: Headers;
  next(event: string, timeoutMs?: number): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(base: string, ticket: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/v1/partner/events?ticket=${encodeURIComponent(ticket)}`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip, deflate' },
    signal: abort.signal,
  });
  const queue: Array<{ event: string; data: unknown }> = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) queue.push({ event, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted by close()
    }
    endedResolve();
    for (const w of waiters.splice(0)) w();
  })();
  return {
    status: res.status,
    headers: res.headers,
    ended,
    close: () => abort.abort(),
    async next(event, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = queue.findIndex((m) => m.event === event);
        if (i >= 0) return queue.splice(i, 1)[0]?.data;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
  };
}

describe.each(BACKENDS)('live partner console on $name', (backend) => {
  let t: TestApp;
  let base: string;
  let remera: Member;
  let kicukiro: Member;
  let outsider: Member;
  let remeraId: number;
  let kicukiroId: number;
  const streams: Stream[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    remera = await login(t.app, 'staff.remera@gari.rw', STAFF_PASSWORD);
    kicukiro = await login(t.app, 'staff.kicukiro@gari.rw', STAFF_PASSWORD);
    outsider = await registerMember(t.app, { tag: 'live-outsider' });
    const rows = await t.database.db.select({ id: providers.id, slug: providers.slug }).from(providers);
    remeraId = rows.find((r) => r.slug === 'remera-auto-care')?.id ?? 0;
    kicukiroId = rows.find((r) => r.slug === 'kicukiro-brake-clutch')?.id ?? 0;
  }, 120_000);
  beforeEach(() => {
    clock.now = () => NOW;
  });
  afterEach(() => {
    clock.now = realNow;
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  const ticketOf = async (who: Member) => {
    const res = await send(t.app, '/api/v1/partner/events/ticket', {
      method: 'POST',
      token: who.tokens.access_token,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.ticket as string;
  };
  const streamOf = async (who: Member) => {
    const s = await openStream(base, await ticketOf(who));
    streams.push(s);
    expect(s.status).toBe(200);
    await s.next('ready');
    return s;
  };
  const book = async (providerId: number, time: string, fullName = 'Live Booker') => {
    const res = await send(t.app, '/api/v1/bookings', {
      body: {
        provider_type: 'garage',
        provider_id: providerId,
        date: DAY,
        time,
        service: 'Brake Service',
        full_name: fullName,
        phone: '0788 000 161',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking_id as string;
  };

  it('gives tickets only to staff: 401 without a token, 403 for a member who is nobody’s staff', async () => {
    const anonymous = await send(t.app, '/api/v1/partner/events/ticket', { method: 'POST' });
    expect(anonymous.statusCode).toBe(401);
    const member = await send(t.app, '/api/v1/partner/events/ticket', {
      method: 'POST',
      token: outsider.tokens.access_token,
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toMatch(/staff/);
    const staff = await send(t.app, '/api/v1/partner/events/ticket', {
      method: 'POST',
      token: remera.tokens.access_token,
    });
    expect(staff.json().data.expires_in).toBe(60);
  });

  it('refuses a missing, forged or expired ticket, an access token, and a non-staff holder', async () => {
    expect((await send(t.app, '/api/v1/partner/events')).statusCode).toBe(422);
    for (const ticket of ['nope', remera.tokens.access_token, `${await ticketOf(remera)}x`]) {
      const res = await send(t.app, `/api/v1/partner/events?ticket=${encodeURIComponent(ticket)}`);
      expect(res.statusCode, ticket).toBe(401);
    }
    // A well-signed ticket of a member who is nobody's staff (they cannot get one from the route).
    const payload = outsider.tokens.access_token.split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; sid: number };
    const forged = await signTicket(
      new TextEncoder().encode(t.config.jwtSecret),
      Number(claims.sub),
      claims.sid,
    );
    const res = await send(t.app, `/api/v1/partner/events?ticket=${encodeURIComponent(forged)}`);
    expect(res.statusCode).toBe(403);
    // A ticket issued 61 s ago has expired.
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const remeraClaims = JSON.parse(
      Buffer.from(remera.tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sub: string; sid: number };
    const old = await signTicket(
      key,
      Number(remeraClaims.sub),
      remeraClaims.sid,
      new Date(Date.now() - 61_000),
    );
    const expired = await send(t.app, `/api/v1/partner/events?ticket=${encodeURIComponent(old)}`);
    expect(expired.statusCode).toBe(401);
    // The same ticket made now opens the stream (so the 401 above is the expiry).
    const fresh = await openStream(base, await signTicket(key, Number(remeraClaims.sub), remeraClaims.sid));
    streams.push(fresh);
    expect(fresh.status).toBe(200);
  });

  it('streams uncompressed server-sent events of the holder’s providers only', async () => {
    const r = await streamOf(remera);
    expect(r.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(r.headers.get('cache-control')).toBe('no-store');
    const k = await streamOf(kicukiro);

    const atKicukiro = await book(kicukiroId, '09:00');
    const atRemera = await book(remeraId, '09:00');
    expect(await r.next('booking')).toMatchObject({
      change: 'created',
      booking_id: atRemera,
      provider_id: remeraId,
      status: 'pending',
    });
    expect(await k.next('booking')).toMatchObject({ change: 'created', booking_id: atKicukiro });
    // Remera's stream never got Kicukiro's booking, and Kicukiro's never Remera's.
    await expect(r.next('booking', 300)).rejects.toThrow(/no "booking"/);
    await expect(k.next('booking', 300)).rejects.toThrow(/no "booking"/);

    const accepted = await send(t.app, `/api/v1/partner/bookings/${atRemera}/accept`, {
      method: 'POST',
      token: remera.tokens.access_token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await r.next('booking')).toMatchObject({ change: 'accepted', status: 'accepted' });
    const declined = await send(t.app, `/api/v1/partner/bookings/${atKicukiro}/decline`, {
      method: 'POST',
      token: kicukiro.tokens.access_token,
    });
    expect(declined.statusCode).toBe(200);
    expect(await k.next('booking')).toMatchObject({ change: 'declined', booking_id: atKicukiro });
    await expect(r.next('booking', 300)).rejects.toThrow(/no "booking"/);
  });

  it('streams a member’s cancellation and a completion', async () => {
    const member = await registerMember(t.app, { tag: 'live-member' });
    const r = await streamOf(remera);
    const made = await send(t.app, '/api/v1/bookings', {
      token: member.tokens.access_token,
      body: {
        provider_type: 'garage',
        provider_id: remeraId,
        date: DAY,
        time: '11:00',
        service: 'Oil Change',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const ref = made.json().booking_id as string;
    expect(await r.next('booking')).toMatchObject({ change: 'created', booking_id: ref });
    const cancelled = await send(t.app, `/api/v1/bookings/${ref}/cancel`, {
      method: 'POST',
      token: member.tokens.access_token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await r.next('booking')).toMatchObject({ change: 'cancelled', status: 'cancelled' });

    const other = await book(remeraId, '12:00');
    await r.next('booking');
    const auth = { method: 'POST' as const, token: remera.tokens.access_token };
    await send(t.app, `/api/v1/partner/bookings/${other}/accept`, auth);
    await r.next('booking');
    const done = await send(t.app, `/api/v1/partner/bookings/${other}/complete`, {
      ...auth,
      body: { final_price: 30_000 },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await r.next('booking')).toMatchObject({ change: 'completed', booking_id: other });
  });

  it('texts the garage’s phone and mails its staff for each new booking (dev outbox)', async () => {
    const ref = await book(remeraId, '14:00', 'Outbox Booker');
    const sms = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, '+250788314527'), eq(outbox.channel, 'sms')));
    const text = sms.find((m) => m.text.includes(ref))?.text;
    expect(text).toBe(
      `Gari: new booking ${ref} at Remera Auto Care: Brake Service, ${SHOWN_DAY} 14:00, from Outbox Booker. ` +
        'Accept or decline it in the partner console.',
    );
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'staff.remera@gari.rw'), eq(outbox.channel, 'email')));
    const mail = mails.find((m) => m.subject.includes(ref));
    expect(mail?.subject).toBe(`New booking ${ref}: Brake Service on ${SHOWN_DAY} 14:00`);
    expect(mail?.link).toBe('http://gari.test/partner');
    // Kicukiro's staff were not told about Remera's booking.
    const others = await t.database.db.select().from(outbox).where(eq(outbox.to, 'staff.kicukiro@gari.rw'));
    expect(others.some((m) => m.text.includes(ref))).toBe(false);
  });

  it('ends open streams when the server closes, so shutdown does not wait for them', async () => {
    const r = await streamOf(remera);
    const started = Date.now();
    let closedAfter = Number.POSITIVE_INFINITY;
    const closing = t.app.close().then(() => {
      closedAfter = Date.now() - started;
    });
    await r.ended;
    expect(Date.now() - started).toBeLessThan(1000);
    await closing;
    // Well inside the drain delay of `server.ts` (10 s), which an open stream would otherwise exhaust.
    expect(closedAfter).toBeLessThan(DRAIN_DELAY_MS / 2);
  });
});
