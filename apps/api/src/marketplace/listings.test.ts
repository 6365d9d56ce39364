/**
 * GET /marketplace/listings and the listing detail (issue #10 "Done when" 2): every filter and sort on
 * the server, typo-tolerant and OEM search, fitment (`fits`), cursor paging, validation errors naming
 * the field, caching, and the seed's size. On PGlite and, with DATABASE_URL, PostgreSQL.
 */
import type { Listing, ListingPage } from '@gari/contract/marketplace';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, makes, models } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

const URL = '/api/v1/marketplace/listings';

describe.each(BACKENDS)('marketplace listings on $name', (backend) => {
  let t: TestApp;
  let member: Member;

  const list = async (query: string, token?: string) => {
    const res = await send(t.app, `${URL}?${query}`, token ? { token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingPage;
  };
  /** Every page of `query`, following `next_cursor`. */
  const all = async (query: string) => {
    const out: Listing[] = [];
    let cursor: string | null = null;
    do {
      const page: ListingPage = await list(`${query}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      out.push(...page.data);
      cursor = page.meta.next_cursor;
    } while (cursor);
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    member = await registerMember(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds ≥ 400 parts in every category and country and ≥ 60 cars', async () => {
    const rows = await t.database.db
      .select({ country: listings.country, category: listings.category, n: count() })
      .from(listings)
      .groupBy(listings.country, listings.category);
    const parts = rows.filter((r) => r.category !== 'vehicles').reduce((n, r) => n + r.n, 0);
    const cars = rows.filter((r) => r.category === 'vehicles').reduce((n, r) => n + r.n, 0);
    expect(parts).toBeGreaterThanOrEqual(400);
    expect(cars).toBeGreaterThanOrEqual(60);
    for (const country of ['RW', 'KE', 'UG', 'TZ'])
      for (const category of [
        'engine',
        'brakes',
        'suspension',
        'wheels',
        'interior',
        'exterior',
        'electrical',
      ])
        expect(
          rows.find((r) => r.country === country && r.category === category)?.n,
          `${country} ${category}`,
        ).toBeGreaterThan(0);
  });

  it('sorts by price low→high by default, pages with a cursor and counts the total', async () => {
    const first = await list('country=RW&limit=10');
    expect(first.meta.total).toBeGreaterThan(100);
    expect(first.data).toHaveLength(10);
    const everything = await all('country=RW');
    expect(everything).toHaveLength(first.meta.total);
    expect(new Set(everything.map((l) => l.id)).size).toBe(everything.length);
    const prices = everything.map((l) => l.price_minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(
      everything.every((l) => l.country === 'RW' && l.currency === 'RWF' && l.status === 'published'),
    ).toBe(true);
  });

  it('sorts high→low, newest first and lowest mileage', async () => {
    const high = await all('country=KE&sort=price_high');
    expect(high.map((l) => l.price_minor)).toEqual([...high.map((l) => l.price_minor)].sort((a, b) => b - a));
    const newest = await all('country=UG&sort=newest');
    const times = newest.map((l) => Date.parse(l.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const cars = await all('category=vehicles&sort=mileage_low');
    expect(cars.length).toBeGreaterThanOrEqual(60);
    const km = cars.map((l) => l.mileage ?? -1);
    expect(km.every((k) => k >= 0)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('filters by category, price range (major units), condition, features, brand and years', async () => {
    const brakes = await all('country=RW&category=brakes&min_price=20000&max_price=60000');
    expect(brakes.length).toBeGreaterThan(0);
    expect(brakes.every((l) => l.category === 'brakes' && l.price >= 20_000 && l.price <= 60_000)).toBe(true);
    // KES has cents: 50..120 KES is 5000..12000 minor units.
    const ke = await all('country=KE&min_price=50&max_price=1200');
    expect(ke.every((l) => l.price_minor >= 5000 && l.price_minor <= 120_000)).toBe(true);
    const used = await all('condition=Used,Certified&features=OEM');
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((l) => l.condition !== 'New' && l.features.includes('OEM'))).toBe(true);
    const both = await all('features=Warranty,Free Shipping');
    expect(both.every((l) => l.features.includes('Warranty') && l.features.includes('Free Shipping'))).toBe(
      true,
    );
    const bosch = await all('brand=bosch,denso&country=TZ');
    expect(bosch.length).toBeGreaterThan(0);
    expect(bosch.every((l) => ['Bosch', 'Denso'].includes(l.brand ?? ''))).toBe(true);
    const years = await all('year_from=2019&year_to=2020');
    for (const l of years) {
      const span =
        l.kind === 'car'
          ? [l.year, l.year]
          : [Math.min(...l.fitment.map((f) => f.year_from)), Math.max(...l.fitment.map((f) => f.year_to))];
      expect((span[1] ?? 0) >= 2019 && (span[0] ?? 9999) <= 2020, l.title).toBe(true);
    }
    const cars = await all('kind=car&country=RW');
    expect(cars.every((l) => l.kind === 'car' && l.year !== null && l.make !== null)).toBe(true);
  });

  it('searches with typos and OEM numbers with or without dashes', async () => {
    const typo = await all('search=brak%20pads&country=RW');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((l) => /brake pads/i.test(l.title))).toBe(true);
    const dashed = await list('search=04465-42160');
    const bare = await list('search=0446542160');
    expect(dashed.meta.total).toBeGreaterThan(0);
    expect(bare.data.map((l) => l.id)).toEqual(dashed.data.map((l) => l.id));
    expect(dashed.data[0]?.oem_numbers).toContain('04465-42160');
    const withStopWords = await list('search=the%20brake%20pads%20for%20rav4&country=RW');
    expect(withStopWords.meta.total).toBeGreaterThan(0);
    const nothing = await list('search=zzqxv%20wobble');
    expect(nothing.meta.total).toBe(0);
  });

  it('pages a search in every sort as the list without search orders the same listings', async () => {
    for (const sort of ['price_low', 'price_high', 'newest', 'mileage_low']) {
      const everything = await all(`country=RW&sort=${sort}`);
      const first = await list(`search=brake&country=RW&sort=${sort}&limit=7`);
      const found: Listing[] = [];
      let cursor: string | null = null;
      do {
        const page: ListingPage = await list(
          `search=brake&country=RW&sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.meta.total, sort).toBe(first.meta.total);
        found.push(...page.data);
        cursor = page.meta.next_cursor;
      } while (cursor);
      expect(found.length, sort).toBe(first.meta.total);
      expect(found.length, sort).toBeGreaterThan(7);
      const ids = new Set(found.map((l) => l.id));
      expect(
        found.map((l) => l.id),
        sort,
      ).toEqual(everything.filter((l) => ids.has(l.id)).map((l) => l.id));
    }
  });

  it("keeps only the parts that fit the member's car with `fits`", async () => {
    const [rav4] = await t.database.db
      .select({ makeId: makes.id, modelId: models.id })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(and(eq(makes.name, 'Toyota'), eq(models.name, 'RAV4')));
    const car = await send(t.app, '/api/v1/vehicles', {
      token: member.tokens.access_token,
      body: { make_id: rav4?.makeId, model_id: rav4?.modelId, year: 2015 },
    });
    expect(car.statusCode, car.body).toBe(201);
    const id = car.json().data.id as number;
    const page = await list(`fits=${id}&search=brak%20pads&limit=50`, member.tokens.access_token);
    expect(page.data.length).toBeGreaterThan(0);
    for (const l of page.data) {
      expect(l.fits).toBe(true);
      expect(
        l.fitment.some(
          (f) =>
            f.make === 'Toyota' &&
            (f.model === null || f.model === 'RAV4') &&
            f.year_from <= 2015 &&
            f.year_to >= 2015,
        ),
      ).toBe(true);
    }
    // Signed out: 401; another member's car: 404.
    expect((await send(t.app, `${URL}?fits=${id}`)).statusCode).toBe(401);
    const other = await registerMember(t.app);
    const res = await send(t.app, `${URL}?fits=${id}`, { token: other.tokens.access_token });
    expect(res.statusCode).toBe(404);
    // A member's answer is never stored by caches.
    const mine = await send(t.app, `${URL}?fits=${id}`, { token: member.tokens.access_token });
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('answers 422 naming the field for bad queries', async () => {
    const cases: [string, string][] = [
      ['condition=Broken', 'condition'],
      ['features=Cheap', 'features'],
      ['sort=random', 'sort'],
      ['min_price=-5', 'min_price'],
      ['min_price=500&max_price=100', 'max_price'],
      ['year_from=2020&year_to=2010', 'year_to'],
      ['year_from=abc', 'year_from'],
      ['limit=500', 'limit'],
      ['category=boats', 'category'],
      ['cursor=WyJuZXdlc3QiLDEsMV0', 'cursor'],
      ['fits=0', 'fits'],
    ];
    for (const [query, field] of cases) {
      const res = await send(t.app, `${URL}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }
  });

  it('serves the detail publicly with an ETag, 404 for unknown ids, and the seeded illustrations', async () => {
    const [row] = await t.database.db.select({ id: listings.id }).from(listings).limit(1);
    const res = await send(t.app, `${URL}/${row?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await send(t.app, `${URL}/${row?.id}`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const listing = res.json().data as Listing;
    expect(listing.images.length).toBeGreaterThan(0);
    expect(listing.seller.name).toBeTruthy();
    const img = await send(t.app, listing.images[0]?.url ?? '');
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.headers['cache-control']).toContain('immutable');
    expect((await send(t.app, `${URL}/999999`)).json()).toEqual({ message: 'Listing not found.' });
    expect((await send(t.app, '/api/v1/marketplace/images/nope-1.svg')).statusCode).toBe(404);
  });
});
