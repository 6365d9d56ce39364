/**
 * The gas station list and page (issue #11; spec §2 Gas stations / Gas station detail, §3 Gas station):
 * every filter, both sorts and keyset paging in SQL (`./sql`), then one query each for the page's fuels,
 * ceilings and oil brands. A station is a provider row of type `gas_station`. Money in minor units of
 * the station's currency, distances in km (great circle on 6371 km).
 */
import {
  type Amenity,
  type GasStation,
  type GasStationDetail,
  type GasStationPage,
  type GasStationQuery,
  RECENT_REPORTS,
  STATION_NOT_FOUND,
  type StationHours,
} from '@gari/contract/gasStations';
import { roundKm } from '@gari/contract/rules/distance';
import { effectiveHours } from '@gari/contract/rules/slots';
import { isAlwaysOpen, isStationOpenAt } from '@gari/contract/rules/stationHours';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cursorPage, encodeCursor } from '../cursor';
import type { Db, Tx } from '../db/client';
import { containsAll, likePattern } from '../db/filters';
import {
  fuelPriceReports,
  providers,
  sellers,
  stationFuels,
  stationProducts,
  stationProductVariants,
  stationServices,
} from '../db/schema';
import { sortedRows } from '../db/sorted';
import { firstOrNotFound } from '../errors';
import { distanceSql } from '../providers/service';
import {
  type CeilingRow,
  currencyOf,
  type FuelRow,
  fuelsOf,
  loadCeilings,
  localDay,
  major,
  type StationRow,
  toFuelPrice,
} from './prices';
import { afterCursor, boundingBox, decodeCursor, openNowSql, type SortKey } from './sql';

/** Parsed query of GET /gas-stations. */
export type StationFilters = z.output<typeof GasStationQuery>;

const isStation = eq(providers.type, 'gas_station');
/** A fuel's shown price that sorts after every real one (stations without a price last). */
const NO_PRICE = 9_007_199_254_740_991;

/** The station with numeric id or slug `idOrSlug`, else 404 'Station not found.'. */
export async function findStation(db: Db | Tx, idOrSlug: string | number): Promise<StationRow> {
  const key = String(idOrSlug);
  const byId = /^\d{1,9}$/.test(key);
  return firstOrNotFound(
    db
      .select()
      .from(providers)
      .where(and(isStation, byId ? eq(providers.id, Number(key)) : eq(providers.slug, key))),
    STATION_NOT_FOUND,
  );
}

/** Engine-oil brands sold by each of `ids` (A–Z). */
async function oilBrandsOf(db: Db | Tx, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectDistinct({ id: stationProducts.providerId, brand: stationProductVariants.brand })
    .from(stationProductVariants)
    .innerJoin(stationProducts, eq(stationProducts.id, stationProductVariants.productId))
    .where(and(inArray(stationProducts.providerId, ids), eq(stationProducts.kind, 'engine_oil')))
    .orderBy(asc(stationProductVariants.brand));
  for (const r of rows) if (r.brand) map.set(r.id, [...(map.get(r.id) ?? []), r.brand]);
  return map;
}

/** The contract `GasStation` of a row with its fuels; `fuel` picks `price`. */
export function toStation(
  row: StationRow,
  ctx: {
    fuels: FuelRow[];
    ceilings: readonly CeilingRow[];
    oilBrands: string[];
    now: Date;
    fuel?: string;
    distanceKm?: number | null;
  },
): GasStation {
  const hours = effectiveHours(row.openingHours as StationHours[] | null);
  const prices = ctx.fuels.map((f) => toFuelPrice(row, f, ctx.ceilings, ctx.now));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand ?? row.name.split(' ')[0] ?? '',
    city: row.city,
    address: row.address,
    country: row.country,
    latitude: row.lat,
    longitude: row.lng,
    phone: row.phone,
    image: row.imageUrl,
    distance_km: ctx.distanceKm == null ? null : roundKm(ctx.distanceKm),
    open_now: isStationOpenAt(hours, row.timezone, ctx.now),
    open_24h: isAlwaysOpen(hours),
    opening_hours: hours,
    timezone: row.timezone,
    amenities: row.amenities as Amenity[],
    currency: currencyOf(row.country).currency,
    prices,
    price: prices.find((p) => p.fuel_type === ctx.fuel) ?? null,
    oil_brands: ctx.oilBrands,
  };
}

