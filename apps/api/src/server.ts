/**
 * `pnpm start`: opens the database (migrate + seed), builds the app and listens on HOST:PORT.
 * Settings: see `config.ts`; a bad setting (e.g. production without JWT_SECRET or APP_URL) prints one
 * clear line and exits with status 1.
 *
 * Shutdown (issue #9 "Graceful under faults", `close-with-grace`): on SIGTERM/SIGINT the server stops
 * accepting connections at once, closes idle kept-alive sockets, answers 503 to requests that arrive
 * on open sockets, lets requests in flight finish (up to {@link DRAIN_DELAY_MS}), then closes the
 * database and Redis and exits 0; after the delay, or on a second signal, it exits 1. An uncaught error
 * closes the same way and exits 1.
 */
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDb } from './db/client';
import { seed } from './seed/seed';

/** How long in-flight requests may take to finish after SIGTERM (ms). */
export const DRAIN_DELAY_MS = 10_000;

const started = performance.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Gari cannot start: ${error.message}\n`);
  process.exit(1);
}
const database = await openDb(config);
const report = await seed(database.db, { isProduction: config.isProduction });
const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
// Public lists are replayed from memory for PUBLIC_CACHE_MS (default 5 s; 0 = off), emptied on writes.
const publicCacheMs = Number(process.env.PUBLIC_CACHE_MS ?? 5000) || 0;
const app = await buildApp({ db: database.db, config, redis, publicCacheMs });

closeWithGrace({ delay: DRAIN_DELAY_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info(`${signal ?? 'exit'} received, draining requests and closing`);
  await app.close();
  await database.close();
  if (redis) await redis.quit();
  app.log.info('closed');
});

app.log.info(
  { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, seeded: report },
  'database ready',
);
await app.listen({ port: config.port, host: config.host });
const shown =
  config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1'
    ? 'localhost'
    : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(
  `Gari is running on http://${shown}:${port} (API /api/v1, docs /api/docs) — ready in ${Math.round(performance.now() - started)} ms`,
);

/** Connects the optional Redis rate-limit store (short timeouts: the limiter skips on store errors). */
function openRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}
