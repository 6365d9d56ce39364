/**
 * Server rendering of the site (issue #8 "Server-rendered first paint") through `@fastify/vite`:
 *
 * - production (`pnpm build` wrote `apps/site/dist/{client,server}` and `dist/vite.config.json`):
 *   the server bundle (`src/entry-server.tsx`) renders every page; `@fastify/vite` serves the client
 *   files with `@fastify/static` (precompressed `.br`/`.gz`, hashed `/assets/` immutable);
 * - development (`pnpm dev`, `GARI_SITE_DEV=1`): Vite runs inside the API process in middleware mode
 *   (hot reload), and the entry is loaded from source through Vite's module runner.
 *
 * Each page request: the entry renders the URL with the page's data fetched in-process (`app.inject`
 * on `/api/v1`, no network round trip), and the HTML is the built `index.html` with the markup in
 * `#root`, the route's `<title>` and the hydration state in a JSON data block (no inline script, so
 * the `script-src 'self'` policy holds). HTML is the same for every visitor of one language
 * (signed-out view, in the `gari_lang` cookie's language with `<html lang>` set, issue #16 Locale), so
 * it answers `Cache-Control: no-cache` with an ETag, `Vary: Cookie` and `304` to a matching
 * `If-None-Match`; the memory cache keeps one copy per language and URL.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyVite from '@fastify/vite';
import { DEFAULT_LANGUAGE, type Language, languageFromCookie } from '@gari/contract/locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesEtag, PublicAnswerCache } from '../http/caching';

/** What the site's `entry-server.tsx` renders (see its `RenderResult`). */
export interface RenderedPage {
  status: number;
  redirect: string | null;
  html: string;
  title: string;
  state: unknown;
  /** The matched routes' lazy modules as the client build manifest names them (`src/routes/home.tsx`). */
  modules?: string[];
  /** The language the page was rendered in, for `<html lang>` (issue #16 Locale). @default 'en' */
  language?: Language;
}

/** An entry of Vite's client build manifest (`dist/client/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags of the chunks the page's route modules need (each module's
 * chunk and its static imports, from the client build manifest), minus those `template` already
 * links. With them in the HTML the browser fetches a route's chunks in parallel with the entry (no
 * round trip per import level on a slow network), and Vite's preload helper finds each one already
 * linked when the client loads the route before hydrating, so it adds no `<link>` of its own: each
 * of those is a synchronous DOM insertion in the busy first second (issue #8 TBT). Low priority,
 * like the entry's own (the site's Vite config): the stylesheet goes first, the page paints from its
 * HTML, and the scripts do not compete with it.
 */
export function modulePreloads(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  template: string,
): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files]
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
}

/** The site's server entry module (`apps/site/src/entry-server.tsx`). */
interface SiteEntry {
  render(
    url: string,
    fetch: (input: string, init: RequestInit) => Promise<Response>,
    origin?: string,
    language?: Language,
  ): Promise<RenderedPage>;
}

/** Options of {@link registerSsr}. */
export interface SsrOptions {
  /** The site's Vite root (`apps/site`). */
  root: string;
  /** The built client folder (`apps/site/dist/client`); its parent holds `vite.config.json`. */
  clientDist: string;
  /** Run Vite's dev server in middleware mode instead of the built bundles. */
  dev: boolean;
  /**
   * How long (ms) a rendered page (200) is replayed from memory, like the public API lists
   * (`PUBLIC_CACHE_MS`); any successful write under `/api/` empties it. 0 (default) = off.
   */
  cacheMs?: number;
}

/** True when `clientDist` holds a server-rendering build (client, server bundle and Vite's config). */
export function hasSsrBuild(clientDist: string): boolean {
  const dist = dirname(clientDist);
  return (
    existsSync(join(clientDist, 'index.html')) &&
    existsSync(join(dist, 'vite.config.json')) &&
    existsSync(join(dist, 'server', 'entry-server.js'))
  );
}

