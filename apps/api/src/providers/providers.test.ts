import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../testing/db';
import { send } from '../testing/http';
import { EVERY_DAY_8_TO_5 } from './fixtures';
import { CENTER, haversine, providersSuite } from './testApp';

describe.each(BACKENDS)('garages and carwashes on $name', (backend) => {
  const { s, id, list, slugs } = providersSuite(backend);

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
      const res = await send(s.t.app, `/api/v1/garages?${query}`);
      expect(res.statusCode, query).toBe(422);
      const keys = Object.keys(res.json().errors ?? {});
      expect(
        keys.some((k) => k === field || k.startsWith(`${field}.`)),
        `${query} → ${keys}`,
      ).toBe(true);
    }
  });

  it('names unknown comma-list values and bad provider paths in the 422', async () => {
    const res = await send(s.t.app, '/api/v1/garages?availability=Same%20Day,Sometimes');
    expect(res.json().errors).toEqual({
      availability: [
        'Unknown availability: Sometimes. Choose from Same Day, Next Day, Within Week, Flexible.',
      ],
    });
    const certs = await send(s.t.app, '/api/v1/carwashes?certifications=ISO');
    expect(Object.keys(certs.json().errors)).toEqual(['certifications']);
    for (const url of [
      '/api/v1/providers/garage/%00/slots?date=2030-01-08',
      '/api/v1/providers/garage/Bad%20Slug',
      '/api/v1/widgets/%00%00%00%00%00%00%00%00',
    ]) {
      const bad = await send(s.t.app, url);
      expect(bad.statusCode, url).toBe(422);
    }
  });
});
