/**
 * The top-bar search (issue #12 `GET /search?q=`; spec §2 Global chrome): the best
 * {@link SEARCH_PER_KIND} of each kind, each found in SQL on its own index and limited there:
 *
 * - listings: the spareshop's search (`marketplace/search.ts`: full text on the listings' GIN index,
 *   typos through the trigram index of the search vocabulary), published parts and cars only;
 * - garages, carwashes, gas stations (one query, the best 5 per type by window), convoys and members:
 *   a substring of the name (and city, brand, address, makes served; description; username), or a name whose words
 *   are trigram-similar to the search (pg_trgm `<%`, so "Remra" finds "Remera"); ranked by pg_trgm's
 *   word similarity, a substring first. Provider staff accounts are not members here.
 */
import { toMajor } from '@gari/contract/marketplaceOptions';
import {
  SEARCH_KINDS,
  SEARCH_PER_KIND,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
} from '@gari/contract/search';
import { and, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { likePattern } from '../db/filters';
import { convoys, listings, providerStaff, providers, users } from '../db/schema';
import { searchSql, searchTerms } from '../marketplace/search';

/** Site route of a provider of each type (provider pages take the slug). */
const PROVIDER_HREF = {
  garage: (slug: string) => `/providers/garage/${encodeURIComponent(slug)}`,
  carwash: (slug: string) => `/providers/carwash/${encodeURIComponent(slug)}`,
  gas_station: (slug: string) => `/gas-station/${encodeURIComponent(slug)}`,
} as const;

/** Thousands separators, no trailing zeros: 45000 → "45,000", 12.5 → "12.5". */
const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * Match rank of `column` for the search `q`: 2 for the whole value (any case), 1 for a substring,
 * else pg_trgm's word similarity (0..1).
 */
const rankOf = (column: SQL, q: string, pattern: string) =>
  sql<number>`greatest(case when lower(${column}) = ${q.toLowerCase()} then 2 when ${column} ilike ${pattern} then 1 else 0 end, word_similarity(${q}, ${column}))`;

/** The hits of `rows`: each row's `id` with the kind, title, subtitle and link `describe` gives it. */
const hitsOf = <R extends { id: SearchHit['id'] }>(rows: R[], describe: (row: R) => Omit<SearchHit, 'id'>) =>
  rows.map((r): SearchHit => ({ id: r.id, ...describe(r) }));

/** Published parts and cars matching `q` (the spareshop's own search), featured and newest first. */
async function searchListings(db: Db, q: string): Promise<SearchHit[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      brand: listings.brand,
      category: listings.category,
      priceMinor: listings.priceMinor,
      exponent: listings.currencyExponent,
      currency: listings.currency,
      city: listings.city,
    })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'published'),
        sql`${listings.kind} <> 'station_product'`,
        ...(await searchSql(db, terms, null)),
      ),
    )
    .orderBy(desc(listings.featured), desc(listings.createdAt), desc(listings.id))
    .limit(SEARCH_PER_KIND);
  return hitsOf(rows, (r) => ({
    kind: 'listing',
    title: r.title,
    subtitle: [
      r.brand ?? r.category,
      `${amount(toMajor(r.priceMinor, r.exponent))} ${r.currency}`,
      r.city,
    ].join(' · '),
    href: `/marketplace/${r.id}`,
  }));
}

