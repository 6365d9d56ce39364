/**
 * The client's auth calls (spec §7, §8): login (with the legacy fallback), logout, the cached
 * session check, and the API status.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { getApiStatus, ME_CACHE_MS } from './gari';
import { deferred } from './test-utils/fakeFetch';
import { DEVICE, setup, tokens, user } from './test-utils/gariClient';

describe('auth.login', () => {
  it('POSTs /auth/login with the device id and stores both tokens', async () => {
    const { api, fake, store } = setup({ 'POST /auth/login': { body: tokens } }, false);
    const out = await api.auth.login({ email: 'aline@example.rw', password: 'secret-123', remember: true });
    expect(out).toEqual(tokens);
    expect(fake.calls[0]?.body).toEqual({
      email: 'aline@example.rw',
      password: 'secret-123',
      remember: true,
      device_id: DEVICE,
    });
    expect(store.getAccessToken()).toBe('access-1');
    expect(store.getRefreshToken()).toBe('refresh-1');
    expect(api.isSignedIn()).toBe(true);
  });

  it('falls back to the legacy POST /login when /auth/login is missing (404)', async () => {
    const { api, fake, store } = setup({ 'POST /login': { body: tokens } }, false);
    await expect(api.auth.login({ email: 'a@b.rw', password: 'x' })).resolves.toEqual(tokens);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/login', 'POST /login']);
    expect(fake.calls[1]?.body).toMatchObject({ device_id: DEVICE });
    expect(store.getAccessToken()).toBe('access-1');
  });

  it('falls back on 405 and on a 2xx HTML page, not on wrong credentials', async () => {
    const a = setup({ 'POST /auth/login': { status: 405 }, 'POST /login': { body: tokens } }, false);
    await expect(a.api.auth.login({ email: 'a@b.rw', password: 'x' })).resolves.toEqual(tokens);

    const b = setup(
      { 'POST /auth/login': { body: '<!doctype html><html></html>' }, 'POST /login': { body: tokens } },
      false,
    );
    await expect(b.api.auth.login({ email: 'a@b.rw', password: 'x' })).resolves.toEqual(tokens);
    expect(b.fake.callsTo('POST /login')).toHaveLength(1);

    const c = setup(
      { 'POST /auth/login': { status: 401, body: { message: 'Invalid email or password' } } },
      false,
    );
    await expect(c.api.auth.login({ email: 'a@b.rw', password: 'x' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(c.fake.callsTo('POST /login')).toHaveLength(0);
    expect(c.fake.callsTo('POST /auth/refresh')).toHaveLength(0);
  });

  it('reports the legacy error, or the first one when both routes are missing', async () => {
    const a = setup(
      { 'POST /login': { status: 422, body: { message: 'The email field is required.' } } },
      false,
    );
    await expect(a.api.auth.login({ email: '', password: 'x' })).rejects.toThrow(
      'The email field is required.',
    );
    const b = setup({}, false);
    await expect(b.api.auth.login({ email: 'a@b.rw', password: 'x' })).rejects.toMatchObject({
      status: 404,
      path: '/auth/login',
    });
  });

  it("raises 'No token received' on a success without a token and stores nothing", async () => {
    const { api, store } = setup({ 'POST /auth/login': { body: { message: 'Logged in', user } } }, false);
    const e = await api.auth.login({ email: 'a@b.rw', password: 'x' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe('No token received');
    expect(store.getAccessToken()).toBeNull();
  });

  it('reads a legacy answer with `token` and fetches the user when missing', async () => {
    const { api, store, fake } = setup(
      { 'POST /login': { body: { token: 'legacy-access' } }, 'GET /users/me': { body: { user } } },
      false,
    );
    const out = await api.auth.login({ email: 'a@b.rw', password: 'x' });
    expect(out).toMatchObject({
      access_token: 'legacy-access',
      refresh_token: '',
      user,
      email_verified: true,
      device_id: DEVICE,
    });
    expect(store.getAccessToken()).toBe('legacy-access');
    expect(store.getRefreshToken()).toBeNull();
    expect(fake.callsTo('GET /users/me')[0]?.headers.Authorization).toBe('Bearer legacy-access');
  });

  it('a legacy answer whose user cannot be read leaves no token behind', async () => {
    const { api, store } = setup(
      { 'POST /login': { body: { token: 'legacy-access' } }, 'GET /users/me': { status: 500 } },
      false,
    );
    await expect(api.auth.login({ email: 'a@b.rw', password: 'x' })).rejects.toThrow(
      'GET /users/me failed: 500',
    );
    expect(store.getAccessToken()).toBeNull();
  });

  it('keeps email_verified false as a pass (spec §8)', async () => {
    const unverified = { ...tokens, email_verified: false, user: { ...user, email_verified_at: null } };
    const { api } = setup({ 'POST /auth/login': { body: unverified } }, false);
    await expect(api.auth.login({ email: 'a@b.rw', password: 'x' })).resolves.toMatchObject({
      email_verified: false,
    });
  });
});

describe('auth.logout', () => {
  it('POSTs /auth/logout with the device id and clears the tokens', async () => {
    const { api, fake, store } = setup({ 'POST /auth/logout': { body: { message: 'Logged out' } } });
    await api.auth.logout();
    expect(fake.calls[0]?.body).toEqual({ device_id: DEVICE });
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-0');
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('falls back to POST /logout on 404; ignores failures; always clears the tokens', async () => {
    const a = setup({ 'POST /logout': { body: { message: 'ok' } } });
    await a.api.auth.logout();
    expect(a.fake.calls.map((c) => c.path)).toEqual(['/auth/logout', '/logout']);
    expect(a.store.getAccessToken()).toBeNull();

    const b = setup({ 'POST /auth/logout': { status: 500 } });
    await expect(b.api.auth.logout()).resolves.toBeUndefined();
    expect(b.store.getAccessToken()).toBeNull();

    const c = setup({
      'POST /auth/logout': () => {
        throw new TypeError('offline');
      },
    });
    await expect(c.api.auth.logout()).resolves.toBeUndefined();
    expect(c.store.getAccessToken()).toBeNull();
  });

  it('member calls started during the logout are not sent with the revoked token; public ones go', async () => {
    const held = deferred();
    const { api, fake, store } = setup({
      'POST /auth/logout': async () => {
        await held.promise;
        return { body: { message: 'Logged out' } };
      },
      'GET /vehicles': { body: { data: [] } },
      'GET /convoys': { body: { data: [], meta: { total: 0, next_cursor: null } } },
      'GET /gas-stations': { body: { data: [], meta: { total: 0, next_cursor: null } } },
    });
    const out = api.auth.logout();
    const cars = api.vehicles.list();
    const convoys = api.convoys.list();
    const stations = api.gasStations.list();
    await Promise.resolve();
    await Promise.resolve();
    // Only the logout and the public list went out while the session was ending.
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /auth/logout',
      'GET /gas-stations',
    ]);
    held.resolve();
    await out;
    await expect(cars).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.', path: '/vehicles' });
    await convoys;
    await stations;
    expect(fake.callsTo('GET /vehicles')).toHaveLength(0);
    // The optional-auth list waited and went as a visitor's.
    expect(fake.callsTo('GET /convoys')[0]?.headers.Authorization).toBeUndefined();
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(0);
    expect(store.getAccessToken()).toBeNull();
  });

  it('after the logout, a new sign-in is not held: member calls go with the new token', async () => {
    const { api, fake } = setup({
      'POST /auth/logout': { body: { message: 'Logged out' } },
      'POST /auth/login': { body: tokens },
      'GET /vehicles': { body: { data: [] } },
    });
    await api.auth.logout();
    await api.auth.login({ email: 'aline@example.rw', password: 'secret-123' });
    await expect(api.vehicles.list()).resolves.toEqual([]);
    expect(fake.callsTo('GET /vehicles')[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('an expired access token is refreshed to revoke the session; a refused refresh stays quiet', async () => {
    const a = setup({
      'POST /auth/logout': (c) =>
        c.headers.Authorization === 'Bearer access-1' ? { body: { message: 'ok' } } : { status: 401 },
      'POST /auth/refresh': { body: tokens },
    });
    await a.api.auth.logout();
    expect(a.fake.callsTo('POST /auth/logout')).toHaveLength(2);
    expect(a.store.getAccessToken()).toBeNull();

    const b = setup({ 'POST /auth/logout': { status: 401 }, 'POST /auth/refresh': { status: 401 } });
    await b.api.auth.logout();
    expect(b.onSignedOut).not.toHaveBeenCalled();
    expect(b.store.getAccessToken()).toBeNull();
  });
});

describe('auth.me (session check cached 60 s)', () => {
  it('falls back to GET /test/users/me on a 401 that a refresh did not cure (spec §7)', async () => {
    const { api, fake } = setup({
      'GET /users/me': { status: 401, body: { message: 'Unauthenticated.' } },
      'POST /auth/refresh': { body: { ...tokens, access_token: 'access-2', refresh_token: 'refresh-2' } },
      'GET /test/users/me': { body: { data: user } },
    });
    await expect(api.auth.me()).resolves.toEqual(user);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /users/me',
      'POST /auth/refresh',
      'GET /users/me',
      'GET /test/users/me',
    ]);
  });

  it('does not fall back when the refresh was refused (signed out), nor on other errors', async () => {
    const refused = setup({
      'GET /users/me': { status: 401, body: { message: 'Unauthenticated.' } },
      'POST /auth/refresh': {
        status: 401,
        body: { message: 'Your session has expired. Please sign in again.' },
      },
      'GET /test/users/me': { body: { data: user } },
    });
    await expect(refused.api.auth.me()).rejects.toMatchObject({ status: 401 });
    expect(refused.fake.callsTo('GET /test/users/me')).toHaveLength(0);
    const broken = setup({
      'GET /users/me': { status: 500 },
      'GET /test/users/me': { body: { data: user } },
    });
    await expect(broken.api.auth.me()).rejects.toMatchObject({ status: 500 });
    expect(broken.fake.callsTo('GET /test/users/me')).toHaveLength(0);
  });

  it('accepts {data}, {user} and the bare user', async () => {
    for (const body of [{ data: user }, { user }, user]) {
      const { api } = setup({ 'GET /users/me': { body } });
      await expect(api.auth.me()).resolves.toEqual(user);
    }
  });

  it('is cached for 60 s by the injected clock; force skips the cache', async () => {
    const { api, fake, advance } = setup({ 'GET /users/me': { body: { data: user } } });
    await api.auth.me();
    await api.auth.me();
    advance(ME_CACHE_MS - 1);
    await api.auth.me();
    expect(fake.callsTo('GET /users/me')).toHaveLength(1);
    advance(1);
    await api.auth.me();
    expect(fake.callsTo('GET /users/me')).toHaveLength(2);
    await api.auth.me({ force: true });
    expect(fake.callsTo('GET /users/me')).toHaveLength(3);
  });

  it('shares one call while in flight and does not cache failures', async () => {
    const { api, fake } = setup({ 'GET /users/me': { status: 500 } });
    const both = await Promise.allSettled([api.auth.me(), api.auth.me()]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fake.callsTo('GET /users/me')).toHaveLength(1);
    fake.on('GET /users/me', { body: user });
    await expect(api.auth.me()).resolves.toEqual(user);
    expect(fake.callsTo('GET /users/me')).toHaveLength(2);
  });

  it('is cleared by logout and by a refused refresh; primed by login', async () => {
    const { api, fake, onSignedOut, store } = setup({
      'GET /users/me': { body: user },
      'POST /auth/logout': { body: { message: 'ok' } },
      'POST /auth/login': { body: tokens },
      'GET /vehicles': { status: 401 },
      'POST /auth/refresh': { status: 401 },
    });
    await api.auth.me();
    await api.auth.logout();
    store.setTokens('access-0', 'refresh-0');
    await api.auth.me();
    expect(fake.callsTo('GET /users/me')).toHaveLength(2);

    await expect(api.vehicles.list()).rejects.toMatchObject({ status: 401 });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    store.setTokens('access-0', 'refresh-0');
    await api.auth.me();
    expect(fake.callsTo('GET /users/me')).toHaveLength(3);

    await api.auth.login({ email: 'a@b.rw', password: 'x' });
    await expect(api.auth.me()).resolves.toEqual(user);
    expect(fake.callsTo('GET /users/me')).toHaveLength(3);
  });
});

describe('getApiStatus', () => {
  it('is unauthenticated without a token (no call), authenticated when me() works', async () => {
    const out = setup({ 'GET /users/me': { body: user } }, false);
    await expect(getApiStatus(out.api)).resolves.toBe('unauthenticated');
    expect(out.fake.calls).toHaveLength(0);
    const inn = setup({ 'GET /users/me': { body: user } });
    await expect(getApiStatus(inn.api)).resolves.toBe('authenticated');
    const bad = setup({ 'GET /users/me': { status: 500 } });
    await expect(getApiStatus(bad.api)).resolves.toBe('unauthenticated');
  });
});
