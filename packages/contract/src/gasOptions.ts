/**
 * Gas stations and fuel prices (issue #11; spec §2 Gas stations / Gas station detail, §5 Buy Now
 * without a price, §8 'Not Available' and 'Station not found.', §9 fuels, amenities, distance slider):
 * the option lists, limits and rules shared by the API, the client, the fakes and the views. Free of
 * zod, so the site's first load can use them without the schemas; `./gasStations` re-exports them.
 *
 * Units: prices per litre in the station country's currency (`MARKET_CURRENCIES`: RWF, KES, UGX, TZS;
 * `price` major units, `price_minor` integer minor units), distances in km, durations in minutes.
 */

/** The fuels a station may sell (spec §9 "fuel Essence, Diesel, Premium"), in display order. */
export const FUEL_TYPES = ['Essence', 'Diesel', 'Premium'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
/** The fuel select's default (spec §2 "default Essence"). */
export const DEFAULT_FUEL: FuelType = 'Essence';

/**
 * Other names clients send for a fuel (lower case): "Petrol" is the spec §2 label of Essence; Kenya's
 * "Super", "gasoline", "gasoil" and the like are accepted too.
 */
export const FUEL_ALIASES: Readonly<Record<string, FuelType>> = {
  essence: 'Essence',
  petrol: 'Essence',
  gasoline: 'Essence',
  super: 'Essence',
  unleaded: 'Essence',
  diesel: 'Diesel',
  gasoil: 'Diesel',
  ago: 'Diesel',
  premium: 'Premium',
  'super premium': 'Premium',
  'v-power': 'Premium',
};

/** The fuel a client's text names (case-insensitive, aliases of {@link FUEL_ALIASES}), or null. */
export function fuelOf(text: string): FuelType | null {
  return FUEL_ALIASES[text.trim().toLowerCase()] ?? null;
}

/** Station amenities (spec §9); the list filter keeps stations that have every selected one. */
export const AMENITIES = ['Shop', 'Air Pump', 'ATM', 'Restroom', 'Carwash'] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Sorts of the station list (spec §2 "Nearest or Best Price"); default nearest. */
export const GAS_SORTS = ['nearest', 'price'] as const;
export type GasSort = (typeof GAS_SORTS)[number];

/** Distance slider of the gas stations (spec §5, §9): 1-50 km step 1, default 25. */
export const GAS_DISTANCE_SLIDER = { min: 1, max: 50, step: 1, default: 25 } as const;

/** Page size of GET /gas-stations: default and maximum. */
export const GAS_PAGE = { default: 20, max: 50 } as const;

/** Windows of the price chart (days). */
export const PRICE_HISTORY_DAYS = [30, 90] as const;

/** Where a shown price comes from: the station's staff, or members' confirmed reports. */
export const PRICE_SOURCES = ['station', 'drivers'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Kinds of station product besides fuel: engine oils (variants per grade and brand) and the rest. */
export const STATION_PRODUCT_KINDS = ['engine_oil', 'other'] as const;
export type StationProductKind = (typeof STATION_PRODUCT_KINDS)[number];

/**
 * When a member's price report is shown (is "confirmed"), judged when it arrives:
 * - at least `minReporters` (2) different members reported, within the `windowHours` (6 h) up to and
 *   including this report, a price of that fuel at that station within ±`tolerance` (2 %) of it; or
 * - it agrees (within ±2 %) with the price shown at that moment (a driver saw the same price: the
 *   price stands, and its age restarts).
 * A confirmed report becomes the shown price (source `drivers`, `report_count` = the agreeing members,
 * at least 1); the shown price is always the newest of the staff's price and the confirmed reports.
 * A report that agrees with nothing waits (status `pending`) until a second member confirms it.
 */
export const PRICE_CONFIRMATION = { minReporters: 2, tolerance: 0.02, windowHours: 6 } as const;

/** One report per member per station per fuel per this many minutes (else 429). */
export const REPORT_COOLDOWN_MINUTES = 60;

/**
 * A report must lie within this factor of the reference price (the regulated ceiling, else the shown
 * price): 0.5 … 1.5 × reference; anything else is a 422 on `price` (a typo such as 17500 for 1750).
 */
export const REPORT_PLAUSIBLE_RANGE = { min: 0.5, max: 1.5 } as const;

/** Most members' reports the detail and the console show (newest first). */
export const RECENT_REPORTS = 10;

/** Page text of an unknown station (spec §8). */
export const STATION_NOT_FOUND = 'Station not found.';
/** Toast title of Buy Now without a price (spec §5, §8). */
export const NOT_AVAILABLE_TITLE = 'Not Available';
/** Toast text of Buy Now without a price (spec §5, §8): '{fuel} is not available at this station'. */
export const notAvailableMessage = (product: string) => `${product} is not available at this station`;

/** Title of a station product's spareshop listing: `Diesel · SP Kimironko`. */
export const stationListingTitle = (product: string, station: string) => `${product} · ${station}`;
/**
 * The product name of a {@link stationListingTitle} (`Diesel`; `Engine oil Castrol GTX 20W-50 · 4 L`),
 * for {@link notAvailableMessage}: everything before the last ` · ` (station names have none).
 */
export function productOfListingTitle(title: string): string {
  const at = title.lastIndexOf(' · ');
  return at < 0 ? title : title.slice(0, at);
}

/** Weekly hours that mean "open 24 hours": every day 00:00 → 00:00 (next day). */
export const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' }));