/** The list's sort keys (all ascending, id last): see the contract's `GasStationQuery`. */
function sortKeys(q: StationFilters, distance: SQL | null): { name: string; keys: SortKey[] } {
  const id: SortKey = { expr: sql`${providers.id}`, cast: 'int' };
  const dist: SortKey | null = distance ? { expr: distance, cast: 'float8' } : null;
  const byName: SortKey[] = [
    { expr: sql`lower(${providers.city})`, cast: 'text' },
    { expr: sql`lower(${providers.name})`, cast: 'text' },
  ];
  if (q.sort === 'price') {
    const price: SortKey = { expr: sql`coalesce(${stationFuels.priceMinor}, ${NO_PRICE})`, cast: 'bigint' };
    return dist
      ? { name: 'price:near', keys: [price, dist, id] }
      : { name: 'price', keys: [price, ...byName, id] };
  }
  return dist ? { name: 'nearest', keys: [dist, id] } : { name: 'city', keys: [...byName, id] };
}

/**
 * GET /gas-stations: the page of stations matching `q` (see the contract's `GasStationQuery`), the
 * total, the next cursor, and the country's cities (with centres) and engine-oil brands.
 */
export async function listStations(db: Db, q: StationFilters, now: Date): Promise<GasStationPage> {
  const here = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
  const distance = here ? distanceSql(here.lat, here.lng) : null;
  const where: SQL[] = [isStation, eq(providers.country, q.country)];
  if (q.city) where.push(sql`lower(${providers.city}) = lower(${q.city})`);
  if (q.q) {
    const p = likePattern(q.q);
    where.push(
      sql`(${providers.name} ilike ${p} or ${providers.brand} ilike ${p} or ${providers.address} ilike ${p})`,
    );
  }
  if (q.oil_brand)
    where.push(sql`exists (select 1 from station_products sp join station_product_variants v on v.product_id = sp.id
      where sp.provider_id = ${providers.id} and sp.kind = 'engine_oil' and lower(v.brand) = lower(${q.oil_brand}))`);
  if (q.amenities?.length) where.push(containsAll(providers.amenities, q.amenities));
  if (q.open_now) where.push(openNowSql(now));
  if (here && distance)
    where.push(boundingBox(here.lat, here.lng, q.max_distance), sql`${distance} <= ${q.max_distance}`);
  const filter = and(...where);
  const { name, keys } = sortKeys(q, distance);
  const page = q.cursor ? and(filter, afterCursor(keys, decodeCursor(name, keys, q.cursor))) : filter;
  const fuelJoin = and(eq(stationFuels.providerId, providers.id), eq(stationFuels.fuel, q.fuel));
  const [rows, [total], cities, brands] = await Promise.all([
    db
      .select({
        station: providers,
        distance: (distance ?? sql<null>`null`).mapWith(Number),
        keys: sql<unknown[]>`json_build_array(${sql.join(
          keys.map((k) => k.expr),
          sql`, `,
        )})`,
      })
      .from(providers)
      .leftJoin(stationFuels, fuelJoin)
      .where(page)
      .orderBy(...keys.map((k) => asc(k.expr)))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(providers).where(filter),
    db
      .select({
        name: providers.city,
        latitude: sql<number>`avg(${providers.lat})`.mapWith(Number),
        longitude: sql<number>`avg(${providers.lng})`.mapWith(Number),
        stations: count(),
      })
      .from(providers)
      .where(and(isStation, eq(providers.country, q.country)))
      .groupBy(providers.city)
      .orderBy(asc(providers.city)),
    db
      .selectDistinct({ brand: stationProductVariants.brand })
      .from(stationProductVariants)
      .innerJoin(stationProducts, eq(stationProducts.id, stationProductVariants.productId))
      .innerJoin(providers, eq(providers.id, stationProducts.providerId))
      .where(and(isStation, eq(providers.country, q.country), eq(stationProducts.kind, 'engine_oil')))
      .orderBy(asc(stationProductVariants.brand)),
  ]);
  const { page: shown, meta } = cursorPage(rows, q.limit, (last) =>
    encodeCursor(name, last.keys as (number | string)[]),
  );
  const ids = shown.map((r) => r.station.id);
  const [fuels, oils, ceilings] = await Promise.all([
    fuelsOf(db, ids),
    oilBrandsOf(db, ids),
    loadCeilings(db, [q.country], '9999-12-31'),
  ]);
  return {
    data: shown.map((r) =>
      toStation(r.station, {
        fuels: fuels.get(r.station.id) ?? [],
        ceilings,
        oilBrands: oils.get(r.station.id) ?? [],
        now,
        fuel: q.fuel,
        distanceKm: r.distance,
      }),
    ),
    meta: {
      total: total?.n ?? 0,
      ...meta,
      fuel_type: q.fuel,
      currency: currencyOf(q.country).currency,
      cities: cities.map((c) => ({
        ...c,
        latitude: Math.round(c.latitude * 1e5) / 1e5,
        longitude: Math.round(c.longitude * 1e5) / 1e5,
      })),
      oil_brands: brands.flatMap((b) => (b.brand ? [b.brand] : [])),
    },
  };
}

