import { isApiError } from '@gari/client/errors';

/** Reads a route `{id}`: a positive integer, else null (shown as 'Vehicle not found'). */
export function parseVehicleId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** True for a 404 answer (another member's vehicle or a missing one). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * The answer of a GET of one thing, or null when the server answers 404 (a page's 'not found': an
 * answer, not a failure). Other failures throw.
 */
export async function nullIfNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A local calendar date as 'YYYY-MM-DD' (the default and the upper bound of the date fields). */
export function todayIso(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
