/**
 * The transport under the typed client: JSON over fetch with the bearer token and device id, one
 * refresh then replay on a 401, and the spec's error texts (spec §4 Session, §6, §7, §8 Generic).
 */
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, networkError } from './errors';
import type { TokenStore } from './types';
import type { UploadLike, UploadProgress } from './upload';

/** A `fetch` (the global one, or a fake in tests). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values; `undefined` and `null` are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** What {@link HttpOptions.onSchemaMismatch} receives when an answer does not match its contract schema. */
export interface SchemaMismatch {
  method: HttpMethod;
  path: string;
  issues: z.core.$ZodIssue[];
  data: unknown;
}

export interface HttpOptions {
  /** Base of every path. @default '/api/v1' */
  baseUrl?: string;
  store: TokenStore;
  /** @default `globalThis.fetch` (looked up at each call, so a later stub is seen) */
  fetch?: FetchLike;
  /**
   * Called once when a refresh is refused and both tokens were cleared (spec §4: the site goes to
   * /login unless already there). Not called for a refresh that failed on the network or a 5xx.
   */
  onSignedOut?: () => void;
  /**
   * Called when an answer does not match its contract schema; the raw answer is then returned as is
   * (tolerant parsing: a new or renamed field must not blank a screen; the API tests pin the contract).
   * Throw from it to make mismatches fatal.
   * @default `console.warn` with the method, path and zod issues
   */
  onSchemaMismatch?: (mismatch: SchemaMismatch) => void;
  /**
   * Cross-tab lock for the refresh (issue #9 finding 7): tabs sharing one token store refresh one at a
   * time, and a tab that waited uses the tokens the other tab stored instead of spending the same refresh
   * token again. `null` turns the lock off (then the stored-token check and the server's 30 s grace
   * window keep concurrent refreshes of one device from signing it out).
   * @default `navigator.locks` (Web Locks) when the browser has it
   */
  locks?: RefreshLocks | null;
  /**
   * Transport of the requests that ask for upload progress (`RequestOptions.onUploadProgress`).
   * `null`: they go through `fetch` too and report their progress once, when the answer arrives.
   * @default `XMLHttpRequest` in browsers when no `fetch` is given (see `xhrUpload`), else null
   */
  upload?: UploadLike | null;
}

/** The part of the Web Locks API (`navigator.locks`) the refresh uses. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Name of the Web Lock every tab takes around `POST /auth/refresh`. */
export const REFRESH_LOCK = 'gari-auth-refresh';

