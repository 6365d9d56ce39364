/**
 * The member's fuel city (issue #11 "the home page shows today's cheapest fuel in the member's city"):
 * the city last chosen in the gas station list, kept in the browser (members have no city on their
 * account), read by the home page's fuel card. Nothing is kept where the browser keeps nothing
 * (server, blocked storage).
 */
import { browserStorage, type StorageLike } from '@gari/client/storage';

/** What these helpers use of a storage (`localStorage`, or a fake in tests). */
type KeyValueStorage = Pick<StorageLike, 'getItem' | 'setItem'>;

/** Local storage key of the member's fuel city. */
export const GAS_CITY_KEY = 'gari.gasCity';

/** Remembers `city` (ignored when blank). */
export function rememberGasCity(city: string, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    if (city.trim() !== '') storage?.setItem(GAS_CITY_KEY, city.trim());
  } catch {
    // A full or refused storage keeps nothing.
  }
}

/** The remembered fuel city, or null. */
export function rememberedGasCity(storage: KeyValueStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(GAS_CITY_KEY) || null;
  } catch {
    return null;
  }
}
