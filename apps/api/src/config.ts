/**
 * Server settings read from the environment (issue #2 "Settings by environment").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LlmOptions, llmOptionsFromEnv } from './ai/llm';

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

/** Everything the API reads from the environment, resolved and typed. */
export interface Config {
  /** TCP port (`PORT`, default 3000). */
  port: number;
  /** Interface to bind (`HOST`, default 0.0.0.0). */
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
  /** Absolute folder of the built SPA (`SITE_DIST`, default `<repo>/apps/site/dist`). */
  siteDist: string;
  /** Trust `X-Forwarded-For` for the client IP (`TRUST_PROXY=1`, behind a load balancer). */
  trustProxy: boolean;
  /** Fastify log level (`LOG_LEVEL`, default `info`, `warn` in production; `silent` turns logging off). */
  logLevel: string;
  /** AI mechanic settings; absent = embedded engine only, default rate limit. */
  ai?: AiConfig;
  /** Booking settings; absent = default rate limit. */
  bookings?: BookingsConfig;
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

/**
 * Builds the {@link Config} from `env` (default `process.env`). Relative `DATA_DIR`/`SITE_DIST` values are
 * resolved against `INIT_CWD` (set by pnpm to where the command was typed) or the current directory.
 * Side effect: may create `DATA_DIR/jwt-secret` when `JWT_SECRET` is unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = env.INIT_CWD ?? process.cwd();
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = env.DATA_DIR ? resolvePath(env.DATA_DIR, base) : join(REPO_ROOT, '.data');
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Gari <no-reply@gari.rw>',
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    redisUrl: env.REDIS_URL || undefined,
    siteDist: env.SITE_DIST ? resolvePath(env.SITE_DIST, base) : join(REPO_ROOT, 'apps/site/dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // Production logs warnings and errors only: request logging would cost more than the lists (issue #8).
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'production' ? 'warn' : 'info'),
    ai: { llm: llmOptionsFromEnv(env) },
  };
}
