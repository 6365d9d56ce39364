/**
 * What the server may write to its log (issue #9 "Logs redact secrets, hashes, tokens and personal
 * data, and never print SQL parameters"): pino `redact` paths for headers and bodies, and an `err`
 * serializer that keeps an error's type, message, SQL text and database code but drops the bound
 * parameters (Drizzle's "Failed query: …\nparams: …" and the driver's `detail`, which quote values).
 */
import Redact from '@pinojs/redact';
import type { FastifyServerOptions } from 'fastify';

/** Replaces a redacted value in the log. */
export const REDACTED = '[redacted]';

/** Field names whose values never reach the log, at the top level or one object down (`body.password`). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'password',
  'password_confirmation',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'access_token',
  'refresh_token',
  'widget_key',
  'widgetKey',
  'hash',
  'email',
  'phone',
  'to',
  'full_name',
];

/**
 * pino `redact` paths: request and response headers that carry credentials, request bodies, and every
 * {@link SECRET_FIELDS} name at the top level of a log object. The same names one and two levels down
 * (`body.email`, `user.passwordHash`…) are {@link NESTED_REDACT_PATHS}, redacted by {@link redactLine}.
 */
export const LOG_REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.body',
  'request.body',
  ...SECRET_FIELDS,
];

/** Every {@link SECRET_FIELDS} name one and two objects down a log line (`*.password`, `*.*.email`). */
export const NESTED_REDACT_PATHS: string[] = [
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];

/** A JSON key named like a secret field: a line without one has nothing nested to redact. */
const SECRET_KEY = new RegExp(`"(?:${SECRET_FIELDS.join('|')})":`);
const redactNested = Redact({ paths: NESTED_REDACT_PATHS, censor: REDACTED, strict: false });

/**
 * Redacts {@link NESTED_REDACT_PATHS} in one finished log line (pino's `hooks.streamWrite`: the JSON
 * text with its newline, bindings included) with pino's own redactor, `@pinojs/redact`. Only a line
 * that has a secret field's name as a key is parsed; others pass as they are.
 *
 * Why not pino's `redact` with these paths (issue #8 "request logging that does not dominate the
 * cost"): a path that starts with a wildcard makes pino run the redactor on every binding of every
 * child logger, and Fastify makes a child logger per request. That was a third of the cost of a
 * cached public list (`GET /makes`) even at `warn`, when the request logs nothing. Here the cost falls
 * on the lines written, not on the requests.
 * @param line one log line as pino wrote it (JSON and `\n`)
 * @returns the line, with every nested secret field's value replaced by {@link REDACTED}
 */
export function redactLine(line: string): string {
  if (!SECRET_KEY.test(line)) return line;
  try {
    return `${redactNested(JSON.parse(line))}\n`;
  } catch {
    return line;
  }
}

/** Error properties that quote the values of a failed statement or of the row it touched. */
const VALUE_BEARING = new Set(['params', 'parameters', 'detail', 'where', 'query', 'values', 'body']);

/** Drops the `params: …` part of a Drizzle "Failed query" message or stack (up to the first frame). */
export function stripSqlParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);
}

/** A loggable error: what went wrong without the values involved. */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  cause?: SafeError;
}

/**
 * Serializes any thrown value for the log: type, message and stack with SQL parameters removed
 * ({@link stripSqlParams}), the database error fields that carry no values (`code`, `constraint`,
 * `table`, `column`) and the sanitized `cause` chain (3 deep). Never copies `params`, `detail`,
 * `where` or other properties.
 */
export function sanitizeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const source = error as Error & Record<string, unknown>;
  const safe: SafeError = {
    type: error.name || error.constructor?.name || 'Error',
    message: stripSqlParams(error.message ?? ''),
    stack: typeof error.stack === 'string' ? stripSqlParams(error.stack) : '',
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = source[key];
    if (typeof value === 'string' && !VALUE_BEARING.has(key)) safe[key] = value;
  }
  if (typeof source.statusCode === 'number') safe.statusCode = source.statusCode;
  if (error.cause !== undefined && depth < 3) safe.cause = sanitizeError(error.cause, depth + 1);
  return safe;
}

/**
 * Fastify/pino logger options at `level` (`silent` → logging off): {@link LOG_REDACT_PATHS}, the
 * nested secret fields ({@link redactLine}) and the {@link sanitizeError} `err` serializer.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactLine },
    // Errors are sanitized; objects already sanitized (see errors.ts) pass as they are.
    serializers: {
      err: (error: unknown) => (error instanceof Error ? sanitizeError(error) : (error as SafeError)),
    },
  };
}
