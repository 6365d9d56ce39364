/**
 * `pnpm --filter @gari/api seed:scale [n]`: opens the database of the environment (`DATABASE_URL`, else
 * PGlite in `DATA_DIR`), migrates, runs the normal seed, then adds generated providers up to `n` in all
 * (argument, else `SEED_SCALE`, else 10,000). See `scale.ts`.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { seedScale } from './scale';
import { seed } from './seed';

const target = Number(process.argv[2] ?? process.env.SEED_SCALE ?? 10_000);
if (!Number.isInteger(target) || target < 0)
  throw new Error(`seed:scale needs a provider count, got ${target}`);
const config = loadConfig();
const database = await openDb(config);
try {
  await seed(database.db, { isProduction: config.isProduction });
  const added = await seedScale(database.db, target);
  console.log(`seed:scale: ${added} providers added (${target} in all) on ${database.kind}`);
} finally {
  await database.close();
}
