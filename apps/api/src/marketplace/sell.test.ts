/**
 * Selling (issue #10 "Selling"): a member lists a car for sale (make, model, year, mileage km, fuel and
 * transmission required, fuel and transmission from the reference lists; 422 naming each field) and
 * reorders a listing's photos (the first is the cover). On PGlite and, with DATABASE_URL, PostgreSQL.
 */
import type { Listing } from '@gari/contract/marketplace';
import type { Model } from '@gari/contract/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

const API = '/api/v1';

describe.each(BACKENDS)('selling on $name', (backend) => {
  let t: TestApp;
  let seller: Member;
  let other: Member;
  let toyota: number;
  let rav4: Model;

  const call = (m: Member, method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${m.tokens.access_token}` },
      payload: body as object,
    });
  const car = (over: Record<string, unknown> = {}) => ({
    kind: 'car',
    title: '2015 Toyota RAV4',
    category: 'vehicles',
    condition: 'Used',
    price: 18_500_000,
    city: 'Kigali',
    make_id: toyota,
    model_id: rav4.id,
    year: 2015,
    mileage: 85_000,
    fuel: 'Petrol',
    transmission: 'Automatic',
    status: 'published',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    seller = await registerMember(t.app);
    other = await registerMember(t.app);
    const makes = (await send(t.app, `${API}/makes`)).json().data as { id: number; name: string }[];
    toyota = makes.find((m) => m.name === 'Toyota')?.id ?? 0;
    const models = (await send(t.app, `${API}/makes/${toyota}/models`)).json().data as Model[];
    rav4 = models.find((m) => m.name === 'RAV4') as Model;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a car with its make, model, year, mileage, fuel and transmission', async () => {
    const res = await call(seller, 'POST', '/marketplace/listings', car());
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json().data as Listing;
    expect(listing).toMatchObject({
      kind: 'car',
      category: 'vehicles',
      make_id: toyota,
      model_id: rav4.id,
      make: 'Toyota',
      model: 'RAV4',
      year: 2015,
      mileage: 85_000,
      mileage_unit: 'km',
      fuel: 'Petrol',
      transmission: 'Automatic',
      stock: 1,
    });
    const found = (await send(t.app, `${API}/marketplace/listings?kind=car&search=rav4&limit=50`)).json()
      .data as Listing[];
    expect(found.map((l) => l.id)).toContain(listing.id);
    // An edit keeps the car whole: clearing its mileage is refused, a new gearbox from the list is kept.
    const cleared = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, { mileage: null });
    expect(cleared.statusCode).toBe(422);
    expect(Object.keys(cleared.json().errors)).toEqual(['mileage']);
    const manual = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, {
      transmission: 'Manual',
      mileage: 90_000,
    });
    expect(manual.json().data).toMatchObject({ transmission: 'Manual', mileage: 90_000 });
  });

  it('refuses a car without its fields, naming each (contract CAR_REQUIRED)', async () => {
    const res = await call(seller, 'POST', '/marketplace/listings', {
      kind: 'car',
      title: 'Old pickup',
      category: 'vehicles',
      condition: 'Used',
      price: 4_000_000,
      city: 'Kigali',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['fuel', 'make_id', 'mileage', 'model_id', 'transmission', 'year'].sort(),
    );
    expect(res.json().errors.year).toEqual(['The year field is required.']);
  });

  it('refuses a fuel or transmission that is not in the reference lists, and a model of another make', async () => {
    const res = await call(
      seller,
      'POST',
      '/marketplace/listings',
      car({ fuel: 'Coal', transmission: 'Pedal' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      fuel: ['Choose a fuel from the list.'],
      transmission: ['Choose a transmission from the list.'],
    });
    const makes = (await send(t.app, `${API}/makes`)).json().data as { id: number; name: string }[];
    const nissan = makes.find((m) => m.name === 'Nissan')?.id;
    const wrong = await call(seller, 'POST', '/marketplace/listings', car({ make_id: nissan }));
    expect(Object.keys(wrong.json().errors)).toEqual(['model_id']);
  });

  it('reorders the photos (the first is the cover); refuses a partial or foreign set and other members', async () => {
    const created = await call(seller, 'POST', '/marketplace/listings', {
      title: 'Side mirror',
      category: 'exterior',
      condition: 'Used',
      price: 35_000,
      city: 'Kigali',
      status: 'published',
    });
    const listing = created.json().data as Listing;
    const rows = await t.database.db
      .insert(listingImages)
      .values(
        ['exterior-0', 'exterior-1', 'exterior-2'].map((key, position) => ({
          listingId: listing.id,
          position,
          source: 'generated' as const,
          key,
        })),
      )
      .returning({ id: listingImages.id });
    const [a, b, c] = rows.map((r) => r.id) as [number, number, number];
    const url = `/marketplace/listings/${listing.id}/photos/order`;
    const moved = await call(seller, 'PUT', url, { image_ids: [c, a, b] });
    expect(moved.statusCode, moved.body).toBe(200);
    const data = moved.json().data as Listing;
    expect(data.images.map((i) => i.id)).toEqual([c, a, b]);
    expect(data.images.map((i) => i.position)).toEqual([0, 1, 2]);
    expect(data.image_url).toBe(data.images[0]?.medium_url);
    const publicView = (await send(t.app, `${API}/marketplace/listings/${listing.id}`)).json()
      .data as Listing;
    expect(publicView.images.map((i) => i.id)).toEqual([c, a, b]);

    for (const image_ids of [
      [c, a],
      [a, b, c, 999_999],
      [a, a, b],
    ]) {
      const bad = await call(seller, 'PUT', url, { image_ids });
      expect(bad.statusCode, JSON.stringify(image_ids)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['image_ids']);
    }
    expect((await call(other, 'PUT', url, { image_ids: [a, b, c] })).statusCode).toBe(404);
    const after = (await send(t.app, `${API}/marketplace/listings/${listing.id}`)).json().data as Listing;
    expect(after.images.map((i) => i.id)).toEqual([c, a, b]);
  });
});
