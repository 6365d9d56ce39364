/**
 * `pnpm start`: opens the database (migrate + seed), builds the app and listens on HOST:PORT; closes
 * cleanly on SIGTERM/SIGINT. Settings: see `config.ts`.
 */
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { seed } from './seed/seed';

const started = performance.now();
const config = loadConfig();
const database = await openDb(config);
const report = await seed(database.db, { isProduction: config.isProduction });
const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
// Public lists are replayed from memory for PUBLIC_CACHE_MS (default 5 s; 0 = off), emptied on writes.
const publicCacheMs = Number(process.env.PUBLIC_CACHE_MS ?? 5000) || 0;
const app = await buildApp({ db: database.db, config, redis, publicCacheMs });

app.log.info(
  { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, seeded: report },
  'database ready',
);
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(
  `Gari is running on http://${shown}:${config.port} (API /api/v1, docs /api/docs) — ready in ${Math.round(performance.now() - started)} ms`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  try {
    await app.close();
    await database.close();
    if (redis) await redis.quit();
  } finally {
    process.exit(0);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

/** Connects the optional Redis rate-limit store (short timeouts: the limiter skips on store errors). */
function openRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}
