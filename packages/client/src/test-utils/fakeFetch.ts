/**
 * A fake `fetch` for the client's tests: routes by 'METHOD /path' (path relative to the base, no query)
 * and records every call. Unknown routes answer 404 like Fastify ('Route GET:/api/v1/x not found').
 */
import type { FetchLike } from '../http';

export interface RecordedCall {
  method: string;
  /** The full URL as fetched, e.g. '/api/v1/vehicles?limit=5'. */
  url: string;
  /** Relative to the base, without the query, e.g. '/vehicles'. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined. */
  body: unknown;
}

/** A plain answer: JSON `body` (omitted: empty), `status` (default 200), extra headers. */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (call: RecordedCall) => Reply | Response | Promise<Reply | Response>;

export interface FakeFetch {
  fetch: FetchLike;
  calls: RecordedCall[];
  /** Sets (or replaces) the handler of 'METHOD /path'. */
  on(route: string, handler: Handler | Reply): void;
  /** Calls made to 'METHOD /path'. */
  callsTo(route: string): RecordedCall[];
}

/** Creates a {@link FakeFetch}; `routes` maps 'METHOD /path' to a handler or a fixed {@link Reply}. */
export function createFakeFetch(routes: Record<string, Handler | Reply> = {}, base = '/api/v1'): FakeFetch {
  const table = new Map<string, Handler | Reply>(Object.entries(routes));
  const calls: RecordedCall[] = [];

  const fetch: FetchLike = async (input, init) => {
    const [pathname = '', search = ''] = input.split('?');
    const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[k] = v;
    const call: RecordedCall = {
      method,
      url: input,
      path,
      query: new URLSearchParams(search),
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = table.get(`${method} ${path}`);
    const reply: Reply | Response = !route
      ? { status: 404, body: { message: `Route ${method}:${pathname} not found` } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    if (reply instanceof Response) return reply;
    const status = reply.status ?? 200;
    const hasBody = reply.body !== undefined && status !== 204;
    return new Response(
      hasBody ? (typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)) : null,
      {
        status,
        headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...reply.headers },
      },
    );
  };

  return {
    fetch,
    calls,
    on(route, handler) {
      table.set(route, handler);
    },
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** A promise with its resolve exposed, to hold an answer until the test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
