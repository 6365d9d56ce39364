/**
 * The app as `pnpm start` runs it: file-backed PGlite that persists across reopen, idempotent seed,
 * the built site with SPA fallback, OpenAPI docs, security headers, production mode, settings.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDb } from './db/client';
import { DEV_ACCOUNTS } from './seed/accounts';
import { seed } from './seed/seed';
import { testConfig } from './testing/db';
import { login, registerMember, send } from './testing/http';

const tmp = mkdtempSync(join(tmpdir(), 'gari-app-'));
const dataDir = join(tmp, 'nested', 'data');
const siteDist = join(tmp, 'site');

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('file-backed PGlite, seed and the served site', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(siteDist, 'assets'), { recursive: true });
    writeFileSync(
      join(siteDist, 'index.html'),
      '<!doctype html><html><body><div id="root">Gari SPA</div></body></html>',
    );
    writeFileSync(join(siteDist, 'assets', 'index-abc123.js'), 'console.log("gari")');
    writeFileSync(join(siteDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Production first: no dev accounts, no dev routes.
    database = await openDb({ databaseUrl: undefined, dataDir });
    const report = await seed(database.db, { isProduction: true });
    // Production seeds no account with a published password (issue #9).
    expect(report.accounts).toEqual([]);
    expect(report.models).toBeGreaterThanOrEqual(300);
    app = await buildApp({
      db: database.db,
      config: testConfig({ dataDir, siteDist, isProduction: true, nodeEnv: 'production' }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('serves the SPA: index.html for client routes, files as files, long cache for hashed assets', async () => {
    for (const path of ['/', '/vehicles/12', '/reset-password?token=abc&email=a%40b.c', '/no/such/page']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Gari SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("gari")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['content-type']).toMatch(/svg/);
    const missingAsset = await app.inject({ url: '/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/v1/not-a-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
    expect((await app.inject({ method: 'POST', url: '/vehicles' })).statusCode).toBe(404);
  });

  it('sets security headers with a CSP that allows the SPA', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the zod schemas, and the docs UI', async () => {
    const json = await app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/register',
        '/api/v1/auth/login',
        '/api/v1/vehicles/{id}/summary',
        '/api/v1/makes',
      ]),
    );
    const register = spec.paths['/api/v1/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'password_confirmation', 'country']),
    );
    expect(register.responses['201']).toBeDefined();
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('hides the dev routes in production', async () => {
    expect((await app.inject({ url: '/api/v1/dev/accounts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    expect(
      (
        await send(app, '/api/v1/login', {
          body: { email: DEV_ACCOUNTS[0]?.email, password: 'gari-dev-pass' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps data across a close and reopen of the data folder; the seed adds nothing twice', async () => {
    const m = await registerMember(app);
    const makeId = (await send(app, '/api/v1/makes')).json().data[0].id;
    const model = (await send(app, `/api/v1/makes/${makeId}/models`)).json().data[0];
    const created = await send(app, '/api/v1/vehicles', {
      token: m.tokens.access_token,
      body: { make_id: makeId, model_id: model.id, year: Math.max(2005, model.start_year) },
    });
    expect(created.statusCode).toBe(201);
    await app.close();
    await database.close();
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    database = await openDb({ databaseUrl: undefined, dataDir });
    const again = await seed(database.db, { isProduction: true });
    expect(again).toEqual({
      specs: 0,
      makes: 0,
      models: 0,
      testimonials: 0,
      listings: 0,
      gasStations: 0,
      convoys: 0,
      accounts: [],
    });
    app = await buildApp({ db: database.db, config: testConfig({ dataDir, siteDist }) });
    const back = await login(app, m.email, m.password);
    const list = await send(app, '/api/v1/vehicles', { token: back.tokens.access_token });
    expect(list.json().data.map((v: { id: number }) => v.id)).toEqual([created.json().data.id]);
    // The refresh token issued before the restart still works (sessions persisted).
    const refreshed = await send(app, '/api/v1/auth/refresh', {
      body: { refresh_token: m.tokens.refresh_token, device_id: m.tokens.device_id },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

/** Rate-limit stores: in-memory always, Redis as well when REDIS_URL is set. */
const STORES = ['memory', ...(process.env.REDIS_URL ? ['redis'] : [])] as const;

describe.each(STORES)('failed-login limit with the %s store', (store) => {
  it('answers 429 with Retry-After (the progressive delay) after 5 failures for one account', async () => {
    const database = await openDb({ databaseUrl: undefined, dataDir });
    const redis = store === 'redis' ? new Redis(process.env.REDIS_URL ?? '') : undefined;
    const app = await buildApp({
      db: database.db,
      config: testConfig({ dataDir }),
      ...(redis ? { redis } : {}),
    });
    try {
      const email = `limit.${Date.now()}@example.test`;
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await send(app, '/api/v1/auth/login', { body: { email, password: `wrong-${i}-pass` } });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          // Issue #9: a progressive delay (2 s after the 5th failure), not a 15-minute lockout.
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(2);
        }
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await app.close();
      await database.close();
      await redis?.quit();
    }
  });
});

describe('settings', () => {
  it('resolves a relative DATA_DIR against INIT_CWD and keeps one generated JWT secret', () => {
    const base = join(tmp, 'cwd');
    const config = loadConfig({ INIT_CWD: base, DATA_DIR: './state', PORT: '4123' });
    expect(config.dataDir).toBe(join(base, 'state'));
    expect(config.port).toBe(4123);
    expect(config.appUrl).toBe('http://localhost:4123');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteDist.endsWith(join('apps', 'site', 'dist', 'client'))).toBe(true);
    const kept = readFileSync(join(base, 'state', 'jwt-secret'), 'utf8').trim();
    expect(config.jwtSecret).toBe(kept);
    expect(kept.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ INIT_CWD: base, DATA_DIR: './state' }).jwtSecret).toBe(kept);
    expect(loadConfig({ INIT_CWD: base, DATA_DIR: './state', JWT_SECRET: 'from-env' }).jwtSecret).toBe(
      'from-env',
    );
    expect(loadConfig({ DATA_DIR: join(tmp, 'abs'), APP_URL: 'https://gari.rw/' }).appUrl).toBe(
      'https://gari.rw',
    );
    expect(() => loadConfig({ DATA_DIR: join(tmp, 'abs'), PORT: 'abc' })).toThrow(/PORT/);
    // MAX_EVENT_LOOP_DELAY_MS: 0 turns load shedding off; junk keeps the default.
    expect(loadConfig({ DATA_DIR: join(tmp, 'abs'), MAX_EVENT_LOOP_DELAY_MS: '0' }).pressure).toEqual({
      maxEventLoopDelay: 0,
    });
    expect(
      loadConfig({ DATA_DIR: join(tmp, 'abs'), MAX_EVENT_LOOP_DELAY_MS: 'soon' }).pressure,
    ).toBeUndefined();
    const production = {
      DATA_DIR: join(tmp, 'abs'),
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(32),
      APP_URL: 'https://gari.rw',
    };
    expect(loadConfig(production).isProduction).toBe(true);
  });
});
