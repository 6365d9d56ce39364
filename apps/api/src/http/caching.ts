/**
 * HTTP caching and compression of the API answers (issue #8 "Compression and caching"):
 * - public read-only lists (reference lists, garages, carwashes, provider pages, popular brands,
 *   stats, testimonials, gas stations, station pages, price history, the fuel price board) carry a weak `ETag` of their body and answer `304 Not Modified` to a
 *   matching `If-None-Match`; they are `Cache-Control: public, max-age=60, stale-while-revalidate=300`
 *   unless the route set its own policy (reference lists: one hour, testimonials: ten minutes);
 * - every other `/api/…` answer (member data, tokens, slots, errors) is `Cache-Control: no-store`
 *   unless the route set a policy itself;
 * - JSON and other compressible answers over 1 kB are compressed (br, then gzip) by
 *   `@fastify/compress`; answers that already carry a `Content-Encoding` (the precompressed static
 *   files of `@fastify/static` `preCompressed`) are left alone.
 * - optionally (`publicCacheMs` > 0, set by `pnpm start`), the public answers are kept in process for
 *   that long and replayed without touching the database; any successful write request under `/api/`
 *   (POST, PUT, PATCH, DELETE) empties that cache, so a change made through the API shows at once.
 * One place for the whole policy, so the other hooks of the app need not set cache headers.
 */
import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Cache policy of the public lists: one minute fresh, then served stale for five while revalidating. */
export const PUBLIC_LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Cache policy of member data and every other API answer. */
export const NO_STORE = 'no-store';
/**
 * Cache policy of files whose name changes whenever their bytes do (uploaded image sizes under a new
 * key, generated SVGs, content-hashed assets): kept a year and never revalidated.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Smallest body (bytes) `@fastify/compress` compresses. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Route patterns (Fastify route urls below the API prefix) whose GET answers are the same for every
 * caller: these get an ETag and a public cache policy. Free slots are not here (they change with
 * every booking).
 */
const PUBLIC_ROUTES: readonly RegExp[] = [
  /^\/makes$/,
  /^\/makes\/:id\/models$/,
  /^\/vehicle-specs\/[\w-]+$/,
  /^\/garages$/,
  /^\/carwashes$/,
  /^\/garages\/popular-brands$/,
  /^\/providers\/:type\/:id$/,
  /^\/stats$/,
  /^\/test\/admin\/testimonials$/,
  /^\/marketplace\/listings$/,
  /^\/marketplace\/listings\/:id$/,
  /^\/gas-stations$/,
  /^\/gas-stations\/:id$/,
  /^\/gas-stations\/:id\/prices\/history$/,
  /^\/fuel-prices$/,
];

/** True when the route `url` (with the API `prefix`) is one of the public lists. */
export function isPublicRoute(url: string | undefined, prefix: string): boolean {
  if (!url?.startsWith(`${prefix}/`)) return false;
  const path = url.slice(prefix.length);
  return PUBLIC_ROUTES.some((re) => re.test(path));
}

/** Requests answered from the in-process cache (not stored again). */
const replayed = new WeakSet<FastifyRequest>();

/** Weak ETag of a body: `W/"<length>-<sha1 base64url, 27 chars>"`. */
export function etagOf(body: string | Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 27);
  return `W/"${Buffer.byteLength(body).toString(16)}-${hash}"`;
}

/** True when an `If-None-Match` header value matches `etag` (weak comparison, lists and `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
}

/** Options of {@link registerCaching}. */
export interface CachingOptions {
  /** How long (ms) a public answer is replayed from memory; 0 (default) turns the cache off. */
  publicCacheMs?: number;
  /** Most answers kept (default 500); the oldest go first. */
  maxEntries?: number;
}

/** A public answer kept in memory. */
export interface Kept {
  expires: number;
  /**
   * The serialized answer. The API keeps it UTF-8 encoded (a Buffer), so a replay does not encode it
   * again; the site's pages keep their HTML text.
   */
  body: string | Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}