/** The station page of `row` (fuels, products, services, latest reports, ceilings of its day). */
export async function stationDetail(db: Db | Tx, row: StationRow, now: Date): Promise<GasStationDetail> {
  const { currency, exponent } = currencyOf(row.country);
  const [fuels, oils, ceilings, products, services, reports, seller] = await Promise.all([
    fuelsOf(db, [row.id]),
    oilBrandsOf(db, [row.id]),
    loadCeilings(db, [row.country], localDay(row, now)),
    db
      .select({ product: stationProducts, variant: stationProductVariants })
      .from(stationProducts)
      .leftJoin(stationProductVariants, eq(stationProductVariants.productId, stationProducts.id))
      .where(eq(stationProducts.providerId, row.id))
      .orderBy(
        asc(stationProducts.position),
        asc(stationProducts.id),
        asc(stationProductVariants.position),
        asc(stationProductVariants.id),
      ),
    sortedRows(db, stationServices, eq(stationServices.providerId, row.id), asc, stationServices.position),
    sortedRows(
      db,
      fuelPriceReports,
      eq(fuelPriceReports.providerId, row.id),
      desc,
      fuelPriceReports.createdAt,
      RECENT_REPORTS,
    ),
    db.select({ id: sellers.id }).from(sellers).where(eq(sellers.providerId, row.id)),
  ]);
  const byProduct = new Map<number, GasStationDetail['products'][number]>();
  for (const { product, variant } of products) {
    const entry = byProduct.get(product.id) ?? {
      id: product.id,
      name: product.name,
      kind: product.kind,
      available: product.available,
      variants: [],
    };
    if (variant) {
      const priced = variant.priceMinor !== null && product.available;
      entry.variants.push({
        id: variant.id,
        label: variant.label,
        brand: variant.brand,
        price: major(variant.priceMinor, exponent),
        price_minor: variant.priceMinor,
        currency,
        listing_id: priced ? variant.listingId : null,
      });
    }
    byProduct.set(product.id, entry);
  }
  return {
    ...toStation(row, { fuels: fuels.get(row.id) ?? [], ceilings, oilBrands: oils.get(row.id) ?? [], now }),
    description: row.description,
    products: [...byProduct.values()],
    services: services.map((s) => ({ name: s.name, price_from: major(s.priceMinor, exponent), currency })),
    recent_reports: reports.map((r) => ({
      id: r.id,
      fuel_type: r.fuel,
      price: major(r.priceMinor, exponent) ?? 0,
      price_minor: r.priceMinor,
      currency,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      agreeing_reports: r.agreeing,
    })),
    map_url: `https://www.google.com/maps/search/?api=1&query=${row.lat},${row.lng}`,
    seller_id: seller[0]?.id ?? null,
  };
}
