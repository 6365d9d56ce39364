/**
 * Writing fuel prices (issue #11): the one place a station's SHOWN price changes (a staff price or a
 * confirmed report), which also writes the day's history row and keeps the spareshop listing that
 * Buy Now puts in the cart in step (published with the price, paused without). Station products other
 * than fuel sync their listings here too. Runs inside the caller's transaction. Money in minor units.
 */
import { stationListingTitle } from '@gari/contract/gasOptions';
import type { FuelType } from '@gari/contract/gasStations';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { fuelPriceHistory, listingImages, listings, sellers, stationFuels } from '../db/schema';
import { currencyOf, localDay, type StationRow } from './prices';

/** Units a station listing holds: litres of fuel (unbounded in practice) or items of a product. */
export const STATION_STOCK = { fuel: 100_000, product: 100 } as const;

/** The spareshop seller of a station (made on first use: type gas_station, the station's phone). */
export async function stationSeller(tx: Tx, station: StationRow): Promise<number> {
  const [found] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.providerId, station.id));
  if (found) return found.id;
  const [made] = await tx
    .insert(sellers)
    .values({
      type: 'gas_station',
      providerId: station.id,
      slug: `station-${station.slug}`,
      name: station.name,
      country: station.country,
      city: station.city,
      phone: station.phone,
    })
    .onConflictDoNothing()
    .returning({ id: sellers.id });
  if (made) return made.id;
  const [raced] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.providerId, station.id));
  if (!raced) throw new Error(`no seller for station ${station.id}`);
  return raced.id;
}

/** What a station listing sells. */
export interface StationItem {
  /** Product name shown in the cart and in 'X is not available' (`Diesel`, `Engine oil 5W-30 4 L`). */
  product: string;
  /** A fuel, an engine oil (listed in category engine) or another product (category fuel: LPG…). */
  kind: 'fuel' | 'engine_oil' | 'other';
  brand: string | null;
  /** Null: not for sale now (the listing, if any, is paused). */
  priceMinor: number | null;
}

/**
 * Keeps the listing of a station item in step and answers its id: with a price it is published at that
 * price (created on first use, with a generated illustration); without one an existing listing is
 * paused (carts then refuse it with 409) and none is created (null).
 */
export async function syncListing(
  tx: Tx,
  station: StationRow,
  listingId: number | null,
  item: StationItem,
): Promise<number | null> {
  const now = new Date();
  if (item.priceMinor === null) {
    if (listingId !== null)
      await tx.update(listings).set({ status: 'paused', updatedAt: now }).where(eq(listings.id, listingId));
    return listingId;
  }
  const title = stationListingTitle(item.product, station.name);
  if (listingId !== null) {
    const [kept] = await tx
      .update(listings)
      .set({ status: 'published', priceMinor: item.priceMinor, title, brand: item.brand, updatedAt: now })
      .where(eq(listings.id, listingId))
      .returning({ id: listings.id });
    if (kept) return kept.id;
  }
  const { currency, exponent } = currencyOf(station.country);
  const category = item.kind === 'engine_oil' ? 'engine' : 'fuel';
  const [made] = await tx
    .insert(listings)
    .values({
      sellerId: await stationSeller(tx, station),
      kind: 'station_product',
      status: 'published',
      title,
      description:
        item.kind === 'fuel'
          ? `${item.product} at ${station.name}, ${station.address}, ${station.city}. Price per litre; the quantity is litres.`
          : `${item.product} at ${station.name}, ${station.address}, ${station.city}.`,
      category,
      brand: item.brand,
      condition: 'New',
      priceMinor: item.priceMinor,
      currency,
      currencyExponent: exponent,
      country: station.country,
      city: station.city,
      stock: item.kind === 'fuel' ? STATION_STOCK.fuel : STATION_STOCK.product,
    })
    .returning({ id: listings.id });
  if (!made) throw new Error('station listing insert returned nothing');
  await tx
    .insert(listingImages)
    .values({ listingId: made.id, position: 0, source: 'generated', key: `${category}-${station.id % 6}` });
  return made.id;
}

/** The new shown price of a fuel and where it comes from. */
export interface ShownPrice {
  priceMinor: number | null;
  source: 'station' | 'drivers';
  /** Agreeing members (drivers), 0 for the station. */
  reportCount: number;
  at: Date;
}

/**
 * Sets the shown price of `fuel` at `station` (its row must exist and be locked by the caller), writes
 * the local day's history row and syncs the fuel's listing. Staff writes pass `staff` to keep their own
 * price beside it.
 */
export async function setShownPrice(
  tx: Tx,
  station: StationRow,
  fuel: FuelType,
  shown: ShownPrice,
  staff?: { userId: number | null },
): Promise<void> {
  const [row] = await tx
    .select({ listingId: stationFuels.listingId })
    .from(stationFuels)
    .where(and(eq(stationFuels.providerId, station.id), eq(stationFuels.fuel, fuel)));
  const listingId = await syncListing(tx, station, row?.listingId ?? null, {
    product: fuel,
    kind: 'fuel',
    brand: null,
    priceMinor: shown.priceMinor,
  });
  await tx
    .update(stationFuels)
    .set({
      priceMinor: shown.priceMinor,
      priceAt: shown.priceMinor === null ? null : shown.at,
      priceSource: shown.priceMinor === null ? null : shown.source,
      reportCount: shown.source === 'drivers' ? shown.reportCount : 0,
      listingId,
      ...(staff
        ? { staffPriceMinor: shown.priceMinor, staffPriceAt: shown.at, staffUserId: staff.userId }
        : {}),
    })
    .where(and(eq(stationFuels.providerId, station.id), eq(stationFuels.fuel, fuel)));
  if (shown.priceMinor !== null)
    await tx
      .insert(fuelPriceHistory)
      .values({
        providerId: station.id,
        fuel,
        day: localDay(station, shown.at),
        priceMinor: shown.priceMinor,
      })
      .onConflictDoUpdate({
        target: [fuelPriceHistory.providerId, fuelPriceHistory.fuel, fuelPriceHistory.day],
        set: { priceMinor: sql`excluded.price_minor` },
      });
}
