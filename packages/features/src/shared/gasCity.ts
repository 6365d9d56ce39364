/**
 * The member's fuel city (issue #11 "the home page shows today's cheapest fuel in the member's city"):
 * the city last chosen in the gas station list, kept in the browser (members have no city on their
 * account), read by the home page's fuel card. Nothing is kept where the browser keeps nothing
 * (server, blocked storage).
 */

/** Local storage key of the member's fuel city. */
export const GAS_CITY_KEY = 'gari.gasCity';

/** What the helpers need of a storage (`localStorage`). */
type CityStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `localStorage`, or null where it is missing or refused (privacy mode, sandboxed iframe). */
function localStore(): CityStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Remembers `city` (ignored when blank). */
export function rememberGasCity(city: string, storage: CityStorage | null = localStore()): void {
  try {
    if (city.trim() !== '') storage?.setItem(GAS_CITY_KEY, city.trim());
  } catch {
    // A full or refused storage keeps nothing.
  }
}

/** The remembered fuel city, or null. */
export function rememberedGasCity(storage: CityStorage | null = localStore()): string | null {
  try {
    return storage?.getItem(GAS_CITY_KEY) || null;
  } catch {
    return null;
  }
}
