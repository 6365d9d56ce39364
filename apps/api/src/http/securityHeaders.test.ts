/**
 * Security headers built once (issue #8 "Benchmarks"): {@link registerSecurityHeaders} sends exactly the
 * headers of `@fastify/helmet` registered globally with the same options, keeps them on answers
 * replayed from the in-process cache (and on their 304), honours a route's own `helmet` option, and
 * leaves them on `reply.raw`, where the embed routes remove `X-Frame-Options`.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCaching } from './caching';
import { registerSecurityHeaders } from './securityHeaders';

/** A policy like the app's: explicit CSP directives, no COEP. */
const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers of an answer without the ones that change per answer or per app. */
function securityHeadersOf(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, connection: _c, 'content-length': _l, 'content-type': _t, ...rest } = headers;
  return rest;
}

/** An app with one route, `GET /`, answering `{ ok: true }`. */
async function appWith(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  return app;
}

describe('security headers built once', () => {
  it('sends the same headers as @fastify/helmet registered globally', async () => {
    const plugin = await appWith(async (app) => {
      await app.register(fastifyHelmet, OPTIONS);
    });
    const once = await appWith((app) => registerSecurityHeaders(app, OPTIONS));
    const expected = securityHeadersOf((await plugin.inject({ url: '/' })).headers);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    // Twice: nothing of one answer leaks into the next.
    expect(securityHeadersOf((await once.inject({ url: '/' })).headers)).toEqual(expected);
    expect(securityHeadersOf((await once.inject({ url: '/' })).headers)).toEqual(expected);
    const missing = await once.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await Promise.all([plugin.close(), once.close()]);
  });

  it("leaves a route's own helmet option to the plugin", async () => {
    const app = await appWith((a) => registerSecurityHeaders(a, OPTIONS));
    app.get('/bare', { helmet: false }, async () => ({ ok: true }));
    app.get('/own', { helmet: { frameguard: { action: 'deny' } } }, async () => ({ ok: true }));
    const bare = await app.inject({ url: '/bare' });
    expect(bare.headers['x-frame-options']).toBeUndefined();
    expect(bare.headers['content-security-policy']).toBeUndefined();
    const own = await app.inject({ url: '/own' });
    expect(own.headers['x-frame-options']).toBe('DENY');
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    await app.close();
  });

  it('sets them on the raw answer, so a route can still remove one', async () => {
    const app = await appWith((a) => registerSecurityHeaders(a, OPTIONS));
    app.get('/frameable', async (_request, reply) => {
      reply.raw.removeHeader('x-frame-options');
      return { ok: true };
    });
    const res = await app.inject({ url: '/frameable' });
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('keeps them, the ETag and the cache policy on an answer replayed from the cache and on its 304', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, OPTIONS);
    await registerCaching(app, '/api/v1', { publicCacheMs: 60_000 });
    let reads = 0;
    app.get('/api/v1/garages', async () => {
      reads += 1;
      return { data: [{ id: 1, name: 'Garage' }] };
    });
    const first = await app.inject({ url: '/api/v1/garages' });
    const replayed = await app.inject({ url: '/api/v1/garages' });
    expect(reads).toBe(1);
    expect(replayed.body).toBe(first.body);
    expect(replayed.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(securityHeadersOf(replayed.headers)).toEqual(securityHeadersOf(first.headers));
    expect(replayed.headers.etag).toMatch(/^W\/"/);
    const notModified = await app.inject({
      url: '/api/v1/garages',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(reads).toBe(1);
    await app.close();
  });
});
