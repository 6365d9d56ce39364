#!/usr/bin/env node
// @ts-check
/**
 * The one test line (`pnpm test`): every check a change must pass, in order, failing fast.
 *   1. Chromium present (installs Debian's `chromium` with apt when missing and running as root).
 *   2. Biome (lint + format), 3. strict TypeScript over every package,
 *   4. Vitest: unit, API on PGlite (and PostgreSQL when DATABASE_URL is set), stories in Chromium,
 *   5. build + size check, 6. end-to-end in Chromium (Playwright) against the built app.
 * Prints a closing `tests: N passed, N failed` line summing every runner.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.vitest-results');
const only = process.argv.slice(2);
const want = (/** @type {string} */ step) => only.length === 0 || only.includes(step);

/** @param {string} cmd @param {string[]} args @param {Record<string,string>} [env] */
function run(cmd, args, env = {}) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian chromium with apt-get…');
    if (run('apt-get', ['update', '-qq']) !== 0) process.exit(1);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' }) !== 0) {
      process.exit(1);
    }
    if (existsSync(chromiumPath())) return chromiumPath();
  }
  console.error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium/Chrome binary, then run `pnpm test` again.',
  );
  process.exit(1);
}

let passed = 0;
let failed = 0;
/** @param {string} file @param {(j: any) => [number, number]} count */
function tally(file, count) {
  if (!existsSync(file)) return;
  const [p, f] = count(JSON.parse(readFileSync(file, 'utf8')));
  passed += p;
  failed += f;
}
function finish(/** @type {number} */ code) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

const chromium = ensureChromium();
process.env.CHROMIUM_PATH = chromium;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

if (want('lint') && run('pnpm', ['exec', 'biome', 'ci', '.']) !== 0) finish(1);
if (want('typecheck') && run('pnpm', ['typecheck']) !== 0) finish(1);
if (want('vitest')) {
  const file = join(results, 'vitest.json');
  const code = run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  tally(file, (j) => [j.numPassedTests ?? 0, j.numFailedTests ?? 0]);
  if (code !== 0) finish(code);
}
if (want('build') || want('e2e')) {
  if (run('pnpm', ['build']) !== 0) finish(1);
  if (run('node', ['scripts/size.mjs']) !== 0) finish(1);
}
if (want('e2e')) {
  const file = join(results, 'e2e.json');
  // The built server keeps its rate-limit counters in memory here even when REDIS_URL is set (for the
  // Redis tests of step 4): counters left in a shared Redis by an earlier run must not refuse this one.
  const code = run('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    REDIS_URL: '',
  });
  tally(file, (j) => [j.stats?.expected ?? 0, (j.stats?.unexpected ?? 0) + (j.stats?.flaky ?? 0)]);
  if (code !== 0) finish(code);
}
finish(0);
