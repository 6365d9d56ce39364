#!/usr/bin/env node
// @ts-check
/**
 * The demo partner page (issue #3 `/embed/demo`): a tiny static server on ANOTHER origin than Gari,
 * serving `demo/index.html` (all booking widget modes and the price widget of issue #11 — element,
 * container in board mode, plain iframe —, hostile global CSS, an event log) with a strict CSP —
 * exactly the directives the README lists — so the demo also proves them.
 *
 *   GARI_URL=http://localhost:3000 DEMO_PORTS=3001,3002 node apps/embed/demo-server.mjs
 *
 * - `GARI_URL`: the Gari origin serving /embed/ and /api/v1 (default http://localhost:3000);
 * - `DEMO_PORTS`: comma list of ports (default 3001); `DEMO_HOST` (default 127.0.0.1);
 * - `GARI_KEY`: the widget key (default the seeded gw_demo_remera_auto_care);
 * - `GARI_FUEL_KEY`: the price widget's key (default the seeded station gw_demo_sp_kimironko, issue #11);
 * - `/?plain=1`: the same page without the hostile CSS (for screenshot comparison).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const gari = (process.env.GARI_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const key = process.env.GARI_KEY ?? 'gw_demo_remera_auto_care';
const fuelKey = process.env.GARI_FUEL_KEY ?? 'gw_demo_sp_kimironko';
const host = process.env.DEMO_HOST ?? '127.0.0.1';
const ports = (process.env.DEMO_PORTS ?? '3001').split(',').map(Number);

/** The stub, built (`dist/stub.js`) or, before a build, the same code unminified. */
function stubSource() {
  try {
    return readFileSync(join(here, 'dist/stub.js'), 'utf8').trim();
  } catch {
    throw new Error('Build the embed first: pnpm --filter @gari/embed build');
  }
}
const stub = stubSource().replace('__LOADER_URL__', `${gari}/embed/loader.js`);
const stubHash = createHash('sha256').update(stub).digest('base64');

/** The README's CSP for a host page, plus what this page itself needs ('self' and the stub's hash). */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${stubHash}' ${gari}`,
  `connect-src 'self' ${gari}`,
  `img-src 'self' ${gari} data:`,
  `frame-src ${gari}`,
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

const files = {
  '/demo.css': ['text/css', 'demo/demo.css'],
  '/hostile.css': ['text/css', 'demo/hostile.css'],
  '/demo.js': ['text/javascript', 'demo/demo.js'],
};

const page = (plain) => {
  let html = readFileSync(join(here, 'demo/index.html'), 'utf8')
    .replace('__GARI_STUB__', stub)
    .replaceAll('__GARI_URL__', gari)
    .replaceAll('__GARI_KEY__', key)
    .replaceAll('__GARI_FUEL_KEY__', fuelKey);
  if (plain) html = html.replace(/<!--HOSTILE-->[\s\S]*?<!--\/HOSTILE-->/, '');
  return html;
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://demo');
  const file = files[/** @type {keyof typeof files} */ (url.pathname)];
  if (url.pathname === '/' || url.pathname === '/index.html' || url.pathname === '/embed/demo') {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': 'no-store',
    });
    res.end(page(url.searchParams.has('plain')));
  } else if (file) {
    res.writeHead(200, { 'content-type': `${file[0]}; charset=utf-8`, 'cache-control': 'no-store' });
    res.end(readFileSync(join(here, file[1])));
  } else if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }
});
for (const port of ports) {
  createServer(server.listeners('request')[0]).listen(port, host, () =>
    console.log(`demo partner page: http://${host}:${port}/ (Gari at ${gari})`),
  );
}
