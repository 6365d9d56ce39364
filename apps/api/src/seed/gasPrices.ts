/**
 * The deterministic price generator of the seeded stations (issue #11 "90 days of price history
 * (deterministic generator, not random per run)"): a station's price of a fuel on a day is the
 * regulated ceiling in force that day (or the market's price where none applies) less the station's
 * own steps, with a step more on some weeks (a hash of station, fuel and week decides). The same inputs
 * always give the same prices. Prices in minor units of the country's currency.
 */
import type { FuelType } from '@gari/contract/gasStations';
import { MARKET_CURRENCIES, toMinor } from '@gari/contract/marketplace';
import { MARKET_PRICES, SEED_CEILINGS, type SeedStation } from './data/gasStations';

type Country = keyof typeof MARKET_PRICES;

/** FNV-1a hash of a text (deterministic picks). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** The reference price (major units) of `fuel` in `country` on `day`: the seeded ceiling, else the market's. */
export function referencePrice(country: Country, fuel: FuelType, day: string): number {
  if (fuel === 'Premium') return referencePrice(country, 'Essence', day) + MARKET_PRICES[country].premium;
  const ceiling = SEED_CEILINGS.filter((c) => c[0] === country && c[1] === fuel && c[2] <= day).at(-1);
  return ceiling ? ceiling[4] : MARKET_PRICES[country][fuel];
}

/**
 * The station's price (minor units) of `fuel` on `day`: reference − (own steps + this week's extra step)
 * × the market's step. A station with negative steps sells above the ceiling and never gets the extra.
 */
export function stationPriceOn(station: SeedStation, fuel: FuelType, day: string): number {
  const [name, , , country, , , , , , , steps] = station;
  const week = Math.floor(dayNumber(day) / 7);
  const extra = steps >= 0 && (hashOf(`${name}|${fuel}|${week}`) & 3) === 0 ? 1 : 0;
  const major = referencePrice(country, fuel, day) - (steps + extra) * MARKET_PRICES[country].step;
  return toMinor(major, MARKET_CURRENCIES[country].exponent);
}

/** The fuels a seeded station sells, in display order. */
export const fuelsOfStation = (station: SeedStation): FuelType[] =>
  station[9] ? ['Essence', 'Diesel', 'Premium'] : ['Essence', 'Diesel'];

/**
 * History rows of `days` days up to `today` (inclusive): a row on the first day and on each day the
 * price changed (the chart carries prices forward).
 */
export function historyRows(
  station: SeedStation,
  fuel: FuelType,
  today: string,
  days: number,
): Array<{ day: string; priceMinor: number }> {
  const rows: Array<{ day: string; priceMinor: number }> = [];
  const last = dayNumber(today);
  for (let n = last - days + 1; n <= last; n++) {
    const day = new Date(n * 86_400_000).toISOString().slice(0, 10);
    const priceMinor = stationPriceOn(station, fuel, day);
    if (rows.at(-1)?.priceMinor !== priceMinor) rows.push({ day, priceMinor });
  }
  return rows;
}
