/**
 * The price widget's server-rendered HTML (issue #11 "The price widget", Done when 2 "the widget's origin
 * allowlist"): `GET /embed/fuel-prices` renders the seeded demo station for its allowed origins and
 * Gari's own, refuses other origins (403) and unknown keys (404) with the error view, renders the board,
 * revalidates by ETag and shows a staff price change at once; `/embed/fuel-prices/frame` is the iframe
 * page with its own CSP. The renderer is the real one: built from `apps/embed` into a temporary folder
 * first (`build-server.mjs`, a few seconds), since `pnpm test` runs these suites before `pnpm build`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, send } from '../testing/http';

const KEY = 'gw_demo_sp_kimironko';
/** One of the demo station's allowed origins (the demo partner page). */
const ALLOWED = 'http://127.0.0.1:3001';
const OTHER = 'https://elsewhere.example';
const REFUSED_TEXT = 'This price widget is not allowed on this website.';

const dist = mkdtempSync(join(tmpdir(), 'gari-embed-'));
const previousDist = process.env.EMBED_DIST;
beforeAll(() => {
  execFileSync('node', [join(REPO_ROOT, 'apps/embed/build-server.mjs'), dist], { stdio: 'pipe' });
  process.env.EMBED_DIST = dist;
}, 120_000);
afterAll(() => {
  if (previousDist === undefined) delete process.env.EMBED_DIST;
  else process.env.EMBED_DIST = previousDist;
  rmSync(dist, { recursive: true, force: true });
});

/** The text of the HTML without tags (entities of `&`, quotes left as they are). */
const textOf = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

