/**
 * Gas stations and fuel prices (issue #11; spec §2 Gas stations / Gas station detail, §3 Gas station /
 * Checkout item, §5 Buy Now without a price, §8, §9): the station list with every filter and sort, the
 * station page (fuel prices with age, source and regulated ceiling; engine oils and other products with
 * variants; services), the price history, members' price reports, the per-city board, and the widget's
 * data. The partner console's station calls live in `./gasPartner`.
 *
 * Money: each station sells in its country's currency (`MARKET_CURRENCIES`: RWF, KES, UGX, TZS); `price`
 * is major units per litre (fuels) or per item, `price_minor` the same as an integer of the minor unit.
 * Distances in km; `reported_at`, `valid_from`… ISO instants / dates. A station is a provider row of
 * type `gas_station` (see `PROVIDER_KINDS`).
 */
import { z } from 'zod';
import {
  addressFields,
  CountryCode,
  CursorMeta,
  dataOf,
  IsoDate,
  IsoDateTime,
  nullablePriceFields,
  pageOf,
  priceFields,
  Text,
} from './common';
import {
  AMENITIES,
  DEFAULT_FUEL,
  FUEL_TYPES,
  fuelOf,
  GAS_DISTANCE_SLIDER,
  GAS_PAGE,
  GAS_SORTS,
  PRICE_HISTORY_DAYS,
  PRICE_SOURCES,
  STATION_PRODUCT_KINDS,
} from './gasOptions';
import { WidgetKeyParam } from './providers';
import {
  alsoAfterFieldErrors,
  blank,
  cursorParam,
  latLngParams,
  latLngTogether,
  pageSizeParam,
  sortParam,
} from './query';

export * from './gasOptions';

/** A fuel (spec §9): `Essence` | `Diesel` | `Premium` (as answers name it). */
export const FuelType = z.enum(FUEL_TYPES, { message: `Choose a fuel: ${FUEL_TYPES.join(', ')}.` });
export type FuelType = z.infer<typeof FuelType>;
/** A fuel as clients send it: {@link FuelType}, case-insensitive, with aliases (Petrol = Essence…). */
export const FuelInput = z.preprocess((v) => (typeof v === 'string' ? (fuelOf(v) ?? v) : v), FuelType);
export const Amenity = z.enum(AMENITIES);
export type Amenity = z.infer<typeof Amenity>;
export const PriceSource = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof PriceSource>;
export const StationProductKind = z.enum(STATION_PRODUCT_KINDS);
export type StationProductKind = z.infer<typeof StationProductKind>;

/** Local `HH:MM` (24 h). */
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 06:00.');

/**
 * One opening of a station (local time): opens on `day` (0 = Sunday … 6 = Saturday) at `open`, closes
 * at `close` the same day, or the next day when `close` ≤ `open` (`22:00`–`02:00`); `00:00`–`00:00` is
 * 24 hours. A weekday with no entry is closed.
 */
export const StationHours = z.object({ day: z.number().int().min(0).max(6), open: Clock, close: Clock });
export type StationHours = z.infer<typeof StationHours>;

/** The regulated maximum pump price of a fuel in a country for a period (e.g. RURA in Rwanda). */
export const FuelCeiling = z.object({
  ...priceFields,
  currency: z.string(),
  valid_from: IsoDate,
  valid_to: IsoDate,
  /** Who sets it: 'RURA', 'EPRA', 'EWURA'. */
  regulator: z.string(),
  /** False when today is past `valid_to` and no newer ceiling is published yet (the latest one shown). */
  current: z.boolean(),
});
export type FuelCeiling = z.infer<typeof FuelCeiling>;

/**
 * The shown price of one fuel at one station: the newest of the staff's price and members' confirmed
 * reports (`PRICE_CONFIRMATION`), with its age (`reported_at`) and source (`station`, or `drivers` with
 * `report_count` agreeing members). `price` null = the station sells this fuel but has no price (Buy Now
 * disabled, spec §5). `listing_id`: the spareshop listing to put in the cart or check out (`PUT
 * /cart/items/{listing_id}`, `/checkout?item_id=`), null when there is nothing to buy.
 */
