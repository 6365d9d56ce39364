/**
 * Builds the Fastify app (issue #2 "API"): security headers, rate limits, OpenAPI docs at /api/docs,
 * every route under /api/v1, JSON errors, and the built site (SPA fallback) from one process.
 */
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import { routes } from '@gari/contract/routes';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { aiRoutes } from './ai/routes';
import { type AuthLimits, authRoutes, tooManyAttempts } from './auth/routes';
import { secretKey } from './auth/tokens';
import { bookingApiRoutes } from './bookings/api';
import { repairGarageRoutes } from './bookings/garages';
import { type Config, REPO_ROOT } from './config';
import { contactRoutes } from './contact/routes';
import type { AppContext, RouteOptions } from './context';
import { convoyRoutes } from './convoys/routes';
import type { Db } from './db/client';
import { devRoutes } from './dev/routes';
import { fuelPricesEmbedRoutes } from './embed/fuelPrices';
import { embedStatic } from './embed/static';
import { errorHandler, notFound } from './errors';
import { financeRoutes } from './finance/routes';
import { frameworkErrors } from './frameworkErrors';
import { gasStationRoutes } from './gas/routes';
import { registerCaching } from './http/caching';
import { registerSecurityHeaders } from './http/securityHeaders';
import { loggerOptions } from './logging';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { marketplaceRoutes } from './marketplace/routes';
import { BookingEvents, redisRelay } from './partner/events';
import { partnerRoutes } from './partner/routes';
import { smsFromEnv } from './partner/sms';
import { photoRoutes } from './photos/routes';
import { referenceRoutes } from './reference/routes';
import { reminderRoutes } from './reminders/routes';
import { startReminderTimer } from './reminders/service';
import { searchRoutes } from './search/routes';
import { siteRoutes } from './site/routes';
import { hasSsrBuild, registerSsr } from './site/ssr';
import { fastifyTrustProxy } from './trustProxy';
import { vehicleCsvRoutes } from './vehicleCsv/routes';
import { vehicleRoutes } from './vehicles/routes';

/** Prefix of every API route. */
export const API_PREFIX = '/api/v1';
/** Where the OpenAPI UI lives (JSON at `/api/docs/json`). */
export const DOCS_PREFIX = '/api/docs';

/**
 * Server timeouts in ms (issue #9 "Graceful under faults"); `Config.timeouts` overrides them (tests).
 * - `request`: a whole request (headers + body) must arrive within it, else 408 and the socket closes;
 * - `headers`: the request headers must arrive within it (slow-loris);
 * - `keepAlive`: an idle kept-alive socket is closed after it (below the usual 60 s of proxies);
 * - `connection`: a socket with no traffic at all is destroyed after it;
 * - `checkInterval`: how often Node checks the request and headers deadlines.
 */
export interface ServerTimeouts {
  request: number;
  headers: number;
  keepAlive: number;
  connection: number;
  checkInterval: number;
}

/** Default {@link ServerTimeouts}. */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  request: 30_000,
  headers: 10_000,
  keepAlive: 5_000,
  connection: 60_000,
  checkInterval: 1_000,
};

/**
 * Thresholds of `@fastify/under-pressure`: above them every route answers 503 with `Retry-After`
 * (`retryAfter` seconds). `maxEventLoopDelay` in ms; `sampleInterval` ms between measures.
 */
export interface PressureLimits {
  maxEventLoopDelay: number;
  retryAfter: number;
  sampleInterval: number;
}

/** Default {@link PressureLimits}: 1 s of event-loop delay is saturation; retry after 10 s. */
export const PRESSURE_LIMITS: PressureLimits = {
  maxEventLoopDelay: 1_000,
  retryAfter: 10,
  sampleInterval: 250,
};

/** True for a loopback socket address (127.0.0.0/8, ::1, IPv4-mapped 127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Route pattern prefix of the development routes (outbox, dev accounts, staff accounts). */
const DEV_PATH = `${API_PREFIX}/dev/`;
/** Route pattern of the payment simulator's decision (approves or declines a pending payment). */
const SIMULATOR_ROUTE = `${API_PREFIX}${routes.marketplace.simulatePayment.path}`;

/**
 * True for the routes that exist only for development: the dev routes and the payment simulator.
 * Judged on the matched route pattern (`request.routeOptions.url`), never the raw URL, which may spell
 * the same route percent-encoded (`/api/v1/%64ev/accounts`).
 */
