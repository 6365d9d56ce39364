import type { Provider } from '@gari/contract/providers';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providers, reviews, users, vehicles } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { send } from '../testing/http';
import { EVERY_DAY_8_TO_5, insertProviders } from './fixtures';
import type { ProviderRow } from './service';
import { clock } from './time';

/** Monday 2030-01-07, 10:30 in Kigali. */
const NOW = new Date('2030-01-07T08:30:00Z');
const realNow = clock.now;

/** Haversine km, computed independently of the SQL. */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const CENTER = { lat: -3.38, lng: 29.36 };

describe.each(BACKENDS)('garages and carwashes on $name', (backend) => {
  let t: TestApp;
  let fx: Map<string, ProviderRow>;
  const id = (slug: string) => fx.get(slug)?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    fx = await insertProviders(t.database.db, [
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
    await t?.close();
  });

  const list = async (query: string, type = 'garages') => {
    const res = await send(t.app, `/api/v1/${type}?country=BI&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Provider[]; meta: Record<string, unknown> };
  };
  const slugs = async (query: string, type = 'garages') => (await list(query, type)).data.map((p) => p.slug);

  it('lists garages of the country sorted by rating (then reviews, then name) with the §3 fields', async () => {
    const page = await list('');
    expect(page.data.map((p) => p.slug)).toEqual([
      'bravo-brakes',
      'alpha-auto',
      'charlie-classics',
      'echo-express',
      'delta-diesel',
    ]);
    expect(page.meta).toEqual({
      total: 5,
      per_page: 20,
      current_page: 1,
      last_page: 1,
      cities: ['Bujumbura', 'Gitega', 'Ngozi'],
    });
    const alpha = page.data.find((p) => p.slug === 'alpha-auto');
    expect(alpha).toMatchObject({
      id: id('alpha-auto'),
      type: 'garage',
      name: 'Alpha Auto',
      city: 'Bujumbura',
      rating: 4.8,
      reviews: 50,
      pricing: '$$',
      waitTime: '2-3 days',
      services: ['Oil Change', 'Brake Service'],
      services_detail: [
        { name: 'Oil Change', price_from: 20_000, currency: 'RWF', duration_min: 45 },
        { name: 'Brake Service', price_from: 40_000, currency: 'RWF', duration_min: 90 },
      ],
      price_from: 20_000,
      certifications: ['ASE Certified', 'AAA Approved'],
      availability: 'Same Day',
      distance_km: null,
      timezone: 'Africa/Kigali',
      opening_hours: EVERY_DAY_8_TO_5,
    });
    // No services of its own: the spec §9 default booking services.
    const echo = page.data.find((p) => p.slug === 'echo-express');
    expect(echo?.services).toEqual(['Consultation', 'Exterior Wash', 'Interior Clean', 'Full Detail']);
    expect(echo?.opening_hours.find((h) => h.day === 6)).toEqual({ day: 6, open: '09:00', close: '14:00' });
  });

  it('sorts by reviews, name, fastest (spec §9 wait order, unknown last) and lowest price', async () => {
    expect(await slugs('sort=reviews')).toEqual([
      'charlie-classics',
      'echo-express',
      'bravo-brakes',
      'alpha-auto',
      'delta-diesel',
    ]);
    expect(await slugs('sort=name')).toEqual([
      'alpha-auto',
      'bravo-brakes',
      'charlie-classics',
      'delta-diesel',
      'echo-express',
    ]);
    expect(await slugs('sort=fastest')).toEqual([
      'bravo-brakes',
      'echo-express',
      'alpha-auto',
      'charlie-classics',
      'delta-diesel',
    ]);
    expect(await slugs('sort=price_low')).toEqual([
      'delta-diesel',
      'alpha-auto',
      'bravo-brakes',
      'charlie-classics',
      'echo-express',
    ]);
    // Aliases the pages send.
    expect(await slugs('sort=Most%20Reviews')).toEqual(await slugs('sort=reviews'));
    expect(await slugs('sort=price')).toEqual(await slugs('sort=price_low'));
  });

  it('sorts by distance from the member and filters within max_distance (km, haversine)', async () => {
    const near = await list(`lat=${CENTER.lat}&lng=${CENTER.lng}&sort=closest`);
    expect(near.data.map((p) => p.slug)).toEqual([
      'alpha-auto',
      'echo-express',
      'charlie-classics',
      'bravo-brakes',
      'delta-diesel',
    ]);
    for (const p of near.data) {
      const expected = haversine(CENTER.lat, CENTER.lng, p.lat, p.lng);
      expect(p.distance_km, p.slug).toBeCloseTo(expected, 0);
      expect(Math.abs((p.distance_km ?? -1) - expected)).toBeLessThan(0.11);
    }
    expect(near.data.find((p) => p.slug === 'bravo-brakes')?.distance_km).toBeGreaterThan(60);
    expect(await slugs(`lat=${CENTER.lat}&lng=${CENTER.lng}&max_distance=10&sort=closest`)).toEqual([
      'alpha-auto',
      'echo-express',
      'charlie-classics',
    ]);
    expect(await slugs(`lat=${CENTER.lat}&lng=${CENTER.lng}&maxDistance=65&sort=closest`)).toEqual([
      'alpha-auto',
      'echo-express',
      'charlie-classics',
      'bravo-brakes',
    ]);
    // Without a position: by city, then name; max_distance alone is ignored.
    expect(await slugs('sort=closest&max_distance=5')).toEqual([
      'alpha-auto',
      'charlie-classics',
      'echo-express',
      'bravo-brakes',
      'delta-diesel',
    ]);
  });

  it('searches name, description and serviced makes, case-insensitively, with LIKE characters literal', async () => {
    expect(await slugs('q=brakes')).toEqual(['bravo-brakes']);
    expect(await slugs('q=original')).toEqual(['charlie-classics']);
    expect(await slugs('q=NISSAN')).toEqual(['bravo-brakes']);
    expect(await slugs('q=100%25')).toEqual(['charlie-classics']);
    expect(await slugs('q=_')).toEqual([]);
    expect(await slugs('q=zzz')).toEqual([]);
  });

  it('filters by city, service and price (lowest price, or the chosen service’s price)', async () => {
    expect(await slugs('city=bujumbura&sort=name')).toEqual([
      'alpha-auto',
      'charlie-classics',
      'echo-express',
    ]);
    const cityPage = await list('city=Ngozi');
    expect(cityPage.meta.cities).toEqual(['Bujumbura', 'Gitega', 'Ngozi']);
    expect(cityPage.meta.total).toBe(1);
    expect(await slugs('service=oil%20change&sort=name')).toEqual(['alpha-auto', 'delta-diesel']);
    expect(await slugs('min_price=25000&sort=name')).toEqual(['bravo-brakes', 'charlie-classics']);
    expect(await slugs('max_price=25000&sort=name')).toEqual(['alpha-auto', 'delta-diesel']);
    expect(await slugs('min_price=20000&max_price=30000&sort=name')).toEqual(['alpha-auto', 'bravo-brakes']);
    const engine = await list('service=Engine%20Repair&max_price=80000');
    expect(engine.data.map((p) => [p.slug, p.price_from])).toEqual([['delta-diesel', 70_000]]);
    const engineAll = await list('service=Engine%20Repair&sort=price_low');
    expect(engineAll.data.map((p) => [p.slug, p.price_from])).toEqual([
      ['delta-diesel', 70_000],
      ['bravo-brakes', 90_000],
    ]);
  });

  it('filters by minimum rating, availability and certifications (all required)', async () => {
    expect(await slugs('min_rating=4.5')).toEqual(['bravo-brakes', 'alpha-auto']);
    expect(await slugs('minRating=4.0')).toEqual([
      'bravo-brakes',
      'alpha-auto',
      'charlie-classics',
      'echo-express',
    ]);
    expect(await slugs('availability=Same%20Day,Next%20Day&sort=name')).toEqual([
      'alpha-auto',
      'bravo-brakes',
      'echo-express',
    ]);
    expect(await slugs('availability=Within%20Week')).toEqual(['delta-diesel']);
    expect(await slugs('certifications=ASE%20Certified,AAA%20Approved&sort=name')).toEqual([
      'alpha-auto',
      'charlie-classics',
    ]);
    expect(await slugs('certifications=BBB%20Accredited')).toEqual(['charlie-classics']);
    expect(
      await slugs('city=Bujumbura&certifications=AAA%20Approved&availability=Same%20Day&sort=name'),
    ).toEqual(['alpha-auto', 'echo-express']);
  });

  it('pages with total, per_page, current_page and last_page', async () => {
    const first = await list('per_page=2');
    expect(first.data.map((p) => p.slug)).toEqual(['bravo-brakes', 'alpha-auto']);
    expect(first.meta).toMatchObject({ total: 5, per_page: 2, current_page: 1, last_page: 3 });
    expect((await list('per_page=2&page=2')).data.map((p) => p.slug)).toEqual([
      'charlie-classics',
      'echo-express',
    ]);
    expect((await list('per_page=2&page=3')).data.map((p) => p.slug)).toEqual(['delta-diesel']);
    const beyond = await list('per_page=2&page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 5, current_page: 4, last_page: 3 });
    const none = await list('q=nothing-matches');
    expect(none.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it('lists carwashes apart from garages', async () => {
    const washes = await list('', 'carwashes');
    expect(washes.data.map((p) => p.slug)).toEqual(['foxtrot-wash']);
    expect(washes.data[0]).toMatchObject({ type: 'carwash', price_from: 3_000, services: ['Quick Wash'] });
    expect(washes.meta.cities).toEqual(['Bujumbura']);
  });

  it('answers 422 naming the field for bad filters', async () => {
    const cases: Array<[string, string]> = [
      ['lat=-3.38', 'lng'],
      ['lng=29.3', 'lat'],
      ['lat=abc&lng=2', 'lat'],
      ['availability=Sometimes', 'availability'],
      ['certifications=ISO%209001', 'certifications'],
      ['per_page=51', 'per_page'],
      ['page=0', 'page'],
      ['sort=random', 'sort'],
      ['min_rating=6', 'min_rating'],
      ['min_price=-1', 'min_price'],
      ['min_price=500&max_price=100', 'max_price'],
      ['max_distance=0&lat=1&lng=1', 'max_distance'],
      ['country=Rwanda', 'country'],
      ['q=a%00b', 'q'],
      ['city=%00', 'city'],
    ];
    for (const [query, field] of cases) {
      const res = await send(t.app, `/api/v1/garages?${query}`);
      expect(res.statusCode, query).toBe(422);
      const keys = Object.keys(res.json().errors ?? {});
      expect(
        keys.some((k) => k === field || k.startsWith(`${field}.`)),
        `${query} → ${keys}`,
      ).toBe(true);
    }
  });

  it('names unknown comma-list values and bad provider paths in the 422', async () => {
    const res = await send(t.app, '/api/v1/garages?availability=Same%20Day,Sometimes');
    expect(res.json().errors).toEqual({
      availability: [
        'Unknown availability: Sometimes. Choose from Same Day, Next Day, Within Week, Flexible.',
      ],
    });
    const certs = await send(t.app, '/api/v1/carwashes?certifications=ISO');
    expect(Object.keys(certs.json().errors)).toEqual(['certifications']);
    for (const url of [
      '/api/v1/providers/garage/%00/slots?date=2030-01-08',
      '/api/v1/providers/garage/Bad%20Slug',
      '/api/v1/widgets/%00%00%00%00%00%00%00%00',
    ]) {
      const bad = await send(t.app, url);
      expect(bad.statusCode, url).toBe(422);
    }
  });

  it('computes isOpen now in the provider’s time zone', async () => {
    clock.now = () => NOW; // Monday 10:30 in Kigali
    const open = await list('q=alpha');
    expect(open.data[0]?.isOpen).toBe(true);
    clock.now = () => new Date('2030-01-07T15:30:00Z'); // 17:30 in Kigali, closes 17:00
    expect((await list('q=alpha')).data[0]?.isOpen).toBe(false);
    clock.now = () => new Date('2030-01-07T14:30:00Z'); // 16:30 in Kigali, 17:30 in Nairobi
    expect((await list('q=alpha')).data[0]?.isOpen).toBe(true);
    const nairobi = await send(t.app, `/api/v1/providers/garage/${id('hotel-nairobi')}`);
    expect(nairobi.json().data.isOpen).toBe(false);
  });

  it('serves the provider page by id or slug with hours, services, latest reviews and a maps link', async () => {
    const res = await send(t.app, `/api/v1/providers/garage/${id('alpha-auto')}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ slug: 'alpha-auto', capacity: 2, services: ['Oil Change', 'Brake Service'] });
    expect(p.recent_reviews.map((r: { author_name: string }) => r.author_name)).toEqual([
      'New Review',
      'Old Review',
    ]);
    expect(p.recent_reviews[0]).toMatchObject({ rating: 5, text: 'Great.' });
    expect(p.map_url).toBe('https://www.google.com/maps/search/?api=1&query=-3.38,29.36');
    expect(p.opening_hours).toEqual(EVERY_DAY_8_TO_5);
    const bySlug = await send(t.app, '/api/v1/providers/garages/alpha-auto');
    expect(bySlug.json().data.id).toBe(id('alpha-auto'));
    const wrongType = await send(t.app, `/api/v1/providers/carwash/${id('alpha-auto')}`);
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json()).toEqual({ message: 'Provider not found.' });
    expect((await send(t.app, '/api/v1/providers/garage/999999')).statusCode).toBe(404);
    const badType = await send(t.app, '/api/v1/providers/spa/1');
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toContain('type');
  });

  it('ranks popular brands by members who own one (a member counts once per make), ties by name, top 10', async () => {
    const db = t.database.db;
    const owners: Array<[string, number]> = [
      ['Honda', 4],
      ['Mazda', 4],
      ['Kia', 3],
      ['Audi', 1],
      ['BMW', 1],
      ['Ford', 1],
      ['Isuzu', 1],
      ['Jeep', 1],
      ['Lexus', 1],
      ['Peugeot', 1],
      ['Volvo', 1],
    ];
    let n = 0;
    for (const [make, members] of owners) {
      for (let i = 0; i < members; i++) {
        n += 1;
        const [user] = await db
          .insert(users)
          .values({
            name: `Owner ${n}`,
            email: `owner${n}@brands.test`,
            username: `owner${n}`,
            passwordHash: 'x',
          })
          .returning({ id: users.id });
        if (!user) throw new Error('no user');
        const cars = make === 'Mazda' && i === 0 ? 2 : 1; // a second Mazda must not count twice
        for (let c = 0; c < cars; c++) {
          await db
            .insert(vehicles)
            .values({ userId: user.id, name: `${make} ${c}`, year: 2015, make, model: 'X' });
        }
      }
    }
    const res = await send(t.app, '/api/v1/garages/popular-brands');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ make: string; members: number }>;
    // Independent computation over every vehicle row (seeded members included).
    const byMake = new Map<string, Set<number>>();
    for (const v of await db.select({ make: vehicles.make, userId: vehicles.userId }).from(vehicles)) {
      const set = byMake.get(v.make) ?? new Set<number>();
      set.add(v.userId);
      byMake.set(v.make, set);
    }
    const expected = [...byMake.entries()]
      .map(([make, set]) => ({ make, members: set.size }))
      .sort((a, b) => b.members - a.members || (a.make < b.make ? -1 : a.make > b.make ? 1 : 0))
      .slice(0, 10);
    expect(data).toEqual(expected);
    expect(data).toHaveLength(10);
    const honda = data.findIndex((b) => b.make === 'Honda');
    const mazda = data.findIndex((b) => b.make === 'Mazda');
    expect(data[honda]?.members).toBe(4);
    expect(data[mazda]?.members).toBe(4);
    expect(honda).toBeLessThan(mazda);
    expect(data.find((b) => b.make === 'Volvo')).toBeUndefined();
  });

  describe('slots', () => {
    const slots = (slug: string, date: string, type = 'garage') =>
      send(t.app, `/api/v1/providers/${type}/${id(slug)}/slots?date=${date}`);
    const times = async (slug: string, date: string, type = 'garage') => {
      const res = await slots(slug, date, type);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ time: string; available: number }>).map((s) => s.time);
    };

    it('gives hourly slots within the opening hours, without past times today', async () => {
      clock.now = () => NOW; // Monday 10:30 in Kigali
      const tomorrow = await slots('alpha-auto', '2030-01-08');
      expect(tomorrow.json()).toEqual({
        data: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].map(
          (time) => ({
            time,
            available: 2,
          }),
        ),
        meta: { date: '2030-01-08', timezone: 'Africa/Kigali' },
      });
      expect(await times('alpha-auto', '2030-01-07')).toEqual([
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      // 08:30Z is 11:30 in Nairobi.
      const nairobi = await slots('hotel-nairobi', '2030-01-07');
      expect(nairobi.json().meta.timezone).toBe('Africa/Nairobi');
      expect(nairobi.json().data.map((s: { time: string }) => s.time)).toEqual([
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      // Closed on Sundays.
      expect(await times('golf-weekdays', '2030-01-13')).toEqual([]);
      expect(await times('golf-weekdays', '2030-01-14')).toEqual(['08:00', '09:00', '10:00', '11:00']);
    });

    it('uses the spec §9 default slots when the provider has no hours', async () => {
      clock.now = () => NOW;
      expect(await times('echo-express', '2030-01-08')).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      expect(await times('echo-express', '2030-01-12')).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
      ]);
      expect(await times('echo-express', '2030-01-13')).toEqual(['10:00', '11:00', '12:00']);
      expect(await times('echo-express', '2030-01-07')).toEqual([
        '11:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
    });

    it('counts pending and accepted bookings against capacity and drops full slots', async () => {
      clock.now = () => NOW;
      const db = t.database.db;
      const provider = fx.get('bravo-brakes');
      if (!provider) throw new Error('fixture missing');
      const at = (time: string) => new Date(`2030-01-09T${time}:00+02:00`);
      const row = (time: string, status: 'pending' | 'accepted' | 'declined' | 'cancelled', n: number) => ({
        bookingId: `GR-SLT${time.slice(0, 2)}${n}`,
        accessCode: 'x',
        providerId: provider.id,
        fullName: 'Slot Test',
        service: 'Brake Service',
        date: '2030-01-09',
        time,
        slotStart: at(time),
        status,
      });
      await db
        .insert(bookings)
        .values([
          row('09:00', 'pending', 1),
          row('09:00', 'accepted', 2),
          row('10:00', 'pending', 1),
          row('10:00', 'declined', 2),
          row('11:00', 'cancelled', 1),
          row('11:00', 'declined', 2),
        ]);
      const res = await slots('bravo-brakes', '2030-01-09');
      const data = res.json().data as Array<{ time: string; available: number }>;
      expect(data.find((s) => s.time === '09:00')).toBeUndefined();
      expect(data.find((s) => s.time === '10:00')).toEqual({ time: '10:00', available: 1 });
      expect(data.find((s) => s.time === '11:00')).toEqual({ time: '11:00', available: 2 });
      expect(data.map((s) => s.time)).toEqual([
        '08:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
      await db
        .delete(bookings)
        .where(and(eq(bookings.providerId, provider.id), eq(bookings.date, '2030-01-09')));
    });

    it('refuses past, far and invalid dates with 422 naming date', async () => {
      clock.now = () => NOW;
      const cases: Array<[string, string | null]> = [
        ['2030-01-06', 'The date must be today or later.'],
        ['2030-03-09', 'The date must be within the next 60 days.'],
        ['2030-02-30', null],
        ['tomorrow', null],
        ['', null],
      ];
      for (const [date, message] of cases) {
        const res = await slots('alpha-auto', date);
        expect(res.statusCode, date).toBe(422);
        expect(Object.keys(res.json().errors), date).toEqual(['date']);
        if (message) expect(res.json().errors.date).toEqual([message]);
      }
      expect((await slots('alpha-auto', '2030-03-08')).statusCode).toBe(200);
      expect((await send(t.app, `/api/v1/providers/garage/${id('alpha-auto')}/slots`)).statusCode).toBe(422);
      expect((await send(t.app, '/api/v1/providers/garage/999999/slots?date=2030-01-08')).statusCode).toBe(
        404,
      );
    });
  });

  describe('seeded data', () => {
    it('seeds at least 40 garages and 25 carwashes with services, hours and 2–4 reviews each', async () => {
      const db = t.database.db;
      const rows = await db.select().from(providers);
      // Gas stations are provider rows too (issue #11): checked in gas/stations.test.ts.
      const seeded = rows.filter((p) => !['BI', 'CD'].includes(p.country) && p.type !== 'gas_station');
      const garages = seeded.filter((p) => p.type === 'garage');
      const washes = seeded.filter((p) => p.type === 'carwash');
      expect(garages.length).toBeGreaterThanOrEqual(40);
      expect(washes.length).toBeGreaterThanOrEqual(25);
      const cities = new Set(seeded.map((p) => p.city));
      for (const city of [
        'Kigali',
        'Musanze',
        'Huye',
        'Rubavu',
        'Rwamagana',
        'Muhanga',
        'Nyagatare',
        'Nairobi',
        'Kampala',
        'Dar es Salaam',
      ]) {
        expect(cities.has(city), city).toBe(true);
      }
      const reviewRows = await db.select({ providerId: reviews.providerId }).from(reviews);
      for (const p of seeded) {
        const n = reviewRows.filter((r) => r.providerId === p.id).length;
        expect(n, p.slug).toBeGreaterThanOrEqual(2);
        expect(n, p.slug).toBeLessThanOrEqual(4);
        expect(p.phone, p.slug).toMatch(/^\+25[0-9] [17]\d{2} \d{3} \d{3}$/);
      }
      // Kigali providers lie within the city.
      for (const p of seeded.filter((x) => x.city === 'Kigali')) {
        expect(haversine(-1.9441, 30.0619, p.lat, p.lng), p.slug).toBeLessThan(15);
      }
      const rw = await send(t.app, '/api/v1/garages?per_page=50');
      expect(rw.json().meta.total).toBeGreaterThanOrEqual(36);
      for (const g of rw.json().data as Provider[])
        expect(g.services.length, g.slug).toBeGreaterThanOrEqual(3);
      const washList = await send(t.app, '/api/v1/carwashes?sort=price_low');
      const prices = (washList.json().data as Provider[]).map((w) => w.price_from ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });
});
