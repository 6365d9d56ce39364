/**
 * Server settings read from the environment (issue #2 "Settings by environment").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LlmOptions, llmOptionsFromEnv } from './ai/llm';
import type { RatesConfig } from './finance/rates';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

/** Root of the monorepo (`apps/api/src` → three levels up). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Settings of the AI mechanic (issue #4). */
export interface AiConfig {
  /**
   * Optional OpenAI-compatible chat-completions endpoint: `AI_BASE_URL` + `AI_MODEL` (both needed),
   * `AI_API_KEY` (sent as bearer when set), `AI_TIMEOUT_MS` (ms, default 8000). Undefined → the embedded
   * engine answers every turn; it also answers whenever the model fails, times out or answers badly.
   */
  llm?: LlmOptions | undefined;
  /** Per-member limit of `POST /ai/mechanic` (requests per `timeWindow` ms); default 30 per 10 minutes. */
  rateLimit?: { max: number; timeWindow: number } | undefined;
}

/** Settings of the bookings (issue #3). */
export interface BookingsConfig {
  /**
   * Limit of `POST /bookings` (requests per `timeWindow` ms) per member, or per IP for visitors and
   * widgets; default 30 per 10 minutes.
   */
  rateLimit?: { max: number; timeWindow: number } | undefined;
}

/** Per-member limits of the community writes (issue #12); each `{ max, timeWindow ms }`. */
export interface CommunityConfig {
  /** New convoy posts; default 10 per 10 minutes. */
  posts?: { max: number; timeWindow: number } | undefined;
  /** Comments; default 30 per 10 minutes. */
  comments?: { max: number; timeWindow: number } | undefined;
  /** Likes and unlikes together; default 120 per minute. */
  reactions?: { max: number; timeWindow: number } | undefined;
}

/** Everything the API reads from the environment, resolved and typed. */
export interface Config {
  /** TCP port (`PORT`, default 3000). */
  port: number;
  /**
   * Interface to bind (`HOST`). Default `127.0.0.1` outside production (a dev server is not reachable
   * from the network unless asked), `0.0.0.0` in production.
   */
  host: string;
  /** Absolute data folder (`DATA_DIR`, default `<repo>/.data`): PGlite files and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL URL (`DATABASE_URL`); when unset the embedded PGlite in `dataDir/pglite` is used. */
  databaseUrl: string | undefined;
  /** Public origin used in mailed links (`APP_URL`, default `http://localhost:${port}`), no trailing slash. */
  appUrl: string;
  /** nodemailer SMTP URL (`SMTP_URL`); when unset mail goes to the dev outbox table. */
  smtpUrl: string | undefined;
  /** From address of outgoing mail (`MAIL_FROM`, default `Gari <no-reply@gari.rw>`). */
  mailFrom: string;
  /** HS256 key for access tokens and verification hashes (`JWT_SECRET`, else kept in `dataDir/jwt-secret`). */
  jwtSecret: string;
  /** `NODE_ENV` (default `development`). */
  nodeEnv: string;
  /** True when `NODE_ENV === 'production'`: no dev accounts, no /dev routes. */
  isProduction: boolean;
  /** Redis URL for the shared rate-limit store (`REDIS_URL`); in-memory per process when unset. */
  redisUrl: string | undefined;
  /** Absolute folder of the built site's client files (`SITE_DIST`, default `<repo>/apps/site/dist/client`; the server bundle is in `../server`). */
  siteDist: string;
  /**
   * Proxies trusted to name the client in `X-Forwarded-For` (`TRUST_PROXY`: a hop count such as `1`, or
   * an address/CIDR list); the client IP is the right-most untrusted address. `false` when unset.
   */
  trustProxy: TrustProxy;
  /** Fastify log level (`LOG_LEVEL`, default `info`, `warn` in production; `silent` turns logging off). */
  logLevel: string;
  /** AI mechanic settings; absent = embedded engine only, default rate limit. */
  ai?: AiConfig;
  /** Booking settings; absent = default rate limit. */
  bookings?: BookingsConfig;
  /** Limits of posts, comments and likes (tests); defaults in `convoys/routes.ts`. */
  community?: CommunityConfig;
  /**
   * Hours an account must exist before it may post images in convoys (issue #12 safety, like
   * Discourse's trust levels; `CONVOY_IMAGE_MIN_ACCOUNT_HOURS`, default 24). The email must be verified
   * whatever the value. The end-to-end server sets 0 so that its brand-new accounts can post photos.
   */
  imageMinAccountHours?: number | undefined;
  /**
   * Exchange-rate provider (`RATES_API_URL`, `RATES_TIMEOUT_MS` in ms, default 5000); absent or no url =
   * the dated demo table (`finance/demoRates.ts`).
   */
  rates?: RatesConfig;
  /**
   * The contact form and newsletter: `contactTo` (`CONTACT_TO`, default `hello@gari.rw`), where contact
   * messages are mailed; `limits` per IP (tests; defaults in `contact/routes.ts`).
   */
  contactTo?: string | undefined;
  contact?: { limits?: Partial<Record<'messages' | 'newsletter', { max: number; timeWindow: number }>> };
  /**
   * Every how many ms the server sends due service reminders (issue #13; `REMINDER_INTERVAL_MS`, default
   * 3,600,000 = hourly; 0 = off). Absent (tests) = off.
   */
  reminderIntervalMs?: number | undefined;
  /** Overrides of the server timeouts (ms; see `SERVER_TIMEOUTS` in app.ts); absent = defaults. */
  timeouts?: Partial<import('./app').ServerTimeouts> | undefined;
  /** Overrides of the load-shedding thresholds (see `PRESSURE_LIMITS` in app.ts); absent = defaults. */
  pressure?: Partial<import('./app').PressureLimits> | undefined;
}

