/**
 * Small fixed gas stations for the API suites (issue #11 tests): written straight into the database in
 * Burundi (BI, a country the seed does not use; prices in USD cents there), so filters, sorts and open
 * hours are checked against known rows rather than the big seed.
 */
import type { FuelType, StationHours } from '@gari/contract/gasStations';
import type { Db } from '../db/client';
import { providers, stationFuels, stationProducts, stationProductVariants } from '../db/schema';
import type { StationRow } from './prices';

/** A fixture station; everything but `slug` and `name` has a default. */
export interface FixtureStation {
  slug: string;
  name: string;
  brand?: string;
  city?: string;
  country?: string;
  address?: string;
  lat?: number;
  lng?: number;
  timezone?: string;
  hours?: StationHours[];
  amenities?: string[];
  /** Shown price (minor units) per fuel; null = sold without a price. */
  fuels?: Partial<Record<FuelType, number | null>>;
  /** Minutes since the shown prices were set (default 60). */
  ageMinutes?: number;
  /** Engine-oil brands sold (one 4 L variant each). */
  oils?: string[];
  widgetKey?: string;
  allowedOrigins?: string[];
}

/** Inserts the stations with their fuels and oils; returns the rows by slug. */
export async function insertStations(
  db: Db,
  list: FixtureStation[],
  now: Date,
): Promise<Map<string, StationRow>> {
  const rows = await db
    .insert(providers)
    .values(
      list.map((s) => ({
        type: 'gas_station' as const,
        slug: s.slug,
        name: s.name,
        brand: s.brand ?? s.name.split(' ')[0] ?? 'Test',
        city: s.city ?? 'Bujumbura',
        address: s.address ?? 'Boulevard du Peuple Murundi',
        country: s.country ?? 'BI',
        lat: s.lat ?? -3.38,
        lng: s.lng ?? 29.36,
        phone: '+257 22 22 00 00',
        timezone: s.timezone ?? 'Africa/Bujumbura',
        openingHours: s.hours ?? [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' })),
        amenities: s.amenities ?? [],
        widgetKey: s.widgetKey ?? `gw_test_${s.slug.replaceAll('-', '_')}`,
        allowedOrigins: s.allowedOrigins ?? [],
      })),
    )
    .returning();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const fuels = list.flatMap((s) =>
    Object.entries(s.fuels ?? { Essence: 150 }).map(([fuel, price]) => ({
      providerId: bySlug.get(s.slug)?.id ?? 0,
      fuel: fuel as FuelType,
      priceMinor: price ?? null,
      priceAt: price == null ? null : new Date(now.getTime() - (s.ageMinutes ?? 60) * 60_000),
      priceSource: price == null ? null : ('station' as const),
      staffPriceMinor: price ?? null,
    })),
  );
  if (fuels.length) await db.insert(stationFuels).values(fuels);
  for (const s of list.filter((x) => x.oils?.length)) {
    const [product] = await db
      .insert(stationProducts)
      .values({ providerId: bySlug.get(s.slug)?.id ?? 0, name: 'Engine oil', kind: 'engine_oil' })
      .returning();
    await db.insert(stationProductVariants).values(
      (s.oils ?? []).map((brand, position) => ({
        productId: product?.id ?? 0,
        label: `10W-40 · 4 L (${brand})`,
        brand,
        priceMinor: 3000 + position * 500,
        position,
      })),
    );
  }
  return bySlug;
}
