/**
 * The filters of the gas station list in the URL query, so a filtered list is a shareable link
 * (issue #11; spec §2 Gas stations; §5 distance 1–50 km step 1; §9 fuels, amenities, oil brands), and
 * the API query they make (GET /gas-stations). The machine holding them is `@gari/machines/gasFilters`.
 * Distances in km.
 */
import {
  AMENITIES,
  DEFAULT_FUEL,
  FUEL_TYPES,
  fuelOf,
  GAS_DISTANCE_SLIDER,
  GAS_SORTS,
  type GasSort,
} from '@gari/contract/gasOptions';
import type { GasStationQuery } from '@gari/contract/gasStations';
import type { GasFilters, ReferencePoint } from '@gari/machines/gasFilters';
import { queryNumber } from '../shared/urlQuery';

export { AMENITIES, FUEL_TYPES, GAS_DISTANCE_SLIDER };

/** Stations per page (Load More asks for the next). */
export const GAS_STATIONS_PER_PAGE = 12;

/**
 * Sort choices (spec §2 "Nearest or Best Price"), in order; views show them as `sortNearest` and
 * `sortBestPrice` of the gas stations catalog.
 */
export const GAS_SORT_OPTIONS: ReadonlyArray<{ id: GasSort }> = [{ id: 'nearest' }, { id: 'price' }];

/** The defaults (spec §2, §9): Essence, Nearest, 25 km, Any Time, All Brands, all cities, no amenity. */
export const DEFAULT_GAS_FILTERS: GasFilters = {
  q: '',
  fuel: DEFAULT_FUEL,
  oil_brand: '',
  sort: 'nearest',
  max_distance: GAS_DISTANCE_SLIDER.default,
  open_now: false,
  amenities: [],
  city: '',
};

const TRUE = ['1', 'true', 'yes', 'open_now'];

/**
 * Reads the filters from a URL query: `q`, `fuel` (Essence | Diesel | Premium, aliases such as Petrol
 * accepted), `oil_brand`, `sort` (nearest | price), `max_distance` (1–50, whole km), `open_now`
 * (1/true), `amenities` (comma list of the §9 amenities), `city`. Unknown or invalid values fall back to
 * the defaults.
 */
export function readGasFilters(params: URLSearchParams): GasFilters {
  const sort = params.get('sort');
  const distance = queryNumber(params.get('max_distance'));
  const amenities = (params.get('amenities') ?? '')
    .split(',')
    .map((a) => AMENITIES.find((x) => x.toLowerCase() === a.trim().toLowerCase()))
    .filter((a): a is (typeof AMENITIES)[number] => a !== undefined);
  return {
    q: (params.get('q') ?? '').trim(),
    fuel: fuelOf(params.get('fuel') ?? '') ?? DEFAULT_FUEL,
    oil_brand: (params.get('oil_brand') ?? '').trim(),
    sort: (GAS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GasSort) : 'nearest',
    max_distance:
      distance !== null && distance >= GAS_DISTANCE_SLIDER.min && distance <= GAS_DISTANCE_SLIDER.max
        ? Math.round(distance)
        : GAS_DISTANCE_SLIDER.default,
    open_now: TRUE.includes((params.get('open_now') ?? '').toLowerCase()),
    amenities: [...new Set(amenities)],
    city: (params.get('city') ?? '').trim(),
  };
}

/** Writes the filters as a URL query, defaults left out (so `/gas-station` stays clean). */
export function writeGasFilters(f: GasFilters): URLSearchParams {
  const p = new URLSearchParams();
  const d = DEFAULT_GAS_FILTERS;
  if (f.q.trim() !== '') p.set('q', f.q.trim());
  if (f.fuel !== d.fuel) p.set('fuel', f.fuel);
  if (f.oil_brand) p.set('oil_brand', f.oil_brand);
  if (f.sort !== d.sort) p.set('sort', f.sort);
  if (f.max_distance !== d.max_distance) p.set('max_distance', String(f.max_distance));
  if (f.open_now) p.set('open_now', '1');
  if (f.amenities.length > 0) p.set('amenities', f.amenities.join(','));
  if (f.city) p.set('city', f.city);
  return p;
}

/**
 * The API query of the filters (GET /gas-stations): every filter, and with a reference point (the
 * member's position, else the chosen city's centre) `lat`/`lng` and `max_distance`; without one the
 * distance is not filtered and Nearest orders by city and name.
 */
export function toGasStationQuery(
  f: GasFilters,
  reference: ReferencePoint | null,
  country: string,
): GasStationQuery {
  return {
    country,
    q: f.q.trim() || undefined,
    fuel: f.fuel,
    oil_brand: f.oil_brand || undefined,
    sort: f.sort,
    open_now: f.open_now || undefined,
    amenities: f.amenities.length > 0 ? (f.amenities as GasStationQuery['amenities']) : undefined,
    city: f.city || undefined,
    ...(reference
      ? { lat: round(reference.lat), lng: round(reference.lng), max_distance: f.max_distance }
      : {}),
    limit: GAS_STATIONS_PER_PAGE,
  };
}

/** Coordinates to 4 decimals (about 11 m): enough for distances, and one cache entry per place. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;
