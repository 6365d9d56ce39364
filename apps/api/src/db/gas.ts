/**
 * Drizzle tables of gas stations and fuel prices (issue #11). A station is a `providers` row of type
 * `gas_station` (hours, time zone, coordinates, phone, staff, widget key and allowed origins are the
 * provider's; `providers.brand` and `providers.amenities` are filled for stations only); these tables
 * hold what only stations have. Money: integer minor units of the station country's currency
 * (`MARKET_CURRENCIES`: RWF and UGX have none, KES and TZS two decimals), per litre for fuels.
 * Re-exported by `./schema`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  calendarDate,
  createdAt,
  optionalRef,
  ownedBy,
  serialTable,
  timestamps,
  timestamptz,
} from './columns';
import { listings } from './marketplace';
import { currencyWithExponent, minorUnits } from './money';
import { providers, users } from './schema';

/** A fuel name as stored (`FUEL_TYPES`: Essence, Diesel, Premium). */
type Fuel = 'Essence' | 'Diesel' | 'Premium';

/** `fuel text not null`: the {@link Fuel} a row is about. */
const fuel = () => text('fuel').$type<Fuel>().notNull();

/**
 * One fuel a station sells, with its SHOWN price: the newest of the staff's price and members'
 * confirmed reports (`PRICE_CONFIRMATION`), kept here at each write so lists filter and sort on it
 * with a join; `price_source` station | drivers, `report_count` the agreeing members. The staff's own
 * last price is kept beside it. `listing_id` is the spareshop listing Buy Now puts in the cart (kept
 * in step: published with a price, paused without).
 */
export const stationFuels = pgTable(
  'station_fuels',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    fuel: fuel(),
    priceMinor: minorUnits('price_minor'),
    priceAt: timestamptz('price_at'),
    priceSource: text('price_source').$type<'station' | 'drivers'>(),
    reportCount: integer('report_count').notNull().default(0),
    staffPriceMinor: minorUnits('staff_price_minor'),
    staffPriceAt: timestamptz('staff_price_at'),
    staffUserId: optionalRef('staff_user_id', () => users.id),
    listingId: optionalRef('listing_id', () => listings.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.fuel] }),
    // The board and the price sort read a fuel's prices in order (issue #11).
    index('station_fuels_fuel_price_idx').on(t.fuel, t.priceMinor, t.providerId),
    check('station_fuels_price_positive', sql`${t.priceMinor} is null or ${t.priceMinor} > 0`),
  ],
);

/**
 * A member's price report. `status` confirmed (it became or renewed the shown price) or pending;
 * `agreeing` = members agreeing within ±2 % in its 6-hour window when it arrived (itself included).
 */
export const fuelPriceReports = serialTable(
  'fuel_price_reports',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    fuel: fuel(),
    userId: ownedBy('user_id', () => users.id),
    priceMinor: minorUnits('price_minor').notNull(),
    status: text('status').$type<'confirmed' | 'pending'>().notNull(),
    agreeing: integer('agreeing').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('fuel_price_reports_station_idx').on(t.providerId, t.fuel, t.createdAt),
    // The hourly limit: a member's latest report of a fuel at a station.
    index('fuel_price_reports_member_idx').on(t.userId, t.providerId, t.fuel, t.createdAt),
  ],
);

/**
 * The shown price at the end of each local day on which it changed (the chart carries a price forward
 * over days without a row). Seeded for 90 days; every shown-price change upserts today's row.
 */
export const fuelPriceHistory = pgTable(
  'fuel_price_history',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    fuel: fuel(),
    day: calendarDate('day').notNull(),
    priceMinor: minorUnits('price_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.fuel, t.day] })],
);

/** A product other than fuel (engine oils, LPG, batteries…), in display order. */
export const stationProducts = serialTable(
  'station_products',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    name: text('name').notNull(),
    kind: text('kind').$type<'engine_oil' | 'other'>().notNull().default('other'),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('station_products_provider_name_unique').on(t.providerId, sql`lower(${t.name})`)],
);

/** A variant of a product (label, brand, price; null price = "Available"), with its cart listing. */
export const stationProductVariants = serialTable(
  'station_product_variants',
  {
    productId: ownedBy('product_id', () => stationProducts.id),
    label: text('label').notNull(),
    brand: text('brand'),
    priceMinor: minorUnits('price_minor'),
    position: integer('position').notNull().default(0),
    listingId: optionalRef('listing_id', () => listings.id),
  },
  (t) => [
    uniqueIndex('station_product_variants_product_label_unique').on(t.productId, sql`lower(${t.label})`),
    // The list's oil brand filter and the brand select (issue #11).
    index('station_product_variants_brand_idx').on(sql`lower(${t.brand})`),
  ],
);

/** Services of a station in display order; `price_minor` null = no price (a dash). */
export const stationServices = serialTable(
  'station_services',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    name: text('name').notNull(),
    priceMinor: minorUnits('price_minor'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('station_services_provider_idx').on(t.providerId, t.position)],
);

/**
 * Regulated maximum pump prices per country, fuel and period (Rwanda's RURA publishes them every two
 * months, Kenya's EPRA and Tanzania's EWURA monthly), inclusive dates; edited with `pnpm --filter
 * @gari/api fuel:ceiling`. `source` says where the figure comes from.
 */
export const fuelCeilings = serialTable(
  'fuel_ceilings',
  {
    country: text('country').notNull(),
    fuel: fuel(),
    validFrom: calendarDate('valid_from').notNull(),
    validTo: calendarDate('valid_to').notNull(),
    priceMinor: minorUnits('price_minor').notNull(),
    ...currencyWithExponent(),
    regulator: text('regulator').notNull(),
    source: text('source'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fuel_ceilings_country_fuel_from_unique').on(t.country, t.fuel, t.validFrom),
    check('fuel_ceilings_period', sql`${t.validTo} >= ${t.validFrom}`),
    check('fuel_ceilings_price_positive', sql`${t.priceMinor} > 0`),
  ],
);