/** Garages, carwashes and gas stations whose name, city, brand or address match: the best 5 of each type. */
async function searchProviders(db: Db, q: string): Promise<SearchHit[]> {
  const pattern = likePattern(q);
  const rank = rankOf(sql`${providers.name}`, q, pattern);
  const ranked = db
    .select({
      id: providers.id,
      type: providers.type,
      slug: providers.slug,
      name: providers.name,
      city: providers.city,
      country: providers.country,
      brand: providers.brand,
      rating: providers.rating,
      place:
        sql<number>`row_number() over (partition by ${providers.type} order by ${rank} desc, ${providers.rating} desc, ${providers.id})`.as(
          'place',
        ),
    })
    .from(providers)
    .where(
      sql`(${providers.name} ilike ${pattern} or ${providers.city} ilike ${pattern}
        or ${providers.brand} ilike ${pattern} or ${providers.address} ilike ${pattern}
        or ${q} <% ${providers.name}
        or exists (select 1 from unnest(${providers.brands}) as b(make) where b.make ilike ${pattern}))`,
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.place} <= ${SEARCH_PER_KIND}`)
    .orderBy(ranked.type, ranked.place);
  return hitsOf(rows, (r) => ({
    kind: r.type,
    title: r.name,
    subtitle: [r.brand, `${r.city}, ${r.country}`, r.rating > 0 ? `★ ${r.rating.toFixed(1)}` : null]
      .filter((part): part is string => Boolean(part))
      .join(' · '),
    href: PROVIDER_HREF[r.type](r.slug),
  }));
}

/** Convoys whose name or description match, the closest and biggest first. */
async function searchConvoys(db: Db, q: string): Promise<SearchHit[]> {
  const pattern = likePattern(q);
  const rows = await db
    .select({
      id: convoys.id,
      name: convoys.name,
      category: convoys.category,
      members: convoys.membersCount,
      posts: convoys.postsCount,
    })
    .from(convoys)
    .where(
      sql`(${convoys.name} ilike ${pattern} or ${convoys.description} ilike ${pattern} or ${q} <% ${convoys.name})`,
    )
    .orderBy(desc(rankOf(sql`${convoys.name}`, q, pattern)), desc(convoys.membersCount), convoys.id)
    .limit(SEARCH_PER_KIND);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return hitsOf(rows, (r) => ({
    kind: 'convoy',
    title: r.name,
    subtitle: [r.category, plural(r.members, 'member'), plural(r.posts, 'post')].join(' · '),
    href: `/communities/${r.id}`,
  }));
}

/** Members (not provider staff) whose name or username match, the closest first. */
async function searchMembers(db: Db, q: string): Promise<SearchHit[]> {
  const pattern = likePattern(q);
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, country: users.country })
    .from(users)
    .where(
      and(
        sql`(${users.name} ilike ${pattern} or ${users.username} ilike ${pattern}
          or ${q} <% ${users.name} or ${q} <% ${users.username})`,
        notExists(
          db
            .select({ one: providerStaff.userId })
            .from(providerStaff)
            .where(eq(providerStaff.userId, users.id)),
        ),
      ),
    )
    .orderBy(
      desc(
        sql`greatest(${rankOf(sql`${users.name}`, q, pattern)}, ${rankOf(sql`${users.username}`, q, pattern)})`,
      ),
      users.id,
    )
    .limit(SEARCH_PER_KIND);
  return hitsOf(rows, (r) => ({
    kind: 'member',
    title: r.name,
    subtitle: `@${r.username} · ${r.country}`,
    href: `/members/${encodeURIComponent(r.username)}`,
  }));
}

/**
 * `GET /search?q=` for the trimmed `q` (1–100 characters): the hits of every kind in
 * {@link SEARCH_KINDS} order (at most {@link SEARCH_PER_KIND} each) and the count per kind.
 */
export async function searchEverything(db: Db, q: string): Promise<SearchAnswer> {
  const found = await Promise.all([
    searchListings(db, q),
    searchProviders(db, q),
    searchConvoys(db, q),
    searchMembers(db, q),
  ]);
  const byKind = new Map<SearchKind, SearchHit[]>(SEARCH_KINDS.map((k) => [k, []]));
  for (const hit of found.flat()) byKind.get(hit.kind)?.push(hit);
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, byKind.get(k)?.length ?? 0])) as Record<
    SearchKind,
    number
  >;
  return { data: SEARCH_KINDS.flatMap((k) => byKind.get(k) ?? []), meta: { q, counts } };
}
