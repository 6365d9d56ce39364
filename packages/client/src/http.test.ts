import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import { createHttp, type HttpOptions } from './http';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, deferred, type Handler, type Reply } from './test-utils/fakeFetch';

const DEVICE = 'device-test-0001';

function setup(
  routes: Record<string, Handler | Reply> = {},
  tokens: [string, string] | null = ['old', 'r1'],
  extra: Partial<HttpOptions> = {},
) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => DEVICE });
  if (tokens) store.setTokens(...tokens);
  const onSignedOut = vi.fn();
  const http = createHttp({ store, fetch: fake.fetch, onSignedOut, ...extra });
  return { fake, store, onSignedOut, http };
}

/** GET /vehicles answers 401 unless the bearer is `Bearer new`. */
const vehiclesByToken: Handler = (c) =>
  c.headers.Authorization === 'Bearer new'
    ? { body: { data: [] } }
    : { status: 401, body: { message: 'Unauthenticated.' } };

const refreshOk: Handler = () => ({
  body: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer' },
});

describe('headers and bodies', () => {
  it('sends the bearer token, the device id and JSON', async () => {
    const { fake, http } = setup({ 'POST /vehicles': { status: 201, body: { data: { id: 1 } } } });
    await http.post('/vehicles', { year: 2015 }, { query: { a: 1, b: undefined, c: null } });
    const call = fake.calls[0];
    expect(call?.url).toBe('/api/v1/vehicles?a=1');
    expect(call?.headers.Authorization).toBe('Bearer old');
    expect(call?.headers['X-Device-Id']).toBe(DEVICE);
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.headers.Accept).toBe('application/json');
    expect(call?.body).toEqual({ year: 2015 });
  });

  it('sends no Authorization without a stored token, nor with auth: false', async () => {
    const { fake, http, store } = setup({ 'GET /stats': { body: {} } }, null);
    await http.get('/stats');
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
    expect(fake.calls[0]?.headers['X-Device-Id']).toBe(DEVICE);
    expect(fake.calls[0]?.headers['Content-Type']).toBeUndefined();
    store.setTokens('t', 'r');
    await http.get('/stats', { auth: false });
    expect(fake.calls[1]?.headers.Authorization).toBeUndefined();
  });

  it('sends no X-Device-Id when the store has no device id (the widget visitor)', async () => {
    const { fake, store } = setup({ 'GET /stats': { body: {} } }, null);
    const http = createHttp({ store: { ...store, getDeviceId: () => '' }, fetch: fake.fetch });
    await http.get('/stats');
    expect(fake.calls[0]?.headers).toEqual({ Accept: 'application/json' });
  });

  it('honours a custom base URL (trailing slash trimmed)', async () => {
    const fake = createFakeFetch({ 'GET /makes': { body: { data: [] } } }, 'https://api.example/v1');
    const http = createHttp({
      baseUrl: 'https://api.example/v1/',
      store: createTokenStore(createMemoryStorage()),
      fetch: fake.fetch,
    });
    await http.get('/makes');
    expect(fake.calls[0]?.url).toBe('https://api.example/v1/makes');
  });

  it('resolves undefined for a 204', async () => {
    const { http } = setup({ 'DELETE /vehicles/3': { status: 204 } });
    await expect(http.delete('/vehicles/3')).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('uses the generic texts per method (path without base or query)', async () => {
    const { http } = setup({
      'GET /vehicles': { status: 500 },
      'POST /vehicles': { status: 502, body: '<html>bad gateway</html>' },
      'DELETE /vehicles/7': { status: 404 },
    });
    await expect(http.get('/vehicles', { query: { limit: 5 } })).rejects.toThrow(
      /^GET \/vehicles failed: 500$/,
    );
    await expect(http.post('/vehicles', {})).rejects.toThrow(/^POST \/vehicles failed: 502$/);
    const e = await http.delete('/vehicles/7').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe('DELETE /vehicles/7 failed: 404');
    expect((e as ApiError).status).toBe(404);
    expect((e as ApiError).method).toBe('DELETE');
    expect((e as ApiError).path).toBe('/vehicles/7');
  });

  it('prefers the server message and carries field errors and Retry-After', async () => {
    const { http } = setup({
      'POST /vehicles': {
        status: 409,
        body: {
          message: 'You can add up to 5 cars. You already have 5. Please remove one before adding another.',
        },
      },
      'POST /register': { status: 422, body: { message: 'Invalid.', errors: { email: ['Taken.'] } } },
      'POST /auth/login': {
        status: 429,
        body: { message: 'Too many attempts.' },
        headers: { 'Retry-After': '42' },
      },
    });
    await expect(http.post('/vehicles', {})).rejects.toThrow(
      'You can add up to 5 cars. You already have 5. Please remove one before adding another.',
    );
    await expect(http.post('/register', {})).rejects.toMatchObject({
      status: 422,
      errors: { email: ['Taken.'] },
    });
    await expect(http.post('/auth/login', {})).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
      message: 'Too many attempts.',
    });
  });

  it('turns a network failure into status 0 with the network message', async () => {
    const { http } = setup({
      'GET /vehicles': () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(http.get('/vehicles')).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Check your connection and try again.',
      path: '/vehicles',
    });
  });

  it('rethrows an AbortError as is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = setup({
      'GET /vehicles': () => {
        throw abort;
      },
    });
    await expect(http.get('/vehicles')).rejects.toBe(abort);
  });
});

