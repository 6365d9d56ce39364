/**
 * GET /gas-stations and GET /gas-stations/{id} (issue #11 "Done when" 2): every filter and both sorts in
 * SQL, keyset paging, open_now across midnight and time zones, the ceiling flag, and garages/carwashes
 * lists and bookings that never show a station. Fixture stations live in Burundi (BI) around Bujumbura.
 */
import type { GasStation, GasStationDetail, GasStationPage } from '@gari/contract/gasStations';
import { kmBetween } from '@gari/contract/rules/distance';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../providers/time';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { send } from '../testing/http';
import { setCeiling } from './ceilings';
import { insertStations } from './fixtures';

/** Sunday 2030-01-06 23:30 UTC: Monday 01:30 in Bujumbura (UTC+2), 02:30 in Nairobi (UTC+3). */
const LATE_SUNDAY = new Date('2030-01-06T23:30:00Z');
/** Monday 2030-01-07 04:30 UTC: 06:30 in Bujumbura, 07:30 in Nairobi. */
const MONDAY_MORNING = new Date('2030-01-07T04:30:00Z');
const CENTER = { lat: -3.38, lng: 29.36 };
const DAILY = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
const realNow = clock.now;

/** Great-circle km by the contract's rule in JavaScript, independent of the SQL. */
const haversine = (lat1: number, lng1: number, lat2: number, lng2: number) =>
  kmBetween({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });

