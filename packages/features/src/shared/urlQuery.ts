/**
 * Reading list filters from a URL query (the garage, carwash and spareshop lists keep their filters
 * in the URL so a filtered list is a shareable link).
 */

/** A query value as a number ≥ 0; null when missing, blank, negative or not a number. */
export function queryNumber(v: string | null): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
