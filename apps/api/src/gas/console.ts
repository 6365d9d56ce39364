/**
 * The partner console's station section (issue #11 "the console gains a station section: prices,
 * products, hours, widget"): only the station's own staff (403 otherwise) set fuel prices (shown at
 * once, source station), replace the products other than fuel (variants keep their ids and cart
 * listings when their label stays), and change hours, amenities, services and phone. Every write is one
 * transaction. Prices arrive in major units and are stored in minor units of the station's currency.
 */
import type {
  StaffPrice,
  StationPricesUpdate,
  StationProductsUpdate,
  StationUpdate,
} from '@gari/contract/gasPartner';
import { FUEL_TYPES } from '@gari/contract/gasStations';
import { toMinor } from '@gari/contract/marketplace';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import {
  providers,
  stationFuels,
  stationProducts,
  stationProductVariants,
  stationServices,
} from '../db/schema';
import { HttpError } from '../errors';
import { requireStaff } from '../partner/service';
import { currencyOf, major, type StationRow } from './prices';
import { findStation } from './stations';
import { setShownPrice, syncListing } from './writes';

/** Message of a station that is not the member's. */
export const NOT_YOUR_STATION = 'You are not on the staff of this station.';

/** The station `idOrSlug` (404 'Station not found.') when `userId` is on its staff (else 403). */
export async function staffStation(db: Db, userId: number, idOrSlug: string): Promise<StationRow> {
  const station = await findStation(db, idOrSlug);
  const memberships = await requireStaff(db, userId);
  if (!memberships.some((m) => m.provider.id === station.id)) throw new HttpError(403, NOT_YOUR_STATION);
  return station;
}

/** The staff's own prices of each fuel the station sells. */
export async function staffPrices(db: Db | Tx, station: StationRow): Promise<StaffPrice[]> {
  const { exponent } = currencyOf(station.country);
  const rows = await db.select().from(stationFuels).where(eq(stationFuels.providerId, station.id));
  return rows
    .sort((a, b) => FUEL_TYPES.indexOf(a.fuel) - FUEL_TYPES.indexOf(b.fuel))
    .map((r) => ({
      fuel_type: r.fuel,
      price: major(r.staffPriceMinor, exponent),
      price_minor: r.staffPriceMinor,
      set_at: r.staffPriceAt?.toISOString() ?? null,
    }));
}

/**
 * PUT /partner/stations/{id}/prices: each fuel's staff price becomes the shown price now (null: sold
 * without a price, its listing paused); `sold: false` stops selling it (its listing paused, row removed).
 */
export async function setStaffPrices(
  db: Db,
  station: StationRow,
  userId: number,
  body: z.output<typeof StationPricesUpdate>,
  now: Date,
): Promise<void> {
  const { exponent } = currencyOf(station.country);
  await db.transaction(async (tx) => {
    for (const { fuel_type: fuel, price, sold } of body.prices) {
      const onFuel = and(eq(stationFuels.providerId, station.id), eq(stationFuels.fuel, fuel));
      if (!sold) {
        const [gone] = await tx.delete(stationFuels).where(onFuel).returning();
        if (gone?.listingId)
          await syncListing(tx, station, gone.listingId, {
            product: fuel,
            kind: 'fuel',
            brand: null,
            priceMinor: null,
          });
        continue;
      }
      await tx.insert(stationFuels).values({ providerId: station.id, fuel }).onConflictDoNothing();
      await tx.select().from(stationFuels).where(onFuel).for('update');
      const priceMinor = price === null ? null : toMinor(price, exponent);
      await setShownPrice(
        tx,
        station,
        fuel,
        { priceMinor, source: 'station', reportCount: 0, at: now },
        { userId },
      );
    }
  });
}

/**
 * PUT /partner/stations/{id}/products: replaces the products other than fuel. Products match by name
 * and variants by label (case-insensitive), so a kept variant keeps its id and listing; a removed or
 * unavailable one has its listing paused (carts refuse it with 409).
 */
