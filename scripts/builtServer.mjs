// @ts-check
/**
 * Starts the built app (`apps/api/dist/server.js`, after `pnpm build`) for the scripts that measure it
 * (`bench-web.mjs`, `fuelWidgetSize.mjs`): on a free port of 127.0.0.1 with a throwaway data folder (a
 * fresh embedded database: migrations and seed on the first start, up to a few minutes on a busy
 * machine), resolved once `/api/v1/stats` answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @returns {Promise<number>} a free TCP port of 127.0.0.1 */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * @param {{
 *   root: string,
 *   env?: (origin: string) => Record<string, string>,
 *   timeoutMs?: number,
 *   stderr?: 'ignore' | 'inherit',
 * }} options `root` of the repository; `env` extra settings for the server's origin (`PORT`, `HOST`,
 *   `DATA_DIR`, `DATABASE_URL=''` and `APP_URL` are set); `timeoutMs` how long to wait (default 5 min).
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>} the server's origin; `stop` ends it
 *   and deletes its data folder.
 */
export async function startBuiltServer({ root, env = () => ({}), timeoutMs = 300_000, stderr = 'ignore' }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'gari-built-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: origin,
      ...env(origin),
    },
    stdio: ['ignore', 'ignore', stderr],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/v1/stats`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > until || child.exitCode !== null) {
      await stop();
      throw new Error(`the built server did not start within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
