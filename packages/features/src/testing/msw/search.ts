/**
 * The top-bar search of the fake backend (issue #12 `GET /search?q=`): the API's answer over the
 * scenario's listings, garages, carwashes, gas stations, convoys and members — at most 5 per kind in
 * the contract's kind order, each with its site route. A name matches on a substring of the search, or
 * when every search word is within one typo of one of its words (the API uses pg_trgm similarity).
 * The query is validated with the contract's schema (422 naming `q`).
 */

import { SEARCH_KINDS, SEARCH_PER_KIND, type SearchHit, SearchQuery } from '@gari/contract/search';
import { FAKE_MEMBERS } from '../fixtures/convoys';
import { handle } from './handle';
import { parse } from './marketplace';

/** True when `a` and `b` differ by at most one insertion, deletion or substitution. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** True when `q` matches one of `texts` (see the module comment). */
function matches(q: string, texts: readonly (string | null | undefined)[]): boolean {
  const needle = q.toLowerCase();
  const words = needle.split(/\s+/).filter(Boolean);
  return texts.some((text) => {
    if (!text) return false;
    const hay = text.toLowerCase();
    if (hay.includes(needle)) return true;
    const hayWords = hay.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return words.every((w) => hayWords.some((h) => h.startsWith(w) || withinOneEdit(w, h)));
  });
}

/** Every search route. */
export const searchRoutes = [
  handle('GET', '/search', ({ s, query }) => {
    const { q } = parse(SearchQuery, Object.fromEntries(query.entries()));
    const db = s.db;
    const hits: SearchHit[] = [
      ...db.marketplace.listings
        .filter((l) => l.status === 'published' && l.kind !== 'station_product')
        .filter((l) => matches(q, [l.title, l.brand, l.category]))
        .map(
          (l): SearchHit => ({
            id: l.id,
            kind: 'listing',
            title: l.title,
            subtitle: `${l.brand ?? l.category} · ${l.price.toLocaleString('en-US')} ${l.currency} · ${l.city}`,
            href: `/marketplace/${l.id}`,
          }),
        ),
      ...db.providers
        .filter((p) => matches(q, [p.name, p.city]))
        .map(
          (p): SearchHit => ({
            id: p.id,
            kind: p.type,
            title: p.name,
            subtitle: `${p.city}, ${p.country}`,
            href: `/providers/${p.type}/${p.slug}`,
          }),
        ),
      ...db.gas.stations
        .filter((g) => matches(q, [g.name, g.city, g.brand]))
        .map(
          (g): SearchHit => ({
            id: g.id,
            kind: 'gas_station',
            title: g.name,
            subtitle: `${g.brand} · ${g.city}, ${g.country}`,
            href: `/gas-station/${g.slug}`,
          }),
        ),
      ...db.community.convoys
        .filter((c) => matches(q, [c.name, c.description]))
        .map(
          (c): SearchHit => ({
            id: c.id,
            kind: 'convoy',
            title: c.name,
            subtitle: `${c.category} · ${c.member_ids.length} members`,
            href: `/communities/${c.id}`,
          }),
        ),
      ...FAKE_MEMBERS.filter((m) => matches(q, [m.name, m.username])).map(
        (m): SearchHit => ({
          id: m.id,
          kind: 'member',
          title: m.name,
          subtitle: `@${m.username} · ${m.country}`,
          href: `/members/${m.username}`,
        }),
      ),
    ];
    const data = SEARCH_KINDS.flatMap((kind) =>
      hits.filter((h) => h.kind === kind).slice(0, SEARCH_PER_KIND),
    );
    const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, data.filter((h) => h.kind === k).length]));
    return { data, meta: { q, counts } };
  }),
];
