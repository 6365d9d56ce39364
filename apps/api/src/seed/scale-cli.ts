/**
 * `pnpm --filter @gari/api seed:scale [n] [--listings [m]]`: opens the database of the environment
 * (`DATABASE_URL`, else PGlite in `DATA_DIR`), migrates, runs the normal seed, then adds generated
 * providers up to `n` in all (argument, else `SEED_SCALE`, else 10,000; see `scale.ts`). With
 * `--listings` (or `SEED_SCALE_LISTINGS`) it also adds generated spareshop listings up to `m` in all
 * (default 100,000; see `marketplace.ts`), the data set of the listings benchmark (issue #10).
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { seedMarketplaceScale } from './marketplace';
import { seedScale } from './scale';
import { seed } from './seed';

const args = process.argv.slice(2);
const flag = args.indexOf('--listings');
const listingArg = flag >= 0 && /^\d+$/.test(args[flag + 1] ?? '') ? args[flag + 1] : undefined;
const positional = args.filter((a, i) => !a.startsWith('--') && !(flag >= 0 && i === flag + 1));
const target = Number(positional[0] ?? process.env.SEED_SCALE ?? 10_000);
if (!Number.isInteger(target) || target < 0)
  throw new Error(`seed:scale needs a provider count, got ${target}`);
const listingTarget =
  flag >= 0
    ? Number(listingArg ?? 100_000)
    : process.env.SEED_SCALE_LISTINGS
      ? Number(process.env.SEED_SCALE_LISTINGS)
      : null;
if (listingTarget !== null && (!Number.isInteger(listingTarget) || listingTarget < 0))
  throw new Error(`seed:scale --listings needs a listing count, got ${listingTarget}`);
const config = loadConfig();
const database = await openDb(config);
try {
  await seed(database.db, { isProduction: config.isProduction });
  const added = await seedScale(database.db, target);
  console.log(`seed:scale: ${added} providers added (${target} in all) on ${database.kind}`);
  if (listingTarget !== null) {
    const listings = await seedMarketplaceScale(database.db, listingTarget);
    console.log(`seed:scale: ${listings} listings added (${listingTarget} in all) on ${database.kind}`);
  }
} finally {
  await database.close();
}
