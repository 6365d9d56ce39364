/**
 * The one error type of the client (spec §8 Generic): every failed call rejects with an {@link ApiError}.
 */
import type { ApiErrorShape } from './types';

/** Message of a call that never reached the server (offline, DNS, CORS, connection reset). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Check your connection and try again.';

/**
 * The spec's generic text (spec §8): 'GET {path} failed: {status}', 'POST {path} failed: {status}',
 * 'DELETE /vehicles/{id} failed: {status}'. `path` is relative to the API base, without the query.
 */
export function genericErrorMessage(method: string, path: string, status: number): string {
  return `${method.toUpperCase()} ${path} failed: ${status}`;
}

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer came back (network). */
  status: number;
  method: string;
  /** Path relative to the API base, without the query string, e.g. '/vehicles/7'. */
  path: string;
  /** @default the spec's generic text, see {@link genericErrorMessage} */
  message?: string;
  errors?: Record<string, string[]>;
  body?: unknown;
  retryAfter?: number;
  cause?: unknown;
}

/**
 * A failed API call: HTTP `status` (0 = network), `method`, `path` (relative to the base, no query),
 * `message` (the server's JSON `message`, else the spec §8 generic text), field `errors` from the
 * body (`{ field: [text] }`), the parsed `body`, and `retryAfter` seconds on a 429.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  method: string;
  path: string;
  errors?: Record<string, string[]>;
  body?: unknown;
  /** Seconds from the `Retry-After` header of a 429 (rate limit), when the server sent one. */
  retryAfter?: number;

  constructor(init: ApiErrorInit) {
    super(init.message ?? genericErrorMessage(init.method, init.path, init.status), { cause: init.cause });
    this.status = init.status;
    this.method = init.method.toUpperCase();
    this.path = init.path;
    if (init.errors) this.errors = init.errors;
    if (init.body !== undefined) this.body = init.body;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Keeps only `{ field: string[] }` entries (a bare string becomes a one-item list). */
function readFieldErrors(v: unknown): Record<string, string[]> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(v)) {
    if (typeof texts === 'string') out[field] = [texts];
    else if (Array.isArray(texts)) {
      const strings = texts.filter((t): t is string => typeof t === 'string');
      if (strings.length > 0) out[field] = strings;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Builds the {@link ApiError} of a non-2xx answer. `body` is the parsed JSON (or the text when the
 * answer was not JSON); its `message` is used when it is a non-empty string, else the generic text.
 *
 * @param retryAfterHeader raw `Retry-After` value (seconds or an HTTP date), read into `retryAfter` seconds.
 */
export function apiErrorFromResponse(
  method: string,
  path: string,
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
  now: number = Date.now(),
): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : undefined;
  const errors = isRecord(body) ? readFieldErrors(body.errors) : undefined;
  let retryAfter: number | undefined;
  if (retryAfterHeader) {
    const seconds = Number(retryAfterHeader);
    if (Number.isFinite(seconds)) retryAfter = Math.max(0, Math.ceil(seconds));
    else {
      const at = Date.parse(retryAfterHeader);
      if (!Number.isNaN(at)) retryAfter = Math.max(0, Math.ceil((at - now) / 1000));
    }
  }
  return new ApiError({ status, method, path, message, errors, body, retryAfter });
}

/** The error of a call that got no answer: status 0 and {@link NETWORK_ERROR_MESSAGE}. */
export function networkError(method: string, path: string, cause: unknown): ApiError {
  return new ApiError({ status: 0, method, path, message: NETWORK_ERROR_MESSAGE, cause });
}

/**
 * True for an {@link ApiError} and for any object of the same shape (fakes in stories and tests throw
 * plain objects or errors with `status`, `method` and `path`).
 */
export function isApiError(error: unknown): error is ApiErrorShape {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    typeof (error as Partial<ApiErrorShape>).status === 'number' &&
    typeof (error as Partial<ApiErrorShape>).method === 'string' &&
    typeof (error as Partial<ApiErrorShape>).path === 'string'
  );
}

/**
 * The field errors of a failed call, `{ field: [text, …] }` (dotted names for nested fields), or `{}`
 * when there are none or `error` is not an API error.
 */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return (isApiError(error) && error.errors) || {};
}

/** The first message for `field` in a failed call's field errors, or undefined. */
export function fieldError(error: unknown, field: string): string | undefined {
  return fieldErrors(error)[field]?.[0];
}

/**
 * A text for a toast: the error's message when it is an `Error` with one, else `fallback`
 * (e.g. 'Something went wrong. Please try again.' of spec §8 Registration failed).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
