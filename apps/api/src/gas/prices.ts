/**
 * Reading fuel prices (issue #11): each station's currency, the regulated ceilings in force, and the
 * contract `FuelPrice` of a stored fuel row (shown price with age, source, ceiling and flag).
 * Money in integer minor units of the station country's currency.
 */
import { FUEL_TYPES, type FuelCeiling, type FuelPrice, type FuelType } from '@gari/contract/gasStations';
import { MARKET_CURRENCIES, toMajor } from '@gari/contract/marketplace';
import { isAboveCeiling } from '@gari/contract/rules/fuelPrices';
import { localTime } from '@gari/contract/rules/time';
import { and, desc, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { fuelCeilings, type providers, stationFuels } from '../db/schema';

/** A provider row (a gas station). */
export type StationRow = typeof providers.$inferSelect;
/** A stored fuel of a station. */
export type FuelRow = typeof stationFuels.$inferSelect;
/** A stored ceiling. */
export type CeilingRow = typeof fuelCeilings.$inferSelect;

/** The currency of a station's country (`MARKET_CURRENCIES`; US dollars elsewhere). */
export function currencyOf(country: string): { currency: string; exponent: number } {
  return MARKET_CURRENCIES[country as keyof typeof MARKET_CURRENCIES] ?? { currency: 'USD', exponent: 2 };
}

/** Major units of `minor` in a station's currency (null stays null). */
export const major = (minor: number | null, exponent: number): number | null =>
  minor === null ? null : toMajor(minor, exponent);

/** The station's local date today (`YYYY-MM-DD`): ceilings and history days are local. */
export const localDay = (station: Pick<StationRow, 'timezone'>, now: Date) =>
  localTime(now, station.timezone).date;

/**
 * Ceilings that may apply on or before `latestDay` in `countries`, newest period first (pick the first
 * whose `valid_from` ≤ the station's day with {@link ceilingFor}).
 */
export async function loadCeilings(
  db: Db | Tx,
  countries: string[],
  latestDay: string,
): Promise<CeilingRow[]> {
  if (countries.length === 0) return [];
  return db
    .select()
    .from(fuelCeilings)
    .where(
      and(inArray(fuelCeilings.country, [...new Set(countries)]), lte(fuelCeilings.validFrom, latestDay)),
    )
    .orderBy(desc(fuelCeilings.validFrom), desc(fuelCeilings.id));
}

/** The ceiling in force on `day` (the period holding it, else the latest one before), or null. */
export function ceilingFor(rows: readonly CeilingRow[], country: string, fuel: FuelType, day: string) {
  return rows.find((c) => c.country === country && c.fuel === fuel && c.validFrom <= day) ?? null;
}

/** The contract `FuelCeiling` of a row; `current` when `day` lies in its period. */
export function toCeiling(row: CeilingRow, day: string): FuelCeiling {
  return {
    price: toMajor(row.priceMinor, row.currencyExponent),
    price_minor: row.priceMinor,
    currency: row.currency,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    regulator: row.regulator,
    current: day <= row.validTo,
  };
}

/** The contract `FuelPrice` of a stored fuel of `station`, with the ceiling of its day. */
export function toFuelPrice(
  station: Pick<StationRow, 'country' | 'timezone'>,
  fuel: FuelRow,
  ceilings: readonly CeilingRow[],
  now: Date,
): FuelPrice {
  const { currency, exponent } = currencyOf(station.country);
  const day = localDay(station, now);
  const ceiling = ceilingFor(ceilings, station.country, fuel.fuel, day);
  const priced = fuel.priceMinor !== null;
  return {
    fuel_type: fuel.fuel,
    price: major(fuel.priceMinor, exponent),
    price_minor: fuel.priceMinor,
    currency,
    currency_exponent: exponent,
    unit: 'litre',
    reported_at: priced ? (fuel.priceAt?.toISOString() ?? null) : null,
    source: priced ? (fuel.priceSource ?? 'station') : null,
    report_count: priced && fuel.priceSource === 'drivers' ? fuel.reportCount : 0,
    ceiling: ceiling ? toCeiling(ceiling, day) : null,
    above_ceiling: isAboveCeiling(fuel.priceMinor, ceiling?.priceMinor ?? null),
    listing_id: priced ? fuel.listingId : null,
  };
}

/** The fuels of `ids` in {@link FUEL_TYPES} order, by station id. */
export async function fuelsOf(db: Db | Tx, ids: number[]): Promise<Map<number, FuelRow[]>> {
  const map = new Map<number, FuelRow[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(stationFuels).where(inArray(stationFuels.providerId, ids));
  const order = (f: FuelRow) => FUEL_TYPES.indexOf(f.fuel);
  for (const row of rows.sort((a, b) => order(a) - order(b))) {
    const list = map.get(row.providerId) ?? [];
    list.push(row);
    map.set(row.providerId, list);
  }
  return map;
}
