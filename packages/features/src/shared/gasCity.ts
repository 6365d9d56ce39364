/**
 * The member's fuel city (issue #11 "the home page shows today's cheapest fuel in the member's city"):
 * the city last chosen in the gas station list, kept in the browser (members have no city on their
 * account), read by the home page's fuel card.
 */
import { browserStorage, type StorageLike } from '@gari/client/storage';

/** Local storage key of the member's fuel city. */
export const GAS_CITY_KEY = 'gari.gasCity';

/** Remembers `city` (ignored when blank or when the browser keeps nothing). */
export function rememberGasCity(city: string, storage: StorageLike | null = browserStorage()): void {
  if (city.trim() !== '') storage?.setItem(GAS_CITY_KEY, city.trim());
}

/** The remembered fuel city, or null. */
export function rememberedGasCity(storage: StorageLike | null = browserStorage()): string | null {
  return storage?.getItem(GAS_CITY_KEY) || null;
}
