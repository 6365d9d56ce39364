/**
 * Issue #8 "Server-rendered first paint": pages are rendered on the server with their data. Runs the
 * site from source through `@fastify/vite`'s development mode (Vite's module runner), so it needs no
 * `pnpm build`; the built bundles are covered by the e2e test (e2e/ssr.e2e.ts).
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { seed } from '../seed/seed';
import { BACKENDS, testConfig } from '../testing/db';
import { jsonForScript, modulePreloads, pageHtml } from './ssr';

const backend = BACKENDS[0];

describe('server rendering of the site (dev mode, from source)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  beforeAll(async () => {
    if (!backend) throw new Error('no backend');
    database = await backend.open();
    await seed(database.db, { isProduction: false });
    app = await buildApp({ db: database.db, config: testConfig(), siteDev: true });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('GET /maintenance carries the seeded garages and the dehydrated query state', async () => {
    const res = await app.inject({ method: 'GET', url: '/maintenance' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Garages · Gari</title>');
    for (const name of ['Remera Auto Care', 'Kimihurura Euro Auto']) expect(html).toContain(name);
    const state = /<script type="application\/json" id="gari-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeTruthy();
    const parsed = JSON.parse(state ?? '{}') as {
      queries: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] };
    };
    const list = parsed.queries.queries.find(
      (q) => q.queryKey[0] === 'providers' && q.queryKey[1] === 'list',
    );
    expect(list?.state.status).toBe('success');
    expect(JSON.stringify(list?.state.data)).toContain('Remera Auto Care');
    // The ETag answers 304.
    const again = await app.inject({
      method: 'GET',
      url: '/maintenance',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Every inline script of the page (React's Suspense reveals, if any) is allowed by its hash, and
    // the 304 carries the same policy: the browser updates its stored copy's headers from it, and a
    // policy without the hashes would block the copy's inline scripts.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    for (const [, code] of html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
      );
    }
    expect(again.headers['content-security-policy']).toBe(csp);
  }, 120_000);

  it('GET /login carries the sign-in form', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sign in · Gari</title>');
    expect(res.body).toMatch(/<form[^>]*>/);
    expect(res.body).toContain('type="password"');
    expect(res.body).toContain('Sign In');
  }, 60_000);

  it('GET /vehicles answers the shell with a loading body (member pages render in the browser)', async () => {
    const res = await app.inject({ method: 'GET', url: '/vehicles' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>My Cars · Gari</title>');
    expect(res.body).toContain('Skip to content');
    expect(res.body).toContain('Loading page…');
    expect(res.body).not.toContain('Remera Auto Care');
  }, 60_000);

  it('GET /marketplace/{id}: the listing titles the page; a missing listing is a 404 page', async () => {
    const [listing] = await database.db
      .select({ id: listings.id, title: listings.title })
      .from(listings)
      .where(eq(listings.status, 'published'))
      .orderBy(asc(listings.id))
      .limit(1);
    if (!listing) throw new Error('no seeded listing');
    const res = await app.inject({ method: 'GET', url: `/marketplace/${listing.id}` });
    expect(res.statusCode).toBe(200);
    const escaped = listing.title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    expect(res.body).toContain(`<title>${escaped} · Gari</title>`);
    expect(res.body).toContain('Add to cart');

    for (const url of ['/marketplace/999999999', '/marketplace/not-a-number']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<title>Listing not found · Gari</title>');
      expect(missing.body).toContain('This listing was removed, sold or never existed.');
      expect(missing.body).not.toContain('Loading listing');
    }
  }, 60_000);

  it('renders in the gari_lang cookie language with <html lang>, varies on the cookie (issue #16 Locale)', async () => {
    const en = await app.inject({ method: 'GET', url: '/login' });
    const fr = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'x=1; gari_lang=fr' } });
    const odd = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'gari_lang=de' } });
    expect(en.body).toContain('<html lang="en"');
    expect(fr.body).toContain('<html lang="fr"');
    expect(odd.body).toContain('<html lang="en"');
    expect(String(fr.headers.vary)).toContain('cookie');
    expect(fr.headers.etag).not.toBe(en.headers.etag);
    // The English copy's ETag does not answer 304 to a French visitor.
    const again = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'gari_lang=fr', 'if-none-match': String(en.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<html lang="fr"');
  });

  it('an unknown page is the not-found page with status 404; /api stays JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found · Gari</title>');
    const api = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  }, 60_000);
});

describe('page HTML', () => {
  it("sets <html lang> to the page's language (English when it names none)", () => {
    const template = '<!doctype html><html lang="en"><head><title>Gari</title></head><body></body></html>';
    const page = { status: 200, redirect: null, html: '', title: 'Gari', state: null };
    expect(pageHtml(template, { ...page, language: 'rw' })).toContain('<html lang="rw">');
    expect(pageHtml(template, page)).toContain('<html lang="en">');
  });
  it('escapes the state so it cannot close its script element', () => {
    expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    const html = pageHtml('<title>Gari</title><div id="root"><!--ssr-outlet--></div><!--ssr-state-->', {
      status: 200,
      redirect: null,
      html: '<p>hi</p>',
      title: 'A & B',
      state: { x: 1 },
    });
    expect(html).toBe(
      '<title>A &#38; B</title><div id="root"><p>hi</p></div><script type="application/json" id="gari-state">{"x":1}</script>',
    );
  });

  it("preloads the route modules' chunks and their static imports, once each, minus what the template links", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      'src/App.tsx': { file: 'assets/App-3.js', imports: ['_react.js', '_ui.js'] },
      '_ui.js': { file: 'assets/ui-4.js', imports: ['_react.js'] },
      'src/routes/home.tsx': { file: 'assets/home-5.js', imports: ['_ui.js', '_cards.js'] },
      '_cards.js': { file: 'assets/cards-6.js' },
    };
    const template =
      '<head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-2.js"></head>';
    const links = modulePreloads(manifest, ['src/App.tsx', 'src/routes/home.tsx'], template);
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/App-3.js"',
      'href="/assets/ui-4.js"',
      'href="/assets/home-5.js"',
      'href="/assets/cards-6.js"',
    ]);
    const page = {
      status: 200,
      redirect: null,
      html: '',
      title: 'Home',
      state: {},
      modules: ['src/routes/home.tsx'],
    };
    expect(pageHtml(template, page, manifest)).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards-6.js"></head>',
    );
    expect(pageHtml(template, page)).not.toContain('home-5.js');
  });
});
