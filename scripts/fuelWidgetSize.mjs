// @ts-check
/**
 * The price widget's bytes to first paint (issue #11 "All bytes to first paint ≤ 20 kB gzip", Done when
 * 3), for `scripts/size.mjs`: the scripts a partner page loads before the widget paints (the inline stub,
 * `loader.js`, `fuel-prices.js` — the stub and loader only on the `loader.js` path, counted anyway) plus
 * the server-rendered HTML with its CSS (`GET /embed/fuel-prices`) of a seeded station, in station and in
 * board mode, each gzip -9.
 *
 * Why a server: the HTML is rendered from the station's data in the database, so the simplest reliable
 * way to measure what a browser receives is to ask the built app for it. This starts `pnpm start`'s
 * server (`apps/api/dist/server.js`, see `builtServer.mjs`) on a free port with a throwaway data folder
 * (first start: migrate + seed, ~20–60 s), fetches the two answers and stops it. With `SIZE_FUEL_URL` (e.g.
 * `http://127.0.0.1:3000`) it asks that running server instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from './builtServer.mjs';

/** The seeded demo station (apps/api/src/seed/gasStations.ts `DEMO_STATIONS`). */
const KEY = 'gw_demo_sp_kimironko';

/**
 * Measures the price widget; null when the app or the embed is not built.
 * @param {string} root repository root
 * @returns {Promise<null | { scripts: Record<string, number>, html: Record<'station' | 'board', number> }>}
 */
export async function measureFuelWidget(root) {
  const embed = join(root, 'apps/embed/dist');
  /** @param {string} file */
  const gz = (file) => gzipSync(readFileSync(join(embed, file)), { level: 9 }).length;
  const files = ['stub.js', 'loader.js', 'fuel-prices.js'];
  if (!existsSync(join(root, 'apps/api/dist/server.js'))) return null;
  if (!files.every((f) => existsSync(join(embed, f)))) return null;
  const scripts = Object.fromEntries(files.map((f) => [f, gz(f)]));
  let base = process.env.SIZE_FUEL_URL?.replace(/\/+$/, '');
  /** @type {(() => Promise<void>) | undefined} */
  let stop;
  try {
    if (!base) {
      const server = await startBuiltServer({ root, env: () => ({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) });
      base = server.origin;
      stop = server.stop;
    }
    /** @type {Record<'station' | 'board', number>} */
    const html = { station: 0, board: 0 };
    for (const mode of /** @type {const} */ (['station', 'board'])) {
      // As the loader asks: from an allowed origin (Gari's own here), the default theme.
      const res = await fetch(`${base}/embed/fuel-prices?key=${KEY}&mode=${mode}&fuel=Diesel`, {
        headers: { origin: base },
      });
      if (res.status !== 200) throw new Error(`GET /embed/fuel-prices (${mode}) answered ${res.status}`);
      html[mode] = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
    }
    return { scripts, html };
  } finally {
    await stop?.();
  }
}
