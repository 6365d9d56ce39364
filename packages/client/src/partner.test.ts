import type { PartnerBooking } from '@gari/contract/bookings';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from './errors';
import { createGariClient } from './gari';
import { answerSchemas } from './schemas';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';

const booking: PartnerBooking = {
  booking_id: 'GR-7K2M9Q',
  status: 'pending',
  provider: {
    id: 3,
    type: 'garage',
    name: 'Remera Auto Care',
    address: 'KG 11 Ave',
    city: 'Kigali',
    phone: '+250788000000',
  },
  service: 'Oil Change',
  duration_min: 45,
  date: '2026-12-01',
  time: '10:00',
  starts_at: '2026-12-01T08:00:00.000Z',
  timezone: 'Africa/Kigali',
  full_name: 'Aline Uwase',
  phone: '+250788123456',
  notes: null,
  source: 'widget',
  created_at: '2026-11-20T08:00:00.000Z',
  decided_at: null,
  cancelled_at: null,
  is_member: false,
  widget_origin: 'http://localhost:3001',
  vehicle_id: null,
  diagnosis_id: null,
  final_price: null,
  completed_at: null,
  provider_message: null,
};

const widget = {
  provider_id: 3,
  widget_key: 'gw_demo_remera_auto_care',
  allowed_origins: ['http://localhost:3001'],
  brand_color: '#0f766e',
  snippet: '<script async src="http://localhost:3000/embed/loader.js"></script>',
  iframe_url: 'http://localhost:3000/embed/booking?key=gw_demo_remera_auto_care',
};

function setup(routes: Record<string, Handler | Reply>) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => 'device-1' });
  store.setTokens('access-0', 'refresh-0');
  const api = createGariClient({
    answerSchemas,
    store,
    fetch: fake.fetch,
    onSignedOut: vi.fn(),
    onSchemaMismatch: vi.fn(),
  });
  if (!api.partner) throw new Error('createGariClient() must implement partner');
  return { partner: api.partner, fake };
}

describe('partner', () => {
  it('me() GETs /partner/me with the bearer token and unwraps data', async () => {
    const me = {
      user: { id: 9, name: 'Remera Staff', email: 'staff.remera@gari.rw' },
      providers: [
        {
          id: 3,
          type: 'garage',
          slug: 'remera',
          name: 'Remera Auto Care',
          city: 'Kigali',
          role: 'owner',
          pending_count: 2,
        },
      ],
    };
    const { partner, fake } = setup({ 'GET /partner/me': { body: { data: me } } });
    await expect(partner.me()).resolves.toEqual(me);
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-0');
  });

  it('me() rejects with the 403 message for a member who is nobody’s staff', async () => {
    const message = 'This account is not a provider staff account.';
    const { partner } = setup({ 'GET /partner/me': { status: 403, body: { message } } });
    const error = await partner.me().catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
    expect(isApiError(error) && error.message).toBe(message);
  });

  it('bookings(status) sends the status filter and returns the list', async () => {
    const { partner, fake } = setup({ 'GET /partner/bookings': { body: { data: [booking] } } });
    await expect(partner.bookings('pending')).resolves.toEqual([booking]);
    expect(fake.calls[0]?.query.get('status')).toBe('pending');
    await partner.bookings();
    expect(fake.calls[1]?.query.has('status')).toBe(false);
  });

  it('accept/decline POST the decision and return the booking with the notification channel', async () => {
    const { partner, fake } = setup({
      'POST /partner/bookings/GR-7K2M9Q/accept': {
        body: { data: { ...booking, status: 'accepted' }, notification: 'sms' },
      },
      'POST /partner/bookings/GR-7K2M9Q/decline': {
        status: 409,
        body: { message: 'Only pending bookings can be decided.', errors: { status: ['accepted'] } },
      },
    });
    const accepted = await partner.accept('GR-7K2M9Q');
    expect(accepted.data.status).toBe('accepted');
    expect(accepted.notification).toBe('sms');
    expect(fake.calls[0]?.method).toBe('POST');
    // The optional message to the member (issue #13) goes in the body.
    await partner.accept('GR-7K2M9Q', { message: 'See you at 9.' });
    expect(fake.calls[1]?.body).toEqual({ message: 'See you at 9.' });
    const error = await partner.decline('GR-7K2M9Q').catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(409);
    expect(isApiError(error) && error.errors?.status).toEqual(['accepted']);
  });

  it('complete() POSTs the final price and message (issue #13) and returns the completed booking', async () => {
    const done = { ...booking, status: 'completed', final_price: 45_000, provider_message: 'Pads replaced.' };
    const { partner, fake } = setup({
      'POST /partner/bookings/GR-7K2M9Q/complete': { body: { data: done, notification: 'email' } },
    });
    const answer = await partner.complete('GR-7K2M9Q', { final_price: 45_000, message: 'Pads replaced.' });
    expect(answer).toEqual({ data: done, notification: 'email' });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.body).toEqual({ final_price: 45_000, message: 'Pads replaced.' });
  });

  it('eventsTicket() POSTs for a ticket (issue #16); eventsUrl() builds the stream URL with it', async () => {
    const { partner, fake } = setup({
      'POST /partner/events/ticket': { status: 201, body: { data: { ticket: 'tk.a+b', expires_in: 60 } } },
    });
    await expect(partner.eventsTicket()).resolves.toEqual({ ticket: 'tk.a+b', expires_in: 60 });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.headers.Authorization).toBe('Bearer access-0');
    expect(partner.eventsUrl('tk.a+b')).toBe('/api/v1/partner/events?ticket=tk.a%2Bb');
  });

  it('widget() GETs the settings; updateWidget() PUTs the body and returns the saved settings', async () => {
    const saved = { ...widget, allowed_origins: ['https://remera.rw'], brand_color: '#123456' };
    const { partner, fake } = setup({
      'GET /partner/widget': { body: { data: widget } },
      'PUT /partner/widget': { body: { data: saved } },
    });
    await expect(partner.widget(3)).resolves.toEqual(widget);
    expect(fake.calls[0]?.query.get('provider_id')).toBe('3');
    const body = { provider_id: 3, allowed_origins: ['https://remera.rw'], brand_color: '#123456' };
    await expect(partner.updateWidget(body)).resolves.toEqual(saved);
    expect(fake.calls[1]?.method).toBe('PUT');
    expect(fake.calls[1]?.body).toEqual(body);
  });

  it('updateWidget() rejects with the field errors of a 422', async () => {
    const { partner } = setup({
      'PUT /partner/widget': {
        status: 422,
        body: {
          message: 'Invalid origin',
          errors: {
            'allowed_origins.0': ['Use an origin such as https://www.example.rw (scheme and host, no path).'],
          },
        },
      },
    });
    const error = await partner.updateWidget({ allowed_origins: ['nope'] }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
    expect(isApiError(error) && Object.keys(error.errors ?? {})).toEqual(['allowed_origins.0']);
  });
});
