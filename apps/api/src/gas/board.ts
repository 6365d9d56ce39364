/**
 * The fuel price board (issue #11 `GET /fuel-prices`: "the cheapest and average price per city"; the
 * home page's "today's cheapest fuel in your city") and the price widget's data (`<gari-fuel-prices>`,
 * station and board modes). One windowed query per board. Money in minor units of the country's currency.
 */
import {
  type CityFuelPrice,
  FUEL_TYPES,
  type FuelPriceBoard,
  type FuelType,
  type FuelWidgetData,
} from '@gari/contract/gasStations';
import { isAboveCeiling } from '@gari/contract/rules/fuelPrices';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providers, stationFuels } from '../db/schema';
import { firstOrNotFound } from '../errors';
import {
  ceilingFor,
  currencyOf,
  fuelsOf,
  loadCeilings,
  localDay,
  major,
  type StationRow,
  toCeiling,
} from './prices';
import { toStation } from './stations';

/** The board's rows of `country` (optionally one `city` and one `fuel`), cities A–Z, fuels in order. */
export async function fuelBoard(
  db: Db,
  q: { country: string; city?: string | undefined; fuel?: FuelType | undefined },
  now: Date,
): Promise<FuelPriceBoard> {
  const where: SQL[] = [
    eq(providers.type, 'gas_station'),
    eq(providers.country, q.country),
    sql`${stationFuels.priceMinor} is not null`,
  ];
  if (q.city) where.push(sql`lower(${providers.city}) = lower(${q.city})`);
  if (q.fuel) where.push(eq(stationFuels.fuel, q.fuel));
  const group = sql`partition by ${providers.city}, ${stationFuels.fuel}`;
  const ranked = db
    .select({
      id: providers.id,
      slug: providers.slug,
      name: providers.name,
      brand: providers.brand,
      city: providers.city,
      address: providers.address,
      timezone: providers.timezone,
      fuel: stationFuels.fuel,
      priceMinor: stationFuels.priceMinor,
      priceAt: stationFuels.priceAt,
      source: stationFuels.priceSource,
      reportCount: stationFuels.reportCount,
      rank: sql<number>`row_number() over (${group} order by ${stationFuels.priceMinor}, ${providers.id})`.as(
        'rank',
      ),
      average: sql<number>`avg(${stationFuels.priceMinor}) over (${group})`.as('average'),
      stations: sql<number>`count(*) over (${group})`.as('stations'),
      newest: sql<Date>`max(${stationFuels.priceAt}) over ()`.as('newest'),
    })
    .from(stationFuels)
    .innerJoin(providers, eq(providers.id, stationFuels.providerId))
    .where(and(...where))
    .as('ranked');
  const [rows, ceilings] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= 3`)
      .orderBy(sql`lower(${ranked.city})`, sql`${ranked.fuel}`, ranked.rank),
    loadCeilings(db, [q.country], '9999-12-31'),
  ]);
  const { currency, exponent } = currencyOf(q.country);
  const data: CityFuelPrice[] = [];
  for (const r of rows) {
    const day = localDay(r, now);
    const ceiling = ceilingFor(ceilings, q.country, r.fuel, day);
    let entry = data.find((d) => d.city === r.city && d.fuel_type === r.fuel);
    if (!entry) {
      entry = {
        city: r.city,
        fuel_type: r.fuel,
        currency,
        cheapest: major(r.priceMinor, exponent) ?? 0,
        average: Math.round((major(Number(r.average), exponent) ?? 0) * 100) / 100,
        stations: Number(r.stations),
        ceiling: ceiling ? toCeiling(ceiling, day) : null,
        cheapest_stations: [],
      };
      data.push(entry);
    }
    entry.cheapest_stations.push({
      id: r.id,
      slug: r.slug,
      name: r.name,
      brand: r.brand ?? '',
      city: r.city,
      address: r.address,
      price: major(r.priceMinor, exponent) ?? 0,
      price_minor: r.priceMinor ?? 0,
      reported_at: (r.priceAt ?? now).toISOString(),
      source: r.source ?? 'station',
      report_count: r.source === 'drivers' ? r.reportCount : 0,
      above_ceiling: isAboveCeiling(r.priceMinor, ceiling?.priceMinor ?? null),
    });
  }
  const order = (f: FuelType) => FUEL_TYPES.indexOf(f);
  data.sort(
    (a, b) =>
      a.city.toLowerCase().localeCompare(b.city.toLowerCase()) || order(a.fuel_type) - order(b.fuel_type),
  );
  const newest = rows[0]?.newest;
  return {
    data,
    meta: { country: q.country, currency, updated_at: newest ? new Date(newest).toISOString() : null },
  };
}

/**
 * GET /widgets/{widget_key}/fuel-prices: the key's station (404 'Unknown widget key.' for an unknown key
 * or one of a garage or carwash) with its prices; in board mode also its city's row for `fuel`.
 */
export async function widgetData(
  db: Db,
  key: string,
  q: { mode: 'station' | 'board'; fuel: FuelType },
  now: Date,
): Promise<FuelWidgetData['data']> {
  const station: StationRow = await firstOrNotFound(
    db
      .select()
      .from(providers)
      .where(and(eq(providers.widgetKey, key), eq(providers.type, 'gas_station'))),
    'Unknown widget key.',
  );
  const [fuels, ceilings, board] = await Promise.all([
    fuelsOf(db, [station.id]),
    loadCeilings(db, [station.country], localDay(station, now)),
    q.mode === 'board'
      ? fuelBoard(db, { country: station.country, city: station.city, fuel: q.fuel }, now)
      : null,
  ]);
  const shown = toStation(station, {
    fuels: fuels.get(station.id) ?? [],
    ceilings,
    oilBrands: [],
    now,
    fuel: q.fuel,
  });
  const times = shown.prices.flatMap((p) => (p.reported_at ? [p.reported_at] : [])).sort();
  return {
    widget_key: station.widgetKey,
    brand_color: station.brandColor,
    mode: q.mode,
    station: shown,
    board: board?.data[0] ?? null,
    updated_at: times.at(-1) ?? null,
  };
}