describe('parsing (tolerant)', () => {
  const Item = z.object({ id: z.number() });

  it('returns the parsed answer after select', async () => {
    const { http } = setup({ 'GET /makes': { body: { data: [{ id: 1, extra: 'dropped' }] } } });
    const out = await http.get('/makes', {
      select: (raw) => (raw as { data: unknown }).data,
      schema: z.array(Item),
      expect: 'array',
    });
    expect(out).toEqual([{ id: 1 }]);
  });

  it('on a mismatch reports it and returns the raw data', async () => {
    const onSchemaMismatch = vi.fn();
    const { http } = setup({ 'GET /makes': { body: [{ id: 'one' }] } }, null, { onSchemaMismatch });
    const out = await http.get('/makes', { schema: z.array(Item) });
    expect(out).toEqual([{ id: 'one' }]);
    expect(onSchemaMismatch).toHaveBeenCalledTimes(1);
    expect(onSchemaMismatch.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', path: '/makes' });
    expect(onSchemaMismatch.mock.calls[0]?.[0].issues.length).toBeGreaterThan(0);
  });

  it('warns on the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { http } = setup({ 'GET /makes': { body: [{ id: 'one' }] } });
    await http.get('/makes', { schema: z.array(Item) });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('GET /makes');
    warn.mockRestore();
  });

  it('fails with the generic text when the answer is not even a list/object', async () => {
    const { http } = setup({ 'GET /makes': { body: { oops: true } }, 'GET /stats': { status: 200 } });
    await expect(http.get('/makes', { expect: 'array' })).rejects.toMatchObject({
      status: 200,
      message: 'GET /makes failed: 200',
    });
    await expect(http.get('/stats', { expect: 'object' })).rejects.toThrow('GET /stats failed: 200');
  });
});

