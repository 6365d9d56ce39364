#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench:web` (issue #8 "Benchmarks"): Lighthouse (mobile profile: simulated 150 ms RTT,
 * 1.6 Mbps, 4× CPU slowdown) three times on `/`, `/maintenance`, `/carwashes`, `/gas-station` and `/login` of the
 * built app (`pnpm build` first), started here with `NODE_ENV=production` on a free port and a fresh
 * embedded database; prints the median performance score, FCP, LCP, TBT, CLS and bytes transferred
 * per page, and the accessibility score. Chromium: `CHROME_PATH`, else `CHROMIUM_PATH`, else
 * /usr/bin/chromium (headless, no sandbox). `BENCH_RUNS` changes the number of runs.
 * A benchmark, not a test: nothing fails on the numbers.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './builtServer.mjs';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/api/dist/server.js');
const pages = ['/', '/maintenance', '/carwashes', '/gas-station', '/login'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(server) || !existsSync(join(root, 'apps/site/dist/client/index.html'))) {
  console.error('Run `pnpm build` first (apps/api/dist/server.js and apps/site/dist are needed).');
  process.exit(1);
}

const { origin, stop } = await startBuiltServer({
  root,
  // Production refuses to start without these (issue #9): a throwaway secret and this origin.
  env: () => ({ NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64') }),
  stderr: 'inherit',
});
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const lighthouse = join(root, 'node_modules/.bin/lighthouse');
const out = mkdtempSync(join(tmpdir(), 'gari-lh-out-'));
/** @type {Array<Record<string, string|number>>} */
const table = [];
try {
  for (const page of pages) {
    /** @type {Record<string, number[]>} */
    const m = { score: [], a11y: [], fcp: [], lcp: [], tbt: [], cls: [], bytes: [] };
    for (let i = 0; i < runs; i += 1) {
      const file = join(out, `run-${i}.json`);
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is tried again, twice at most.
      const lighthouseRun = () =>
        spawnSync(
          lighthouse,
          [
            `${origin}${page}`,
            '--quiet',
            '--output=json',
            `--output-path=${file}`,
            '--only-categories=performance,accessibility',
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
          ],
          { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
      let r = lighthouseRun();
      for (let retry = 0; r.status !== 0 && retry < 2; retry += 1) r = lighthouseRun();
      if (r.status !== 0) throw new Error(`lighthouse failed on ${page}`);
      const lhr = JSON.parse(readFileSync(file, 'utf8'));
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      m.score?.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      m.a11y?.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100));
      m.fcp?.push(audit('first-contentful-paint'));
      m.lcp?.push(audit('largest-contentful-paint'));
      m.tbt?.push(audit('total-blocking-time'));
      m.cls?.push(audit('cumulative-layout-shift'));
      m.bytes?.push(audit('total-byte-weight'));
    }
    const row = {
      page,
      perf: median(m.score ?? []),
      a11y: median(m.a11y ?? []),
      FCP: `${(median(m.fcp ?? []) / 1000).toFixed(1)} s`,
      LCP: `${(median(m.lcp ?? []) / 1000).toFixed(1)} s`,
      TBT: `${Math.round(median(m.tbt ?? []))} ms`,
      CLS: median(m.cls ?? []).toFixed(3),
      bytes: `${Math.round(median(m.bytes ?? []) / 1024)} KiB`,
    };
    console.log(JSON.stringify(row));
    table.push(row);
  }
} finally {
  await stop();
  rmSync(out, { recursive: true, force: true });
}
console.log(`\nLighthouse mobile, median of ${runs} runs (${origin}, NODE_ENV=production)`);
console.log('| page | perf | a11y | FCP | LCP | TBT | CLS | bytes |\n|---|---|---|---|---|---|---|---|');
for (const r of table) console.log(`| ${Object.values(r).join(' | ')} |`);