/**
 * The in-process cache of public answers: entries expire after `ttl` ms, and `clear()` drops them all
 * (called on every successful write request).
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, Kept>();
  constructor(
    private readonly ttl: number,
    private readonly maxEntries = 500,
  ) {}
  /** The fresh entry of `key`, if any. */
  get(key: string, now = Date.now()): Kept | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.expires > now) return kept;
    this.entries.delete(key);
    return undefined;
  }
  /** Keeps `value` under `key` for the cache's ttl. */
  set(key: string, value: Omit<Kept, 'expires'>, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...value, expires: now + this.ttl });
  }
  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
  }
  /** Number of entries kept. */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * {@link isPublicRoute} for the routes of one app, remembered per route pattern: a request asks it up
 * to twice (replay, then onSend), and the answer of a pattern never changes.
 */
function publicRoutes(prefix: string): (url: string | undefined) => boolean {
  const known = new Map<string, boolean>();
  return (url) => {
    if (url === undefined) return false;
    let isPublic = known.get(url);
    if (isPublic === undefined) {
      isPublic = isPublicRoute(url, prefix);
      known.set(url, isPublic);
    }
    return isPublic;
  };
}

/** The onSend step of {@link registerCaching}: cache headers, ETag and 304 on API answers. */
function cacheApiAnswer(
  prefix: string,
  isPublic: (url: string | undefined) => boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  cache: PublicAnswerCache | null,
): unknown {
  if (!request.url.startsWith('/api/')) return payload;
  // Signed-in answers and the dev routes are never stored anywhere (issue #9), whatever the route.
  if ((request as { auth?: unknown }).auth || request.url.startsWith(`${prefix}/dev/`)) {
    reply.header('cache-control', NO_STORE);
    return payload;
  }
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const ok = reply.statusCode === 200;
  if (isRead && ok && isPublic(request.routeOptions.url)) {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_LIST_CACHE);
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
      reply.header('etag', etag);
      if (cache && request.method === 'GET' && !replayed.has(request) && typeof payload === 'string') {
        cache.set(request.url, {
          body: Buffer.from(payload),
          etag,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          cacheControl: String(reply.getHeader('cache-control')),
        });
      }
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
    }
    return payload;
  }
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
  return payload;
}

/**
 * Registers compression (`@fastify/compress`: br/gzip over {@link COMPRESS_THRESHOLD} bytes, not
 * re-compressing precompressed files) and the API cache policy (see the module comment) on `app`.
 * Call before the routes are registered: compression hooks attach to routes as they are added.
 */
export async function registerCaching(
  app: FastifyInstance,
  prefix: string,
  options: CachingOptions = {},
): Promise<void> {
  const ttl = options.publicCacheMs ?? 0;
  const cache = ttl > 0 ? new PublicAnswerCache(ttl, options.maxEntries) : null;
  const isPublic = publicRoutes(prefix);
  if (cache) {
    // Callback style (no promise per request): a replay sends and does not call `done`.
    app.addHook('onRequest', (request, reply, done) => {
      // A request with credentials is answered by its handler: a signed-in answer is no-store (issue #9).
      const kept =
        request.method === 'GET' && isPublic(request.routeOptions.url) && !request.headers.authorization
          ? cache.get(request.url)
          : undefined;
      if (!kept) return done();
      replayed.add(request);
      reply.header('etag', kept.etag).header('cache-control', kept.cacheControl).type(kept.contentType);
      if (matchesEtag(request.headers['if-none-match'], kept.etag)) reply.code(304).send('');
      else reply.send(kept.body);
    });
    app.addHook('onResponse', (request, reply, done) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (write && reply.statusCode < 400 && request.url.startsWith('/api/')) cache.clear();
      done();
    });
  }
  app.addHook('onSend', (request, reply, payload, done) =>
    done(null, cacheApiAnswer(prefix, isPublic, request, reply, payload, cache)),
  );
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}

/**
 * Answers an image route with the file `image` (`{ body, type }` as `readImage`, `readConvoyImage` or
 * `readPhoto` resolve it): `Content-Type` `type`, `Cache-Control` {@link IMMUTABLE} and
 * `X-Content-Type-Options: nosniff` (an uploaded file is never sniffed as another type).
 */
export function sendImage<Reply extends FastifyReply>(
  reply: Reply,
  image: { body: Buffer | string; type: string },
): FastifyReply {
  return reply
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .type(image.type)
    .send(image.body);
}