export const FuelPrice = z.object({
  fuel_type: FuelType,
  ...nullablePriceFields,
  currency: z.string(),
  currency_exponent: z.number().int(),
  unit: z.literal('litre'),
  reported_at: IsoDateTime.nullable(),
  source: PriceSource.nullable(),
  report_count: z.number().int(),
  ceiling: FuelCeiling.nullable(),
  /** True when `price` is above the current (or latest) ceiling. */
  above_ceiling: z.boolean(),
  listing_id: z.number().int().nullable(),
});
export type FuelPrice = z.infer<typeof FuelPrice>;

/** Where a station (or a city's centre) is: WGS 84 degrees. */
const coordinates = { latitude: z.number(), longitude: z.number() };

/**
 * A station as the list shows it (spec §3 Gas station: id, name, brand, city, address, latitude,
 * longitude, distance_km, open_now, amenities, prices). `prices` holds every fuel it sells in
 * {@link FUEL_TYPES} order; `price` is the queried fuel's (null when it does not sell it).
 */
export const GasStation = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Retail brand (SP, Engen, TotalEnergies, Rubis…). */
  brand: z.string(),
  ...addressFields,
  ...coordinates,
  phone: z.string(),
  image: z.string().nullable(),
  /** km from the query's `lat`/`lng`; null without them. */
  distance_km: z.number().nullable(),
  /** Open now in the station's time zone. */
  open_now: z.boolean(),
  /** Open every day around the clock. */
  open_24h: z.boolean(),
  opening_hours: z.array(StationHours),
  timezone: z.string(),
  amenities: z.array(Amenity),
  currency: z.string(),
  prices: z.array(FuelPrice),
  price: FuelPrice.nullable(),
  /** Brands of the engine oils it sells (for the oil brand select). */
  oil_brands: z.array(z.string()),
});
export type GasStation = z.infer<typeof GasStation>;

/** One variant of a product (spec §2: label, brand, price): price null = "Available" without a price. */
export const ProductVariant = z.object({
  id: z.number().int(),
  label: z.string(),
  brand: z.string().nullable(),
  ...nullablePriceFields,
  currency: z.string(),
  /** The spareshop listing to buy it (see {@link FuelPrice}), null when not sold. */
  listing_id: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

/** A product other than fuel: engine oil grades by brand, or others (LPG, coolant, batteries…). */
export const StationProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: StationProductKind,
  /** False = out of stock (shown, not sold). */
  available: z.boolean(),
  variants: z.array(ProductVariant),
});
export type StationProduct = z.infer<typeof StationProduct>;

/** A service of the station (spec §2 "price-from or a dash"): price_from null = no price given. */
export const StationService = z.object({
  name: z.string(),
  price_from: z.number().nullable(),
  currency: z.string(),
});
export type StationService = z.infer<typeof StationService>;

/** A member's price report as the station page lists it (newest first). */
export const PriceReport = z.object({
  id: z.number().int(),
  fuel_type: FuelType,
  ...priceFields,
  currency: z.string(),
  created_at: IsoDateTime,
  /** confirmed = it became (or renewed) the shown price; pending = waiting for a second member. */
  status: z.enum(['confirmed', 'pending']),
  /** Members agreeing with it in its window (itself included). */
  agreeing_reports: z.number().int(),
});
export type PriceReport = z.infer<typeof PriceReport>;

/** The station page (spec §2 Gas station detail). */
export const GasStationDetail = GasStation.extend({
  description: z.string(),
  products: z.array(StationProduct),
  services: z.array(StationService),
  /** Members' latest reports (at most `RECENT_REPORTS`). */
  recent_reports: z.array(PriceReport),
  /** Maps at the coordinates (spec §2 "Open in Maps"; Directions). */
  map_url: z.string(),
  /** The spareshop seller of its products (for the checkout item's `seller`). */
  seller_id: z.number().int().nullable(),
});
export type GasStationDetail = z.infer<typeof GasStationDetail>;
export const GasStationData = dataOf(GasStationDetail);

/** Blank query values count as absent. */
/** Splits a comma list (`a,b` or repeated `?x=a&x=b`), trimmed, blanks dropped. */
const commaList = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const list = parts.map((s) => s.trim()).filter((s) => s.length > 0);
  return list.length > 0 ? list : undefined;
};
/** `true`/`1`/`yes`/`open_now` → true; `false`/`0`/`no`/`any` → false. */
const flag = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (s === '') return undefined;
  if (['true', '1', 'yes', 'open_now', 'open'].includes(s)) return true;
  if (['false', '0', 'no', 'any', 'any_time'].includes(s)) return false;
  return v;
}, z.boolean({ message: 'Use true or false.' }).optional());

