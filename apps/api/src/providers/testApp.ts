/**
 * The provider suites' test app (issue #3): eight garages and carwashes in Burundi and DR Congo with
 * known ratings, wait times, positions, services, hours and reviews (the seeded Rwandan, Kenyan,
 * Ugandan and Tanzanian providers are there too), and the real clock put back after each test.
 */
import type { Provider } from '@gari/contract/providers';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Backend, createTestApp, type TestApp } from '../testing/db';
import { send } from '../testing/http';
import { insertProviders } from './fixtures';
import type { ProviderRow } from './service';
import { clock } from './time';

/** Monday 2030-01-07, 10:30 in Kigali. */
export const NOW = new Date('2030-01-07T08:30:00Z');
/** The real clock, put back after each test. */
export const realNow = clock.now;

/** Haversine km, computed independently of the SQL. */
export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The centre of the Bujumbura fixtures (Alpha Auto's position). */
export const CENTER = { lat: -3.38, lng: 29.36 };

/** What the suite's hooks set before the tests run. */
export interface ProvidersSuite {
  t: TestApp;
  fx: Map<string, ProviderRow>;
}

/**
 * Registers the hooks of a providers suite on `backend` in the calling `describe` and returns the
 * suite (`s`, filled in `beforeAll`) with its helpers: `id(slug)` a fixture's id, `list(query)` GET
 * /garages (or `type`) in Burundi answering 200, `slugs(query)` the slugs it lists.
 */
export function providersSuite(backend: Backend) {
  const s = {} as ProvidersSuite;
  const id = (slug: string) => s.fx.get(slug)?.id ?? 0;

  beforeAll(async () => {
    s.t = await createTestApp(backend);
    s.fx = await insertProviders(s.t.database.db, [
      {
        slug: 'alpha-auto',
        name: 'Alpha Auto',
        city: 'Bujumbura',
        ...CENTER,
        rating: 4.8,
        reviewsCount: 50,
        waitTime: '2-3 days',
        availability: 'Same Day',
        certifications: ['ASE Certified', 'AAA Approved'],
        brands: ['Toyota'],
        services: [
          { name: 'Oil Change', price: 20_000, duration: 45 },
          { name: 'Brake Service', price: 40_000, duration: 90 },
        ],
        reviews: [
          { author: 'Old Review', rating: 3, text: 'Fine.', daysAgo: 30 },
          { author: 'New Review', rating: 5, text: 'Great.', daysAgo: 1 },
        ],
      },
      {
        slug: 'bravo-brakes',
        name: 'Bravo Brakes',
        city: 'Gitega',
        lat: -3.4271,
        lng: 29.9246,
        rating: 4.8,
        reviewsCount: 80,
        waitTime: 'Same day',
        availability: 'Next Day',
        certifications: ['ASE Certified'],
        brands: ['Nissan'],
        services: [
          { name: 'Brake Service', price: 30_000 },
          { name: 'Engine Repair', price: 90_000 },
        ],
      },
      {
        slug: 'charlie-classics',
        name: 'Charlie Classics',
        description: 'Restoration of 100% ORIGINAL cars',
        city: 'Bujumbura',
        lat: -3.4,
        lng: 29.38,
        rating: 4.2,
        reviewsCount: 120,
        waitTime: '3-6 months',
        availability: 'Flexible',
        certifications: ['ASE Certified', 'AAA Approved', 'BBB Accredited'],
        brands: ['Mercedes-Benz'],
        services: [{ name: 'Restoration', price: 500_000, duration: 480 }],
      },
      {
        slug: 'delta-diesel',
        name: 'delta Diesel',
        city: 'Ngozi',
        lat: -2.9075,
        lng: 29.8306,
        rating: 3.6,
        reviewsCount: 5,
        waitTime: 'whenever',
        availability: 'Within Week',
        services: [
          { name: 'Engine Repair', price: 70_000 },
          { name: 'Oil Change', price: 15_000 },
        ],
      },
      {
        slug: 'echo-express',
        name: 'Echo Express',
        city: 'Bujumbura',
        lat: -3.37,
        lng: 29.35,
        rating: 4.2,
        reviewsCount: 120,
        waitTime: 'Same day',
        availability: 'Same Day',
        certifications: ['AAA Approved'],
        services: [],
        openingHours: null,
      },
      {
        slug: 'foxtrot-wash',
        name: 'Foxtrot Wash',
        type: 'carwash',
        city: 'Bujumbura',
        rating: 4.9,
        services: [{ name: 'Quick Wash', price: 3_000, duration: 20 }],
      },
      {
        slug: 'golf-weekdays',
        name: 'Golf Weekdays',
        country: 'CD',
        openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '12:00' })),
        services: [{ name: 'Oil Change', price: 10_000 }],
      },
      {
        slug: 'hotel-nairobi',
        name: 'Hotel Nairobi Garage',
        country: 'CD',
        timezone: 'Africa/Nairobi',
        services: [{ name: 'Oil Change', price: 10_000 }],
      },
    ]);
  });
  afterEach(() => {
    clock.now = realNow;
  });
  afterAll(async () => {
    await s.t?.close();
  });

  const list = async (query: string, type = 'garages') => {
    const res = await send(s.t.app, `/api/v1/${type}?country=BI&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Provider[]; meta: Record<string, unknown> };
  };
  const slugs = async (query: string, type = 'garages') => (await list(query, type)).data.map((p) => p.slug);
  return { s, id, list, slugs };
}
