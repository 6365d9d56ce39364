import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedStatic } from './static';

/** A fake built embed (the real one is apps/embed/dist) behind the same helmet defaults as the app. */
describe('/embed/ static serving', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gari-embed-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), '{}');
    writeFileSync(join(dir, 'embed-manifest.json'), '{"widget":"widget-Ab12.js"}');
    writeFileSync(join(dir, 'loader.js'), 'console.log("loader")');
    writeFileSync(join(dir, 'widget-Ab12.js'), 'export {}');
    writeFileSync(join(dir, 'booking.html'), '<!doctype html><title>Book</title>');
    app = Fastify();
    await app.register(helmet, { contentSecurityPolicy: { directives: { frameAncestors: ["'self'"] } } });
    expect(await embedStatic(app, dir)).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves loader.js to any origin: CORS *, CORP cross-origin, cached 5 minutes', async () => {
    const res = await app.inject({ url: '/embed/loader.js', headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves the hashed widget bundle as immutable', async () => {
    const res = await app.inject({ url: '/embed/widget-Ab12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['/embed/booking?key=gw_demo', '/embed/iframe?key=gw_demo'])(
    'serves the iframe page %s, frameable by any site',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Book</title>');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('does not serve the build manifest or the page by its file name', async () => {
    expect((await app.inject({ url: '/embed/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/embed/booking.html' })).statusCode).toBe(404);
  });

  it('registers nothing when the embed is not built', async () => {
    const empty = Fastify();
    expect(await embedStatic(empty, join(dir, 'missing'))).toBe(false);
    expect((await empty.inject({ url: '/embed/loader.js' })).statusCode).toBe(404);
    await empty.close();
  });
});