/** Aliases of `sort` (labels other clients send), by the sort they mean. */
const SORT_ALIASES: Partial<Record<(typeof GAS_SORTS)[number], string[]>> = {
  nearest: ['closest', 'distance'],
  price: ['best_price', 'price_low', 'cheapest'],
};

/**
 * Query of GET /gas-stations (issue #11). Every filter runs in SQL:
 * - `country` (default RW), `city` (case-insensitive), `q` (name, brand or address);
 * - `fuel` (default Essence): the fuel whose price `price` shows and `sort=price` orders by;
 * - `oil_brand`: sells an engine oil of that brand; `amenities`: comma list, every one required;
 * - `open_now`: open at this moment in each station's own time zone (hours past midnight included);
 * - `lat`+`lng` (both or neither) give `distance_km` and keep stations within `max_distance` km
 *   (1–50, default 25; ignored without a position);
 * - `sort`: nearest (default; needs lat/lng, else by city and name) | price (the fuel's shown price,
 *   cheapest first, stations without a price last; ties nearest first);
 * - cursor paging: `limit` (default 20, max 50), `cursor` = `meta.next_cursor`.
 */
export const GasStationQuery = z
  .object({
    country: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
      CountryCode.default('RW'),
    ),
    city: z.preprocess(blank, Text.trim().max(80).optional()),
    q: z.preprocess(blank, Text.trim().max(100, 'The search may be at most 100 characters.').optional()),
    fuel: z.preprocess(blank, FuelInput.default(DEFAULT_FUEL)),
    oil_brand: z.preprocess(
      (v) =>
        typeof v === 'string' && ['', 'all', 'all brands'].includes(v.trim().toLowerCase()) ? undefined : v,
      Text.trim().max(60).optional(),
    ),
    amenities: z
      .preprocess(commaList, z.array(z.string().max(40)).max(10).optional())
      .transform((list, ctx) => {
        if (!list) return undefined;
        const out: Amenity[] = [];
        for (const item of list) {
          const hit = AMENITIES.find((a) => a.toLowerCase() === item.toLowerCase());
          if (hit) out.push(hit);
          else
            ctx.addIssue({
              code: 'custom',
              message: `Unknown amenity: ${item}. Choose from ${AMENITIES.join(', ')}.`,
            });
        }
        return out;
      }),
    open_now: flag,
    ...latLngParams(),
    max_distance: z.preprocess(
      blank,
      z.coerce
        .number()
        .min(GAS_DISTANCE_SLIDER.min, `The distance must be at least ${GAS_DISTANCE_SLIDER.min} km.`)
        .max(GAS_DISTANCE_SLIDER.max, `The distance may be at most ${GAS_DISTANCE_SLIDER.max} km.`)
        .default(GAS_DISTANCE_SLIDER.default),
    ),
    sort: sortParam(SORT_ALIASES, z.enum(GAS_SORTS).default('nearest')),
    cursor: cursorParam(300),
    limit: pageSizeParam(GAS_PAGE),
  })
  .superRefine(latLngTogether, alsoAfterFieldErrors);
export type GasStationQuery = z.input<typeof GasStationQuery>;

/** A city of the list's country with its centre (mean of its stations) for the "Nearest" fallback. */
export const StationCity = z.object({
  name: z.string(),
  ...coordinates,
  stations: z.number().int(),
});
export type StationCity = z.infer<typeof StationCity>;

/**
 * Paging meta of GET /gas-stations: `total` matches, `next_cursor` (null on the last page), the fuel
 * and currency of `price`, every city of the country (with centres) and every engine-oil brand sold there.
 */
export const GasStationPageMeta = z.object({
  total: z.number().int(),
  ...CursorMeta.shape,
  fuel_type: FuelType,
  currency: z.string(),
  cities: z.array(StationCity),
  oil_brands: z.array(z.string()),
});
export const GasStationPage = pageOf(GasStation, GasStationPageMeta);
export type GasStationPage = z.infer<typeof GasStationPage>;

/** Path of the station calls: a numeric id or the station's slug. */
export const StationParams = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Use a station id or slug.'),
});

