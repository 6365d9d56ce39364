/**
 * Issue #9 findings 1, 2: settings refused in production, and the dev routes and seeded accounts
 * closed to anyone but this machine (PGlite, and PostgreSQL when DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { DEMO_MEMBER, DEV_ACCOUNTS } from '../seed/accounts';
import { STAFF_ACCOUNTS } from '../seed/providers';
import { seed } from '../seed/seed';
import { BACKENDS, createTestApp, type TestApp, testConfig } from '../testing/db';
import { send } from '../testing/http';
import { LONG_SECRET, REMOTE } from './fixtures';

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