/** `navigator.locks` when present (browsers, some workers), else null (Node, old browsers). */
function defaultLocks(): RefreshLocks | null {
  const locks = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

export interface RequestOptions<T> {
  query?: Query;
  /** Sent as JSON; a `FormData` is sent as multipart as is (photo uploads). */
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Contract schema of the answer (after `select`); see {@link HttpOptions.onSchemaMismatch}. */
  schema?: z.ZodType<T>;
  /** Reshapes the raw answer before `schema`, e.g. unwraps `{ data: [...] }`. */
  select?: (data: unknown) => unknown;
  /**
   * The answer must be a list (`'array'`) or an object (`'object'`): when it is not even that, the call
   * fails with an ApiError '{METHOD} {path} failed: {status}' instead of handing back unusable data.
   */
  expect?: 'array' | 'object';
  /** Try one refresh on a 401 and replay. @default true (always false for the auth calls, see {@link NO_REFRESH_PATHS}) */
  retryOn401?: boolean;
  /** A refresh refused during this call clears the tokens without calling `onSignedOut` (logout). */
  quietSignOut?: boolean;
  /** Send the `Authorization` header when an access token is stored. @default true */
  auth?: boolean;
  signal?: AbortSignal;
  /** Called as the body is sent (bytes sent, body size or 0); see {@link HttpOptions.upload}. */
  onUploadProgress?: UploadProgress;
}

export interface Http {
  readonly baseUrl: string;
  readonly store: TokenStore;
  /**
   * One JSON call. Resolves with the (selected, schema-parsed) answer, `undefined` for an empty answer
   * (204); rejects with an {@link ApiError}: the server's `message` or 'GET {path} failed: {status}';
   * status 0 and 'Network error. Check your connection and try again.' when no answer came.
   * An `AbortError` from `signal` is rethrown as is.
   */
  request<T = unknown>(method: HttpMethod, path: string, opts?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, opts?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, opts?: RequestOptions<T>): Promise<T>;
  /**
   * `POST /auth/refresh { refresh_token, device_id }` now, shared with any refresh already in flight.
   * Resolves true when new tokens were stored; false when there was no refresh token or the server
   * refused it (tokens cleared, `onSignedOut` called); rejects with the ApiError of a network failure
   * or 5xx (tokens kept).
   */
  refresh(): Promise<boolean>;
}

/** Calls that never trigger a refresh: a 401 there means wrong credentials or a dead refresh token. */
export const NO_REFRESH_PATHS: readonly string[] = [
  '/auth/login',
  '/login',
  '/auth/refresh',
  '/register',
  '/password/forgot',
  '/password/reset',
];

type RefreshResult = { ok: true } | { ok: false; signedOut: boolean; error?: ApiError };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isAbort(error: unknown): boolean {
  return isRecord(error) && (error as { name?: unknown }).name === 'AbortError';
}

function defaultMismatch({ method, path, issues }: SchemaMismatch): void {
  console.warn(`[gari/client] ${method} ${path}: answer does not match the contract`, issues);
}

/**
 * Creates the transport (spec §4 Session, §6 "Requests carry a bearer token when one is stored", §8).
 *
 * Every call sends `Accept: application/json`, `X-Device-Id: <device id>` (none when the store's device
 * id is ''), `Authorization: Bearer <access token>` when one is stored, and a JSON body with
 * `Content-Type: application/json`.
 * On a 401 (not for {@link NO_REFRESH_PATHS}): if another call already stored a new access token it
 * replays at once; else it runs ONE `POST /auth/refresh` (concurrent 401s share it), stores the new
 * tokens and replays the call once. A refused refresh clears both tokens, calls `onSignedOut` once and
 * the call rejects with its 401. A second 401 after the replay is final (no loop).
 */
export function createHttp(opts: HttpOptions): Http {
  const baseUrl = (opts.baseUrl ?? '/api/v1').replace(/\/+$/, '');
  const { store } = opts;
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const onSchemaMismatch = opts.onSchemaMismatch ?? defaultMismatch;
  // The XMLHttpRequest transport loads with the first upload that asks for progress (not every page's JS).
  const upload: UploadLike | null =
    opts.upload !== undefined
      ? opts.upload
      : opts.fetch || typeof XMLHttpRequest === 'undefined'
        ? null
        : async (input, init, onProgress) => {
            const xhr = (await import('./upload')).xhrUpload();
            return xhr ? xhr(input, init, onProgress) : globalThis.fetch(input, init);
          };

  let refreshing: Promise<RefreshResult> | null = null;

  function url(path: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) params.append(k, String(v));
    }
    const qs = params.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  /** One fetch; network failures become ApiError status 0. */
  async function send(
    method: HttpMethod,
    path: string,
    token: string | null,
    query?: Query,
    body?: unknown,
    signal?: AbortSignal,
    extraHeaders?: Record<string, string>,
    onProgress?: UploadProgress,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
    // A store without a device id (the widget's visitor store) sends none: a cross-origin call then
    // carries only CORS-safelisted headers (and Content-Type), so a GET needs no preflight.
    const deviceId = store.getDeviceId();
    if (deviceId) headers['X-Device-Id'] = deviceId;
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      init.body = body; // fetch sets the multipart boundary
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;
    try {
      if (!onProgress) return await doFetch(url(path, query), init);
      if (upload) return await upload(url(path, query), init, onProgress);
      const res = await doFetch(url(path, query), init);
      onProgress(1, 1);
      return res;
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError(method, path, error);
    }
  }

  /** Parsed JSON, the text when it is not JSON, or undefined when empty. */
  async function readBody(res: Response): Promise<unknown> {
    let text: string;
    try {
      text = await res.text();
    } catch {
      return undefined;
    }
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  /**
   * One refresh, single-flight across tabs: under the {@link REFRESH_LOCK} Web Lock (when available), it
   * first re-reads the shared store; if another tab replaced the refresh token meanwhile, its tokens are
   * used (or, if that tab was signed out, this one is too) and no request is sent.
   */
  async function runRefresh(quiet: boolean): Promise<RefreshResult> {
    const seen = store.getRefreshToken();
    if (!seen) return { ok: false, signedOut: false };
    const locks = opts.locks === undefined ? defaultLocks() : opts.locks;
    return locks ? locks.request(REFRESH_LOCK, () => refreshWith(seen, quiet)) : refreshWith(seen, quiet);
  }

  async function refreshWith(seen: string, quiet: boolean): Promise<RefreshResult> {
    const refreshToken = store.getRefreshToken();
    if (refreshToken !== seen) {
      if (refreshToken && store.getAccessToken()) return { ok: true };
      if (!quiet) opts.onSignedOut?.();
      return { ok: false, signedOut: true };
    }
    const path = '/auth/refresh';
    let res: Response;
    try {
      res = await send('POST', path, null, undefined, {
        refresh_token: refreshToken,
        device_id: store.getDeviceId(),
      });
    } catch (error) {
      return { ok: false, signedOut: false, error: error instanceof ApiError ? error : undefined };
    }
    const body = await readBody(res);
    if (res.status >= 500) {
      return { ok: false, signedOut: false, error: apiErrorFromResponse('POST', path, res.status, body) };
    }
    if (
      res.ok &&
      isRecord(body) &&
      typeof body.access_token === 'string' &&
      body.access_token !== '' &&
      typeof body.refresh_token === 'string'
    ) {
      store.setTokens(body.access_token, body.refresh_token);
      return { ok: true };
    }
    store.clearTokens();
    if (!quiet) opts.onSignedOut?.();
    return { ok: false, signedOut: true };
  }

  function refreshOnce(quiet: boolean): Promise<RefreshResult> {
    refreshing ??= runRefresh(quiet).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function parse<T>(method: HttpMethod, path: string, status: number, raw: unknown, o: RequestOptions<T>): T {
    if (raw === undefined && o.expect === undefined) return undefined as T;
    const data = o.select ? o.select(raw) : raw;
    if (o.expect === 'array' ? !Array.isArray(data) : o.expect === 'object' ? !isRecord(data) : false) {
      throw new ApiError({ status, method, path, body: raw });
    }
    if (!o.schema) return data as T;
    const result = o.schema.safeParse(data);
    if (result.success) return result.data;
    onSchemaMismatch({ method, path, issues: result.error.issues, data });
    return data as T;
  }

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    o: RequestOptions<T> = {},
  ): Promise<T> {
    const tokenNow = () => (o.auth === false ? null : store.getAccessToken());
    let sentWith = tokenNow();
    let res = await send(method, path, sentWith, o.query, o.body, o.signal, o.headers, o.onUploadProgress);

    const mayRefresh = o.retryOn401 !== false && o.auth !== false && !NO_REFRESH_PATHS.includes(path);
    if (res.status === 401 && mayRefresh) {
      const current = tokenNow();
      let replay = current !== null && current !== sentWith; // someone refreshed while we waited
      if (!replay) {
        const result = await refreshOnce(o.quietSignOut === true);
        if (result.ok) replay = true;
        else if (result.error) throw result.error;
      }
      if (replay) {
        sentWith = tokenNow();
        res = await send(method, path, sentWith, o.query, o.body, o.signal, o.headers, o.onUploadProgress);
      }
    }

    const raw = await readBody(res);
    if (!res.ok) throw apiErrorFromResponse(method, path, res.status, raw, res.headers.get('Retry-After'));
    return parse(method, path, res.status, raw, o);
  }

  return {
    baseUrl,
    store,
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
    async refresh() {
      const result = await refreshOnce(false);
      if (result.ok) return true;
      if (result.error) throw result.error;
      return false;
    },
  };
}
