/**
 * Builds the Fastify app (issue #2 "API"): security headers, rate limits, OpenAPI docs at /api/docs,
 * every route under /api/v1, JSON errors, and the built site (SPA fallback) from one process.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { aiRoutes } from './ai/routes';
import { type AuthLimits, authRoutes, tooManyAttempts } from './auth/routes';
import { secretKey } from './auth/tokens';
import { bookingApiRoutes } from './bookings/api';
import type { Config } from './config';
import type { AppContext, RouteOptions } from './context';
import type { Db } from './db/client';
import { devRoutes } from './dev/routes';
import { embedStatic } from './embed/static';
import { errorHandler } from './errors';
import { frameworkErrors } from './frameworkErrors';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { partnerRoutes } from './partner/routes';
import { referenceRoutes } from './reference/routes';
import { siteRoutes } from './site/routes';
import { fastifyTrustProxy } from './trustProxy';
import { vehicleRoutes } from './vehicles/routes';

/** Prefix of every API route. */
export const API_PREFIX = '/api/v1';
/** Where the OpenAPI UI lives (JSON at `/api/docs/json`). */
export const DOCS_PREFIX = '/api/docs';

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
  /** Overrides of the account rate limits (default `AUTH_LIMITS`; sign-in and reset-mail rules: `auth/throttle.ts`). */
  limits?: Partial<AuthLimits>;
}

/**
 * Builds (does not start) the app. Routes: /api/v1 (auth, reference, vehicles, site, bookings, partner,
 * AI mechanic, and dev when not in production), /api/docs, and the SPA from `config.siteDist` when it
 * holds an index.html.
 * Unknown /api paths answer 404 JSON; other unknown GETs get index.html (client-side routing).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const logger = options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel });
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('auth', null);

  // JSON only: any other content type is a 400 naming `body`. An empty body sent as application/json
  // (common for body-less POSTs) is "no body", not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });

  await app.register(helmet, {
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
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  };
  const routeOptions = (): RouteOptions & { prefix: string } => ({ ctx, prefix: API_PREFIX });
  await app.register(authRoutes, routeOptions());
  await app.register(referenceRoutes, routeOptions());
  await app.register(vehicleRoutes, routeOptions());
  await app.register(siteRoutes, routeOptions());
  await app.register(bookingApiRoutes, routeOptions());
  await app.register(partnerRoutes, routeOptions());
  await app.register(aiRoutes, routeOptions());
  if (!config.isProduction) await app.register(devRoutes, routeOptions());

  await embedStatic(app); // the booking widget under /embed/ (apps/embed/dist), when built
  const hasSite = existsSync(join(config.siteDist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.siteDist,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
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
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
