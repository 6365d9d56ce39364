/**
 * Convoy list, detail, join/leave and the derived convoys joined with a car (issue #12 "Server";
 * spec §2 Convoys list, §3 Convoy, §7, §9), on the seeded community.
 */
import type { Convoy, ConvoyPage } from '@gari/contract/convoys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

describe.each(BACKENDS)('convoys on $name', (backend) => {
  let t: TestApp;
  let amina: Member;
  const list = async (query = '', m?: Member) => {
    const res = await send(t.app, `/api/v1/convoys${query}`, m ? { headers: m.auth } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConvoyPage;
  };
  const get = async (id: string, m?: Member) =>
    send(t.app, `/api/v1/convoys/${encodeURIComponent(id)}`, m ? { headers: m.auth } : {});

  beforeAll(async () => {
    t = await createTestApp(backend);
    amina = await registerMember(t.app, { tag: 'amina' });
  }, 120_000);
  afterAll(() => t.close());

  it('lists convoys with search, category, sorts and pages', async () => {
    const first = await list();
    expect(first.meta).toMatchObject({ per_page: 12, current_page: 1 });
    expect(first.meta.total).toBeGreaterThanOrEqual(30);
    const counts = first.data.map((c) => c.members_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(first.data[0]).toMatchObject({ is_joined: false, my_vehicle_ids: [] });
    expect(first.data[0]?.cover).toMatch(/^\/api\/v1\/convoy-images\/cover-[a-z]+-\d\.svg$/);

    const pages = await Promise.all([1, 2, 3].map((page) => list(`?per_page=10&page=${page}`)));
    const ids = pages.flatMap((p) => p.data.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);

    const classic = await list('?category=classic&per_page=50');
    expect(classic.data.length).toBeGreaterThan(0);
    expect(classic.data.every((c) => c.category === 'classic')).toBe(true);

    const search = await list('?q=kigali');
    expect(search.data.length).toBeGreaterThan(0);
    for (const c of search.data) expect(`${c.name} ${c.description}`.toLowerCase()).toContain('kigali');
    expect((await list('?q=100%25_')).meta.total).toBe(0);

    const kenya = await list('?country=ke&per_page=50');
    expect(kenya.data.every((c) => c.country === 'KE' || c.country === null)).toBe(true);

    for (const [sort, key] of [
      ['posts', 'posts_count'],
      ['activity', 'recent_activity'],
      ['newest', 'created_at'],
    ] as const) {
      const values = (await list(`?sort=${sort}&per_page=50`)).data.map((c: Convoy) => c[key]);
      expect(values, sort).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    }

    const bad = await send(t.app, '/api/v1/convoys?sort=likes&category=cars&per_page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'per_page', 'sort']);
  });

  it('shows a convoy, 404 for an unknown one, 422 for a malformed id', async () => {
    const res = await get('local:kigali-cruisers');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 'local:kigali-cruisers',
      category: 'local',
      key: 'kigali-cruisers',
      name: 'Kigali Cruisers',
      country: 'RW',
    });
    expect((await send(t.app, res.json().data.cover)).headers['content-type']).toContain('image/svg+xml');
    const missing = await get('local:nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Convoy not found.');
    expect((await get('Not An Id')).statusCode).toBe(422);
  });

  it('joins and leaves idempotently, counting members exactly', async () => {
    const id = 'culture:safari-rally-fans';
    const before = (await get(id)).json().data.members_count as number;
    expect((await send(t.app, `/api/v1/convoys/${id}/join`, { body: {} })).statusCode).toBe(401);
    const joined = await send(t.app, `/api/v1/convoys/${id}/join`, { headers: amina.auth, body: {} });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ data: { is_joined: true, members_count: before + 1 } });
    const again = await send(t.app, `/api/v1/convoys/${id}/join`, { headers: amina.auth, body: {} });
    expect(again.json().data.members_count).toBe(before + 1);
    expect((await get(id, amina)).json().data.is_joined).toBe(true);
    expect((await list('?joined=true', amina)).data.map((c) => c.id)).toContain(id);
    const left = await send(t.app, `/api/v1/convoys/${id}/leave`, { headers: amina.auth, body: {} });
    expect(left.json()).toMatchObject({ data: { is_joined: false, members_count: before } });
    const twice = await send(t.app, `/api/v1/convoys/${id}/leave`, { headers: amina.auth, body: {} });
    expect(twice.json().data.members_count).toBe(before);
    expect(
      (await send(t.app, '/api/v1/convoys/local:nowhere/join', { headers: amina.auth, body: {} })).statusCode,
    ).toBe(404);
  });

  it('joins the brand, model, fuel and gear convoys when a car is added', async () => {
    const m = await registerMember(t.app, { tag: 'subaru' });
    const makes = (await send(t.app, '/api/v1/makes')).json().data as { id: number; name: string }[];
    const subaru = makes.find((x) => x.name === 'Subaru');
    if (!subaru) throw new Error('no Subaru in the reference makes');
    const models = (await send(t.app, `/api/v1/makes/${subaru.id}/models`)).json().data as {
      id: number;
      name: string;
      start_year: number | null;
    }[];
    const model = models.find((x) => x.name === 'Forester') ?? models[0];
    if (!model) throw new Error('no Subaru model');
    const before = (await get('brand:subaru')).json().data?.members_count ?? 0;
    const created = await send(t.app, '/api/v1/vehicles', {
      headers: m.auth,
      body: {
        make_id: subaru.id,
        model_id: model.id,
        year: Math.max(2015, model.start_year ?? 2015),
        fuel_type: 'Petrol',
        transmission: 'CVT',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const carId = created.json().data.id as number;
    const mine = (await list('?joined=true&per_page=50', m)).data;
    const modelId = `model:subaru-${model.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    expect(mine.map((c) => c.id).sort()).toEqual(['brand:subaru', 'fuel:petrol', 'gear:cvt', modelId].sort());
    const brand = (await get('brand:subaru', m)).json().data as Convoy;
    expect(brand).toMatchObject({ is_joined: true, my_vehicle_ids: [carId], derived: true });
    expect(brand.members_count).toBe(before + 1);
  });
});
