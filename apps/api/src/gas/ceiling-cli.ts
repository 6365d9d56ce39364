/**
 * `pnpm --filter @gari/api fuel:ceiling set|list|remove …` (see `./ceilingCommand` for the arguments):
 * opens the database of the environment (`DATABASE_URL`, else PGlite in `DATA_DIR`), migrates, runs the
 * command and prints its answer; a bad command line exits 2 with the usage.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { runCeilingCommand, UsageError } from './ceilingCommand';

const database = await openDb(loadConfig());
try {
  console.log(await runCeilingCommand(database.db, process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