describe.each(BACKENDS)('price widget HTML on $name', (backend) => {
  let t: TestApp;
  const fragment = (query: string, headers: Record<string, string> = {}) =>
    send(t.app, `/embed/fuel-prices?${query}`, { headers });

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders the station for one of its allowed origins, with CORS for that origin and an ETag', async () => {
    const res = await fragment(`key=${KEY}`, { origin: ALLOWED });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers.vary)).toContain('Origin');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.startsWith('<style>')).toBe(true);
    expect(res.body).toContain('data-state="prices"');
    const text = textOf(res.body);
    expect(text).toContain('SP Kimironko');
    for (const fuel of ['Essence', 'Diesel', 'Premium']) expect(res.body).toContain(`data-fuel="${fuel}"`);
    expect(text).toMatch(/RWF 1,\d{3}/);
    expect(text).toMatch(/Ceiling RWF 1,\d{3} \(RURA\)/);
    expect(text).toMatch(/\d+h ago · station|Just now · station|\dm ago · station/);
    // The rem of the views' CSS is px in the shadow root's sheet; no document-only rules are sent.
    expect(res.body).not.toMatch(/\d+rem\b/);
    expect(res.body).not.toContain(':where(:root');
    const again = await fragment(`key=${KEY}`, {
      origin: ALLOWED,
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("renders for Gari's own origin and for requests without an Origin (same-origin fetch)", async () => {
    expect((await fragment(`key=${KEY}`, { origin: 'http://gari.test' })).statusCode).toBe(200);
    const plain = await fragment(`key=${KEY}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses another origin with 403 and the error view, readable by that page (CORS), no prices', async () => {
    const res = await fragment(`key=${KEY}`, { origin: OTHER });
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBe(OTHER);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('data-state="error"');
    expect(textOf(res.body)).toContain(REFUSED_TEXT);
    expect(res.body).not.toContain('SP Kimironko');
    expect(res.body).not.toMatch(/RWF \d/);
  });

  it("answers 404 with the error view for an unknown key and for a garage's (booking) key", async () => {
    for (const key of ['gw_nope', 'gw_demo_remera_auto_care']) {
      const res = await fragment(`key=${key}`, { origin: ALLOWED });
      expect(res.statusCode, key).toBe(404);
      expect(textOf(res.body)).toContain('Unknown widget key.');
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    }
  });

  it('renders the board: the cheapest stations of the city for the fuel, this station marked when listed', async () => {
    const res = await fragment(`key=${KEY}&mode=board&fuel=diesel`, { origin: ALLOWED });
    expect(res.statusCode, res.body).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain('Cheapest Diesel · Kigali');
    expect(text).toMatch(/Average RWF 1,\d{3} · \d+ stations · Ceiling RWF 1,\d{3} \(RURA\)/);
    const prices = [...res.body.matchAll(/data-station="\d+"[\s\S]*?RWF ([\d,]+)/g)].map((m) =>
      Number(m[1]?.replace(',', '')),
    );
    expect(prices).toHaveLength(3);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('applies theme and brand colour, and names bad query values in a 422', async () => {
    const res = await fragment(`key=${KEY}&theme=dark&brand_color=%230f766e`, { origin: ALLOWED });
    expect(res.body).toContain('data-theme="dark"');
    expect(res.body).toMatch(/\{--[\w-]+:#0f766e\}<\/style>/);
    const bad = await fragment('mode=map&theme=blue&brand_color=red&fuel=kerosene');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'brand_color',
      'fuel',
      'key',
      'mode',
      'theme',
    ]);
  });

  it("shows the staff's new Essence price on the next fetch (a new ETag)", async () => {
    const first = await fragment(`key=${KEY}`, { origin: ALLOWED });
    const staff = await login(t.app, 'staff.sp.kimironko@gari.rw', STAFF_PASSWORD);
    const station = (await send(t.app, '/api/v1/gas-stations/sp-kimironko')).json() as {
      data: { id: number };
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/partner/stations/${station.data.id}/prices`,
      headers: staff.auth,
      payload: { prices: [{ fuel_type: 'Essence', price: 1777 }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await fragment(`key=${KEY}`, {
      origin: ALLOWED,
      'if-none-match': String(first.headers.etag),
    });
    expect(res.statusCode).toBe(200);
    const essence = /data-fuel="Essence"[\s\S]*?<\/li>/.exec(res.body)?.[0] ?? '';
    expect(textOf(essence)).toContain('RWF 1,777');
    expect(textOf(essence)).toContain('Just now · station');
  });

  it('serves the iframe page: the fragment in a declarative shadow root, framed only by allowed sites', async () => {
    const check = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-frame-options']).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`frame-ancestors 'self' http://gari.test`);
      expect(csp).toContain(ALLOWED);
      expect(csp).not.toContain('unsafe-inline');
      for (const m of res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        const hash = createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64');
        expect(csp).toContain(`'sha256-${hash}'`);
      }
      expect(res.body).toContain('<gari-fuel-prices key="gw_demo_sp_kimironko" mode="board"');
      expect(res.body).toContain('<template shadowrootmode="open"><style>');
      expect(res.body).toContain('<script async src="/embed/fuel-prices.js"></script>');
      expect(textOf(res.body)).toContain('Cheapest Essence · Kigali');
    };
    check(await send(t.app, `/embed/fuel-prices/frame?key=${KEY}&mode=board`));
    // The fragment's URL opened in a frame answers the page too (the /partner iframe URL).
    check(await fragment(`key=${KEY}&mode=board`, { 'sec-fetch-dest': 'iframe' }));
    const unknown = await send(t.app, '/embed/fuel-prices/frame?key=gw_nope');
    expect(unknown.statusCode).toBe(404);
    expect(textOf(unknown.body)).toContain('Unknown widget key.');
  });

  it('answers 503 naming the build command when the renderer is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'gari-embed-none-'));
    process.env.EMBED_DIST = empty;
    try {
      const res = await fragment(`key=${KEY}`);
      expect(res.statusCode).toBe(503);
      expect((res.json() as { message: string }).message).toContain('pnpm --filter @gari/embed build');
    } finally {
      process.env.EMBED_DIST = dist;
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
