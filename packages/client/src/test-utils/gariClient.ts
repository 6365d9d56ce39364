/**
 * Fixtures of the client suites: a member, tokens, a vehicle, sessions and testimonials as the API
 * answers them, and a client over a fake fetch with a memory token store and a clock the test moves.
 */
import type { Session, TokenResponse, User } from '@gari/contract/auth';
import type { Testimonial } from '@gari/contract/site';
import type { Vehicle } from '@gari/contract/vehicles';
import { vi } from 'vitest';
import { createGariClient } from '../gari';
import { answerSchemas } from '../schemas';
import { createMemoryStorage, createTokenStore } from '../storage';
import { createFakeFetch, type Handler, type Reply } from './fakeFetch';

/** The device id of every test client. */
export const DEVICE = 'device-test-0001';

/** The signed-in member. */
export const user: User = {
  id: 1,
  name: 'Aline Uwase',
  email: 'aline@example.rw',
  username: 'aline',
  country: 'RW',
  phone: null,
  email_verified_at: '2026-01-02T10:00:00.000Z',
  language: null,
};

/** A login answer for {@link user}. */
export const tokens: TokenResponse = {
  token_type: 'Bearer',
  access_token: 'access-1',
  expires_in: 900,
  refresh_token: 'refresh-1',
  device_id: DEVICE,
  session_id: 11,
  email_verified: true,
  user,
};

/** One of the member's vehicles. */
export const vehicle: Vehicle = {
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

/** Session `id` of the member (`current`: this device's). */
export const session = (id: number, current: boolean): Session => ({
  id,
  device_id: `device-${id}-xxxx`,
  user_agent: 'Firefox',
  ip_address: '10.0.0.1',
  last_seen_at: '2026-01-03T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  current,
});

/** Testimonial `id`. */
export const testimonial = (id: number, is_published: boolean): Testimonial => ({
  id,
  author_name: 'Jean',
  author_role: null,
  avatar_url: null,
  country: 'RW',
  rating: 5,
  content: 'Great community.',
  is_published,
});

/**
 * A client over a fake fetch answering `routes`, with answer schemas, a memory token store (signed in
 * unless `signedIn` is false) and a clock starting 2026-03-01 12:00 UTC that `advance(ms)` moves.
 */
export function setup(routes: Record<string, Handler | Reply> = {}, signedIn = true) {
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