export async function setProducts(db: Db, station: StationRow, body: z.output<typeof StationProductsUpdate>) {
  const { exponent } = currencyOf(station.country);
  await db.transaction(async (tx) => {
    await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, station.id)).for('update');
    const existing = await tx
      .select()
      .from(stationProducts)
      .where(eq(stationProducts.providerId, station.id));
    const oldVariants = existing.length
      ? await tx
          .select()
          .from(stationProductVariants)
          .where(
            inArray(
              stationProductVariants.productId,
              existing.map((p) => p.id),
            ),
          )
      : [];
    const keptVariants = new Set<number>();
    const keptProducts: number[] = [];
    for (const [position, p] of body.products.entries()) {
      const match = existing.find((e) => e.name.toLowerCase() === p.name.toLowerCase());
      const values = { name: p.name, kind: p.kind, available: p.available, position };
      const [product] = match
        ? await tx.update(stationProducts).set(values).where(eq(stationProducts.id, match.id)).returning()
        : await tx
            .insert(stationProducts)
            .values({ providerId: station.id, ...values })
            .returning();
      if (!product) throw new Error('product write returned nothing');
      keptProducts.push(product.id);
      for (const [vPosition, v] of p.variants.entries()) {
        const old = oldVariants.find(
          (o) => o.productId === product.id && o.label.toLowerCase() === v.label.toLowerCase(),
        );
        const priceMinor = v.price == null ? null : toMinor(v.price, exponent);
        const brand = v.brand ?? null;
        const listingId = await syncListing(tx, station, old?.listingId ?? null, {
          product: [p.name, brand, v.label].filter(Boolean).join(' '),
          kind: p.kind,
          brand,
          priceMinor: p.available ? priceMinor : null,
        });
        const fields = { label: v.label, brand, priceMinor, position: vPosition, listingId };
        if (old) {
          keptVariants.add(old.id);
          await tx.update(stationProductVariants).set(fields).where(eq(stationProductVariants.id, old.id));
        } else await tx.insert(stationProductVariants).values({ productId: product.id, ...fields });
      }
    }
    for (const gone of oldVariants.filter((o) => !keptVariants.has(o.id)))
      if (gone.listingId)
        await syncListing(tx, station, gone.listingId, {
          product: gone.label,
          kind: 'other',
          brand: null,
          priceMinor: null,
        });
    const removed = oldVariants.filter((o) => !keptVariants.has(o.id)).map((o) => o.id);
    if (removed.length)
      await tx.delete(stationProductVariants).where(inArray(stationProductVariants.id, removed));
    const dropProducts = keptProducts.length
      ? and(eq(stationProducts.providerId, station.id), notInArray(stationProducts.id, keptProducts))
      : eq(stationProducts.providerId, station.id);
    await tx.delete(stationProducts).where(dropProducts);
  });
}

/** PATCH /partner/stations/{id}: hours (whole week), amenities, services (whole list), phone. */
export async function updateStation(db: Db, station: StationRow, body: z.output<typeof StationUpdate>) {
  const { exponent } = currencyOf(station.country);
  await db.transaction(async (tx) => {
    const set: Partial<typeof providers.$inferInsert> = {};
    if (body.opening_hours) set.openingHours = body.opening_hours;
    if (body.amenities) set.amenities = body.amenities;
    if (body.phone) set.phone = body.phone;
    if (Object.keys(set).length > 0) await tx.update(providers).set(set).where(eq(providers.id, station.id));
    if (body.services) {
      await tx.delete(stationServices).where(eq(stationServices.providerId, station.id));
      if (body.services.length > 0)
        await tx.insert(stationServices).values(
          body.services.map((s, position) => ({
            providerId: station.id,
            name: s.name,
            priceMinor: s.price_from === null ? null : toMinor(s.price_from, exponent),
            position,
          })),
        );
    }
  });
}
