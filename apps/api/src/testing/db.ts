/**
 * Test databases and apps. Every API suite runs on each backend of {@link BACKENDS}: PGlite in memory
 * always, and PostgreSQL too when `DATABASE_URL` is set (a throwaway `gari_test_<random>` database
 * created from that URL and dropped afterwards). Use with `describe.each(BACKENDS)`.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import type { AuthLimits } from '../auth/routes';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { seed } from '../seed/seed';

/** A database engine the suites run on. */
export interface Backend {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database. `close()` also drops a PostgreSQL one. */
  open(): Promise<Database>;
}

/** Creates `gari_test_<random>` on the server of `url` and returns its URL plus a dropper. */
export async function throwawayDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gari_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const pgliteBackend: Backend = { name: 'pglite', open: () => openPglite() };

const postgresBackend = (url: string): Backend => ({
  name: 'postgres',
  async open() {
    const temp = await throwawayDatabase(url);
    const database = await openPostgres(temp.url, 20);
    return {
      ...database,
      async close() {
        await database.close();
        await temp.drop();
      },
    };
  },
});

/** PGlite always; PostgreSQL as well when DATABASE_URL is set. */
export const BACKENDS: Backend[] = [
  pgliteBackend,
  ...(process.env.DATABASE_URL ? [postgresBackend(process.env.DATABASE_URL)] : []),
];

/** Settings for tests: fixed secret, silent logs, no site, dev mode, `http://gari.test` links. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), 'gari-test-unused'),
    databaseUrl: undefined,
    appUrl: 'http://gari.test',
    smtpUrl: undefined,
    mailFrom: 'Gari <no-reply@gari.test>',
    jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    nodeEnv: 'test',
    isProduction: false,
    redisUrl: undefined,
    siteDist: join(tmpdir(), 'gari-no-site'),
    trustProxy: false,
    logLevel: 'silent',
    // Suites book many times from one IP (the 200-way race): limited only in the test that proves it.
    bookings: { rateLimit: { max: 10_000, timeWindow: 60_000 } },
    // Load shedding off (0 disables it): PGlite's synchronous work on a busy test machine would trip it;
    // the test that proves it turns it on.
    pressure: { maxEventLoopDelay: 0 },
    ...overrides,
  };
}

/** A seeded database with an app on it. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Opens a fresh database on `backend`, seeds it and builds the app (not listening; use `inject`). */
export async function createTestApp(
  backend: Backend,
  opts: { config?: Partial<Config>; mailer?: Mailer; limits?: Partial<AuthLimits> } = {},
): Promise<TestApp> {
  const database = await backend.open();
  const config = testConfig(opts.config);
  await seed(database.db, { isProduction: config.isProduction });
  // Suites register many members from one IP: registration is limited only in the test that proves it.
  const limits = { register: { max: 10_000, timeWindow: 60_000 }, ...opts.limits };
  const app = await buildApp({
    db: database.db,
    config,
    limits,
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