/** Resolves a path setting: absolute as is, relative against the directory pnpm was invoked from. */
function resolvePath(value: string, base: string): string {
  return isAbsolute(value) ? value : resolve(base, value);
}

/**
 * Reads the JWT secret from `dataDir/jwt-secret`, generating (48 random bytes, base64url) and writing it
 * (mode 0600) on first use, so tokens survive restarts without configuration.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Least length of `JWT_SECRET` in production, in bytes (HS256 wants a key at least as long as its hash). */
export const MIN_JWT_SECRET_BYTES = 32;

/** A setting that makes the server refuse to start; `message` says which and how to fix it. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Production must be configured, not defaulted (issue #9): `JWT_SECRET` of at least
 * {@link MIN_JWT_SECRET_BYTES} bytes (no generated file secret) and `APP_URL` (an http(s) URL: the
 * origin of mailed links and of the site's own bookings). Throws a {@link ConfigError} naming every
 * missing setting.
 */
function checkProduction(env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  const secret = env.JWT_SECRET ?? '';
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(
      `JWT_SECRET must be set to at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`)`,
    );
  }
  const appUrl = env.APP_URL ?? '';
  let validUrl = false;
  try {
    validUrl = ['http:', 'https:'].includes(new URL(appUrl).protocol);
  } catch {
    validUrl = false;
  }
  if (!validUrl) problems.push('APP_URL must be set to the public URL of the site (e.g. https://gari.rw)');
  if (problems.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses to start: ${problems.join('; ')}.`);
  }
}

/** A positive whole number of ms from a setting; unset or not such a number = undefined (the default). */
function positiveMs(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * Builds the {@link Config} from `env` (default `process.env`). Relative `DATA_DIR`/`SITE_DIST` values are
 * resolved against `INIT_CWD` (set by pnpm to where the command was typed) or the current directory.
 * Side effect: may create `DATA_DIR/jwt-secret` when `JWT_SECRET` is unset (never in production).
 * Throws {@link ConfigError} on a bad `PORT`, or in production without `JWT_SECRET` (≥ 32 bytes) and
 * `APP_URL`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = env.INIT_CWD ?? process.cwd();
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = env.DATA_DIR ? resolvePath(env.DATA_DIR, base) : join(REPO_ROOT, '.data');
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  if (isProduction) checkProduction(env);
  return {
    port,
    host: env.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gari <no-reply@gari.rw>',
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    nodeEnv,
    isProduction,
    redisUrl: env.REDIS_URL || undefined,
    siteDist: env.SITE_DIST ? resolvePath(env.SITE_DIST, base) : join(REPO_ROOT, 'apps/site/dist/client'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Production logs warnings and errors only: request logging would cost more than the lists (issue #8).
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'production' ? 'warn' : 'info'),
    ai: { llm: llmOptionsFromEnv(env) },
    rates: { url: env.RATES_API_URL || undefined, timeoutMs: positiveMs(env.RATES_TIMEOUT_MS) },
    contactTo: env.CONTACT_TO || undefined,
    imageMinAccountHours: hoursSetting(env.CONVOY_IMAGE_MIN_ACCOUNT_HOURS),
    reminderIntervalMs:
      env.REMINDER_INTERVAL_MS === '0' ? 0 : (positiveMs(env.REMINDER_INTERVAL_MS) ?? 3_600_000),
    pressure: maxEventLoopDelay(env.MAX_EVENT_LOOP_DELAY_MS),
  };
}

/**
 * `MAX_EVENT_LOOP_DELAY_MS`: the event-loop delay (ms) above which the server sheds load with 503s
 * (`@fastify/under-pressure`); `0` turns the check off (the end-to-end server on a shared CI machine,
 * where a busy neighbour stalls it without any load of its own). Absent or not a whole number ≥ 0 =
 * the default of `PRESSURE_LIMITS` (1 s).
 */
function maxEventLoopDelay(value: string | undefined): { maxEventLoopDelay: number } | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? { maxEventLoopDelay: n } : undefined;
}

/** A whole number of hours ≥ 0 from the environment; absent or not a number = undefined (the default). */
function hoursSetting(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}
