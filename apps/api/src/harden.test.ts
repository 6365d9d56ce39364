/**
 * Issue #9, server side: development back doors closed (findings 1, 2), bounded input and clean logs
 * (finding 3), timeouts and load shedding (finding 8), widget booking origins (finding 9), tokens
 * without `exp` and `Cache-Control: no-store` (finding 10). On PGlite, and on PostgreSQL when
 * DATABASE_URL is set. The SIGTERM drain under load is proven in `shutdown.test.ts`.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ACCESS_TOKEN_TTL_S, hashPassword, secretKey } from './auth/tokens';
import { ConfigError, loadConfig } from './config';
import { type Database, openPglite as pgliteOpen } from './db/client';
import { users } from './db/schema';
import { insertProviders } from './providers/fixtures';
import { DEMO_MEMBER, DEV_ACCOUNTS } from './seed/accounts';
import { STAFF_ACCOUNTS } from './seed/providers';
import { seed } from './seed/seed';
import { BACKENDS, createTestApp, type TestApp, testConfig } from './testing/db';
import { type Member, registerMember, send, uniqueEmail } from './testing/http';

const LONG_SECRET = 'p'.repeat(40);
const REMOTE = '203.0.113.9';
const TOO_BIG = '2147483648';
const PARTNER = 'https://partner.example';
const TOMORROW = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('settings (finding 1)', () => {
  it('binds 127.0.0.1 outside production and 0.0.0.0 in production unless HOST says otherwise', () => {
    expect(loadConfig({ JWT_SECRET: LONG_SECRET }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: LONG_SECRET, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: LONG_SECRET, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: LONG_SECRET, APP_URL: 'https://gari.rw' });
    expect(prod.host).toBe('0.0.0.0');
    expect(prod.isProduction).toBe(true);
  });

  it('refuses to start in production without JWT_SECRET of 32 bytes and APP_URL, naming both', () => {
    const prod = (env: NodeJS.ProcessEnv) => () => loadConfig({ NODE_ENV: 'production', ...env });
    expect(prod({ APP_URL: 'https://gari.rw' })).toThrow(ConfigError);
    expect(prod({ APP_URL: 'https://gari.rw' })).toThrow(/JWT_SECRET must be set to at least 32 bytes/);
    expect(prod({ APP_URL: 'https://gari.rw', JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET/);
    expect(prod({ JWT_SECRET: LONG_SECRET })).toThrow(/APP_URL must be set/);
    expect(prod({ JWT_SECRET: LONG_SECRET, APP_URL: 'gari.rw' })).toThrow(/APP_URL/);
    expect(prod({})).toThrow(/JWT_SECRET.*APP_URL/);
  });
});

describe.each(BACKENDS)('dev surfaces and seeded accounts on $name (findings 1, 2)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // NODE_ENV unset ("Done when" 3): the mode and host the settings give a bare environment.
    const unset = loadConfig({ JWT_SECRET: LONG_SECRET });
    expect(unset).toMatchObject({ nodeEnv: 'development', isProduction: false, host: '127.0.0.1' });
    t = await createTestApp(backend, {
      config: { nodeEnv: unset.nodeEnv, isProduction: unset.isProduction, host: unset.host },
    });
  }, 240_000);
  afterAll(() => t?.close());

  const DEV_URLS = [
    '/api/v1/dev/outbox?to=amina%40gari.rw',
    '/api/v1/dev/accounts',
    '/api/v1/dev/staff-accounts',
  ];

  it('answers the dev routes only to loopback clients, 404 to any other address', async () => {
    for (const url of DEV_URLS) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const local = await t.app.inject({ url, remoteAddress });
        expect(local.statusCode, `${url} from ${remoteAddress}`).toBe(200);
        expect(local.headers['cache-control']).toBe('no-store');
      }
      for (const remoteAddress of [REMOTE, '10.0.0.7', '::ffff:192.168.1.4', '2001:db8::1']) {
        const remote = await t.app.inject({ url, remoteAddress });
        expect(remote.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(remote.json()).toEqual({ message: 'Not found.' });
      }
    }
  });

  it('judges the matched route, so a percent-encoded spelling of a dev path is refused too', async () => {
    for (const url of [
      '/api/v1/%64ev/accounts',
      '/api/v1/de%76/staff-accounts',
      '/api/v1/dev/%6Futbox?to=amina%40gari.rw',
      '/api/v1/%64%65%76/accounts',
    ]) {
      // The router decodes the path: from loopback it is the dev route…
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
      // …so from anywhere else it must be the same 404.
      const remote = await t.app.inject({ url, remoteAddress: REMOTE });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('password');
    }
  });

  it('judges by the socket, never X-Forwarded-For, even with TRUST_PROXY', async () => {
    const proxied = {
      app: await buildApp({
        db: t.database.db,
        config: testConfig({ nodeEnv: 'development', trustProxy: 1, pressure: { maxEventLoopDelay: 0 } }),
      }),
    };
    try {
      for (const url of DEV_URLS) {
        const spoofed = await proxied.app.inject({
          url,
          remoteAddress: REMOTE,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(spoofed.statusCode, url).toBe(404);
      }
    } finally {
      await proxied.app.close();
    }
  });

  it('closes the takeover path: a remote client cannot read a reset link from the outbox', async () => {
    const forgot = await send(t.app, '/api/v1/password/forgot', { body: { email: DEMO_MEMBER.email } });
    expect(forgot.statusCode).toBe(200);
    const remote = await t.app.inject({
      url: `/api/v1/dev/outbox?to=${encodeURIComponent(DEMO_MEMBER.email)}`,
      remoteAddress: REMOTE,
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('reset-password');
  });

  it('seeds no account with a published password in production, and retires ones left by a dev run', async () => {
    const fresh = await backend.open();
    try {
      const report = await seed(fresh.db, { isProduction: true });
      expect(report.accounts).toEqual([]);
      const prodApp = await buildApp({
        db: fresh.db,
        config: testConfig({ isProduction: true, nodeEnv: 'production', pressure: { maxEventLoopDelay: 0 } }),
      });
      for (const account of [DEMO_MEMBER, ...DEV_ACCOUNTS, ...STAFF_ACCOUNTS]) {
        const res = await send(prodApp, '/api/v1/auth/login', {
          body: { email: account.email, password: account.password },
        });
        expect(res.statusCode, account.email).toBe(401);
      }
      expect((await prodApp.inject({ url: '/api/v1/dev/accounts' })).statusCode).toBe(404);
      await prodApp.close();
    } finally {
      await fresh.close();
    }
    // A database first seeded outside production, then started in production.
    const reused = await backend.open();
    try {
      await seed(reused.db, { isProduction: false });
      const devApp = await buildApp({
        db: reused.db,
        config: testConfig({ pressure: { maxEventLoopDelay: 0 } }),
      });
      const before = await send(devApp, '/api/v1/auth/login', {
        body: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      });
      expect(before.statusCode).toBe(200);
      await devApp.close();
      await seed(reused.db, { isProduction: true });
      const prodApp = await buildApp({
        db: reused.db,
        config: testConfig({ isProduction: true, nodeEnv: 'production', pressure: { maxEventLoopDelay: 0 } }),
      });
      for (const account of [DEMO_MEMBER, DEV_ACCOUNTS[0], STAFF_ACCOUNTS[0]]) {
        if (!account) continue;
        const res = await send(prodApp, '/api/v1/auth/login', {
          body: { email: account.email, password: account.password },
        });
        expect(res.statusCode, account.email).toBe(401);
      }
      // The session opened before is gone too.
      const me = await send(prodApp, '/api/v1/users/me', { token: before.json().access_token });
      expect(me.statusCode).toBe(401);
      await prodApp.close();
    } finally {
      await reused.close();
    }
  }, 300_000);
});

describe.each(BACKENDS)('bounded input on $name (finding 3)', (backend) => {
  let t: TestApp;
  let m: Member;
  let vehicleId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t.app, { tag: 'bounds' });
    const makes = (await send(t.app, '/api/v1/makes')).json().data as { id: number; name: string }[];
    const toyota = makes.find((x) => x.name === 'Toyota');
    const models = (await send(t.app, `/api/v1/makes/${toyota?.id}/models`)).json().data as { id: number }[];
    const made = await send(t.app, '/api/v1/vehicles', {
      token: m.tokens.access_token,
      body: { year: 2015, make_id: toyota?.id, model_id: models[0]?.id, name: 'Test car' },
    });
    expect(made.statusCode, made.body).toBe(201);
    vehicleId = made.json().data.id;
  }, 240_000);
  afterAll(() => t?.close());

  const fieldsOf = (body: string) => Object.keys((JSON.parse(body) as { errors?: object }).errors ?? {});

  it('answers ids of 2^31 and more with 422 naming the field, never 500', async () => {
    const token = () => m.tokens.access_token;
    const cases: { url: string; method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; field: string }[] = [
      { url: `/api/v1/vehicles/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}`, method: 'DELETE', field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/summary`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/refuels`, field: 'id' },
      { url: `/api/v1/vehicles/99999999999/expenses/recent`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/expenses/monthly`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/diagnoses`, field: 'id' },
      { url: `/api/v1/ai/diagnoses/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/makes/${TOO_BIG}/models`, field: 'id' },
      { url: `/api/v1/auth/sessions/${TOO_BIG}/revoke`, method: 'POST', body: {}, field: 'id' },
      { url: '/api/v1/email/verify', body: { id: Number(TOO_BIG), hash: 'abcdefghijkl' }, field: 'id' },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 2 ** 31, model_id: 1 },
        field: 'make_id',
      },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 1, model_id: 1e12 },
        field: 'model_id',
      },
      {
        url: '/api/v1/bookings',
        body: { provider_id: 2 ** 31, date: TOMORROW, time: '10:00', service: 'Oil Change' },
        field: 'provider_id',
      },
      {
        url: '/api/v1/bookings',
        body: { carwash_id: TOO_BIG, date: TOMORROW, time: '10:00', service: 'Wash' },
        field: 'carwash_id',
      },
      { url: '/api/v1/ai/mechanic', body: { vehicle_id: 2 ** 31, symptoms: 'noise' }, field: 'vehicle_id' },
    ];
    for (const c of cases) {
      const res = await send(t.app, c.url, {
        token: token(),
        ...(c.method ? { method: c.method } : {}),
        ...(c.body === undefined ? {} : { body: c.body }),
      });
      expect(res.statusCode, `${c.method ?? ''} ${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
    }
    // The largest 32-bit id is valid input: a plain 404.
    const max = await send(t.app, '/api/v1/vehicles/2147483647', { token: token() });
    expect(max.statusCode).toBe(404);
  });

  it('refuses NUL and other control characters in text fields with 422 naming the field', async () => {
    const token = m.tokens.access_token;
    const v = `/api/v1/vehicles/${vehicleId}`;
    const cases: { url: string; body?: unknown; auth?: boolean; field: string }[] = [
      {
        url: `${v}/refuels`,
        body: { date: '2026-01-02', liters: 20, total_cost: 30_000, station_name: 'a\u0000b' },
        field: 'station_name',
      },
      {
        url: `${v}/refuels`,
        body: { date: '2026-01-02', liters: 20, total_cost: 30_000, location: 'Kigali\u001b[31m' },
        field: 'location',
      },
      {
        url: `${v}/expenses`,
        body: { date: '2026-01-02', category: 'parking', amount: 1000, note: 'x\u0000' },
        field: 'note',
      },
      {
        url: '/api/v1/register',
        auth: false,
        body: {
          name: 'Nul\u0000Name',
          email: uniqueEmail(),
          password: 'correct horse',
          password_confirmation: 'correct horse',
          country: 'RW',
        },
        field: 'name',
      },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 1, model_id: 1, name: 'car\u0000', color: 'red\u0007' },
        field: 'name',
      },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 1, model_id: 1, color: 'red\u0000' },
        field: 'color',
      },
      {
        url: '/api/v1/ai/mechanic',
        body: { vehicle_id: vehicleId, symptoms: 'knock\u0000' },
        field: 'symptoms',
      },
      {
        url: '/api/v1/ai/mechanic',
        body: {
          vehicle_id: vehicleId,
          symptoms: 'knock',
          request_type: 'final_diagnosis',
          answers: [{ question: 'When?', answer: 'cold\u0000' }],
        },
        field: 'answers.0.answer',
      },
      { url: '/api/v1/dev/outbox?to=%00', field: 'to' },
      { url: '/api/v1/garages?q=a%00b', field: 'q' },
    ];
    for (const c of cases) {
      const res = await send(t.app, c.url, {
        ...(c.auth === false ? {} : { token }),
        ...(c.body === undefined ? {} : { body: c.body }),
      });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
      expect(res.json().errors[c.field]).toContain(
        'The text contains a control character, which is not allowed.',
      );
    }
    // Multi-line text keeps its newlines and tabs.
    const note = await send(t.app, `${v}/expenses`, {
      token,
      body: { date: '2026-01-02', category: 'parking', amount: 1000, note: 'line one\n\tline two' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data.note).toBe('line one\n\tline two');
  });

  it('logs a failed SQL statement without its parameters, and redacts secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { loggerOptions } = await import('./logging');
    const app = await buildApp({
      db: t.database.db,
      config: testConfig({ pressure: { maxEventLoopDelay: 0 } }),
      logger: { ...(loggerOptions('info') as object), stream },
    });
    const email = uniqueEmail('leak');
    const hash = await hashPassword('a secret password');
    // A statement that fails in the database (duplicate email) with an email and a hash as parameters.
    app.post('/api/v1/__fail', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'echo for the redaction test');
      for (let i = 0; i < 2; i++) {
        await t.database.db
          .insert(users)
          .values({ name: 'Leak', email, username: `leak${i}`, country: 'RW', passwordHash: hash });
      }
      return {};
    });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__fail',
      headers: { authorization: 'Bearer secret.token.value', cookie: 'sid=cookie-secret' },
      payload: { email, password: 'hunter2-password', refresh_token: 'refresh-secret' },
    });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error' });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    for (const secret of [
      email,
      hash,
      'hunter2-password',
      'refresh-secret',
      'secret.token.value',
      'cookie-secret',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe.each(BACKENDS)('tokens and caching on $name (finding 10)', (backend) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t.app, { tag: 'cache' });
  }, 240_000);
  afterAll(() => t?.close());

  it('refuses a validly signed access token without exp', async () => {
    const key = secretKey(t.config.jwtSecret);
    const payload = JSON.parse(
      Buffer.from(m.tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    const noExp = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('gari')
      .setIssuedAt()
      .sign(key);
    expect((await send(t.app, '/api/v1/users/me', { token: noExp })).statusCode).toBe(401);
    const withExp = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('gari')
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
      .sign(key);
    expect((await send(t.app, '/api/v1/users/me', { token: withExp })).statusCode).toBe(200);
  });

  it('sends Cache-Control: no-store on every authenticated answer and on token answers', async () => {
    const token = m.tokens.access_token;
    for (const url of ['/api/v1/users/me', '/api/v1/vehicles', '/api/v1/auth/sessions', '/api/v1/bookings']) {
      const res = await send(t.app, url, { token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Public reference lists keep their caching when nobody is signed in.
    expect((await send(t.app, '/api/v1/makes')).headers['cache-control']).toBe('public, max-age=3600');
    const login = await send(t.app, '/api/v1/auth/login', { body: { email: m.email, password: m.password } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe.each(BACKENDS)('widget bookings on $name (finding 9)', (backend) => {
  let t: TestApp;
  let widgetGarage: number;
  let otherGarage: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const fx = await insertProviders(t.database.db, [
      {
        slug: 'harden-widget',
        name: 'Harden Widget',
        widgetKey: 'gw_harden_widget_key',
        allowedOrigins: [PARTNER],
        services: [{ name: 'Oil Change', price: 20_000, duration: 30 }],
      },
      {
        slug: 'harden-other',
        name: 'Harden Other',
        widgetKey: 'gw_harden_other_key',
        allowedOrigins: ['https://other.example'],
        services: [{ name: 'Oil Change', price: 20_000, duration: 30 }],
      },
    ]);
    widgetGarage = fx.get('harden-widget')?.id ?? 0;
    otherGarage = fx.get('harden-other')?.id ?? 0;
  }, 240_000);
  afterAll(() => t?.close());

  let minute = 0;
  const body = (extra: Record<string, unknown> = {}) => ({
    provider_type: 'garage',
    date: TOMORROW,
    time: `1${minute++ % 6}:00`,
    service: 'Oil Change',
    full_name: 'Widget Visitor',
    phone: '+250 783 000 111',
    ...extra,
  });
  const book = (payload: object, origin?: string, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload,
      headers: { ...(origin ? { origin } : {}), ...(host ? { host } : {}) },
    });

  it('refuses a booking from a foreign origin without a widget key (403 naming origin)', async () => {
    const res = await book(body({ provider_id: widgetGarage }), 'https://evil.example');
    expect(res.statusCode, res.body).toBe(403);
    expect(Object.keys(res.json().errors)).toEqual(['origin']);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // Even from an origin a provider allows: without the key it is not a widget booking.
    const partner = await book(body({ provider_id: widgetGarage }), PARTNER);
    expect(partner.statusCode).toBe(403);
    // Gari's own origin (APP_URL or the request's host) and non-browser clients book as the site.
    expect((await book(body({ provider_id: widgetGarage }), 'http://gari.test')).statusCode).toBe(201);
    expect(
      (await book(body({ provider_id: widgetGarage }), 'http://127.0.0.1:3000', '127.0.0.1:3000')).statusCode,
    ).toBe(201);
    expect((await book(body({ provider_id: widgetGarage }))).statusCode).toBe(201);
  });

  it('gives CORS on POST /bookings only to the origin + key + booked provider pairing', async () => {
    const paired = await book(
      body({ provider_id: widgetGarage, widget_key: 'gw_harden_widget_key' }),
      PARTNER,
    );
    expect(paired.statusCode, paired.body).toBe(201);
    expect(paired.headers['access-control-allow-origin']).toBe(PARTNER);
    // PARTNER is allowed by harden-widget, but books harden-other with its key: no CORS, refused.
    const cross = await book(body({ provider_id: otherGarage, widget_key: 'gw_harden_other_key' }), PARTNER);
    expect(cross.statusCode).toBe(403);
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
    // The key of one provider booking another: no CORS, 422 on widget_key.
    const wrongKey = await book(
      body({ provider_id: otherGarage, widget_key: 'gw_harden_widget_key' }),
      PARTNER,
    );
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.headers['access-control-allow-origin']).toBeUndefined();
    // A paired widget still reads its 422 answers (CORS decided before validation).
    const bad = await book(
      body({ provider_id: widgetGarage, widget_key: 'gw_harden_widget_key', service: '' }),
      PARTNER,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['access-control-allow-origin']).toBe(PARTNER);
    // Other /bookings calls get no CORS for a widget origin.
    const list = await t.app.inject({ url: '/api/v1/bookings', headers: { origin: PARTNER } });
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(BACKENDS)('the spareshop on $name (findings 1, 3, 10 over issue #10)', (backend) => {
  let t: TestApp;
  let buyer: Member;
  let partId: number;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { nodeEnv: 'development' } });
    buyer = await registerMember(t.app, { tag: 'shop' });
    const page = await send(
      t.app,
      '/api/v1/marketplace/listings?country=RW&kind=part&min_price=1000&limit=1',
    );
    partId = page.json().data[0].id;
  }, 240_000);
  afterAll(() => t?.close());

  const fieldsOf = (body: string) => Object.keys((JSON.parse(body) as { errors?: object }).errors ?? {});
  const DELIVERY = { full_name: 'Amina Uwase', delivery_address: 'KG 7 Ave 12, Kigali' };
  /** A pending simulator payment of a fresh momo order; its reference. */
  async function pendingPayment(): Promise<{ orderId: number; reference: string }> {
    const placed = await send(t.app, '/api/v1/orders', {
      token: buyer.tokens.access_token,
      body: {
        items: [{ listing_id: partId, quantity: 1 }],
        payment_method: 'momo',
        phone: '+250788123456',
        ...DELIVERY,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order.payment).toMatchObject({ provider: 'simulator', status: 'PENDING' });
    return { orderId: order.id, reference: order.payment.reference };
  }
  const statusOf = async (orderId: number) =>
    (await send(t.app, `/api/v1/orders/${orderId}`, { token: buyer.tokens.access_token })).json().data.payment
      .status;

  it('answers the payment simulator only outside production and only to loopback clients', async () => {
    const { orderId, reference } = await pendingPayment();
    const decide = (
      app: FastifyInstance,
      remoteAddress: string,
      url = `/api/v1/payments/simulator/${reference}/decision`,
    ) => app.inject({ method: 'POST', url, remoteAddress, payload: { decision: 'approve' } });
    for (const remoteAddress of [REMOTE, '10.0.0.7', '2001:db8::1']) {
      const remote = await decide(t.app, remoteAddress);
      expect(remote.statusCode, remoteAddress).toBe(404);
      expect(remote.json()).toEqual({ message: 'Not found.' });
    }
    expect(
      (await decide(t.app, REMOTE, `/api/v1/payments/%73imulator/${reference}/decision`)).statusCode,
    ).toBe(404);
    // A bad body from outside is the same 404, not a 422 that would show the route is there.
    const probe = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/simulator/${reference}/decision`,
      remoteAddress: REMOTE,
      payload: { decision: 'maybe' },
    });
    expect(probe.statusCode).toBe(404);
    expect(await statusOf(orderId)).toBe('PENDING');

    // In production, not even a loopback client reaches it.
    const prod = await buildApp({
      db: t.database.db,
      config: testConfig({ isProduction: true, nodeEnv: 'production', pressure: { maxEventLoopDelay: 0 } }),
    });
    try {
      for (const remoteAddress of ['127.0.0.1', REMOTE]) {
        expect((await decide(prod, remoteAddress)).statusCode, remoteAddress).toBe(404);
      }
      const badBody = await prod.inject({
        method: 'POST',
        url: `/api/v1/payments/simulator/${reference}/decision`,
        payload: { decision: 'maybe' },
      });
      expect(badBody.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    expect(await statusOf(orderId)).toBe('PENDING');

    // Outside production, from this machine: the decision lands.
    const local = await decide(t.app, '127.0.0.1');
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json()).toEqual({ status: 'SUCCESSFUL' });
    expect(local.headers['cache-control']).toBe('no-store');
  });

  it('answers spareshop ids of 2^31 and more with 422 naming the field, never 500', async () => {
    const token = buyer.tokens.access_token;
    type Case = {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      body?: unknown;
      field: string;
    };
    const cases: Case[] = [
      { url: `/api/v1/marketplace/listings/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/marketplace/listings/${TOO_BIG}`, method: 'PATCH', body: { price: 1 }, field: 'id' },
      { url: `/api/v1/marketplace/listings/${TOO_BIG}`, method: 'DELETE', field: 'id' },
      { url: `/api/v1/marketplace/listings/${TOO_BIG}/photos`, method: 'POST', body: {}, field: 'id' },
      { url: `/api/v1/marketplace/listings/1/photos/${TOO_BIG}`, method: 'DELETE', field: 'photo_id' },
      { url: `/api/v1/marketplace/orders/${TOO_BIG}/status`, body: { status: 'confirmed' }, field: 'id' },
      { url: `/api/v1/marketplace/listings?seller_id=${TOO_BIG}`, field: 'seller_id' },
      { url: `/api/v1/marketplace/listings?fits=${TOO_BIG}`, field: 'fits' },
      { url: `/api/v1/cart/items/${TOO_BIG}`, method: 'PUT', body: { quantity: 1 }, field: 'listing_id' },
      { url: `/api/v1/cart/items/${TOO_BIG}`, method: 'DELETE', field: 'listing_id' },
      {
        url: '/api/v1/cart/merge',
        body: { items: [{ listing_id: 2 ** 31, quantity: 1 }] },
        field: 'items.0.listing_id',
      },
      {
        url: '/api/v1/orders',
        body: {
          items: [{ listing_id: 2 ** 31, quantity: 1 }],
          payment_method: 'cash',
          phone: '+250788123456',
          ...DELIVERY,
        },
        field: 'items.0.listing_id',
      },
      { url: `/api/v1/orders/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/orders/${TOO_BIG}/pay`, body: {}, field: 'id' },
      { url: `/api/v1/orders/${TOO_BIG}/cancel`, body: {}, field: 'id' },
      {
        url: '/api/v1/marketplace/listings',
        body: {
          title: 'Brake pads',
          category: 'brakes',
          condition: 'New',
          price: 1000,
          city: 'Kigali',
          fitment: [{ make_id: 2 ** 31, year_from: 2010, year_to: 2015 }],
        },
        field: 'fitment.0.make_id',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method ?? (c.body === undefined ? 'GET' : 'POST'),
        url: c.url,
        headers: { authorization: `Bearer ${token}` },
        ...(c.body === undefined ? {} : { payload: c.body as object }),
      });
      expect(res.statusCode, `${c.method ?? ''} ${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
    }
    expect((await send(t.app, '/api/v1/marketplace/listings/2147483647')).statusCode).toBe(404);
  });

  it('refuses NUL and other control characters in spareshop text fields with 422 naming the field', async () => {
    const token = buyer.tokens.access_token;
    const listing = {
      title: 'Brake pads',
      category: 'brakes',
      condition: 'New',
      price: 1000,
      city: 'Kigali',
    };
    const order = {
      items: [{ listing_id: partId, quantity: 1 }],
      payment_method: 'cash',
      phone: '+250788123456',
      ...DELIVERY,
    };
    const cases: { url: string; body?: unknown; field: string }[] = [
      { url: '/api/v1/marketplace/listings', body: { ...listing, title: 'Brake\u0000pads' }, field: 'title' },
      {
        url: '/api/v1/marketplace/listings',
        body: { ...listing, description: 'ok\u0000' },
        field: 'description',
      },
      { url: '/api/v1/marketplace/listings', body: { ...listing, city: 'Kig\u0007ali' }, field: 'city' },
      { url: '/api/v1/marketplace/listings', body: { ...listing, brand: 'Bosch\u0000' }, field: 'brand' },
      {
        url: '/api/v1/marketplace/listings',
        body: { ...listing, oem_numbers: ['04465\u000042160'] },
        field: 'oem_numbers.0',
      },
      { url: '/api/v1/orders', body: { ...order, full_name: 'Amina\u0000' }, field: 'full_name' },
      {
        url: '/api/v1/orders',
        body: { ...order, delivery_address: 'KG 7\u0000' },
        field: 'delivery_address',
      },
      { url: '/api/v1/orders', body: { ...order, note: 'ring\u0000' }, field: 'note' },
      { url: '/api/v1/payments/momo/callback', body: { externalId: 'a\u0000b' }, field: 'externalId' },
      { url: '/api/v1/payments/momo/callback', body: { referenceId: '\u0000' }, field: 'referenceId' },
      {
        url: '/api/v1/payments/airtel/callback',
        body: { transaction: { id: 'a\u0000b' } },
        field: 'transaction.id',
      },
      { url: '/api/v1/marketplace/listings?search=brake%00pads', field: 'search' },
      { url: '/api/v1/marketplace/listings?brand=bosch%00', field: 'brand.0' },
    ];
    for (const c of cases) {
      const res = await send(t.app, c.url, { token, ...(c.body === undefined ? {} : { body: c.body }) });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
      expect(res.json().errors[c.field]).toContain(
        'The text contains a control character, which is not allowed.',
      );
    }
  });

  it('sends Cache-Control: no-store on every signed-in spareshop answer, also when the public list is kept in memory', async () => {
    const token = buyer.tokens.access_token;
    const { orderId } = await pendingPayment();
    for (const url of [
      '/api/v1/marketplace/mine',
      '/api/v1/marketplace/orders',
      '/api/v1/cart/items',
      '/api/v1/orders',
      `/api/v1/orders/${orderId}`,
      // The list reads the member (its `fits` filter): signed in, it is member data.
      '/api/v1/marketplace/listings?country=RW',
    ]) {
      const res = await send(t.app, url, { token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cart/items/${partId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { quantity: 1 },
    });
    expect(put.headers['cache-control']).toBe('no-store');
    // `pnpm start` keeps public answers in memory (PUBLIC_CACHE_MS): a visitor's answer is replayed to
    // visitors, never to a signed-in member.
    const cached = await buildApp({
      db: t.database.db,
      config: testConfig({ pressure: { maxEventLoopDelay: 0 } }),
      publicCacheMs: 60_000,
    });
    try {
      const url = '/api/v1/marketplace/listings?country=KE';
      const visitor = await cached.inject({ url });
      expect(visitor.headers['cache-control']).toMatch(/^public/);
      expect((await cached.inject({ url })).headers['cache-control']).toMatch(/^public/);
      const member = await cached.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('no-store');
    } finally {
      await cached.close();
    }
  });
});

describe('timeouts and load shedding (finding 8)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await pgliteOpen();
  }, 240_000);
  afterAll(() => database?.close());

  it('closes a socket whose headers never finish (slow-loris) after the headers timeout', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig({
        timeouts: { headers: 400, request: 800, checkInterval: 100 },
        pressure: { maxEventLoopDelay: 0 },
      }),
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = Date.now();
      const outcome = await new Promise<{ closedAfter: number; data: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /api/v1/stats HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
          // Dribble a header byte every 100 ms, never ending the headers.
          const drip = setInterval(() => socket.write('a'), 100);
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ closedAfter: Date.now() - started, data });
          });
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += String(chunk);
        });
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000).unref();
      });
      expect(outcome.closedAfter).toBeLessThan(3_000);
      expect(outcome.data).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('closes a socket whose body never finishes (slow body) after the request timeout', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig({
        timeouts: { headers: 400, request: 800, checkInterval: 100 },
        pressure: { maxEventLoopDelay: 0 },
      }),
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = Date.now();
      const outcome = await new Promise<{ closedAfter: number; data: string }>((resolve, reject) => {
        let data = '';
        const socket = connect(port, '127.0.0.1', () => {
          // Whole headers at once, then a body byte every 100 ms, never reaching Content-Length.
          socket.write(
            'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'Content-Length: 100000\r\n\r\n{"email":"',
          );
          const drip = setInterval(() => socket.write('a'), 100);
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ closedAfter: Date.now() - started, data });
          });
        });
        socket.on('data', (chunk) => {
          data += String(chunk);
        });
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000).unref();
      });
      expect(outcome.closedAfter).toBeLessThan(3_000);
      expect(outcome.data).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After while the event loop is saturated', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig({ pressure: { maxEventLoopDelay: 50, sampleInterval: 1000, retryAfter: 7 } }),
    });
    try {
      await app.ready();
      // Block the event loop longer than one sample interval (1 s): the overdue sample runs as soon as
      // the loop is free and sees the delay; the next one is a second away, even on a loaded machine.
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await app.inject({ url: '/api/v1/stats' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({ message: 'The server is busy. Try again in a moment.' });
      // Once the loop is calm again, requests pass.
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect((await app.inject({ url: '/api/v1/stats' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
