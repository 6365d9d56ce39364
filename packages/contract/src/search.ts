/**
 * The top-bar search (spec §2 Global chrome "search button"; issue #12 `GET /search?q=`): one call
 * across spareshop listings, garages, carwashes, gas stations, convoys and members, the best few of
 * each kind, each linking to its site page.
 */
import { z } from 'zod';
import { Text } from './common';

/** What the search looks through, in the order the answer lists them. */
export const SEARCH_KINDS = ['listing', 'garage', 'carwash', 'gas_station', 'convoy', 'member'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per kind (the best first). */
export const SEARCH_PER_KIND = 5;

/** Longest search text, in characters (after trimming). */
export const SEARCH_MAX_LENGTH = 100;

/** Field message of a blank search. */
export const SEARCH_BLANK_MESSAGE = 'Type something to search for.';
/** Field message of a search over {@link SEARCH_MAX_LENGTH} characters. */
export const SEARCH_TOO_LONG_MESSAGE = `Search with at most ${SEARCH_MAX_LENGTH} characters.`;

/** `GET /search?q=`: `q` trimmed, 1 to 100 characters, else a 422 naming `q`. */
export const SearchQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    Text.min(1, SEARCH_BLANK_MESSAGE).max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE),
  ),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/**
 * One result: `id` (a listing, provider or member number; a convoy's `category:key`), `kind`,
 * `title` (name or listing title), `subtitle` (where, price or counts; one line) and `href`, the site
 * route that shows it (`/marketplace/{id}`, `/providers/garage/{slug}`, `/providers/carwash/{slug}`,
 * `/gas-station/{slug}`, `/communities/{id}`, `/members/{username}`).
 */
export const SearchHit = z.object({
  id: z.union([z.number().int(), z.string()]),
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/**
 * `GET /search` answer: `data`, the hits grouped by kind in {@link SEARCH_KINDS} order, at most
 * {@link SEARCH_PER_KIND} of each, best first; `meta.q` the trimmed search and `meta.counts` the hits
 * per kind (0 for none).
 */
export const SearchAnswer = z.object({
  data: z.array(SearchHit),
  meta: z.object({
    q: z.string(),
    counts: z.record(z.enum(SEARCH_KINDS), z.number().int()),
  }),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;
