import type { BookingCreated } from '@gari/contract/bookings';
import type { ProviderPage } from '@gari/contract/providers';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from './errors';
import { createGariClient, providerQueryParams } from './gari';
import { answerSchemas } from './schemas';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';

function setup(routes: Record<string, Handler | Reply>, signedIn = false) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => 'device-1' });
  if (signedIn) store.setTokens('access-0', 'refresh-0');
  const onSchemaMismatch = vi.fn();
  const api = createGariClient({
    answerSchemas,
    store,
    fetch: fake.fetch,
    onSignedOut: vi.fn(),
    onSchemaMismatch,
  });
  return { api, fake, onSchemaMismatch };
}

const page: ProviderPage = {
  data: [],
  meta: { total: 0, per_page: 20, current_page: 1, last_page: 1, cities: ['Kigali', 'Musanze'] },
};

const created: BookingCreated = {
  booking_id: 'GR-7K2M9Q',
  status: 'pending',
  provider: { id: 7, name: 'Kigali Auto Care', type: 'garage' },
  date: '2026-11-24',
  time: '10:00',
  service: 'Oil Change',
  calendar_url: 'http://localhost:3000/api/v1/bookings/GR-7K2M9Q/calendar.ics?code=abc',
  message: 'Booking request sent.',
};

describe('providers', () => {
  it('public reads go without the bearer even when signed in; member reads carry it', async () => {
    const { api, fake } = setup(
      { 'GET /garages': { body: page }, 'GET /vehicles': { body: { data: [] } } },
      true,
    );
    await api.providers.list('garage', {});
    await api.vehicles.list();
    expect(fake.callsTo('GET /garages')[0]?.headers.Authorization).toBeUndefined();
    expect(fake.callsTo('GET /garages')[0]?.headers['X-Device-Id']).toBe('device-1');
    expect(fake.callsTo('GET /vehicles')[0]?.headers.Authorization).toBe('Bearer access-0');
  });

  it('list: GET /garages with every filter; lists comma-joined, blanks left out', async () => {
    const { api, fake, onSchemaMismatch } = setup({ 'GET /garages': { body: page } });
    const out = await api.providers.list('garage', {
      q: 'toyota',
      city: 'Kigali',
      service: '',
      min_price: 5000,
      max_price: 80000,
      min_rating: 4,
      lat: -1.95,
      lng: 30.06,
      max_distance: 25,
      availability: ['Same Day', 'Next Day'],
      certifications: [],
      sort: 'fastest',
      page: 2,
    });
    expect(out.meta.cities).toEqual(['Kigali', 'Musanze']);
    const q = fake.calls[0]?.query;
    expect(Object.fromEntries(q ?? [])).toEqual({
      q: 'toyota',
      city: 'Kigali',
      min_price: '5000',
      max_price: '80000',
      min_rating: '4',
      lat: '-1.95',
      lng: '30.06',
      max_distance: '25',
      availability: 'Same Day,Next Day',
      sort: 'fastest',
      page: '2',
    });
    expect(onSchemaMismatch).not.toHaveBeenCalled();
  });

  it('list: carwashes go to GET /carwashes', async () => {
    const { api, fake } = setup({ 'GET /carwashes': { body: page } });
    await api.providers.list('carwash', { sort: 'closest' });
    expect(fake.calls[0]?.path).toBe('/carwashes');
    expect(fake.calls[0]?.query.get('sort')).toBe('closest');
  });

  it('get, slots and popularBrands hit their paths and unwrap data', async () => {
    const { api, fake } = setup({
      'GET /providers/garage/kigali-auto-care': { body: { data: { id: 7, name: 'Kigali Auto Care' } } },
      'GET /providers/carwash/3/slots': {
        body: {
          data: [{ time: '09:00', available: 1 }],
          meta: { date: '2026-11-24', timezone: 'Africa/Kigali' },
        },
      },
      'GET /garages/popular-brands': { body: { data: [{ make: 'Toyota', members: 12 }] } },
    });
    await expect(api.providers.get('garage', 'kigali-auto-care')).resolves.toMatchObject({ id: 7 });
    const slots = await api.providers.slots('carwash', 3, '2026-11-24');
    expect(slots.data).toEqual([{ time: '09:00', available: 1 }]);
    expect(fake.callsTo('GET /providers/carwash/3/slots')[0]?.query.get('date')).toBe('2026-11-24');
    await expect(api.providers.popularBrands()).resolves.toEqual([{ make: 'Toyota', members: 12 }]);
  });

  it('get: a 404 rejects with the server message', async () => {
    const { api } = setup({
      'GET /providers/garage/999': { status: 404, body: { message: 'Provider not found.' } },
    });
    const error = await api.providers.get('garage', 999).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
    expect((error as Error).message).toBe('Provider not found.');
  });

  it('providerQueryParams drops undefined, null, empty strings and empty lists', () => {
    expect(providerQueryParams({ q: '', city: undefined, availability: [], sort: 'name' })).toEqual({
      sort: 'name',
    });
    expect(providerQueryParams()).toEqual({});
  });
});

describe('bookings', () => {
  it('create: POST /bookings with the body (visitor: no Authorization)', async () => {
    const { api, fake } = setup({ 'POST /bookings': { status: 201, body: created } });
    const body = {
      provider_type: 'garage' as const,
      provider_id: 7,
      date: '2026-11-24',
      time: '10:00',
      service: 'Oil Change',
      full_name: 'Amina Uwase',
      phone: '0788123456',
    };
    await expect(api.bookings.create(body)).resolves.toEqual(created);
    expect(fake.calls[0]?.body).toEqual(body);
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('create: the widget key is sent as widget_key; members send their bearer token', async () => {
    const { api, fake } = setup({ 'POST /bookings': { status: 201, body: created } }, true);
    await api.bookings.create(
      { carwash_id: 3, date: '2026-11-24', time: '10:00', service: 'Quick Wash' },
      { widgetKey: 'wk_demo_1234' },
    );
    expect(fake.calls[0]?.body).toMatchObject({ carwash_id: 3, widget_key: 'wk_demo_1234' });
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-0');
  });

  it('create: a 409 rejects with the slot-taken message and status', async () => {
    const message = 'This time is no longer available. Please pick another slot.';
    const { api } = setup({ 'POST /bookings': { status: 409, body: { message } } });
    const error = await api.bookings
      .create({ provider_id: 7, date: '2026-11-24', time: '10:00', service: 'Oil Change' })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(409);
    expect((error as Error).message).toBe(message);
  });

  it('list and cancel', async () => {
    const booking = { booking_id: 'GR-7K2M9Q', status: 'cancelled' };
    const { api, fake } = setup(
      {
        'GET /bookings': { body: { data: [booking] } },
        'POST /bookings/GR-7K2M9Q/cancel': { body: { data: booking } },
      },
      true,
    );
    await expect(api.bookings.list()).resolves.toEqual([booking]);
    await expect(api.bookings.cancel('GR-7K2M9Q')).resolves.toEqual(booking);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /bookings',
      'POST /bookings/GR-7K2M9Q/cancel',
    ]);
  });

  it('calendarUrl builds the .ics URL with the code and makes no request', () => {
    const { api, fake } = setup({});
    expect(api.bookings.calendarUrl('GR-7K2M9Q')).toBe('/api/v1/bookings/GR-7K2M9Q/calendar.ics');
    expect(api.bookings.calendarUrl('GR-7K2M9Q', 'a b')).toBe(
      '/api/v1/bookings/GR-7K2M9Q/calendar.ics?code=a%20b',
    );
    expect(fake.calls).toHaveLength(0);
  });
});