export function isLocalOnlyRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && (routeUrl.startsWith(DEV_PATH) || routeUrl === SIMULATOR_ROUTE);
}

/**
 * onRequest guard of the development-only routes (issue #9 finding 1): they answer only outside
 * production and only to a loopback client, judged by the socket's own address (never
 * `X-Forwarded-For`, so a proxy in front cannot make a remote client look local); anyone else gets the
 * same 404 JSON as an unknown path, before the body is validated.
 */
function localOnlyRoutes(isProduction: boolean) {
  // Callback style: a promise per request for a check that is almost always a no is wasted work.
  return function localOnly(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
    if (!isLocalOnlyRoute(request.routeOptions.url)) return done();
    if (isProduction || !isLoopback(request.raw.socket?.remoteAddress)) return done(notFound());
    done();
  };
}

/** The warning logged once when a proxy seems to be in front but `TRUST_PROXY` is unset. */
export const PROXY_WITHOUT_TRUST_WARNING =
  'X-Forwarded-For received but TRUST_PROXY is not set: every client behind that proxy shares its ' +
  'address in the per-IP limits (registration, failed logins, reset mails). Set TRUST_PROXY to the ' +
  'number of proxies in front (e.g. 1) or their addresses.';

/**
 * onRequest hook (issue #9 finding 6): without `TRUST_PROXY`, a proxy in front makes every client one
 * address, so the per-IP limits become global. The first request that carries `X-Forwarded-For` logs
 * {@link PROXY_WITHOUT_TRUST_WARNING} (once per process) so the operator sees the misconfiguration.
 */
function warnProxyWithoutTrust() {
  let warned = false;
  return function proxyWarning(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(PROXY_WITHOUT_TRUST_WARNING);
    }
    done();
  };
}

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Mail transport; default SMTP when `config.smtpUrl` is set, else the dev outbox. */
  mailer?: Mailer;
  /** Fastify logger option; default from `config.logLevel` (`silent` = off). */
  logger?: FastifyServerOptions['logger'];
  /** A Redis client for a rate-limit store shared by every API process; default in-memory per process. */
  redis?: Redis;
  /**
   * How long (ms) public list answers are replayed from memory (issue #8; see `http/caching.ts`);
   * default 0 = off. `pnpm start` sets it (`PUBLIC_CACHE_MS`, default 5000).
   */
  publicCacheMs?: number;
  /**
   * Render the site from source through Vite's dev server (middleware mode, hot reload) instead of
   * the built bundles (issue #8). Default: `GARI_SITE_DEV=1` in the environment (`pnpm dev`).
   */
  siteDev?: boolean;
  /** Overrides of the account rate limits (default `AUTH_LIMITS`; sign-in and reset-mail rules: `auth/throttle.ts`). */
  limits?: Partial<AuthLimits>;
}

