/**
 * The filters of the spareshop list, kept in the URL query so a filtered list is a shareable link
 * (spec §2 Marketplace list, Advanced Filters panel marketplace variant; §7 GET /marketplace/listings;
 * §9 categories, conditions, features, sorts, years; issue #10). Every value goes to the server, which
 * applies them all in SQL. Prices in major units of the country's currency (RWF has no minor unit).
 */
import type { ListingCondition, ListingFeature, ListingQuery, ListingSort } from '@gari/contract/marketplace';
import {
  LISTING_CONDITIONS,
  LISTING_FEATURES,
  LISTING_SORTS,
  MARKET_CURRENCIES,
  PART_CATEGORIES,
} from '@gari/contract/marketplaceOptions';
import { queryNumber } from '../shared/urlQuery';

export { LISTING_CONDITIONS, LISTING_FEATURES };

/** Listings per page of the list (Load More asks for the next page). */
export const LISTINGS_PER_PAGE = 12;

/** The category tabs (spec §9): all, then the part categories. */
export const CATEGORY_TABS = ['all', ...PART_CATEGORIES] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/**
 * Sort choices (spec §2 Marketplace list), in order, default price low to high (spec §9); views show
 * each as `sort_{id}` of the marketplace catalog ('Price: Low to High', 'Newest First', …). The
 * category tabs' labels are `cat_{tab}` of `categoryMessages.ts`.
 */
export const MARKETPLACE_SORT_OPTIONS: ReadonlyArray<{ id: ListingSort }> = [
  { id: 'price_low' },
  { id: 'price_high' },
  { id: 'newest' },
  { id: 'mileage_low' },
];

/** Every filter of the list. `null` = not set. */
export interface MarketplaceFilters {
  /** Search text: part names, OEM codes (with or without dashes), keywords. */
  search: string;
  category: CategoryTab;
  sort: ListingSort;
  /** Major units of the country's currency. */
  min_price: number | null;
  max_price: number | null;
  year_from: number | null;
  year_to: number | null;
  /** Brand(s), comma separated. */
  brand: string;
  condition: ListingCondition[];
  features: ListingFeature[];
  /** A vehicle id of the member: only parts that fit it ("Fits my car"). */
  fits: number | null;
}

/** The defaults: every category, price low to high, nothing else set. */
export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  search: '',
  category: 'all',
  sort: 'price_low',
  min_price: null,
  max_price: null,
  year_from: null,
  year_to: null,
  brand: '',
  condition: [],
  features: [],
  fits: null,
};

const num = queryNumber;
const year = (v: string | null): number | null => {
  const n = num(v);
  return n !== null && Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], v: string | null): T[] =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .flatMap((x) => values.filter((value) => value.toLowerCase() === x.toLowerCase()));

/** Reads the filters from a URL query; unknown or invalid values fall back to the defaults. */
export function readMarketplaceFilters(params: URLSearchParams): MarketplaceFilters {
  const category = (params.get('category') ?? '').toLowerCase();
  const sort = params.get('sort');
  const fits = num(params.get('fits'));
  return {
    search: (params.get('search') ?? params.get('q') ?? '').slice(0, 100),
    category: (CATEGORY_TABS as readonly string[]).includes(category) ? (category as CategoryTab) : 'all',
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'price_low',
    min_price: num(params.get('min_price')),
    max_price: num(params.get('max_price')),
    year_from: year(params.get('year_from')),
    year_to: year(params.get('year_to')),
    brand: (params.get('brand') ?? '').slice(0, 60),
    condition: [...new Set(oneOf(LISTING_CONDITIONS, params.get('condition')))],
    features: [...new Set(oneOf(LISTING_FEATURES, params.get('features')))],
    fits: fits !== null && Number.isInteger(fits) && fits > 0 ? fits : null,
  };
}

/** Writes the filters as a URL query, leaving defaults out (so `/marketplace` stays clean). */
export function writeMarketplaceFilters(f: MarketplaceFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search.trim() !== '') p.set('search', f.search.trim());
  if (f.category !== 'all') p.set('category', f.category);
  if (f.sort !== 'price_low') p.set('sort', f.sort);
  if (f.min_price !== null) p.set('min_price', String(f.min_price));
  if (f.max_price !== null) p.set('max_price', String(f.max_price));
  if (f.year_from !== null) p.set('year_from', String(f.year_from));
  if (f.year_to !== null) p.set('year_to', String(f.year_to));
  if (f.brand.trim() !== '') p.set('brand', f.brand.trim());
  if (f.condition.length > 0) p.set('condition', f.condition.join(','));
  if (f.features.length > 0) p.set('features', f.features.join(','));
  if (f.fits !== null) p.set('fits', String(f.fits));
  return p;
}

/**
 * The API query of the filters (without the cursor): `country` (the top-bar choice), and `fits` only
 * when `member` says it names one of the signed-in member's cars (the server answers 401 to a
 * visitor's `fits` and 404 for another member's car).
 */
export function toListingQuery(
  f: MarketplaceFilters,
  opts: { country?: string; member: boolean },
): ListingQuery {
  const brands = f.brand
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return {
    ...(opts.country ? { country: opts.country } : {}),
    search: f.search.trim() || undefined,
    category: f.category === 'all' ? undefined : f.category,
    sort: f.sort,
    min_price: f.min_price ?? undefined,
    max_price: f.max_price ?? undefined,
    year_from: f.year_from ?? undefined,
    year_to: f.year_to ?? undefined,
    brand: brands.length > 0 ? brands : undefined,
    condition: f.condition.length > 0 ? f.condition : undefined,
    features: f.features.length > 0 ? f.features : undefined,
    fits: opts.member && f.fits !== null ? f.fits : undefined,
    limit: LISTINGS_PER_PAGE,
  };
}

/** How many panel filters differ from the defaults (the badge on the Filters button). */
export function activeMarketplaceFilterCount(f: MarketplaceFilters): number {
  return (
    (f.min_price !== null ? 1 : 0) +
    (f.max_price !== null ? 1 : 0) +
    (f.year_from !== null ? 1 : 0) +
    (f.year_to !== null ? 1 : 0) +
    (f.brand.trim() !== '' ? 1 : 0) +
    f.condition.length +
    f.features.length
  );
}

/** The currency listings of `country` are priced in (RWF outside the spareshop's countries). */
export function marketCurrency(country: string): string {
  return MARKET_CURRENCIES[country as keyof typeof MARKET_CURRENCIES]?.currency ?? 'RWF';
}
