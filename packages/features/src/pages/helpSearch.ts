/**
 * The Help Center's search over its FAQ (spec §2 Static pages "Help Center: search box"; issue #12):
 * accent- and case-insensitive, every word of the search found in the question or the answer.
 */

/** `text` folded for comparison: lower case, accents removed ('Éte' → 'ete'), spaces collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** One FAQ entry: question and answer. */
export interface FaqItem {
  q: string;
  a: string;
}

/**
 * The items matching `query`: each word of the folded search appears in the folded question or answer
 * (in any order); a blank search keeps every item. Order is kept.
 */
export function filterFaq<T extends FaqItem>(items: readonly T[], query: string): T[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const hay = foldText(`${item.q} ${item.a}`);
    return words.every((w) => hay.includes(w));
  });
}
