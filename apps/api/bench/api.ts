/**
 * `pnpm bench:api` (issue #8 "Benchmarks"): autocannon against the built API (`apps/api/dist/server.js`,
 * `NODE_ENV=production`, logs at `warn`) on a database with the 10,000-provider scale seed, and against
 * a bare Fastify hello-world in the same run. Backends: PGlite in a temporary DATA_DIR always, and
 * PostgreSQL when `DATABASE_URL` is set (that database gets the scale seed too: use a throwaway one).
 * Prints req/s, p50 and p99 latency (ms) and the ratio to hello-world per call, and the goals: the
 * spareshop list (search + two filters on the 100,000-listing seed, issue #10 "Done when" 4) must keep
 * p99 ≤ 50 ms at 50 connections on PostgreSQL. It runs twice: as a real client repeats a popular search
 * (one URL: the server's in-process cache of public answers, `PUBLIC_CACHE_MS`, answers most of them),
 * and uncached (every request a distinct URL, so the database answers each one).
 *
 * Settings: `BENCH_DURATION` (s per call, default 15), `BENCH_CONNECTIONS` (default 50),
 * `SEED_SCALE` (providers, default 10,000), `BENCH_LISTINGS` (spareshop listings, default 100,000), `BENCH_ONLY` (comma list of row names to run),
 * `BENCH_BACKENDS` (comma list, default `pglite,postgres`; postgres needs `DATABASE_URL`).
 * A benchmark, not a test: numbers depend on the machine; nothing fails on them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(API_DIR, 'dist/server.js');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const scale = Number(process.env.SEED_SCALE ?? 10_000);
/** Spareshop listings of the scale seed (issue #10: 100,000). */
const listingScale = Number(process.env.BENCH_LISTINGS ?? 100_000);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

/** One measured call. */
interface Row {
  backend: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The p99 goal (ms) of this call, if it has one. */
  goalP99?: number | undefined;
}

/** p99 goal (ms) of the spareshop list at 50 connections on PostgreSQL (issue #10 "Done when" 4). */
const LISTINGS_GOAL_P99_MS = 50;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 200 (or throws after `ms`). */
async function waitFor(url: string, ms = 300_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Stops a child process and waits for it to exit. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs autocannon on one call and returns its row. */
async function measure(
  backend: string,
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Makes every request's URL distinct (`&_=n`), so no cache can answer it. */
    distinct?: boolean;
    goalP99?: number;
  },
): Promise<Row | null> {
  if (only && !only.includes(name)) return null;
  let n = 0;
  const path = new URL(opts.url).pathname + new URL(opts.url).search;
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    connections,
    duration,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body ? { body: opts.body } : {}),
    ...(opts.distinct
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${path}${path.includes('?') ? '&' : '?'}_=${++n}`,
              }),
            },
          ],
        }
      : {}),
  });
  const bad = result.errors + result.timeouts + result.non2xx;
  const row: Row = {
    backend,
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
    goalP99: opts.goalP99,
  };
  const goal =
    row.goalP99 === undefined
      ? ''
      : `  goal p99 ≤ ${row.goalP99} ms: ${row.p99 <= row.goalP99 ? 'met' : 'NOT met'}`;
  console.log(
    `  ${backend.padEnd(9)} ${name.padEnd(44)} ${Math.round(row.rps).toLocaleString('en').padStart(8)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${bad ? `  (${bad} errors/non-2xx)` : ''}${goal}`,
  );
  return row;
}

/** The bare Fastify hello-world of the same machine, in its own process. */
async function helloWorld(): Promise<Row | null> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(API_DIR, 'bench/hello.mjs'), String(port)], {
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await measure('-', 'hello-world (bare Fastify)', { url: `http://127.0.0.1:${port}/` });
  } finally {
    await stop(child);
  }
}

/** POSTs JSON to `url` and answers the parsed body (throws on a non-2xx answer). */
async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers a member for this run and signs in; answers its authorization header. */
async function benchMember(base: string): Promise<{ authorization: string }> {
  const email = `bench.${Date.now().toString(36)}@example.test`;
  const password = 'bench-member-password';
  await postJson(`${base}/register`, {
    name: 'Bench Member',
    email,
    password,
    password_confirmation: password,
    country: 'RW',
  });
  const { access_token } = await postJson<{ access_token: string }>(`${base}/auth/login`, {
    email,
    password,
    device_id: 'bench-device',
  });
  return { authorization: `Bearer ${access_token}` };
}

