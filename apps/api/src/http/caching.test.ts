import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedStatic } from '../embed/static';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { registerMember, send } from '../testing/http';
import {
  etagOf,
  matchesEtag,
  NO_STORE,
  PUBLIC_LIST_CACHE,
  PublicAnswerCache,
  registerCaching,
} from './caching';

/** A fake built site: index.html, a hashed entry chunk with its .br/.gz copies, and a small CSS file. */
function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gari-site-'));
  mkdirSync(join(dir, 'assets'));
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(join(dir, 'index.html'), html);
  const entry = `export const words = ${JSON.stringify('gari '.repeat(2000))};`;
  writeFileSync(join(dir, 'assets/index-Ab12Cd.js'), entry);
  writeFileSync(join(dir, 'assets/index-Ab12Cd.js.br'), brotliCompressSync(entry));
  writeFileSync(join(dir, 'assets/index-Ab12Cd.js.gz'), gzipSync(entry));
  return dir;
}

const ENTRY = '/assets/index-Ab12Cd.js';

describe.each(BACKENDS)('compression and caching on $name (issue #8)', (backend) => {
  let t: TestApp;
  let site: string;
  beforeAll(async () => {
    site = fakeSite();
    t = await createTestApp(backend, { config: { siteDist: site } });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('serves the precompressed entry chunk as br, or gzip, as the browser accepts', async () => {
    const br = await send(t.app, ENTRY, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('export const words');

    const gz = await send(t.app, ENTRY, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('export const words');

    const raw = await send(t.app, ENTRY);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toContain('export const words');
  });

  it('marks hashed assets immutable and HTML no-cache with an ETag', async () => {
    const asset = await send(t.app, ENTRY, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await send(t.app, '/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    const again = await send(t.app, '/', { headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const route = await send(t.app, '/maintenance');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body).toContain('<div id="root">');
  });

  it('answers GET /garages with an ETag and a short public policy, and 304 to its own ETag', async () => {
    const first = await send(t.app, '/api/v1/garages');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_LIST_CACHE);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const second = await send(t.app, '/api/v1/garages', { headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    // Another query is another body: no 304 for it.
    const other = await send(t.app, '/api/v1/garages?sort=name', { headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('compresses API JSON over 1 kB and leaves small answers alone', async () => {
    const big = await send(t.app, '/api/v1/garages', { headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data.length).toBeGreaterThan(0);
    const small = await send(t.app, '/api/v1/stats', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().vehicles_listed).toBeGreaterThan(0);
  });

  it('keeps the reference lists cached an hour, with an ETag', async () => {
    const res = await send(t.app, '/api/v1/makes');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeTruthy();
  });

  it('never lets a cache store member data, tokens or slots', async () => {
    const member = await registerMember(t.app);
    const cars = await send(t.app, '/api/v1/vehicles', { token: member.tokens.access_token });
    expect(cars.statusCode).toBe(200);
    expect(cars.headers['cache-control']).toBe(NO_STORE);
    expect(cars.headers.etag).toBeUndefined();
    const denied = await send(t.app, '/api/v1/vehicles');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe(NO_STORE);
    const login = await send(t.app, '/api/v1/auth/login', {
      body: { email: member.email, password: member.password, device_id: 'caching-test-device' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(NO_STORE);
  });
});

describe('/embed/ precompressed files', () => {
  it('serves widget-[hash].js as br when accepted, still immutable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gari-embed-'));
    const code = `export const w = ${JSON.stringify('widget '.repeat(500))};`;
    writeFileSync(join(dir, 'embed-manifest.json'), '{"widget":"widget-Zz9.js"}');
    writeFileSync(join(dir, 'widget-Zz9.js'), code);
    writeFileSync(join(dir, 'widget-Zz9.js.br'), brotliCompressSync(code));
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    await embedStatic(app, dir);
    const res = await app.inject({ url: '/embed/widget-Zz9.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(code);
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('ETag helpers', () => {
  it('matches weak and strong forms, lists and *', () => {
    const tag = etagOf('{"data":[]}');
    expect(tag).toMatch(/^W\/"b-[\w-]{27}"$/);
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(tag.slice(2), tag)).toBe(true);
    expect(matchesEtag(`"x", ${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('W/"other"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(etagOf('{"data":[1]}')).not.toBe(tag);
  });
});

describe('in-process cache of public answers', () => {
  it('replays a public list without running its handler, and forgets it after a write', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    await registerCaching(app, '/api/v1', { publicCacheMs: 60_000 });
    let reads = 0;
    let total = 1;
    app.get('/api/v1/garages', async () => {
      reads += 1;
      return { total };
    });
    app.post('/api/v1/partner/profile', async () => {
      total += 1;
      return { ok: true };
    });
    app.get('/api/v1/vehicles', async () => {
      reads += 1;
      return { data: [] };
    });
    const first = await app.inject({ url: '/api/v1/garages' });
    const second = await app.inject({ url: '/api/v1/garages' });
    expect(reads).toBe(1);
    expect(second.json()).toEqual({ total: 1 });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PUBLIC_LIST_CACHE);
    const notModified = await app.inject({
      url: '/api/v1/garages',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(reads).toBe(1);

    await app.inject({ method: 'POST', url: '/api/v1/partner/profile' });
    const after = await app.inject({ url: '/api/v1/garages' });
    expect(after.json()).toEqual({ total: 2 });
    expect(reads).toBe(2);

    // Member data is never replayed.
    await app.inject({ url: '/api/v1/vehicles' });
    await app.inject({ url: '/api/v1/vehicles' });
    expect(reads).toBe(4);
    await app.close();
  });

  it('drops entries after their time', () => {
    const cache = new PublicAnswerCache(1000);
    const value = {
      body: '{}',
      etag: 'W/"x"',
      contentType: 'application/json',
      cacheControl: PUBLIC_LIST_CACHE,
    };
    cache.set('/a', value, 0);
    expect(cache.get('/a', 999)?.body).toBe('{}');
    expect(cache.get('/a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
