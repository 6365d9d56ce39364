/**
 * The list's search index (issue #10 "Done when" 4, migration 0007): a search with filters runs as one
 * tsquery on the search text plus filter lexemes (`listingFilterDoc`), and must find exactly what the
 * search alone finds, narrowed by the filters; the total stops at LISTING_TOTAL_CAP. On PGlite (where
 * the typo search once hung next to btree_gin) and, with DATABASE_URL, PostgreSQL.
 */
import { LISTING_TOTAL_CAP, type Listing, type ListingPage } from '@gari/contract/marketplace';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../db/schema';
import { seedMarketplaceScale } from '../seed/marketplace';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { send } from '../testing/http';
import { filterQueryOf } from './search';

const URL = '/api/v1/marketplace/listings';

describe('filter lexemes', () => {
  it('names each filter value as a lexeme, conditions as alternatives, nothing else', () => {
    expect(filterQueryOf({})).toBeNull();
    expect(
      filterQueryOf({ country: 'RW', category: 'brakes', kind: 'part', condition: ['New', 'Used'] }),
    ).toBe("'country_rw' & 'category_brakes' & 'kind_part' & ('condition_new' | 'condition_used')");
    // Only letters and digits reach the tsquery text.
    expect(filterQueryOf({ country: "R'W" as never })).toBe("'country_rw'");
  });
});

describe.each(BACKENDS)('search with filters on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 240_000);
  afterAll(() => t?.close());

  const page = async (query: string): Promise<ListingPage> => {
    const res = await send(t.app, `${URL}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingPage;
  };
  const every = async (query: string): Promise<Listing[]> => {
    const out: Listing[] = [];
    let cursor: string | null = null;
    do {
      const p: ListingPage = await page(`${query}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      out.push(...p.data);
      cursor = p.meta.next_cursor;
    } while (cursor);
    return out;
  };

  it('finds what the search alone finds, narrowed by country, category, condition and kind', async () => {
    const cases: [string, Record<string, string>, (l: Listing) => boolean][] = [
      [
        'brake pads',
        { country: 'RW', category: 'brakes' },
        (l) => l.country === 'RW' && l.category === 'brakes',
      ],
      ['brak pads', { country: 'KE', condition: 'New' }, (l) => l.country === 'KE' && l.condition === 'New'],
      [
        'filter',
        { kind: 'part', condition: 'New,Used' },
        (l) => l.kind === 'part' && l.condition !== 'Certified',
      ],
      ['toyota', { kind: 'car' }, (l) => l.kind === 'car'],
      ['the shock absorber for my car', { category: 'suspension' }, (l) => l.category === 'suspension'],
    ];
    for (const [search, filters, keep] of cases) {
      const q = encodeURIComponent(search);
      const alone = await every(`search=${q}`);
      expect(alone.length, search).toBeGreaterThan(0);
      const narrowed = await every(`search=${q}&${new URLSearchParams(filters)}`);
      const expected = alone.filter(keep).map((l) => l.id);
      expect(expected.length, `${search} ${JSON.stringify(filters)}`).toBeGreaterThan(0);
      expect(
        narrowed.map((l) => l.id).sort((a, b) => a - b),
        search,
      ).toEqual(expected.sort((a, b) => a - b));
      const first = await page(`search=${q}&${new URLSearchParams(filters)}`);
      expect(first.meta.total).toBe(expected.length);
    }
    // Only stop words: the search filters nothing out, the filters still apply.
    const stop = await page('search=the%20for&country=UG');
    const all = await page('country=UG');
    expect(stop.meta.total).toBe(all.meta.total);
  });

  it(`counts at most ${LISTING_TOTAL_CAP} matches, the same on every page`, async () => {
    const target = LISTING_TOTAL_CAP + 200;
    await seedMarketplaceScale(t.database.db, target);
    const [published] = await t.database.db.select({ n: count() }).from(listings);
    expect(published?.n).toBeGreaterThan(LISTING_TOTAL_CAP);
    const first = await page('limit=50');
    expect(first.meta.total).toBe(LISTING_TOTAL_CAP);
    const second = await page(`limit=50&cursor=${first.meta.next_cursor}`);
    expect(second.meta.total).toBe(LISTING_TOTAL_CAP);
    // A narrow list keeps its exact count.
    const narrow = await page('country=RW&category=electrical&condition=Certified');
    expect(narrow.meta.total).toBeLessThan(LISTING_TOTAL_CAP);
    expect(narrow.meta.total).toBe(
      (await every('country=RW&category=electrical&condition=Certified')).length,
    );
  }, 240_000);
});
