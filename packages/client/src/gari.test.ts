import type { Session, TokenResponse, User } from '@gari/contract/auth';
import type { Testimonial } from '@gari/contract/site';
import type { Vehicle } from '@gari/contract/vehicles';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import {
  createGariClient,
  emptyTestimonialPage,
  getApiStatus,
  isRouteMissing,
  ME_CACHE_MS,
  redirectToLogin,
} from './gari';
import { answerSchemas } from './schemas';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';

const DEVICE = 'device-test-0001';

const user: User = {
  id: 1,
  name: 'Aline Uwase',
  email: 'aline@example.rw',
  username: 'aline',
  country: 'RW',
  email_verified_at: '2026-01-02T10:00:00.000Z',
};

const tokens: TokenResponse = {
  token_type: 'Bearer',
  access_token: 'access-1',
  expires_in: 900,
  refresh_token: 'refresh-1',
  device_id: DEVICE,
  session_id: 11,
  email_verified: true,
  user,
};

const vehicle: Vehicle = {
  id: 7,
  name: '2015 Toyota RAV4',
  year: 2015,
  make: 'Toyota',
  model: 'RAV4',
  make_id: 1,
  model_id: 2,
  color: 'White',
  mileage: 120000,
  mileage_unit: 'km',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  body_style: 'SUV',
  drivetrain: null,
  variant: null,
  vin: null,
  engine: null,
  primary_image_url: null,
  primary_use: 'daily_commute',
  created_at: '2026-01-03T10:00:00.000Z',
};

const session = (id: number, current: boolean): Session => ({
  id,
  device_id: `device-${id}-xxxx`,
  user_agent: 'Firefox',
  ip_address: '10.0.0.1',
  last_seen_at: '2026-01-03T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  current,
});

const testimonial = (id: number, is_published: boolean): Testimonial => ({
  id,
  author_name: 'Jean',
  author_role: null,
  avatar_url: null,
  country: 'RW',
  rating: 5,
  content: 'Great community.',
  is_published,
});

function setup(routes: Record<string, Handler | Reply> = {}, signedIn = true) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => DEVICE });
  if (signedIn) store.setTokens('access-0', 'refresh-0');
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const onSignedOut = vi.fn();
  const api = createGariClient({
    answerSchemas,
    store,
    fetch: fake.fetch,
    onSignedOut,
    now: () => clock,
    onSchemaMismatch: () => {},
  });
  return {
    fake,
    store,
    api,
    onSignedOut,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

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

describe('sessions', () => {
  it('lists {data} as an array; any failure gives []', async () => {
    const ok = setup({ 'GET /auth/sessions': { body: { data: [session(1, true)] } } });
    await expect(ok.api.auth.sessions()).resolves.toEqual([session(1, true)]);
    const failing = setup({ 'GET /auth/sessions': { status: 500 } });
    await expect(failing.api.auth.sessions()).resolves.toEqual([]);
    const offline = setup({
      'GET /auth/sessions': () => {
        throw new TypeError('offline');
      },
    });
    await expect(offline.api.auth.sessions()).resolves.toEqual([]);
  });

  it('revokeSession POSTs /auth/sessions/{id}/revoke', async () => {
    const { api, fake } = setup({ 'POST /auth/sessions/4/revoke': { body: { message: 'Revoked' } } });
    await api.auth.revokeSession(4);
    expect(fake.callsTo('POST /auth/sessions/4/revoke')).toHaveLength(1);
    await expect(api.auth.revokeSession(5)).rejects.toThrow(
      'Route POST:/api/v1/auth/sessions/5/revoke not found',
    );
  });

  it('revokeAllSessions loops over the sessions, the current one last, then clears the tokens', async () => {
    const { api, fake, store } = setup({
      'GET /auth/sessions': { body: { data: [session(1, false), session(2, true), session(3, false)] } },
      'POST /auth/sessions/1/revoke': { body: { message: 'ok' } },
      'POST /auth/sessions/2/revoke': { body: { message: 'ok' } },
      'POST /auth/sessions/3/revoke': { body: { message: 'ok' } },
    });
    await api.auth.revokeAllSessions();
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/auth/sessions/1/revoke',
      '/auth/sessions/3/revoke',
      '/auth/sessions/2/revoke',
    ]);
    expect(store.getAccessToken()).toBeNull();
  });

  it('revokeAllSessions tries every session and rejects with the first failure; a list failure rejects', async () => {
    const { api, fake, store } = setup({
      'GET /auth/sessions': { body: { data: [session(1, false), session(2, false), session(3, true)] } },
      'POST /auth/sessions/1/revoke': { status: 500 },
      'POST /auth/sessions/2/revoke': { body: { message: 'ok' } },
      'POST /auth/sessions/3/revoke': { status: 403, body: { message: 'Forbidden.' } },
    });
    await expect(api.auth.revokeAllSessions()).rejects.toThrow('POST /auth/sessions/1/revoke failed: 500');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(3);
    expect(store.getAccessToken()).toBe('access-0');

    const listFails = setup({ 'GET /auth/sessions': { status: 500 } });
    await expect(listFails.api.auth.revokeAllSessions()).rejects.toThrow('GET /auth/sessions failed: 500');
  });
});