/** Adds a car (the first seeded make and model) to the bench member; answers its id. */
async function benchCar(base: string, auth: { authorization: string }): Promise<number> {
  const makes = (await (await fetch(`${base}/makes`)).json()) as { data: { id: number }[] };
  const makeId = makes.data[0]?.id;
  const models = (await (await fetch(`${base}/makes/${makeId}/models`)).json()) as { data: { id: number }[] };
  const car = await postJson<{ data: { id: number } }>(
    `${base}/vehicles`,
    { name: 'Bench car', year: 2015, make_id: makeId, model_id: models.data[0]?.id, mileage: 50_000 },
    auth,
  );
  return car.data.id;
}

/** Seeds and starts the built server on one backend, measures every call, stops it. */
async function benchBackend(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gari-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: backend === 'postgres' ? process.env.DATABASE_URL : '',
    JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    APP_URL: 'http://127.0.0.1',
  };
  console.log(`\n${backend}: scale seed (${scale} providers, ${listingScale} listings)…`);
  const seeded = spawnSync(
    'pnpm',
    ['--filter', '@gari/api', 'seed:scale', String(scale), '--listings', String(listingScale)],
    {
      env,
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seed:scale failed');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v1`;
  const started = Date.now();
  const server = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  const rows: Row[] = [];
  try {
    await waitFor(`${base}/stats`);
    console.log(`${backend}: serving after ${Date.now() - started} ms`);
    // Production seeds no account with a known password: the member calls use a fresh member and car.
    const auth = await benchMember(base);
    const carId = await benchCar(base, auth);
    const today = new Date().toISOString().slice(0, 10);
    // The spareshop list: a search and two filters (category, condition) in one country.
    const listingsUrl = `${base}/marketplace/listings?country=RW&search=brake%20pads&category=brakes&condition=New`;
    const calls: Array<[string, Parameters<typeof measure>[2]]> = [
      ['GET /makes', { url: `${base}/makes` }],
      ['GET /garages', { url: `${base}/garages` }],
      ['GET /garages?country=RW', { url: `${base}/garages?country=RW` }],
      [
        'GET /garages?filters,sort=price_low',
        { url: `${base}/garages?country=RW&city=Kigali&min_rating=4&service=Oil%20change&sort=price_low` },
      ],
      [
        'GET /marketplace/listings?search+2 filters',
        { url: listingsUrl, goalP99: backend === 'postgres' ? LISTINGS_GOAL_P99_MS : undefined },
      ],
      [
        'GET /marketplace/listings?search+2 filters uncached',
        {
          url: listingsUrl,
          distinct: true,
          goalP99: backend === 'postgres' ? LISTINGS_GOAL_P99_MS : undefined,
        },
      ],
      ['GET /vehicles (member)', { url: `${base}/vehicles`, headers: auth }],
      [
        'POST /vehicles/{id}/refuels',
        {
          url: `${base}/vehicles/${carId}/refuels`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ date: today, liters: 30, total_cost: 48_000, station_name: 'Bench' }),
        },
      ],
    ];
    for (const [name, opts] of calls) {
      const row = await measure(backend, name, opts);
      if (row) rows.push(row);
    }
  } finally {
    // Let the last queued requests finish before the server closes its pool.
    await new Promise((r) => setTimeout(r, 2000));
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (!existsSync(SERVER)) {
  console.error(
    'apps/api/dist/server.js is missing: run `pnpm build` (or `pnpm --filter @gari/api build`) first.',
  );
  process.exit(1);
}
console.log(`autocannon: ${connections} connections, ${duration} s per call`);
const hello = await helloWorld();
const rows: Row[] = [];
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim());
if (backends.includes('pglite')) rows.push(...(await benchBackend('pglite')));
if (backends.includes('postgres') && process.env.DATABASE_URL) rows.push(...(await benchBackend('postgres')));

const fmt = (n: number) => Math.round(n).toLocaleString('en');
console.log(
  `\n| backend | call | req/s | p50 ms | p99 ms | × hello-world | goal |\n|---|---|---|---|---|---|---|`,
);
if (hello) console.log(`| - | ${hello.name} | ${fmt(hello.rps)} | ${hello.p50} | ${hello.p99} | 1.00 | |`);
for (const r of rows) {
  const ratio = hello ? (r.rps / hello.rps).toFixed(2) : '-';
  const goal =
    r.goalP99 === undefined ? '' : `p99 ≤ ${r.goalP99} ms: ${r.p99 <= r.goalP99 ? 'met' : 'not met'}`;
  console.log(
    `| ${r.backend} | ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${goal} |${r.errors ? ` ${r.errors} errors` : ''}`,
  );
}