/** Query of GET /gas-stations/{id}/prices/history: `fuel` (default Essence), `days` 30 (default) or 90. */
export const PriceHistoryQuery = z.object({
  fuel: z.preprocess(blank, FuelInput.default(DEFAULT_FUEL)),
  days: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((d) => (PRICE_HISTORY_DAYS as readonly number[]).includes(d), 'Choose 30 or 90 days.')
      .default(30),
  ),
});
/** The shown price at the end of one local day (null before the station had one). */
export const PricePoint = z.object({
  date: IsoDate,
  ...nullablePriceFields,
});
/** GET /gas-stations/{id}/prices/history: one point per day, oldest first, and the ceilings of the window. */
export const PriceHistory = pageOf(
  PricePoint,
  z.object({
    fuel_type: FuelType,
    days: z.number().int(),
    currency: z.string(),
    currency_exponent: z.number().int(),
    ceilings: z.array(FuelCeiling),
  }),
);
export type PriceHistory = z.infer<typeof PriceHistory>;

/** Body of POST /gas-stations/{id}/price-reports: the fuel and the price per litre seen (major units). */
export const PriceReportCreate = z.object({
  fuel_type: FuelInput,
  price: z.number().positive('The price must be more than 0.').max(1_000_000, 'The price is too large.'),
});
export type PriceReportCreate = z.input<typeof PriceReportCreate>;
/** 201 answer of a report: the report and the fuel's shown price after it. */
export const PriceReportCreated = z.object({ data: z.object({ report: PriceReport, price: FuelPrice }) });
export type PriceReportCreated = z.infer<typeof PriceReportCreated>;

/** A station in the board's cheapest rows. */
export const CheapStation = GasStation.pick({
  id: true,
  slug: true,
  name: true,
  brand: true,
  city: true,
  address: true,
}).extend({
  ...priceFields,
  reported_at: IsoDateTime,
  source: PriceSource,
  report_count: z.number().int(),
  above_ceiling: z.boolean(),
});
export type CheapStation = z.infer<typeof CheapStation>;

/** Query of GET /fuel-prices: `country` (default RW), `city` and `fuel` optional (all when absent). */
export const FuelPricesQuery = z.object({
  country: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    CountryCode.default('RW'),
  ),
  city: z.preprocess(blank, Text.trim().max(80).optional()),
  fuel: z.preprocess(blank, FuelInput.optional()),
});
/** One city and fuel of the board: cheapest and average shown price, the ceiling, the 3 cheapest stations. */
export const CityFuelPrice = z.object({
  city: z.string(),
  fuel_type: FuelType,
  currency: z.string(),
  cheapest: z.number(),
  average: z.number(),
  /** Stations with a shown price for this fuel. */
  stations: z.number().int(),
  ceiling: FuelCeiling.nullable(),
  cheapest_stations: z.array(CheapStation),
});
export type CityFuelPrice = z.infer<typeof CityFuelPrice>;
/** GET /fuel-prices: rows by city (A–Z) then fuel ({@link FUEL_TYPES} order). */
export const FuelPriceBoard = pageOf(
  CityFuelPrice,
  z.object({ country: z.string(), currency: z.string(), updated_at: IsoDateTime.nullable() }),
);
export type FuelPriceBoard = z.infer<typeof FuelPriceBoard>;

/** Query of the price widget's data: `mode` station (default) or board (the station's city), `fuel` for board. */
export const FuelWidgetQuery = z.object({
  mode: z.preprocess(blank, z.enum(['station', 'board']).default('station')),
  fuel: z.preprocess(blank, FuelInput.default(DEFAULT_FUEL)),
});
export { WidgetKeyParam };
/**
 * GET /widgets/{widget_key}/fuel-prices: what `<gari-fuel-prices>` shows. `station`: the key's station
 * with its prices and ceilings; `board` (mode board): the cheapest stations of its city for `fuel`.
 * `updated_at` = the newest `reported_at` shown.
 */
export const FuelWidgetData = z.object({
  data: z.object({
    widget_key: z.string(),
    brand_color: z.string(),
    mode: z.enum(['station', 'board']),
    station: GasStation,
    board: CityFuelPrice.nullable(),
    updated_at: IsoDateTime.nullable(),
  }),
});
export type FuelWidgetData = z.infer<typeof FuelWidgetData>;