describe('accounts', () => {
  it('register, forgot, reset, verify and resend use their routes', async () => {
    const { api, fake } = setup({
      'POST /register': { status: 201, body: { message: 'Registered', user } },
      'POST /password/forgot': { body: { message: 'sent' } },
      'POST /password/reset': { body: { message: 'reset' } },
      'POST /email/verify': { body: { message: 'verified' } },
      'POST /email/verification-notification': { body: { message: 'again' } },
    });
    const reg = {
      name: 'A',
      email: 'a@b.rw',
      password: 'secret-123',
      password_confirmation: 'secret-123',
      country: 'RW',
    };
    await expect(api.auth.register(reg)).resolves.toEqual({ message: 'Registered', user });
    expect(fake.calls[0]?.body).toEqual(reg);
    await expect(api.auth.forgotPassword({ email: 'a@b.rw' })).resolves.toEqual({ message: 'sent' });
    await expect(
      api.auth.resetPassword({ token: 't', email: 'a@b.rw', password: 'p', password_confirmation: 'p' }),
    ).resolves.toEqual({ message: 'reset' });
    await expect(api.auth.verifyEmail({ id: 1, hash: 'abcdefghij' })).resolves.toEqual({
      message: 'verified',
    });
    await expect(api.auth.resendVerification()).resolves.toEqual({ message: 'again' });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /register',
      'POST /password/forgot',
      'POST /password/reset',
      'POST /email/verify',
      'POST /email/verification-notification',
    ]);
  });

  it('register keeps the server message and field errors', async () => {
    const { api } = setup({
      'POST /register': {
        status: 422,
        body: {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        },
      },
    });
    await expect(
      api.auth.register({
        name: 'A',
        email: 'a@b.rw',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        country: 'RW',
      }),
    ).rejects.toMatchObject({ status: 422, errors: { email: ['The email has already been taken.'] } });
  });

  it('dev.accounts reads GET /dev/accounts', async () => {
    const accounts = [{ email: 'dev@gari.rw', password: 'password', name: 'Dev' }];
    const { api } = setup({ 'GET /dev/accounts': { body: { data: accounts } } });
    await expect(api.dev?.accounts()).resolves.toEqual(accounts);
  });
});