describe('401: one refresh then replay', () => {
  it('refreshes with the refresh token and device id, stores the new tokens and replays once', async () => {
    const { fake, http, store, onSignedOut } = setup({
      'GET /vehicles': vehiclesByToken,
      'POST /auth/refresh': refreshOk,
    });
    await expect(http.get('/vehicles')).resolves.toEqual({ data: [] });
    const refresh = fake.callsTo('POST /auth/refresh');
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.body).toEqual({ refresh_token: 'r1', device_id: DEVICE });
    expect(refresh[0]?.headers.Authorization).toBeUndefined();
    const vehicles = fake.callsTo('GET /vehicles');
    expect(vehicles.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(store.getAccessToken()).toBe('new');
    expect(store.getRefreshToken()).toBe('r2');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('replays the same method, query and body', async () => {
    const { fake, http } = setup({
      'POST /vehicles/4/refuels': (c) =>
        c.headers.Authorization === 'Bearer new'
          ? { status: 201, body: { data: { id: 9 } } }
          : { status: 401 },
      'POST /auth/refresh': refreshOk,
    });
    await http.post('/vehicles/4/refuels', { liters: 40 }, { query: { x: 'y' } });
    const calls = fake.callsTo('POST /vehicles/4/refuels');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ liters: 40 });
    expect(calls[1]?.url).toBe('/api/v1/vehicles/4/refuels?x=y');
  });

  it('concurrent 401s share a single refresh', async () => {
    const gate = deferred();
    const { fake, http } = setup({
      'GET /vehicles': vehiclesByToken,
      'GET /stats': (c) => (c.headers.Authorization === 'Bearer new' ? { body: { ok: 1 } } : { status: 401 }),
      'POST /auth/refresh': async () => {
        await gate.promise;
        return refreshOk({} as never);
      },
    });
    const all = Promise.all([http.get('/vehicles'), http.get('/stats'), http.get('/vehicles')]);
    await vi.waitFor(() => expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1));
    await vi.waitFor(() => expect(fake.calls.length).toBe(4));
    gate.resolve();
    await expect(all).resolves.toEqual([{ data: [] }, { ok: 1 }, { data: [] }]);
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(fake.callsTo('GET /vehicles')).toHaveLength(4);
  });

  it('a 401 that arrives after another call refreshed replays without a second refresh', async () => {
    const late = deferred();
    let first = true;
    const { fake, http } = setup({
      'GET /vehicles': vehiclesByToken,
      'GET /stats': async (c) => {
        if (first) {
          first = false;
          await late.promise;
          return { status: 401 };
        }
        return c.headers.Authorization === 'Bearer new' ? { body: { ok: 1 } } : { status: 401 };
      },
      'POST /auth/refresh': refreshOk,
    });
    const slow = http.get('/stats');
    await expect(http.get('/vehicles')).resolves.toEqual({ data: [] });
    late.resolve();
    await expect(slow).resolves.toEqual({ ok: 1 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(fake.callsTo('GET /stats').map((c) => c.headers.Authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('a refused refresh clears both tokens, calls onSignedOut once and rejects every waiting call with its 401', async () => {
    const gate = deferred();
    const { fake, http, store, onSignedOut } = setup({
      'GET /vehicles': { status: 401, body: { message: 'Unauthenticated.' } },
      'POST /auth/refresh': async () => {
        await gate.promise;
        return { status: 401, body: { message: 'Invalid refresh token.' } };
      },
    });
    const calls = [http.get('/vehicles'), http.get('/vehicles'), http.get('/vehicles')].map((p) =>
      p.catch((e: unknown) => e),
    );
    await vi.waitFor(() => expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1));
    gate.resolve();
    const errors = await Promise.all(calls);
    for (const e of errors)
      expect(e).toMatchObject({ status: 401, message: 'Unauthenticated.', path: '/vehicles' });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    // Signed out now: a further 401 neither refreshes nor signs out again.
    await expect(http.get('/vehicles')).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a 2xx refresh without tokens counts as refused', async () => {
    const { http, store, onSignedOut } = setup({
      'GET /vehicles': { status: 401 },
      'POST /auth/refresh': { body: { message: 'ok' } },
    });
    await expect(http.get('/vehicles')).rejects.toMatchObject({ status: 401 });
    expect(store.getAccessToken()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('quietSignOut clears the tokens without calling onSignedOut', async () => {
    const { http, store, onSignedOut } = setup({
      'POST /auth/logout': { status: 401 },
      'POST /auth/refresh': { status: 401 },
    });
    await expect(http.post('/auth/logout', {}, { quietSignOut: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getAccessToken()).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('a network failure or 5xx of the refresh keeps the tokens and does not sign out', async () => {
    const { fake, http, store, onSignedOut } = setup({
      'GET /vehicles': { status: 401 },
      'POST /auth/refresh': () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(http.get('/vehicles')).rejects.toMatchObject({ status: 0, path: '/auth/refresh' });
    fake.on('POST /auth/refresh', { status: 503, body: { message: 'Service unavailable.' } });
    await expect(http.get('/vehicles')).rejects.toMatchObject({
      status: 503,
      message: 'Service unavailable.',
    });
    expect(store.getAccessToken()).toBe('old');
    expect(store.getRefreshToken()).toBe('r1');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('a 401 after the replay is final: no second refresh', async () => {
    const { fake, http, onSignedOut } = setup({
      'GET /vehicles': { status: 401 },
      'POST /auth/refresh': refreshOk,
    });
    await expect(http.get('/vehicles')).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('GET /vehicles')).toHaveLength(2);
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('never refreshes on the refresh call itself nor on login/register', async () => {
    const { fake, http, store, onSignedOut } = setup({
      'POST /auth/refresh': { status: 401 },
      'POST /auth/login': { status: 401, body: { message: 'Invalid email or password' } },
      'POST /login': { status: 401 },
      'POST /register': { status: 401 },
    });
    await expect(http.post('/auth/refresh', { refresh_token: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    await expect(http.post('/auth/login', {})).rejects.toThrow('Invalid email or password');
    await expect(http.post('/login', {})).rejects.toMatchObject({ status: 401 });
    await expect(http.post('/register', {})).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(store.getAccessToken()).toBe('old');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('retryOn401: false skips the refresh; no refresh token means no refresh', async () => {
    const { fake, http, store } = setup({
      'GET /vehicles': { status: 401 },
      'POST /auth/refresh': refreshOk,
    });
    await expect(http.get('/vehicles', { retryOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(0);
    store.setTokens('old', '');
    await expect(http.get('/vehicles')).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('refresh() refreshes on demand and reports a refusal', async () => {
    const { http, store, onSignedOut, fake } = setup({ 'POST /auth/refresh': refreshOk });
    await expect(http.refresh()).resolves.toBe(true);
    expect(store.getAccessToken()).toBe('new');
    fake.on('POST /auth/refresh', { status: 401 });
    await expect(http.refresh()).resolves.toBe(false);
    expect(store.getAccessToken()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});
