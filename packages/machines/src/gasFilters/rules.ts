/**
 * Pure rules of the gas station filters (issue #11; spec §2 Gas stations): the reference point of
 * distances, which filters need it, what Reset keeps, and the panel's badge count.
 */
import type { GasCity, GasFilters, LatLng, ReferencePoint } from './types';

/** True when both filter sets are the same (amenities compared as sets). */
export function sameFilters(a: GasFilters, b: GasFilters): boolean {
  return (
    a.q === b.q &&
    a.fuel === b.fuel &&
    a.oil_brand === b.oil_brand &&
    a.sort === b.sort &&
    a.max_distance === b.max_distance &&
    a.open_now === b.open_now &&
    a.city === b.city &&
    a.amenities.length === b.amenities.length &&
    a.amenities.every((x) => b.amenities.includes(x))
  );
}

/**
 * True when these filters need a reference point the member has not given yet: sorting by Nearest, or
 * a distance other than the default (spec §2 "Nearest asks for location").
 */
export const wantsPosition = (filters: GasFilters, defaults: GasFilters): boolean =>
  filters.sort === 'nearest' || filters.max_distance !== defaults.max_distance;

/**
 * Where distances are measured from (issue #11 "'Nearest' … falls back to the chosen city's centre"):
 * the member's `position` when located, else the centre of the chosen city (`filters.city`, when it is
 * among `cities`), else null (the list is then ordered by city and name, and not cut by distance).
 */
export function referencePoint(
  filters: Pick<GasFilters, 'city'>,
  position: LatLng | null,
  cities: readonly GasCity[],
): ReferencePoint | null {
  if (position) return { ...position, source: 'device' };
  const city = filters.city ? cities.find((c) => c.name.toLowerCase() === filters.city.toLowerCase()) : null;
  return city ? { lat: city.latitude, lng: city.longitude, source: 'city' } : null;
}

/** What Reset gives: every panel filter at its default; search, fuel and sort kept (spec §2 Reset). */
export const resetFilters = (current: GasFilters, defaults: GasFilters): GasFilters => ({
  ...defaults,
  amenities: [...defaults.amenities],
  q: current.q,
  fuel: current.fuel,
  sort: current.sort,
});

/** How many panel filters differ from the defaults (the badge on the Filters button). */
export function activeGasFilterCount(filters: GasFilters, defaults: GasFilters): number {
  return (
    (filters.oil_brand !== defaults.oil_brand ? 1 : 0) +
    (filters.max_distance !== defaults.max_distance ? 1 : 0) +
    (filters.open_now !== defaults.open_now ? 1 : 0) +
    (filters.city !== defaults.city ? 1 : 0) +
    filters.amenities.length
  );
}