describe('reference, vehicles and site', () => {
  it('unwraps lists and uses the spec §7 routes and queries', async () => {
    const { api, fake } = setup({
      'GET /makes': { body: { data: [{ id: 1, name: 'Toyota' }] } },
      'GET /makes/1/models': {
        body: {
          data: [{ id: 2, make_id: 1, name: 'RAV4', vehicle_type: 'suv', start_year: 1994, end_year: null }],
        },
      },
      'GET /vehicle-specs/body-styles': { body: { data: [{ id: 1, name: 'SUV' }] } },
      'GET /vehicles': { body: { data: [vehicle] } },
      'GET /vehicles/7/expenses/monthly': {
        body: { data: [{ month: '2026-03', totals: { fuel: 1750 }, currency: 'RWF' }] },
      },
      'GET /vehicles/7/refuels': { body: { data: [] } },
      'GET /vehicles/7/expenses/recent': { body: { data: [] } },
    });
    await expect(api.reference.makes()).resolves.toEqual([{ id: 1, name: 'Toyota' }]);
    await expect(api.reference.models(1)).resolves.toHaveLength(1);
    await expect(api.reference.specs('body-styles')).resolves.toEqual([{ id: 1, name: 'SUV' }]);
    await expect(api.vehicles.list()).resolves.toEqual([vehicle]);
    await expect(api.vehicles.monthly(7, 12)).resolves.toEqual([
      { month: '2026-03', totals: { fuel: 1750 }, currency: 'RWF' },
    ]);
    await expect(api.vehicles.refuels(7, 5)).resolves.toEqual([]);
    await expect(api.vehicles.recentExpenses(7)).resolves.toEqual([]);
    expect(fake.callsTo('GET /vehicles/7/expenses/monthly')[0]?.url).toBe(
      '/api/v1/vehicles/7/expenses/monthly?months=12',
    );
    expect(fake.callsTo('GET /vehicles/7/refuels')[0]?.url).toBe('/api/v1/vehicles/7/refuels?limit=5');
    expect(fake.callsTo('GET /vehicles/7/expenses/recent')[0]?.url).toBe(
      '/api/v1/vehicles/7/expenses/recent',
    );
  });

  it('single items accept {data} or the bare object', async () => {
    const summary = {
      last_refuel: null,
      month_totals: [],
      stats: { avg_fuel_price_30d: null, total_refuels: 0, total_distance: 0 },
    };
    const { api, fake } = setup({
      'GET /vehicles/7': { body: { data: vehicle } },
      'POST /vehicles': { status: 201, body: vehicle },
      'GET /vehicles/7/summary': { body: summary },
      'POST /vehicles/7/refuels': {
        status: 201,
        body: {
          data: {
            id: 1,
            vehicle_id: 7,
            date: '2026-03-01',
            liters: 40,
            total_cost: 70000,
            currency: 'RWF',
            odometer_km: 1000,
            station_name: null,
            location: null,
          },
        },
      },
      'POST /vehicles/7/expenses': {
        status: 201,
        body: {
          data: {
            id: 2,
            vehicle_id: 7,
            date: '2026-03-01',
            category: 'wash',
            amount: 3000,
            currency: 'RWF',
            note: null,
          },
        },
      },
      'GET /stats': {
        body: { active_members: 1500, vehicles_listed: 20, communities: 3, parts_available: 0 },
      },
    });
    await expect(api.vehicles.get(7)).resolves.toEqual(vehicle);
    await expect(api.vehicles.create({ year: 2015, make_id: 1, model_id: 2 })).resolves.toEqual(vehicle);
    expect(fake.callsTo('POST /vehicles')[0]?.body).toEqual({ year: 2015, make_id: 1, model_id: 2 });
    await expect(api.vehicles.summary(7)).resolves.toEqual(summary);
    await expect(
      api.vehicles.addRefuel(7, { date: '2026-03-01', liters: 40, total_cost: 70000 }),
    ).resolves.toMatchObject({ id: 1 });
    await expect(
      api.vehicles.addExpense(7, { date: '2026-03-01', category: 'wash', amount: 3000 }),
    ).resolves.toMatchObject({ id: 2 });
    await expect(api.site.stats()).resolves.toMatchObject({ active_members: 1500 });
  });

  it('vehicles.remove is DELETE /vehicles/{id} (204) with the spec text on failure', async () => {
    const { api, fake } = setup({ 'DELETE /vehicles/7': { status: 204 } });
    await expect(api.vehicles.remove(7)).resolves.toBeUndefined();
    expect(fake.callsTo('DELETE /vehicles/7')).toHaveLength(1);
    fake.on('DELETE /vehicles/8', { status: 500 });
    await expect(api.vehicles.remove(8)).rejects.toThrow('DELETE /vehicles/8 failed: 500');
  });

  it('vehicles.list on a 401 refreshes once, replays and resolves', async () => {
    const { api, fake, store } = setup({
      'GET /vehicles': (c) =>
        c.headers.Authorization === 'Bearer access-1' ? { body: { data: [vehicle] } } : { status: 401 },
      'POST /auth/refresh': { body: tokens },
    });
    await expect(api.vehicles.list()).resolves.toEqual([vehicle]);
    expect(fake.callsTo('POST /auth/refresh')[0]?.body).toEqual({
      refresh_token: 'refresh-0',
      device_id: DEVICE,
    });
    expect(store.getAccessToken()).toBe('access-1');
  });

  it('testimonials: query, published only, failure gives the empty page', async () => {
    const page = {
      data: [testimonial(1, true), testimonial(2, false)],
      meta: { total: 2, per_page: 6, current_page: 2, last_page: 2 },
    };
    const { api, fake } = setup({ 'GET /test/admin/testimonials': { body: page } });
    const out = await api.site.testimonials({ country: 'RW', page: 2 });
    expect(out.data.map((t) => t.id)).toEqual([1]);
    expect(out.meta).toEqual(page.meta);
    expect(fake.calls[0]?.url).toBe('/api/v1/test/admin/testimonials?country=RW&page=2&per_page=6');

    fake.on('GET /test/admin/testimonials', { status: 500 });
    await expect(api.site.testimonials({ page: 3, per_page: 4 })).resolves.toEqual({
      data: [],
      meta: { total: 0, per_page: 4, current_page: 3, last_page: 1 },
    });
    expect(emptyTestimonialPage()).toEqual({
      data: [],
      meta: { total: 0, per_page: 6, current_page: 1, last_page: 1 },
    });
  });
});

