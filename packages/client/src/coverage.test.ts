/**
 * Every route of the contract's table is called by some client method (issue #7 item 1: "a test fails
 * when a route exists on one side only"), except the documented {@link NOT_CALLED} ones: by a
 * hand-written method listed below, else by the method derived for it (`./derive`,
 * `api.<domain>.<route name>`), which must then exist and reach that very route.
 */
import { allPaths, type RouteId } from '@gari/contract/paths';
import { describe, expect, it } from 'vitest';
import { createCore } from './core';
import { createGariClient } from './gari';
import { createWidgetsClient } from './providers';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch } from './test-utils/fakeFetch';

/** Routes the client never calls, and why. */
const NOT_CALLED: Partial<Record<RouteId, string>> = {
  'partner.events': 'opened by the browser’s EventSource at api.partner.eventsUrl(ticket), not fetched',
  'photos.image': 'browsers load the URLs of a Picture (`variants[].webp|avif`, issue #16); no call',
};

/** Values of a path's `:name` parameters for a call that only has to reach the route. */
const fakeParams = (path: string): Record<string, string> =>
  Object.fromEntries(
    [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], m[1] === 'type' ? 'garage' : '1']),
  );

/** The route id whose method and path template match a call. */
function routeOf(method: string, path: string): string | undefined {
  return allPaths.find((r) => {
    if (r.method !== method) return false;
    const pattern = new RegExp(`^${r.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
    return pattern.test(path);
  })?.id;
}

describe('client coverage of the route table', () => {
  it('calls every route but the documented ones', async () => {
    // Every route answers 404 "Route … not found" (so the fallbacks run), /users/me a 401 (so the
    // refresh and the /test/users/me fallback run).
    const fake = createFakeFetch({
      'GET /users/me': { status: 401, body: { message: 'Unauthenticated.' } },
      'POST /auth/refresh': { body: { access_token: 'access-2', refresh_token: 'refresh-2' } },
    });
    const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => 'device-coverage' });
    store.setTokens('access', 'refresh');
    const api = createGariClient({ store, fetch: fake.fetch, onSignedOut: () => {} });
    const widgets = createWidgetsClient(createCore({ store, fetch: fake.fetch }));
    const credentials = { email: 'a@b.rw', password: 'secret-123' };
    const calls: Array<() => unknown> = [
      () => api.auth.login(credentials),
      () =>
        api.auth.register({
          name: 'A',
          email: 'a@b.rw',
          password: 'x',
          password_confirmation: 'x',
          country: 'RW',
        }),
      () => api.auth.logout(),
      () => {
        store.setTokens('access', 'refresh');
        return api.auth.me({ force: true });
      },
      () => api.auth.forgotPassword({ email: 'a@b.rw' }),
      () =>
        api.auth.resetPassword({ email: 'a@b.rw', token: 't', password: 'x', password_confirmation: 'x' }),
      () => api.auth.verifyEmail({ id: 1, hash: 'h' }),
      () => api.auth.resendVerification(),
      () => api.auth.updateProfile({ name: 'A' }),
      () => api.auth.changePassword({ current_password: 'x', password: 'y', password_confirmation: 'y' }),
      () => api.auth.uploadAvatar(new Blob(['x'])),
      () => api.auth.removeAvatar(),
      () => api.auth.sessions(),
      () => api.auth.revokeSession(1),
      () => api.reference.makes(),
      () => api.reference.models(1),
      () => api.reference.specs('fuels'),
      () => api.reference.specs('transmissions'),
      () => api.reference.specs('body-styles'),
      () => api.reference.specs('colors'),
      () => api.vehicles.list(),
      () => api.vehicles.get(1),
      () => api.vehicles.create({ make_id: 1, model_id: 1, year: 2015 } as never),
      () => api.vehicles.remove(1),
      () => api.vehicles.summary(1),
      () => api.vehicles.monthly(1, 12),
      () => api.vehicles.refuels(1, 5),
      () => api.vehicles.recentExpenses(1, 5),
      () => api.vehicles.addRefuel(1, {} as never),
      () => api.vehicles.addExpense(1, {} as never),
      () => api.reminders.list(1),
      () => api.reminders.update(1, 'oil_change', { interval_km: 5000, interval_months: 6 }),
      () => api.reminders.done(1, 'oil_change'),
      () => api.reminders.badges(),
      () => api.vehicleCsv.exportRefuels(1),
      () => api.vehicleCsv.exportExpenses(1),
      () => api.vehicleCsv.preview(1, { csv: 'date,category,amount' }),
      () => api.vehicleCsv.import(1, { csv: 'date,category,amount' }),
      () => api.ai.ask({ vehicle_id: 1, symptoms: 'noise' } as never),
      () => api.ai.diagnosis(1),
      () => api.ai.diagnoses(1),
      () => api.ai.garages(1, { lat: -1.95, lng: 30.06 }),
      () => api.bookings.logExpense('GR-AAAAAA'),
      () => api.dev?.accounts(),
      () => api.partner?.me(),
      () => api.partner?.uploadPhoto(3, 'cover', new Blob(['x'])),
      () => api.partner?.removePhoto(3, 'logo'),
      () => api.partner?.bookings('pending'),
      () => api.partner?.accept('GR-AAAAAA'),
      () => api.partner?.decline('GR-AAAAAA'),
      () => api.partner?.complete('GR-AAAAAA', { final_price: 45_000 }),
      () => api.partner?.widget(1),
      () => api.partner?.updateWidget({ provider_id: 1 }),
      () => api.partner?.eventsTicket(),
      () => api.providers.list('garage'),
      () => api.providers.list('carwash'),
      () => api.providers.get('garage', 1),
      () => api.providers.slots('garage', 1, '2026-01-01'),
      () => api.providers.popularBrands(),
      () => widgets.config('gw_key'),
      () => api.bookings.create({} as never),
      () => api.bookings.list(),
      () => api.bookings.cancel('GR-AAAAAA'),
      () => api.site.stats(),
      () => api.site.testimonials({}),
      () => api.marketplace.listings({ search: 'brake pads', condition: ['New'] }),
      () => api.marketplace.listing(1),
      () => api.marketplace.mine(),
      () => api.marketplace.create({} as never),
      () => api.marketplace.update(1, {} as never),
      () => api.marketplace.remove(1),
      () => api.marketplace.addPhoto(1, new Blob(['x'])),
      () => api.marketplace.removePhoto(1, 2),
      () => api.marketplace.orderPhotos(1, [2, 3]),
      () => api.marketplace.sellerOrders(),
      () => api.marketplace.updateSellerOrder(1, 'completed'),
      () => api.marketplace.cart(),
      () => api.marketplace.setCartItem(1, 2),
      () => api.marketplace.removeCartItem(1),
      () => api.marketplace.mergeCart([]),
      () => api.marketplace.createOrder({} as never, 'key-1'),
      () => api.marketplace.orders(),
      () => api.marketplace.order(1),
      () => api.marketplace.payOrder(1),
      () => api.marketplace.cancelOrder(1),
      () => api.marketplace.logOrderExpense(1, { vehicle_id: 2 }),
      () => api.marketplace.paymentCallback('momo', 'ref'),
      () => api.marketplace.simulatePayment('ref', 'approve'),
      () => api.gasStations.list({ fuel: 'Diesel', amenities: ['ATM'], lat: -1.95, lng: 30.06 }),
      () => api.gasStations.get('sp-remera'),
      () => api.gasStations.history(1, { fuel: 'Diesel', days: 90 }),
      () => api.gasStations.reportPrice(1, { fuel_type: 'Diesel', price: 1750 }),
      () => api.gasStations.fuelPrices({ city: 'Kigali' }),
      () => api.gasStations.widget('gw_key', { mode: 'board' }),
      () => api.gasStations.partnerStation(1),
      () => api.gasStations.setPrices(1, { prices: [{ fuel_type: 'Diesel', price: 1750 }] }),
      () => api.gasStations.setProducts(1, { products: [] }),
      () => api.gasStations.updateStation(1, { amenities: ['ATM'] }),
      () => api.convoys.list({ q: 'toyota', category: 'brand', sort: 'posts', joined: true }),
      () => api.convoys.get('brand:toyota'),
      () => api.convoys.join('brand:toyota'),
      () => api.convoys.leave('brand:toyota'),
      () => api.convoys.posts('brand:toyota', { limit: 5 }),
      () => api.convoys.createPost('brand:toyota', { content: 'Hello #gari' }),
      () => api.convoys.comments(1),
      () => api.convoys.addComment(1, 'Nice'),
      () => api.convoys.react(1),
      () => api.convoys.unreact(1),
      () => api.convoys.report(1, 'spam'),
      () => api.convoys.feed({ limit: 10 }),
      () => api.convoys.member('amina'),
      () => api.convoys.follow(2),
      () => api.convoys.unfollow(2),
      () => api.finance.rates({ base: 'USD', symbols: ['RWF', 'KES'] }),
      () => api.search.search('toyota'),
      () => api.contact.send({ name: 'A', email: 'a@b.rw', subject: 'S', message: 'M' }),
      () => api.contact.subscribe('a@b.rw'),
      () => api.contact.confirm('token'),
      () => api.contact.unsubscribe('token'),
    ];
    for (const call of calls) await Promise.resolve(call()).catch(() => undefined);

    // Routes no hand-written call reached: their derived methods, one by one, each to its own route.
    const byHand = new Set(fake.calls.map((c) => routeOf(c.method, c.path)));
    const parts = api as unknown as Record<string, Record<string, unknown> | undefined>;
    const wrongRoute: string[] = [];
    for (const r of allPaths) {
      if (byHand.has(r.id) || r.id in NOT_CALLED) continue;
      const [domain = '', name = ''] = r.id.split('.');
      const method = parts[domain]?.[name];
      if (typeof method !== 'function') continue;
      const before = fake.calls.length;
      await Promise.resolve(method({ params: fakeParams(r.path), body: {} })).catch(() => undefined);
      const sent = fake.calls.slice(before).map((c) => routeOf(c.method, c.path));
      if (sent.length !== 1 || sent[0] !== r.id) wrongRoute.push(`${r.id} → ${sent.join(', ')}`);
    }
    expect(wrongRoute, 'derived methods that do not call their own route once').toEqual([]);

    const reached = new Set(fake.calls.map((c) => routeOf(c.method, c.path)));
    // calendarUrl makes no request: its URL must match the calendar route.
    const ics = api.bookings.calendarUrl('GR-AAAAAA', 'code').split('?')[0]?.replace('/api/v1', '') ?? '';
    reached.add(routeOf('GET', ics));
    // imageUrl makes no request either: its URL must match the image route.
    reached.add(routeOf('GET', api.marketplace.imageUrl('brakes-1.svg').replace('/api/v1', '')));
    reached.add(routeOf('GET', api.convoys.imageUrl('cover-brand-1.svg').replace('/api/v1', '')));

    const unknown = fake.calls.filter((c) => routeOf(c.method, c.path) === undefined);
    expect(
      unknown.map((c) => `${c.method} ${c.path}`),
      'calls to paths not in the contract',
    ).toEqual([]);
    const missing = allPaths.map((r) => r.id).filter((id) => !reached.has(id) && !(id in NOT_CALLED));
    expect(missing, 'contract routes no client method calls').toEqual([]);
    const listedButCalled = Object.keys(NOT_CALLED).filter((id) => reached.has(id));
    expect(listedButCalled, 'NOT_CALLED routes the client does call').toEqual([]);
  });
});