/** Escapes text for HTML content. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a `<script>` element (no `</script>`, no line separators). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Fills the built `index.html` with a rendered page (and, with the client build `manifest`, the
 * preloads of its route chunks, see {@link modulePreloads}).
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  manifest?: Record<string, ManifestChunk>,
): string {
  const preloads = manifest && page.modules ? modulePreloads(manifest, page.modules, template) : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language ?? DEFAULT_LANGUAGE}"`)
    .replace('</head>', `${preloads}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<!--ssr-outlet-->', page.html)
    .replace(
      '<!--ssr-state-->',
      `<script type="application/json" id="gari-state">${jsonForScript(page.state)}</script>`,
    );
}

/**
 * `fetch` over `app.inject`: the entry's API client calls `/api/v1/…` in-process, as a visitor
 * without a session (no cookies or tokens are forwarded).
 */
export function injectFetch(app: FastifyInstance) {
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

/**
 * ETag of a page: of its content, not of when its data was fetched (the dehydrated queries'
 * `dataUpdatedAt`, `dehydratedAt`), so an unchanged page answers 304. A browser that reuses its copy hydrates with
 * the older times, and TanStack Query refetches what is stale by then.
 */
export function pageEtag(body: string): string {
  return etagOf(body.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, ''));
}

type PageReply = FastifyReply & {
  render: (url: string, language: Language) => Promise<RenderedPage>;
  html: (page: RenderedPage) => string;
};

/**
 * Registers `@fastify/vite` on `app` (see the module comment) and returns the handler of page
 * requests, for the app's not-found handler (every GET that no API route or file answered).
 */
export async function registerSsr(
  app: FastifyInstance,
  options: SsrOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const fetch = injectFetch(app);
  const manifestFile = join(options.clientDist, '.vite', 'manifest.json');
  const manifest =
    !options.dev && existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
      : undefined;
  await app.register(fastifyVite, {
    root: options.root,
    dev: options.dev,
    distDir: options.clientDist,
    fastifyStaticOptions: {
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res: FastifyReply, path: string) => {
        res.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    },
    createRenderFunction: (entry: SiteEntry) =>
      async function render(url: string, language: Language) {
        return entry.render(url, fetch, undefined, language);
      },
    createHtmlFunction: (template: string) =>
      function html(page: RenderedPage) {
        return pageHtml(template, page, manifest);
      },
  } as never);
  await app.vite.ready();

  const cache = options.cacheMs && !options.dev ? new PublicAnswerCache(options.cacheMs) : null;
  if (cache) {
    app.addHook('onResponse', async (request, reply) => {
      const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
      if (write && reply.statusCode < 400 && request.url.startsWith('/api/')) cache.clear();
    });
  }
  const HTML = 'text/html; charset=utf-8';

  /**
   * React's streaming renderer writes small inline scripts that reveal outlined Suspense boundaries
   * (`$RC("B:1","S:1")`). The site's policy is `script-src 'self'`, so each inline script of this page
   * is allowed by its SHA-256 hash in this answer's Content-Security-Policy (no `'unsafe-inline'`, no
   * nonce to keep per request: the hashes follow the cached HTML). JSON data blocks need no hash.
   */
  const allowInlineScripts = (reply: FastifyReply, body: string) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string') return;
    const hashes = [...body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    if (hashes.length === 0) return;
    reply.header(
      'content-security-policy',
      csp.replace(/script-src 'self'/, `script-src 'self' ${[...new Set(hashes)].join(' ')}`),
    );
  };

  return async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    // Issue #16 Locale: the page speaks the visitor's language, so it is cached per language.
    const language = languageFromCookie(request.headers.cookie) ?? DEFAULT_LANGUAGE;
    const key = `${language} ${request.url}`;
    let kept = cache?.get(key);
    let status = 200;
    if (!kept) {
      const r = reply as PageReply;
      const page = await r.render(request.url, language);
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      const body = r.html(page);
      status = page.status;
      kept = { body, etag: pageEtag(body), contentType: HTML, cacheControl: 'no-cache', expires: 0 };
      if (status === 200) cache?.set(key, kept);
    }
    reply.header('etag', kept.etag);
    // A shared cache must not answer a French visitor with the English copy.
    reply.header('vary', 'accept-encoding, cookie');
    // Also on a 304: the browser updates its stored copy's headers from it, and a policy without the
    // hashes would block the copy's inline scripts.
    allowInlineScripts(reply, String(kept.body));
    if (matchesEtag(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
    reply.code(status).type(HTML);
    // The not-found handler gets no @fastify/compress hooks: compress here as the client accepts.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      const br = brotliCompressSync(kept.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(br);
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(kept.body));
    return reply.send(kept.body);
  };
}