describe.each(BACKENDS)('gas station list and page on $name', (backend) => {
  let t: TestApp;
  const list = async (query: string): Promise<GasStationPage> => {
    const res = await send(t.app, `/api/v1/gas-stations?country=BI&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GasStationPage;
  };
  const slugs = (page: GasStationPage) => page.data.map((s: GasStation) => s.slug);
  const near = `lat=${CENTER.lat}&lng=${CENTER.lng}`;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertStations(
      t.database.db,
      [
        {
          slug: 'alpha-rohero',
          name: 'Alpha Fuel Rohero',
          lat: CENTER.lat + 0.01,
          lng: CENTER.lng,
          amenities: ['Shop', 'ATM', 'Air Pump'],
          fuels: { Essence: 150, Diesel: 140 },
          oils: ['Castrol GTX'],
        },
        {
          slug: 'bravo-kinindo',
          name: 'Bravo Energy',
          address: 'Avenue de Kinindo',
          lat: CENTER.lat + 0.05,
          lng: CENTER.lng,
          hours: DAILY('06:00', '22:00'),
          amenities: ['ATM'],
          fuels: { Essence: 145, Diesel: 150 },
        },
        {
          slug: 'charlie-gatumba',
          name: 'Charlie Petrol Gatumba',
          lat: CENTER.lat + 0.15,
          lng: CENTER.lng,
          hours: DAILY('18:00', '02:00'),
          amenities: ['Shop', 'ATM', 'Restroom'],
          fuels: { Essence: 155, Diesel: null },
        },
        {
          slug: 'delta-gitega',
          name: 'Delta Oil Gitega',
          brand: 'Delta',
          city: 'Gitega',
          lat: -3.4271,
          lng: 29.9246,
          timezone: 'Africa/Nairobi',
          hours: DAILY('07:00', '22:00'),
          fuels: { Essence: 140 },
          oils: ['Shell Helix HX7'],
        },
        {
          slug: 'echo-ngagara',
          name: 'Echo Station Ngagara',
          lat: CENTER.lat,
          lng: CENTER.lng - 0.02,
          hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '19:00' })),
          amenities: ['Shop', 'ATM', 'Air Pump', 'Carwash'],
          fuels: { Essence: 150, Diesel: 135 },
        },
      ],
      LATE_SUNDAY,
    );
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock.now = realNow;
  });

  it('seeds at least 60 stations in RW, KE, UG and TZ with prices in their currencies', async () => {
    const counts: Record<string, number> = {};
    for (const country of ['RW', 'KE', 'UG', 'TZ']) {
      const page = (
        await send(t.app, `/api/v1/gas-stations?country=${country}&limit=1`)
      ).json() as GasStationPage;
      counts[country] = page.meta.total;
      expect(page.meta.currency).toBe({ RW: 'RWF', KE: 'KES', UG: 'UGX', TZ: 'TZS' }[country]);
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
    const kigali = await send(
      t.app,
      '/api/v1/gas-stations?country=RW&city=Kigali&sort=price&fuel=Diesel&limit=50',
    );
    const prices = (kigali.json() as GasStationPage).data.map((s) => s.price?.price ?? 0);
    expect(prices.length).toBeGreaterThan(20);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1690);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1830);
  });

  it('sorts nearest by great-circle distance within max_distance (bounding box in SQL)', async () => {
    const page = await list(`${near}&max_distance=10`);
    expect(slugs(page)).toEqual(['alpha-rohero', 'echo-ngagara', 'bravo-kinindo']);
    for (const s of page.data)
      expect(s.distance_km).toBeCloseTo(haversine(CENTER.lat, CENTER.lng, s.latitude, s.longitude), 1);
    expect(slugs(await list(near))).toEqual([...slugs(page), 'charlie-gatumba']); // default 25 km
    const far = await list(`${near}&max_distance=50`);
    expect(slugs(far)).not.toContain('delta-gitega'); // 63 km away
    expect((await list('')).data.map((s) => s.distance_km)).toEqual([null, null, null, null, null]);
  });

  it('sorts by the chosen fuel’s shown price, no price last, ties nearest first', async () => {
    expect(slugs(await list(`${near}&sort=price&fuel=Essence`))).toEqual([
      'bravo-kinindo',
      'alpha-rohero',
      'echo-ngagara',
      'charlie-gatumba',
    ]);
    const diesel = await list(`${near}&sort=price&fuel=diesel`);
    expect(slugs(diesel)).toEqual(['echo-ngagara', 'alpha-rohero', 'bravo-kinindo', 'charlie-gatumba']);
    expect(diesel.data.map((s) => s.price?.price_minor ?? null)).toEqual([135, 140, 150, null]);
    expect(diesel.meta.fuel_type).toBe('Diesel');
    // Without a position: price, then city and name; a station without the fuel at all sorts last.
    expect(slugs(await list('sort=best-price&fuel=Petrol'))).toEqual([
      'delta-gitega',
      'bravo-kinindo',
      'alpha-rohero',
      'echo-ngagara',
      'charlie-gatumba',
    ]);
  });

  it('filters by text, city, oil brand and every amenity asked', async () => {
    expect(slugs(await list('q=kinindo'))).toEqual(['bravo-kinindo']);
    expect(slugs(await list('q=delta'))).toEqual(['delta-gitega']);
    expect(slugs(await list('city=gitega'))).toEqual(['delta-gitega']);
    expect(slugs(await list('oil_brand=castrol%20gtx'))).toEqual(['alpha-rohero']);
    const all = await list('');
    expect(all.meta.oil_brands).toEqual(['Castrol GTX', 'Shell Helix HX7']);
    expect(all.meta.cities.map((c) => [c.name, c.stations])).toEqual([
      ['Bujumbura', 4],
      ['Gitega', 1],
    ]);
    expect(slugs(await list('amenities=ATM,Shop&sort=nearest'))).toEqual([
      'alpha-rohero',
      'charlie-gatumba',
      'echo-ngagara',
    ]);
    expect(slugs(await list('amenities=Shop,Carwash'))).toEqual(['echo-ngagara']);
  });

  it('keeps open_now stations in their own time zone, hours past midnight included', async () => {
    clock.now = () => LATE_SUNDAY;
    expect(slugs(await list('open_now=true'))).toEqual(['alpha-rohero', 'charlie-gatumba']);
    clock.now = () => MONDAY_MORNING;
    expect(slugs(await list('open_now=1'))).toEqual(['alpha-rohero', 'bravo-kinindo', 'delta-gitega']);
    const page = await list('');
    expect(page.data.filter((s) => s.open_now).map((s) => s.slug)).toEqual([
      'alpha-rohero',
      'bravo-kinindo',
      'delta-gitega',
    ]);
    expect(page.data.find((s) => s.slug === 'alpha-rohero')?.open_24h).toBe(true);
    expect(slugs(await list('open_now=any'))).toHaveLength(5);
  });

  it('pages both sorts with a cursor: every station once, in order', async () => {
    for (const query of [`${near}&max_distance=50`, `${near}&sort=price`, 'sort=price&fuel=Diesel', '']) {
      const whole = slugs(await list(query));
      const seen: string[] = [];
      let cursor = '';
      for (let i = 0; i < 10; i++) {
        const page = await list(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...slugs(page));
        expect(page.meta.total).toBe(whole.length);
        if (!page.meta.next_cursor) break;
        cursor = page.meta.next_cursor;
      }
      expect(seen).toEqual(whole);
    }
    const other = await list('limit=1');
    const wrong = await send(
      t.app,
      `/api/v1/gas-stations?country=BI&sort=price&cursor=${other.meta.next_cursor}`,
    );
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['cursor']);
  });

  it('names every bad field', async () => {
    const res = await send(t.app, '/api/v1/gas-stations?fuel=kerosene&max_distance=80&amenities=Pool&lat=1');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amenities', 'fuel', 'lng', 'max_distance']);
  });

  it('shows the page with the ceiling flag, and 404 for an unknown station', async () => {
    clock.now = () => LATE_SUNDAY;
    await setCeiling(t.database.db, {
      country: 'BI',
      fuel: 'Essence',
      from: '2030-01-01',
      to: '2030-01-31',
      price: 1.5,
      regulator: 'ARE',
    });
    const alpha = (await send(t.app, '/api/v1/gas-stations/alpha-rohero')).json().data as GasStationDetail;
    const essence = alpha.prices.find((p) => p.fuel_type === 'Essence');
    expect(essence).toMatchObject({
      price: 1.5,
      currency: 'USD',
      source: 'station',
      above_ceiling: false,
      ceiling: { price_minor: 150, regulator: 'ARE', current: true, valid_to: '2030-01-31' },
    });
    expect(essence?.reported_at).toBe(new Date(LATE_SUNDAY.getTime() - 3_600_000).toISOString());
    expect(alpha.products[0]?.variants[0]).toMatchObject({ brand: 'Castrol GTX', price: 30 });
    const charlie = (await send(t.app, '/api/v1/gas-stations/charlie-gatumba')).json()
      .data as GasStationDetail;
    expect(charlie.prices.find((p) => p.fuel_type === 'Essence')?.above_ceiling).toBe(true);
    expect(charlie.prices.find((p) => p.fuel_type === 'Diesel')).toMatchObject({
      price: null,
      source: null,
      listing_id: null,
    });
    clock.now = () => new Date('2030-03-01T10:00:00Z'); // no newer ceiling: the latest shown, not current
    const later = (await send(t.app, `/api/v1/gas-stations/${alpha.id}`)).json().data as GasStationDetail;
    expect(later.prices[0]?.ceiling?.current).toBe(false);
    const missing = await send(t.app, '/api/v1/gas-stations/nowhere-station');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Station not found.' });
  });

  it('keeps stations out of the garage and carwash lists, pages and bookings', async () => {
    const alpha = (await list('q=alpha')).data[0];
    for (const url of ['/api/v1/garages?country=BI', '/api/v1/carwashes?country=BI'])
      expect((await send(t.app, url)).json().meta.total).toBe(0);
    expect((await send(t.app, `/api/v1/providers/garage/${alpha?.id}`)).statusCode).toBe(404);
    const booking = await send(t.app, '/api/v1/bookings', {
      body: {
        provider_id: alpha?.id,
        date: '2030-01-10',
        time: '10:00',
        service: 'Car wash',
        full_name: 'Visitor',
        phone: '+250788123456',
      },
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().errors).toHaveProperty('provider_id');
    const key = await send(t.app, `/api/v1/widgets/gw_test_alpha_rohero`);
    expect(key.statusCode).toBe(404);
  });

  it('answers the public lists with an ETag and a public cache policy (304 on a match)', async () => {
    const first = await send(t.app, '/api/v1/gas-stations?country=BI');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await send(t.app, '/api/v1/gas-stations?country=BI', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/api/v1/gas-stations/alpha-rohero', '/api/v1/fuel-prices?country=BI'])
      expect((await send(t.app, url)).headers.etag).toBeTruthy();
  });
});
