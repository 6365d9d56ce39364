import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium against the real server (`pnpm start`: built site + API on a
 * fresh embedded database in a temporary DATA_DIR), exactly as a newcomer runs it.
 * Needs `pnpm build` first (scripts/test.mjs does it).
 */
const port = Number(process.env.E2E_PORT ?? 3107);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gari-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;
/** The demo partner page (an allowed origin of the seeded widget) and one on an origin not allowed. */
const demoPort = 3001;
const refusedDemoPort = 3002;
export const demoURL = `http://127.0.0.1:${demoPort}`;
export const refusedDemoURL = `http://127.0.0.1:${refusedDemoPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: [
    {
      command: 'pnpm start',
      cwd: join(import.meta.dirname, '..'),
      url: `${baseURL}/api/v1/stats`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        // Brand-new accounts may post photos in convoys here (the 24 h wait is proven by the API tests).
        CONVOY_IMAGE_MIN_ACCOUNT_HOURS: '0',
        // No 503s from load shedding: a busy CI machine stalls the server without any load of its own.
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    },
    // The booking widget's demo partner page on other origins (e2e/widget.e2e.ts): 3001 is one of the
    // seeded provider's allowed origins, 3002 is not. Needs `pnpm --filter @gari/embed build`.
    {
      command: 'node apps/embed/demo-server.mjs',
      cwd: join(import.meta.dirname, '..'),
      url: `${demoURL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { GARI_URL: baseURL, DEMO_HOST: '127.0.0.1', DEMO_PORTS: `${demoPort},${refusedDemoPort}` },
    },
  ],
});
