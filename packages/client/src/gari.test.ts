import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createGariClient, emptyTestimonialPage, isRouteMissing, redirectToLogin } from './gari';
import { answerSchemas } from './schemas';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';
import { DEVICE, setup, testimonial, tokens, user, vehicle } from './test-utils/gariClient';

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
