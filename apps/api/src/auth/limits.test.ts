/**
 * Issue #9 findings 4, 5, 6 and 10 (forgot-password): abuse-proof sign-in and reset-mail limits,
 * counters that flooding cannot evict, and TRUST_PROXY taking the right-most untrusted address.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, PROXY_WITHOUT_TRUST_WARNING } from '../app';
import { type CounterStore, memoryCounters, redisCounters } from '../counters';
import { BACKENDS, createTestApp, type TestApp, testConfig } from '../testing/db';
import { registerMember, uniqueEmail } from '../testing/http';
import { parseTrustProxy, type TrustProxy } from '../trustProxy';
import { AUTH_LIMITS } from './routes';
import { createThrottle, progressiveDelay } from './throttle';

/** One JSON POST from `ip` (the socket address), with extra headers. */
function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip, headers });
}

describe('counter stores', () => {
  it('keep a hot key when 5,100 fresh keys flood a store of 5,000', async () => {
    const store = memoryCounters({ maxKeys: 5_000, protectAt: 3 });
    for (let i = 0; i < 5; i++) await store.hit('login:acct:victim@example.test', 60_000);
    for (let i = 0; i < 5_100; i++) await store.hit(`login:acct:flood-${i}@example.test`, 60_000);
    expect((await store.peek('login:acct:victim@example.test'))?.count).toBe(5);
    expect(store.size()).toBeLessThanOrEqual(5_000);
  });

  it('stay bounded when only hot keys arrive, dropping the ones closest to expiry last-resort', async () => {
    const store = memoryCounters({ maxKeys: 100, protectAt: 2 });
    for (let i = 0; i < 500; i++) {
      await store.hit(`hot-${i}`, 60_000 + i);
      await store.hit(`hot-${i}`, 60_000 + i);
    }
    expect(store.size()).toBeLessThanOrEqual(210);
    expect((await store.peek('hot-499'))?.count).toBe(2);
  });

  it('forget a key after its idle window', async () => {
    let clock = 1_000_000;
    const store = memoryCounters({ now: () => clock });
    await store.hit('k', 1_000);
    clock += 999;
    expect((await store.hit('k', 1_000)).count).toBe(2);
    clock += 1_000;
    expect(await store.peek('k')).toBeNull();
  });

  const redisUrl = process.env.REDIS_URL;
  it.runIf(redisUrl)('count, expire and reset in Redis (REDIS_URL)', async () => {
    const redis = new Redis(redisUrl ?? '');
    try {
      const store: CounterStore = redisCounters(redis, `gari-test-${Date.now()}:`);
      expect((await store.hit('a', 10_000)).count).toBe(1);
      expect((await store.hit('a', 10_000)).count).toBe(2);
      const state = await store.peek('a');
      expect(state?.count).toBe(2);
      expect(state?.expiresAt).toBeGreaterThan(Date.now() + 5_000);
      await store.reset('a');
      expect(await store.peek('a')).toBeNull();
      await store.hit('b', 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.peek('b')).toBeNull();
    } finally {
      redis.disconnect();
    }
  });
});

describe('sign-in throttle', () => {
  it('asks for progressively longer waits per account (2, 4, 8 … s, capped), never a hard lockout', async () => {
    expect([4, 5, 6, 7, 8, 20].map((n) => progressiveDelay(n, 5, 900))).toEqual([0, 2, 4, 8, 16, 900]);
    let clock = 5_000_000;
    const now = () => clock;
    const throttle = createThrottle(memoryCounters({ now }), AUTH_LIMITS, now);
    const attacker = (i: number) => ({ ip: `198.51.100.${i}`, email: 'victim@example.test' });
    for (let i = 0; i < 5; i++) {
      expect(await throttle.loginWait(attacker(i))).toBe(0);
      await throttle.loginFailed(attacker(i));
    }
    // From any IP, the account now waits 2 s; after waiting, one more try, then 4 s.
    expect(await throttle.loginWait(attacker(40))).toBe(2);
    clock += 2_000;
    expect(await throttle.loginWait(attacker(41))).toBe(0);
    await throttle.loginFailed(attacker(41));
    expect(await throttle.loginWait(attacker(42))).toBe(4);
    // A device that signed in before is not held back by the others' failures.
    expect(await throttle.loginWait({ ...attacker(43), knownDevice: 'device-known-1' })).toBe(0);
    // A success forgets the account's failures.
    clock += 4_000;
    await throttle.loginSucceeded(attacker(44));
    expect(await throttle.loginWait(attacker(45))).toBe(0);
  });
});

