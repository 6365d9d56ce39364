import { defineConfig } from 'drizzle-kit';

/** drizzle-kit settings: `pnpm --filter @gari/api db:generate` writes SQL migrations to ./drizzle. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
