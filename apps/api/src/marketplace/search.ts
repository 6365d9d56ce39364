/**
 * Search of the spareshop (issue #10 "PostgreSQL full-text plus trigram"): the text a listing is
 * searched on, the search vocabulary (`search_words`) with typo matching by trigram similarity, OEM
 * numbers with or without separators, and the list's filters as one tsquery on the filter document.
 */
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { likePattern } from '../db/filters';
import { listingFilterDoc, listings, searchWords } from '../db/schema';
import type { ListingFilters } from './listings';

/** An OEM number without separators, lower case: `04465-42160` → `0446542160`. */
export const compactOem = (oem: string) => oem.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The text a listing is searched on (lower case): title, brand, category, condition, OEM numbers as
 * written and without separators, the makes and models it fits (or a car's make and model).
 */
export function searchDocOf(parts: {
  title: string;
  brand?: string | null;
  category: string;
  oemNumbers: readonly string[];
  names: readonly string[];
}): string {
  return [
    parts.title,
    parts.brand ?? '',
    parts.category,
    ...parts.oemNumbers,
    ...parts.oemNumbers.map(compactOem),
    ...parts.names,
  ]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words a search ignores ("brake pads for the rav4"). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'of',
  'to',
  'in',
  'on',
  'with',
  'my',
  'fits',
  'fit',
  'car',
]);

/**
 * Search terms of a query: lower-case words (at most 8); a word with a digit loses its separators so
 * OEM numbers match with or without dashes.
 */
export function searchTerms(search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((w) => (/\d/.test(w) ? compactOem(w) : w.replace(/[^\p{L}\p{N}-]/gu, '')))
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

/** The vocabulary words of a search text: letters only, 3 to 30 long, lower case, unique. */
export function wordsOf(doc: string): string[] {
  return [...new Set(doc.toLowerCase().match(/\p{L}{3,30}/gu) ?? [])];
}

/** Adds the words of `docs` to the search vocabulary (`search_words`). */
export async function rememberWords(db: Db | Tx, docs: readonly string[]): Promise<void> {
  const words = [...new Set(docs.flatMap(wordsOf))];
  for (let i = 0; i < words.length; i += 1000)
    await db
      .insert(searchWords)
      .values(words.slice(i, i + 1000).map((word) => ({ word })))
      .onConflictDoNothing();
}

/**
 * Vocabulary words already seen per database. Words are only ever added to `search_words`, so a word
 * known once stays known: popular searches skip the lookup. Bounded: cleared when it grows past 20,000.
 */
const vocabularySeen = new WeakMap<Db, Set<string>>();

/** The words of `words` that are in the search vocabulary (one primary-key lookup for the unseen ones). */
async function knownWords(db: Db, words: readonly string[]): Promise<Set<string>> {
  let seen = vocabularySeen.get(db);
  if (!seen || seen.size > 20_000) {
    seen = new Set();
    vocabularySeen.set(db, seen);
  }
  const known = new Set(words.filter((w) => seen.has(w)));
  const unseen = words.filter((w) => !known.has(w));
  if (unseen.length === 0) return known;
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, unseen));
  for (const { word } of rows) {
    known.add(word);
    seen.add(word);
  }
  return known;
}

/**
 * The vocabulary words closest to `term` (a typo), best first: trigram similarity above pg_trgm's
 * threshold (`%`), in distance order from the GiST index (`<->`, KNN), at most 4.
 */
async function closestWords(db: Db, term: string): Promise<string[]> {
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${term}`)
    .orderBy(sql`${searchWords.word} <-> ${term}`, asc(searchWords.word))
    .limit(4);
  return rows.map((r) => r.word);
}

/**
 * The list's filters as lexemes of {@link listingFilterDoc} (`'country_rw' & 'category_brakes' &
 * ('condition_new' | 'condition_used') & 'kind_part'`), a tsquery text; null without such filters.
 * Values are the contract's enums and country codes; anything but letters and digits is dropped.
 */
export function filterQueryOf(
  q: Partial<Pick<ListingFilters, 'country' | 'category' | 'condition' | 'kind'>>,
): string | null {
  const lexeme = (prefix: string, value: string) =>
    `'${prefix}_${value.toLowerCase().replace(/[^a-z0-9]/g, '')}'`;
  const parts: string[] = [];
  if (q.country) parts.push(lexeme('country', q.country));
  if (q.category) parts.push(lexeme('category', q.category));
  if (q.kind) parts.push(lexeme('kind', q.kind));
  if (q.condition?.length) parts.push(`(${q.condition.map((c) => lexeme('condition', c)).join(' | ')})`);
  return parts.length > 0 ? parts.join(' & ') : null;
}

/**
 * SQL of a search. A term whose words are all in the vocabulary is matched in full text (english
 * stemming: "pads" = "pad"); an unknown word (a typo) as its closest vocabulary words by trigram
 * similarity (pg_trgm: "brak" → "brake"); a word like nothing known, or a term with a digit (an OEM
 * number, separators dropped) or under 3 letters, as a substring. Every term must match. The vocabulary
 * is read once for every term; the trigram search runs only for the typos. The full-text terms and the
 * list's filters (`filters`, see {@link filterQueryOf}) make ONE tsquery on {@link listingFilterDoc},
 * which its GIN index answers with exactly the matching listings.
 */
export async function searchSql(db: Db, terms: readonly string[], filters: string | null): Promise<SQL[]> {
  const worded = terms.filter((term) => !/\d/.test(term) && term.length >= 3);
  const known = await knownWords(db, [...new Set(worded.flatMap(wordsOf))]);
  // Each term: a substring condition, or the words its full-text query matches.
  const matched = await Promise.all(
    terms.map(async (term): Promise<SQL | string[]> => {
      const like = sql`${listings.searchDoc} ilike ${likePattern(term)}`;
      if (!worded.includes(term)) return like;
      const typed = wordsOf(term);
      const words =
        typed.length > 0 && typed.every((w) => known.has(w))
          ? typed
          : [...new Set(await closestWords(db, term))].slice(0, 3);
      return words.length === 0 ? like : words;
    }),
  );
  const substring = matched.filter((m): m is SQL => !Array.isArray(m));
  const fullText = matched
    .filter((m): m is string[] => Array.isArray(m))
    .map((words) => sql`to_tsquery('english', ${words.join(' | ')})`);
  if (fullText.length === 0) return substring;
  const query = sql`(${sql.join([...fullText, ...(filters ? [sql`${filters}::tsquery`] : [])], sql` && `)})`;
  // A stop word ("for", "the") adds nothing to the query; only stop words filter nothing out.
  return [...substring, sql`(numnode(${query}) = 0 or ${listingFilterDoc(listings)} @@ ${query})`];
}