describe.each(BACKENDS)('abuse-proof limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 240_000); // seeding is slow on a loaded machine
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 before the 20th of 60 failed logins across 60 emails from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await post(
        t.app,
        '/api/v1/auth/login',
        { email: uniqueEmail(`spray${i}`), password: 'Password123' },
        '203.0.113.60',
      );
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toMatch(/^Too many attempts\. Please try again in /);
      }
    }
    const first429 = codes.indexOf(429);
    expect(first429).toBeGreaterThanOrEqual(0);
    expect(first429).toBeLessThan(19);
    expect(codes.slice(first429).every((code) => code === 429)).toBe(true);
    // Another address is not affected.
    const other = await registerMember(t.app);
    const ok = await post(
      t.app,
      '/api/v1/auth/login',
      { email: other.email, password: other.password },
      '203.0.113.61',
    );
    expect(ok.statusCode).toBe(200);
  });

  it("lets a member's known device sign in while an attacker hammers that email from elsewhere", async () => {
    const m = await registerMember(t.app, { device: 'device-known-victim' });
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post(
        t.app,
        '/api/v1/auth/login',
        { email: m.email, password: `wrong-${i}-password`, device_id: `attacker-device-${i}` },
        `192.0.2.${i + 1}`,
      );
      codes.push(res.statusCode);
    }
    // 5 free failures, then the account asks unknown devices to wait (refused tries are not counted).
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5).every((code) => code === 429)).toBe(true);

    // The right password from an unknown device waits too (Retry-After)…
    const stranger = await post(
      t.app,
      '/api/v1/auth/login',
      { email: m.email, password: m.password },
      '192.0.2.200',
    );
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // …but the member's own device signs in at once, by body device_id or by the X-Device-Id header.
    const known = await post(
      t.app,
      '/api/v1/auth/login',
      { email: m.email, password: m.password, device_id: 'device-known-victim' },
      '192.0.2.201',
    );
    expect(known.statusCode).toBe(200);
    const byHeader = await post(
      t.app,
      '/api/v1/auth/login',
      { email: m.email, password: m.password },
      '192.0.2.202',
      {
        'x-device-id': 'device-known-victim',
      },
    );
    expect(byHeader.statusCode).toBe(200);
  });

  it('limits reset mails per address across emails and per email across addresses', async () => {
    const perIp: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await post(
        t.app,
        '/api/v1/password/forgot',
        { email: uniqueEmail(`reset${i}`) },
        '203.0.113.40',
      );
      perIp.push(res.statusCode);
    }
    const max = AUTH_LIMITS.forgotPerIp.max;
    expect(perIp).toEqual([...Array(max).fill(200), ...Array(40 - max).fill(429)]);

    const email = uniqueEmail('reset-target');
    const perEmail: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await post(t.app, '/api/v1/password/forgot', { email }, `198.18.0.${i + 1}`);
      perEmail.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(perEmail).toEqual([
      ...Array(AUTH_LIMITS.forgot.max).fill(200),
      ...Array(8 - AUTH_LIMITS.forgot.max).fill(429),
    ]);
  });

  it('behind TRUST_PROXY=1 takes the address the proxy appended, not a spoofed left-most one', async () => {
    const app = await buildApp({
      db: t.database.db,
      config: { ...t.config, trustProxy: parseTrustProxy('1') },
      limits: { register: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const email = uniqueEmail('proxied');
        const res = await post(
          app,
          '/api/v1/register',
          {
            name: 'Proxied',
            email,
            password: 'proxied-pass',
            password_confirmation: 'proxied-pass',
            country: 'RW',
          },
          '10.0.0.2', // the load balancer
          { 'x-forwarded-for': `203.0.113.${100 + i}, 198.51.100.77` },
        );
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429, 429]);

      // Failed logins: the per-IP limit holds whatever the client puts in front.
      const logins: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await post(
          app,
          '/api/v1/auth/login',
          { email: uniqueEmail(`proxied-spray${i}`), password: 'Password123' },
          '10.0.0.2',
          { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.78` },
        );
        logins.push(res.statusCode);
      }
      expect(logins.indexOf(429)).toBe(AUTH_LIMITS.loginFailuresPerIp.max);

      // The session records the real address too.
      const m = await registerMember(t.app);
      const signedIn = await post(
        app,
        '/api/v1/auth/login',
        { email: m.email, password: m.password },
        '10.0.0.2',
        {
          'x-forwarded-for': '1.2.3.4, 198.51.100.79',
        },
      );
      expect(signedIn.statusCode).toBe(200);
      const sessions = await app.inject({
        method: 'GET',
        url: '/api/v1/auth/sessions',
        headers: { authorization: `Bearer ${signedIn.json().access_token}` },
      });
      const current = (sessions.json().data as Array<{ current: boolean; ip_address: string }>).find(
        (s) => s.current,
      );
      expect(current?.ip_address).toBe('198.51.100.79');
    } finally {
      await app.close();
    }
  });
});

describe.each(BACKENDS)('a proxy in front without TRUST_PROXY on $name (finding 6)', (backend) => {
  it('logs one warning naming TRUST_PROXY when X-Forwarded-For arrives while it is unset', async () => {
    const database = await backend.open();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const build = (trustProxy: TrustProxy) =>
      buildApp({
        db: database.db,
        config: testConfig({ trustProxy }),
        logger: { level: 'warn', stream },
      });
    try {
      const app = await build(false);
      for (let i = 0; i < 3; i++)
        await app.inject({
          url: '/api/v1/stats',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      await app.close();
      expect(lines.filter((l) => l.includes(PROXY_WITHOUT_TRUST_WARNING))).toHaveLength(1);
      // Configured (or no proxy header at all): no warning.
      lines.length = 0;
      const trusted = await build(1);
      await trusted.inject({
        url: '/api/v1/stats',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      await trusted.close();
      const direct = await build(false);
      await direct.inject({ url: '/api/v1/stats', remoteAddress: '203.0.113.9' });
      await direct.close();
      expect(lines.join('')).not.toContain('TRUST_PROXY');
    } finally {
      await database.close();
    }
  });
});

describe('TRUST_PROXY setting', () => {
  it('takes a hop count or an address list; true means one hop, never "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('-1')).toThrow(/hop count/);
    expect(() => parseTrustProxy('1.5')).toThrow(/hop count/);
    expect(() => parseTrustProxy('10.0.0.1,,')).toThrow(/address list/);
  });
});
