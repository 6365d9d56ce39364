/**
 * The filters of the garage and carwash lists, kept in the URL query so links are shareable (spec §2
 * Garages, Carwashes, Advanced Filters panel; §5 filter inputs; §9 enumerations). Every value is sent to
 * the server, which applies them all (GET /garages, /carwashes). Prices in RWF, distance in km.
 */
import {
  AVAILABILITIES,
  CERTIFICATIONS,
  DISTANCE_SLIDER,
  GARAGE_SERVICE_FILTERS,
  MIN_RATING_OPTIONS,
} from '@gari/contract/providerOptions';
import type { ProviderQuery, ProviderSort, ProviderType } from '@gari/contract/providers';
import { queryNumber } from '../shared/urlQuery';

export { AVAILABILITIES, CERTIFICATIONS, DISTANCE_SLIDER, GARAGE_SERVICE_FILTERS, MIN_RATING_OPTIONS };

/** Providers per page. */
export const PROVIDERS_PER_PAGE = 12;

/**
 * Sort choices per list (spec §2), in order; views show each as `sort_{id}` of the providers' filter
 * catalog ('Highest Rated', 'Most Reviews', 'Name A-Z', 'Fastest Service'; 'Closest', 'Lowest Price').
 */
export const SORT_OPTIONS: Record<ProviderType, ReadonlyArray<{ id: ProviderSort }>> = {
  garage: [{ id: 'rating' }, { id: 'reviews' }, { id: 'name' }, { id: 'fastest' }],
  carwash: [{ id: 'rating' }, { id: 'closest' }, { id: 'price_low' }],
};

/** Every filter of a list. `null` = not set. */
export interface ProviderFilters {
  /** Search text (name, description or serviced make). */
  q: string;
  /** '' = All Cities. */
  city: string;
  /** '' = All Services (garages only). */
  service: string;
  sort: ProviderSort;
  /** RWF. */
  min_price: number | null;
  /** RWF. */
  max_price: number | null;
  /** 4.5, 4.0 or 3.5. */
  min_rating: number | null;
  /** km, 5–100 step 5 (default 25); applied only with the member's position. */
  max_distance: number;
  availability: string[];
  certifications: string[];
  /** 1-based page. */
  page: number;
}

/** The defaults: sort by rating, 25 km, nothing else set (spec §2, §9). */
export const DEFAULT_FILTERS: ProviderFilters = {
  q: '',
  city: '',
  service: '',
  sort: 'rating',
  min_price: null,
  max_price: null,
  min_rating: null,
  max_distance: DISTANCE_SLIDER.default,
  availability: [],
  certifications: [],
  page: 1,
};

const num = queryNumber;
const list = (v: string | null, allowed: readonly string[]) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => allowed.includes(x));

/** Reads the filters of `type` from a URL query; unknown or invalid values fall back to the defaults. */
export function readFilters(params: URLSearchParams, type: ProviderType): ProviderFilters {
  const sort = params.get('sort');
  const rating = num(params.get('min_rating'));
  const distance = num(params.get('max_distance'));
  const page = num(params.get('page'));
  return {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    service:
      type === 'garage' && (GARAGE_SERVICE_FILTERS as readonly string[]).includes(params.get('service') ?? '')
        ? (params.get('service') ?? '')
        : '',
    sort: SORT_OPTIONS[type].some((o) => o.id === sort) ? (sort as ProviderSort) : 'rating',
    min_price: num(params.get('min_price')),
    max_price: num(params.get('max_price')),
    min_rating: rating !== null && (MIN_RATING_OPTIONS as readonly number[]).includes(rating) ? rating : null,
    max_distance:
      distance !== null && distance >= DISTANCE_SLIDER.min && distance <= DISTANCE_SLIDER.max
        ? Math.round(distance / DISTANCE_SLIDER.step) * DISTANCE_SLIDER.step
        : DISTANCE_SLIDER.default,
    availability: type === 'garage' ? list(params.get('availability'), AVAILABILITIES) : [],
    certifications: type === 'garage' ? list(params.get('certifications'), CERTIFICATIONS) : [],
    page: page !== null && Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters as a URL query, leaving defaults out (so `/maintenance` stays clean). */
export function writeFilters(f: ProviderFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim() !== '') p.set('q', f.q.trim());
  if (f.city) p.set('city', f.city);
  if (f.service) p.set('service', f.service);
  if (f.sort !== 'rating') p.set('sort', f.sort);
  if (f.min_price !== null) p.set('min_price', String(f.min_price));
  if (f.max_price !== null) p.set('max_price', String(f.max_price));
  if (f.min_rating !== null) p.set('min_rating', String(f.min_rating));
  if (f.max_distance !== DISTANCE_SLIDER.default) p.set('max_distance', String(f.max_distance));
  if (f.availability.length > 0) p.set('availability', f.availability.join(','));
  if (f.certifications.length > 0) p.set('certifications', f.certifications.join(','));
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/**
 * The API query of the filters. `position` (the member's, from the browser) adds `lat`/`lng` and
 * `max_distance` (km); without it distance is not filtered (and 'Closest' sorts by city).
 */
export function toProviderQuery(
  f: ProviderFilters,
  position: { lat: number; lng: number } | null,
  country?: string,
): ProviderQuery {
  return {
    ...(country ? { country } : {}),
    q: f.q.trim() || undefined,
    city: f.city || undefined,
    service: f.service || undefined,
    sort: f.sort,
    min_price: f.min_price ?? undefined,
    max_price: f.max_price ?? undefined,
    min_rating: f.min_rating ?? undefined,
    availability: f.availability.length > 0 ? (f.availability as ProviderQuery['availability']) : undefined,
    certifications:
      f.certifications.length > 0 ? (f.certifications as ProviderQuery['certifications']) : undefined,
    ...(position ? { lat: position.lat, lng: position.lng, max_distance: f.max_distance } : {}),
    page: f.page,
    per_page: PROVIDERS_PER_PAGE,
  };
}

/** How many panel filters differ from the defaults (the badge on the Filters button). */
export function activeFilterCount(f: ProviderFilters): number {
  return (
    (f.city ? 1 : 0) +
    (f.service ? 1 : 0) +
    (f.min_price !== null ? 1 : 0) +
    (f.max_price !== null ? 1 : 0) +
    (f.min_rating !== null ? 1 : 0) +
    (f.max_distance !== DISTANCE_SLIDER.default ? 1 : 0) +
    f.availability.length +
    f.certifications.length
  );
}