/**
 * Builds (does not start) the app. Routes: /api/v1 (auth, reference, vehicles, site, bookings, partner,
 * AI mechanic, and dev when not in production), /api/docs, and the site: server-rendered pages
 * (`site/ssr.ts`, issue #8) when `config.siteDist` has a server bundle beside it (or `siteDev`), else
 * the client-only build's index.html for every page path.
 * Unknown /api paths answer 404 JSON; other unknown GETs are pages (the router renders not-found).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const logger = options.logger ?? loggerOptions(config.logLevel);
  const timeouts = { ...SERVER_TIMEOUTS, ...config.timeouts };
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionTimeout: timeouts.connection,
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkInterval },
    // On close, idle kept-alive sockets end at once; sockets with a request in flight finish it.
    forceCloseConnections: 'idle',
    // Answer 503 `Connection: close` to requests that arrive while the server is closing.
    return503OnClosing: true,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', localOnlyRoutes(config.isProduction));
  if (config.trustProxy === false) app.addHook('onRequest', warnProxyWithoutTrust());

  const pressure = { ...PRESSURE_LIMITS, ...config.pressure };
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelay,
    retryAfter: pressure.retryAfter,
    sampleInterval: pressure.sampleInterval,
    exposeStatusRoute: false,
  });

  // JSON only: any other content type is a 400 naming `body`. An empty body sent as application/json
  // (common for body-less POSTs) is "no body", not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  // Security headers: helmet's policy, built once (see `http/securityHeaders.ts`).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads images from other https hosts (listing photos); do not require CORP on them.
    crossOriginEmbedderPolicy: false,
  });

  // Compression (br/gzip over 1 kB) and the cache policy of API answers (ETag/304 on public lists,
  // no-store elsewhere), before any route is added (issue #8).
  await registerCaching(app, API_PREFIX, { publicCacheMs: options.publicCacheMs ?? 0 });

  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'gari-rl-' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gari API',
        description:
          'API of Gari, the car-owner app for African markets. Amounts in RWF unless `currency` says otherwise.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });

  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, app.log));
  const ctx: AppContext = {
    db,
    config,
    mailer,
    key: secretKey(config.jwtSecret),
    events: new BookingEvents(),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  };
  // Open partner event streams end when the server starts closing, so shutdown never waits on them.
  app.addHook('preClose', async () => ctx.events.closeAll());
  // With Redis, booking events reach the consoles connected to the other API processes too.
  if (options.redis) {
    const stopRelay = await ctx.events.relayThrough(redisRelay(options.redis), (error) =>
      app.log.warn({ err: error }, 'partner events relay failed'),
    );
    app.addHook('onClose', async () => stopRelay());
  }
  const routeOptions = (): RouteOptions & { prefix: string } => ({ ctx, prefix: API_PREFIX });
  await app.register(authRoutes, routeOptions());
  await app.register(referenceRoutes, routeOptions());
  await app.register(vehicleRoutes, routeOptions());
  await app.register(reminderRoutes, routeOptions());
  await app.register(vehicleCsvRoutes, routeOptions());
  await app.register(siteRoutes, routeOptions());
  await app.register(bookingApiRoutes, routeOptions());
  await app.register(partnerRoutes, routeOptions());
  await app.register(photoRoutes, routeOptions());
  await app.register(aiRoutes, routeOptions());
  await app.register(repairGarageRoutes, routeOptions());
  await app.register(marketplaceRoutes, routeOptions());
  await app.register(gasStationRoutes, routeOptions());
  await app.register(convoyRoutes, routeOptions());
  await app.register(financeRoutes, routeOptions());
  await app.register(searchRoutes, routeOptions());
  await app.register(contactRoutes, routeOptions());
  if (!config.isProduction) await app.register(devRoutes, routeOptions());
  // Due service reminders by mail and SMS every `reminderIntervalMs` (issue #13; off when unset).
  const stopReminders = startReminderTimer(
    db,
    { mailer, sms: smsFromEnv(process.env, db, app.log), log: app.log },
    config.reminderIntervalMs ?? 0,
  );
  app.addHook('onClose', async () => stopReminders());

  // The price widget's server-rendered HTML (issue #11): /embed/fuel-prices and /embed/fuel-prices/frame.
  await app.register(fuelPricesEmbedRoutes, { ctx });
  await embedStatic(app); // the booking widget under /embed/ (apps/embed/dist), when built
  // The site (issue #8): server-rendered through @fastify/vite when built with its server bundle (or
  // from source with GARI_SITE_DEV=1, `pnpm dev`); a client-only build (index.html) is served as is.
  const siteDev = options.siteDev ?? process.env.GARI_SITE_DEV === '1';
  // The site's files are cheap to send and a server-rendered page cannot hydrate without them: they
  // are not shed under pressure (only the rendering and the API are). Routes added from here on are
  // the site's static files.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), pressureHandler: () => undefined } as typeof route.config;
  });
  const renderPage =
    siteDev || hasSsrBuild(config.siteDist)
      ? await registerSsr(app, {
          root: siteDev ? join(REPO_ROOT, 'apps/site') : dirname(dirname(config.siteDist)),
          clientDist: config.siteDist,
          dev: siteDev,
          cacheMs: options.publicCacheMs ?? 0,
        })
      : null;
  const hasSite = renderPage !== null || existsSync(join(config.siteDist, 'index.html'));
  if (hasSite && !renderPage) {
    await app.register(fastifyStatic, {
      root: config.siteDist,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      // `.br`/`.gz` written by the site build go out with Content-Encoding (issue #8).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasSite || !isPage || path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.status(404).send({
        message:
          hasSite || path.startsWith('/api')
            ? 'Not found.'
            : 'Not found. The site is not built yet: run `pnpm build`.',
      });
    }
    if (renderPage) return renderPage(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
