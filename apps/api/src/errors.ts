/**
 * The one error handler of the API (issue #2 "Every error is JSON"): every failure becomes
 * `{ message, errors? }` (contract `ErrorBody`) with the right status; bad input is never a 5xx.
 */
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
  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** 422 with field errors and the standard message. */
export const invalid = (errors: FieldErrors) => new HttpError(422, INVALID_DATA_MESSAGE, errors);
/** 404 `{ message }` (default 'Not found.'). */
export const notFound = (message = 'Not found.') => new HttpError(404, message);
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

/** Readable label of a field: `password_confirmation` → `password confirmation`. */
const label = (field: string) => field.replaceAll('_', ' ').replaceAll('.', ' ');

/**
 * Turns one validation issue into `[field, message]`. A missing or blank field gets
 * 'The {field} field is required.'; a value of the wrong type 'The {field} must be a {type}.';
 * otherwise the schema's own message (the contract's texts) is kept.
 */
function fieldMessage(
  instancePath: string,
  context: string,
  message: string | undefined,
  source: unknown,
): [string, string] {
  const path = instancePath.split('/').filter((s) => s.length > 0);
  const field = path.join('.') || CONTEXT_NAMES[context] || 'body';
  const text = message ?? 'Invalid value.';
  const typeIssue = /^Invalid input: expected (\w+), received (\w+)$/.exec(text);
  if (path.length === 0) {
    if (source === undefined || source === null || typeIssue) {
      return [field, `The request ${field} must be a JSON object.`];
    }
    return [field, text];
  }
  const value = valueAt(source, path);
  if (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '' && typeIssue)
  ) {
    return [field, `The ${label(field)} field is required.`];
  }
  if (typeIssue) {
    const expected = typeIssue[1] === 'int' ? 'whole number' : typeIssue[1];
    return [field, `The ${label(field)} must be a ${expected}.`];
  }
  return [field, text];
}

/** The request part a validation context names. */
function contextSource(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** Collects Fastify (zod) validation issues into {@link FieldErrors}. */
export function validationErrors(error: FastifyError, request: FastifyRequest): FieldErrors {
  const errors: FieldErrors = {};
  const context = error.validationContext ?? 'body';
  const source = contextSource(request, context);
  for (const issue of error.validation ?? []) {
    const [field, message] = fieldMessage(issue.instancePath, context, issue.message, source);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
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
    return reply
      .status(error.statusCode)
      .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
  }
  if (error.validation) {
    return reply
      .status(422)
      .send({ message: INVALID_DATA_MESSAGE, errors: validationErrors(error, request) });
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
