/**
 * Pure helpers of the top-bar search (issue #12 `GET /search`): when a text is worth sending, how the
 * hits group into sections and where "See all parts" goes. No React, so they are unit-tested.
 */
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchHit, type SearchKind } from '@gari/contract/search';

/** Fewest characters (after trimming) before the dialog searches. */
export const SEARCH_MIN_CHARS = 2;
/** Pause after typing before the search is sent (ms). */
export const SEARCH_TYPING_DEBOUNCE_MS = 250;

/**
 * The text to send for `text`: trimmed, inner runs of spaces as one, cut to the server's 100
 * characters; `null` when shorter than {@link SEARCH_MIN_CHARS}.
 */
export function searchTextOf(text: string): string | null {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
  return q.length >= SEARCH_MIN_CHARS ? q : null;
}

/** One section of results: its kind and hits (best first). */
export interface SearchSection {
  kind: SearchKind;
  hits: SearchHit[];
}

/** The hits as sections in the contract's kind order (listing … member), empty kinds left out. */
export function groupHits(hits: readonly SearchHit[]): SearchSection[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
    (s) => s.hits.length > 0,
  );
}

/** The spareshop list searching `q` (spec §2 Marketplace "Search box"): `/marketplace?search=q`. */
export function allPartsHref(q: string): string {
  return `/marketplace?search=${encodeURIComponent(q)}`;
}