describe('helpers', () => {
  it('isRouteMissing: 404/405/501 or a route message', () => {
    const e = (status: number, message?: string) =>
      new ApiError({ status, method: 'POST', path: '/auth/login', message });
    expect(isRouteMissing(e(404))).toBe(true);
    expect(isRouteMissing(e(405))).toBe(true);
    expect(isRouteMissing(e(501))).toBe(true);
    expect(isRouteMissing(e(400, 'Route not available'))).toBe(true);
    expect(isRouteMissing(e(401, 'Invalid email or password'))).toBe(false);
    expect(isRouteMissing(e(0))).toBe(false);
    expect(isRouteMissing(new Error('Route'))).toBe(false);
  });

  it('redirectToLogin goes to /login unless already there', () => {
    const assign = vi.fn();
    redirectToLogin({ pathname: '/vehicles', assign });
    expect(assign).toHaveBeenCalledWith('/login');
    redirectToLogin({ pathname: '/login', assign });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(() => redirectToLogin(undefined)).not.toThrow();
  });
});

describe('without answerSchemas (the production build)', () => {
  /** A client over `routes`, checking answers only when `schemas` is given. */
  function setupClient(routes: Record<string, Handler | Reply>, schemas?: typeof answerSchemas) {
    const fake = createFakeFetch(routes);
    const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => DEVICE });
    const onSchemaMismatch = vi.fn();
    const api = createGariClient({
      ...(schemas ? { answerSchemas: schemas } : {}),
      store,
      fetch: fake.fetch,
      onSignedOut: vi.fn(),
      onSchemaMismatch,
    });
    return { api, fake, store, onSchemaMismatch };
  }

  it('reads a login answer into the same TokenResponse and stores the tokens', async () => {
    const { api, fake, store } = setupClient({ 'POST /auth/login': { body: tokens } });
    await expect(api.auth.login({ email: 'aline@example.rw', password: 'secret-123' })).resolves.toEqual(
      tokens,
    );
    expect(store.getAccessToken()).toBe('access-1');
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/login']);
  });

  it('asks GET /users/me when the login answer carries no usable user', async () => {
    const { api, fake } = setupClient({
      'POST /auth/login': { body: { ...tokens, user: { name: 'no id' } } },
      'GET /users/me': { body: { data: user } },
    });
    const out = await api.auth.login({ email: 'aline@example.rw', password: 'secret-123' });
    expect(out.user).toEqual(user);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/login', 'GET /users/me']);
  });

  it('does not check answers: an off-contract answer is returned as sent, with no mismatch report', async () => {
    const { api, onSchemaMismatch } = setupClient({
      'GET /vehicles': { body: { data: [{ id: 'seven' }] } },
    });
    await expect(api.vehicles.list()).resolves.toEqual([{ id: 'seven' }]);
    expect(onSchemaMismatch).not.toHaveBeenCalled();
  });

  it('with answerSchemas the same answer is reported as a mismatch', async () => {
    const { api, onSchemaMismatch } = setupClient(
      { 'GET /vehicles': { body: { data: [{ id: 'seven' }] } } },
      answerSchemas,
    );
    await expect(api.vehicles.list()).resolves.toEqual([{ id: 'seven' }]);
    expect(onSchemaMismatch).toHaveBeenCalledTimes(1);
  });
});
