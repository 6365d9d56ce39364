/**
 * The one error handler of the API (issue #2 "Every error is JSON"): every failure becomes
 * `{ message, errors?, error_codes? }` (contract `ErrorBody`) with the right status; bad input is never
 * a 5xx.
 */

import { type FieldErrorsAnswer, fieldErrors, type IssueLike } from '@gari/contract/fieldErrors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sanitizeError } from './logging';

/** Message of every 422 (Laravel-style, what the client shows above field errors). */
export const INVALID_DATA_MESSAGE = 'The given data was invalid.';

/** Field messages keyed by dotted field name, e.g. `{ email: ['The email has already been taken.'] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error a route throws on purpose: `status` (4xx), `message`, optional field `errors`.
 * The error handler answers it as is.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  /** Stable codes per field (`error_codes`, e.g. `{ cover: ['too_big'] }`), when the thrower gives them. */
  readonly codes: FieldErrors | undefined;
  constructor(statusCode: number, message: string, errors?: FieldErrors, codes?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.codes = codes;
  }
}

/** 422 with field errors and the standard message. */
export const invalid = (errors: FieldErrors) => new HttpError(422, INVALID_DATA_MESSAGE, errors);
/**
 * 409 `{ message, errors: { [field]: [message] } }`: the request is well formed but the stored state
 * refuses it (a booking's `status`, a taken `time`, a car limit on `vehicles`), naming the field the
 * client shows the message at.
 */
export const conflict = (field: string, message: string) =>
  new HttpError(409, message, { [field]: [message] });
/** 404 `{ message }` (default 'Not found.'). */
export const notFound = (message = 'Not found.') => new HttpError(404, message);
/**
 * The row a query answers, else 404 `{ message }`: `query` is a select (any shape) that this limits to
 * one row, e.g. `await firstOrNotFound(db.select().from(orders).where(…), ORDER_NOT_FOUND)`.
 */
export async function firstOrNotFound<T>(
  query: { limit(count: number): PromiseLike<T[]> },
  message: string,
): Promise<T> {
  const [row] = await query.limit(1);
  if (!row) throw notFound(message);
  return row;
}
/** 401 `{ message }` (default 'Unauthenticated.'). */
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);

/** Default messages of bare 4xx statuses. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  413: 'The request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests.',
  503: 'The server is busy. Try again in a moment.',
};

/** Where a request part is named when the whole part is wrong (no field path). */
const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** What {@link valueAt} answers when the raw input is a scalar where the schema saw a structure. */
const RESHAPED = Symbol('reshaped');

/**
 * Value at `path` inside `source`; undefined when it (or a parent) is missing; {@link RESHAPED} when a
 * parent is a scalar the schema reshaped first (`brand=a,b` → `['a', 'b']`): the value is there.
 */
function valueAt(source: unknown, path: string[]): unknown {
  let value: unknown = source;
  for (const key of path) {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object') return RESHAPED;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The request part a validation context names. */
function contextSource(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/**
 * Whether the request lacks the issue's field: absent or null, or blank text where the schema wanted
 * another type (a blank text that fails a text rule keeps that rule's own message). It then reads "is
 * required".
 */
function isMissing(source: unknown, issue: { code: string; path: readonly PropertyKey[] }): boolean {
  const value = valueAt(source, issue.path.map(String));
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '' && issue.code === 'invalid_type';
}

/**
 * Collects Fastify (zod) validation issues into field errors through the contract's one error map
 * (`@gari/contract/fieldErrors`, issue #16): a sentence naming each field ('The name is too long: at
 * most 100 characters.', 'The email field is required.', the contract's own texts where it wrote
 * them) and a stable code per field (`error_codes`, e.g. `{ name: ['too_long'] }`) for clients that
 * show another language. A wrong whole body: 'The request body must be a JSON object.'.
 */
export function validationErrors(error: FastifyError, request: FastifyRequest): FieldErrorsAnswer {
  const context = error.validationContext ?? 'body';
  const source = contextSource(request, context);
  const root = CONTEXT_NAMES[context] ?? 'body';
  const issues = (error.validation ?? []).map((v) => {
    const params = (v.params ?? {}) as Record<string, unknown>;
    const path = v.instancePath.split('/').filter((p) => p.length > 0);
    return { ...params, code: v.keyword, message: v.message, path } as IssueLike & { path: string[] };
  });
  const wholePart = issues.filter((i) => i.path.length === 0 && i.code !== 'unrecognized_keys');
  const answer = fieldErrors(
    issues.filter((i) => !wholePart.includes(i)),
    'en',
    (issue) => isMissing(source, issue),
  );
  for (const issue of wholePart) {
    const broken = source === undefined || source === null || issue.code === 'invalid_type';
    const text = broken ? `The request ${root} must be a JSON object.` : (issue.message ?? 'Invalid value.');
    answer.errors[root] = [...new Set([...(answer.errors[root] ?? []), text])];
    answer.error_codes[root] = [
      ...new Set([...(answer.error_codes[root] ?? []), broken ? 'invalid_type' : 'invalid'] as const),
    ];
  }
  return answer;
}

/**
 * Maps any error to its JSON answer:
 * - {@link HttpError}: its status, message and errors;
 * - request validation (zod via fastify-type-provider-zod): 422 naming each field (body, query, params);
 * - unparsable body / wrong content type / empty JSON: 400 `{ message, errors: { body: [...] } }`;
 * - other 4xx raised by Fastify or plugins (404, 405, 413, 429…): that status with `{ message }`;
 * - 503 of `@fastify/under-pressure` (event loop saturated): 503 `{ message }`, its `Retry-After` kept;
 * - anything else: logged without values (SQL parameters, driver details: see `sanitizeError`),
 *   500 `{ message: 'Server error' }`.
 */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.codes ? { error_codes: error.codes } : {}),
    });
  }
  if (error.validation) {
    return reply.status(422).send({ message: INVALID_DATA_MESSAGE, ...validationErrors(error, request) });
  }
  const code = error.code ?? '';
  if (code.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) {
    const status = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : 400;
    const message =
      code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'The request body must be sent as application/json.'
        : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty; send a JSON object.'
          : status === 413
            ? STATUS_MESSAGES[413]
            : 'The request body is not valid JSON.';
    return reply.status(status).send({ message, errors: { body: [message ?? 'Invalid body.'] } });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 429 ? error.message : (STATUS_MESSAGES[status] ?? error.message);
    return reply.status(status).send({ message: message || 'Bad request.' });
  }
  if (status === 503) return reply.status(503).send({ message: STATUS_MESSAGES[503] });
  request.log.error({ err: sanitizeError(error) }, 'unhandled error');
  return reply.status(500).send({ message: 'Server error' });
}
