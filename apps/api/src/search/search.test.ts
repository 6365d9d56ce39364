/**
 * The top-bar search (issue #12 `GET /search?q=`): one call finds each kind — spareshop listings,
 * garages, carwashes, gas stations, convoys and members — at most 5 of each, best first, each with
 * id, kind, title, subtitle and its site route; typos still find names and parts; q is trimmed and
 * 1–100 characters, else 422 naming q.
 */
import { SEARCH_KINDS, type SearchAnswer, type SearchHit, type SearchKind } from '@gari/contract/search';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { SEED_MEMBER_DOMAIN } from '../seed/convoys';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { send } from '../testing/http';

describe.each(BACKENDS)('GET /search on $name', (backend) => {
  let t: TestApp;
  const search = async (q: string) => {
    const res = await send(t.app, `/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchAnswer;
  };
  const hitsOf = (answer: SearchAnswer, kind: SearchKind): SearchHit[] =>
    answer.data.filter((h) => h.kind === kind);

  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 120_000);
  afterAll(() => t?.close());

  it('finds spareshop listings with their price and page', async () => {
    const answer = await search('brake pads');
    const listings = hitsOf(answer, 'listing');
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.length).toBeLessThanOrEqual(5);
    for (const hit of listings) {
      expect(hit.title.toLowerCase()).toMatch(/brake|pad/);
      expect(hit.href).toBe(`/marketplace/${hit.id}`);
      expect(hit.subtitle).toMatch(/\d [A-Z]{3}/);
    }
  });

  it('finds garages, carwashes and gas stations, each at its own page', async () => {
    const garages = hitsOf(await search('Remera Auto'), 'garage');
    expect(garages[0]).toMatchObject({
      kind: 'garage',
      title: 'Remera Auto Care',
      href: '/providers/garage/remera-auto-care',
    });
    const carwashes = hitsOf(await search('Sparkle'), 'carwash');
    expect(carwashes[0]).toMatchObject({ title: 'Kimihurura Sparkle Wash' });
    expect(carwashes[0]?.href).toMatch(/^\/providers\/carwash\/[a-z0-9-]+$/);
    const stations = hitsOf(await search('Engen Gikondo'), 'gas_station');
    expect(stations[0]).toMatchObject({ title: 'Engen Gikondo' });
    expect(stations[0]?.href).toMatch(/^\/gas-station\/[a-z0-9-]+$/);
    expect(stations[0]?.subtitle).toContain('Kigali, RW');
  });

  it('finds convoys and members', async () => {
    const convoys = hitsOf(await search('Kigali Cruisers'), 'convoy');
    expect(convoys[0]).toMatchObject({
      id: 'local:kigali-cruisers',
      title: 'Kigali Cruisers',
      href: '/communities/local:kigali-cruisers',
    });
    expect(convoys[0]?.subtitle).toMatch(/\d+ members?/);

    const [seeded] = await t.database.db
      .select({ id: users.id, name: users.name, username: users.username })
      .from(users)
      .where(like(users.email, `%@${SEED_MEMBER_DOMAIN}`))
      .limit(1);
    if (!seeded) throw new Error('no seeded member');
    const byUsername = hitsOf(await search(seeded.username), 'member');
    expect(byUsername[0]).toMatchObject({
      id: seeded.id,
      title: seeded.name,
      href: `/members/${seeded.username}`,
      subtitle: expect.stringContaining(`@${seeded.username}`),
    });
    expect(hitsOf(await search(seeded.name), 'member')[0]?.title).toBe(seeded.name);
  });

  it('never shows provider staff as members, nor anyone by email', async () => {
    const staff = hitsOf(await search('staff'), 'member');
    expect(staff.every((h) => !h.subtitle.includes('staff.'))).toBe(true);
    expect(hitsOf(await search(SEED_MEMBER_DOMAIN), 'member')).toEqual([]);
  });

  it('answers at most 5 per kind, grouped in kind order, with the counts', async () => {
    const answer = await search('Kigali');
    expect(hitsOf(answer, 'garage')).toHaveLength(5);
    expect(hitsOf(answer, 'gas_station')).toHaveLength(5);
    const order = answer.data.map((h) => SEARCH_KINDS.indexOf(h.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const kind of SEARCH_KINDS) expect(answer.meta.counts[kind]).toBe(hitsOf(answer, kind).length);
    expect(answer.meta.q).toBe('Kigali');
  });

  it('still finds names and parts with a typo', async () => {
    const typo = await search('Remra Auto');
    expect(hitsOf(typo, 'garage')[0]?.title).toBe('Remera Auto Care');
    expect(hitsOf(await search('Kigali Crusers'), 'convoy')[0]?.id).toBe('local:kigali-cruisers');
    const parts = hitsOf(await search('brak pads'), 'listing');
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((h) => /brake|pad/i.test(h.title))).toBe(true);
  });

  it('answers nothing for a search that matches nothing', async () => {
    const answer = await search('zzqxv wjkq');
    expect(answer.data).toEqual([]);
    expect(Object.values(answer.meta.counts).every((n) => n === 0)).toBe(true);
  });

  it('trims q and refuses a blank or over-long one naming q', async () => {
    expect((await search('  Sparkle  ')).meta.q).toBe('Sparkle');
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await send(t.app, `/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['q']);
    }
    const missing = await send(t.app, '/api/v1/search');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.q).toEqual(['The q field is required.']);
    expect((await send(t.app, `/api/v1/search?q=${'x'.repeat(100)}`)).statusCode).toBe(200);
  });
});
