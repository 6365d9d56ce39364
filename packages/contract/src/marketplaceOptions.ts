/**
 * Spareshop constants (spec §2 Marketplace list, §9 "Marketplace categories … conditions … features",
 * issue #10), free of zod so the site's first load can use them without the schemas.
 */

/** Listing categories (spec §9), without the list's `all`; cars for sale have category `vehicles`. */
export const PART_CATEGORIES = [
  'engine',
  'brakes',
  'suspension',
  'wheels',
  'interior',
  'exterior',
  'electrical',
] as const;
/**
 * Every category a listing may have: the part categories, `vehicles` (cars for sale) and `fuel` (a gas
 * station's fuel sold through the cart, issue #11; its engine oils are `engine`).
 */
export const LISTING_CATEGORIES = [...PART_CATEGORIES, 'vehicles', 'fuel'] as const;
/** Categories members may list in: the part categories and `vehicles`. */
export const SELL_CATEGORIES = [...PART_CATEGORIES, 'vehicles'] as const;
/** Conditions (spec §9). */
export const LISTING_CONDITIONS = ['New', 'Used', 'Certified'] as const;
/** Features (spec §9). */
export const LISTING_FEATURES = ['OEM', 'Aftermarket', 'Warranty', 'Free Shipping'] as const;
/** Sorts (spec §2, §9); default `price_low`. */
export const LISTING_SORTS = ['price_low', 'price_high', 'newest', 'mileage_low'] as const;
/** What members may list: a spare part or a car for sale. */
export const SELL_KINDS = ['part', 'car'] as const;
/**
 * Listing kinds: {@link SELL_KINDS} plus `station_product` — a gas station's fuel or product variant
 * (issue #11), kept in step with the station's shown price so "Buy Now" goes through the same cart,
 * orders and payments. Station products stay out of the spareshop list unless `kind=station_product`
 * is asked, and only the station's own price writes change them.
 */
export const LISTING_KINDS = [...SELL_KINDS, 'station_product'] as const;
/** Listing states (issue #10 "Selling"): only `published` ones are listed publicly. */
export const LISTING_STATUSES = ['draft', 'published', 'paused', 'sold'] as const;
/** Seller kinds: a parts shop, a private member, or a gas station (its fuels and oils; spec §3 Checkout item). */
export const SELLER_TYPES = ['shop', 'member', 'gas_station'] as const;
/**
 * Order states (issue #10 "Order states as data"):
 * `pending_payment → paid → confirmed → completed`, `payment_failed`, `cancelled`, `expired`.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'completed',
  'payment_failed',
  'cancelled',
  'expired',
] as const;
/** Payment methods: MTN MoMo, Airtel Money, cash on delivery. */
export const PAYMENT_METHODS = ['momo', 'airtel', 'cash'] as const;
/** Payment states, as MTN MoMo Collections names them. */
export const PAYMENT_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;

/** Most photos per listing. */
export const MAX_LISTING_PHOTOS = 6;
/** Largest photo upload (bytes): 8 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Minutes a pending mobile-money payment holds the stock before the order expires. */
export const PAYMENT_TIMEOUT_MINUTES = 15;
/** Smallest mobile-money payment in RWF (MTN MoMo minimum). */
export const MOMO_MIN_RWF = 100;
/** Most units of one listing in a cart or an order line. */
export const MAX_QUANTITY = 99;
/** Page size of GET /marketplace/listings: default and maximum. */
export const LISTING_PAGE = { default: 20, max: 50 } as const;
/**
 * Most matches `GET /marketplace/listings` counts in `meta.total`: a total equal to this means "at
 * least this many" (show it as "1,000+"). Counting stops there so a broad list costs no more than a
 * narrow one (issue #10 "Done when" 4).
 */
export const LISTING_TOTAL_CAP = 1_000;

/**
 * Currency of each country where listings are sold, with its ISO 4217 minor-unit exponent: prices are
 * stored and sent as integers of the minor unit (`price_minor`); RWF and UGX have none.
 */
export const MARKET_CURRENCIES = {
  RW: { currency: 'RWF', exponent: 0 },
  KE: { currency: 'KES', exponent: 2 },
  UG: { currency: 'UGX', exponent: 0 },
  TZ: { currency: 'TZS', exponent: 2 },
} as const;
/** Countries where members may list (keys of {@link MARKET_CURRENCIES}). */
export const MARKET_COUNTRIES = ['RW', 'KE', 'UG', 'TZ'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

/** Years of the marketplace year pickers (spec §5: 30 years from 2024 downward). */
export const MARKETPLACE_YEARS: readonly number[] = Array.from({ length: 30 }, (_, i) => 2024 - i);

/** A price in minor units as a major-unit number: `toMajor(450050, 2)` → 4500.5. */
export function toMajor(minor: number, exponent: number): number {
  return minor / 10 ** exponent;
}
/** A major-unit amount as minor units, rounded: `toMinor(4500.5, 2)` → 450050. */
export function toMinor(major: number, exponent: number): number {
  return Math.round(major * 10 ** exponent);
}
