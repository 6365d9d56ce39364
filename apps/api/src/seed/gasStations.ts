/**
 * Seeds the gas stations (issue #11 Data; `./data/gasStations.ts`): providers of type `gas_station`
 * with brand, hours, amenities and services; their fuels with today's price (staff source, a few hours
 * old) and 90 days of history from the deterministic generator (`./gasPrices.ts`); engine oils with
 * variants and LPG; the spareshop seller and listings that Buy Now puts in the cart; the regulated
 * ceilings. Outside production, two demo stations get fixed widget keys and the demo widget origins,
 * and a few Kigali prices are shown as confirmed by two or three drivers (reports by the demo accounts).
 * Idempotent: stations match by slug and only new ones get rows; ceilings match by country, fuel, start.
 */
import { ALWAYS_OPEN, type FuelType, type StationHours } from '@gari/contract/gasStations';
import { MARKET_CURRENCIES, toMinor } from '@gari/contract/marketplace';
import { localTime } from '@gari/contract/rules/time';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  fuelCeilings,
  fuelPriceHistory,
  fuelPriceReports,
  listingImages,
  listings,
  providers,
  sellers,
  stationFuels,
  stationProducts,
  stationProductVariants,
  stationServices,
  users,
} from '../db/schema';
import { STATION_STOCK } from '../gas/writes';
import { newWidgetKey } from '../partner/service';
import { DEMO_MEMBER, DEV_ACCOUNTS } from './accounts';
import {
  GAS_STATIONS,
  type HoursCode,
  LPG_PRICES,
  OILS,
  SEED_CEILINGS,
  SERVICE_PRICES,
  type SeedStation,
  STATION_TIMEZONES,
} from './data/gasStations';
import { fuelsOfStation, hashOf, historyRows, stationPriceOn } from './gasPrices';

/** Days of seeded history. */
export const HISTORY_DAYS = 90;
/** Slugs of the demo stations: fixed widget keys and staff accounts outside production. */
export const DEMO_STATIONS = ['sp-kimironko', 'totalenergies-kiyovu'] as const;

const HOURS: Record<HoursCode, StationHours[]> = {
  A: ALWAYS_OPEN,
  D: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '05:00', close: '23:00' })),
  L: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '06:00', close: '02:00' })),
  C: [
    ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '06:00', close: '22:00' })),
    { day: 0, open: '07:00', close: '21:00' },
  ],
};
const AMENITY_CODES: Record<string, string> = {
  S: 'Shop',
  P: 'Air Pump',
  A: 'ATM',
  R: 'Restroom',
  C: 'Carwash',
};

/** The slug of a seeded station (`SP Kimironko` → `sp-kimironko`). */
export const stationSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** What {@link seedGasStations} wrote. */
export interface GasSeedReport {
  stations: number;
  ceilings: number;
}

/** Inserts the ceilings that are missing. */
async function seedCeilings(db: Db): Promise<number> {
  const rows = SEED_CEILINGS.map(([country, fuel, from, to, price, regulator]) => {
    const { currency, exponent } = MARKET_CURRENCIES[country as keyof typeof MARKET_CURRENCIES];
    return {
      country,
      fuel,
      validFrom: from,
      validTo: to,
      priceMinor: toMinor(price, exponent),
      currency,
      currencyExponent: exponent,
      regulator,
      source: `${regulator} maximum pump price (demo figure)`,
    };
  });
  const added = await db
    .insert(fuelCeilings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: fuelCeilings.id });
  return added.length;
}

/** Seeds what is missing (see the module comment). */
export async function seedGasStations(
  db: Db,
  opts: { isProduction: boolean; now?: Date },
): Promise<GasSeedReport> {
  const now = opts.now ?? new Date();
  const ceilings = await seedCeilings(db);
  const demo = new Set<string>(opts.isProduction ? [] : DEMO_STATIONS);
  const inserted = await db
    .insert(providers)
    .values(
      GAS_STATIONS.map((s) => {
        const [name, brand, city, country, address, lat, lng, hours, amenities] = s;
        const slug = stationSlug(name);
        return {
          type: 'gas_station' as const,
          slug,
          name,
          description: `${brand} station on ${address}, ${city}.`,
          city,
          address,
          country,
          lat,
          lng,
          phone: phoneOf(s),
          timezone: STATION_TIMEZONES[country],
          openingHours: HOURS[hours],
          brand,
          amenities: [...amenities].map((c) => AMENITY_CODES[c] ?? c),
          widgetKey: demo.has(slug) ? `gw_demo_${slug.replaceAll('-', '_')}` : newWidgetKey(),
          allowedOrigins: demo.has(slug)
            ? [
                'http://localhost:3000',
                'http://127.0.0.1:3000',
                'http://localhost:3001',
                'http://127.0.0.1:3001',
              ]
            : [],
          brandColor: '#b45309',
          rating: 0,
          reviewsCount: 0,
        };
      }),
    )
    .onConflictDoNothing({ target: providers.slug })
    .returning();
  if (inserted.length === 0) return { stations: 0, ceilings };
  const bySlug = new Map(GAS_STATIONS.map((s) => [stationSlug(s[0]), s]));
  const stations = inserted.flatMap((row) => {
    const seed = bySlug.get(row.slug);
    return seed ? [{ row, seed }] : [];
  });

  const sellerRows = await db
    .insert(sellers)
    .values(
      stations.map(({ row }) => ({
        type: 'gas_station' as const,
        providerId: row.id,
        slug: `station-${row.slug}`,
        name: row.name,
        country: row.country,
        city: row.city,
        phone: row.phone,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sellers.id, providerId: sellers.providerId });
  const sellerOf = new Map(sellerRows.map((r) => [r.providerId, r.id]));

  // Today's price of each fuel (as of a few hours ago) and every oil variant, each with its listing.
  const fuelItems = stations.flatMap(({ row, seed }) => {
    const at = new Date(now.getTime() - ((hashOf(row.slug) % 20) + 1) * 3_600_000);
    const day = localTime(at, row.timezone).date;
    return fuelsOfStation(seed).map((fuel) => ({
      row,
      seed,
      fuel,
      at,
      priceMinor: stationPriceOn(seed, fuel, day),
    }));
  });
  const productItems = stations.flatMap(({ row, seed }) => productsOf(seed).map((p) => ({ row, ...p })));
  const variantItems = productItems.flatMap((p) => p.variants.map((v) => ({ ...p, variant: v })));
  const listingValues = [
    ...fuelItems.map((f) => listingRow(f.row, sellerOf.get(f.row.id), f.fuel, 'fuel', null, f.priceMinor)),
    ...variantItems.map((v) =>
      listingRow(
        v.row,
        sellerOf.get(v.row.id),
        `${v.name} ${v.variant.brand ?? ''} ${v.variant.label}`.replace(/ +/g, ' '),
        v.kind === 'engine_oil' ? 'engine' : 'fuel',
        v.variant.brand,
        v.variant.priceMinor,
      ),
    ),
  ];
  const listingIds: number[] = [];
  for (let i = 0; i < listingValues.length; i += 500) {
    const ids = await db
      .insert(listings)
      .values(listingValues.slice(i, i + 500))
      .returning({ id: listings.id });
    listingIds.push(...ids.map((r) => r.id));
  }
  await db.insert(listingImages).values(
    listingIds.map((listingId, i) => ({
      listingId,
      position: 0,
      source: 'generated' as const,
      key: `${listingValues[i]?.category ?? 'fuel'}-${listingId % 6}`,
    })),
  );

  await db.insert(stationFuels).values(
    fuelItems.map((f, i) => ({
      providerId: f.row.id,
      fuel: f.fuel,
      priceMinor: f.priceMinor,
      priceAt: f.at,
      priceSource: 'station' as const,
      staffPriceMinor: f.priceMinor,
      staffPriceAt: f.at,
      listingId: listingIds[i] ?? null,
    })),
  );
  const history = fuelItems.flatMap((f) =>
    historyRows(f.seed, f.fuel, localTime(f.at, f.row.timezone).date, HISTORY_DAYS).map((h) => ({
      providerId: f.row.id,
      fuel: f.fuel,
      ...h,
    })),
  );
  for (let i = 0; i < history.length; i += 1000)
    await db.insert(fuelPriceHistory).values(history.slice(i, i + 1000));

  const productRows = await db
    .insert(stationProducts)
    .values(
      productItems.map((p) => ({ providerId: p.row.id, name: p.name, kind: p.kind, position: p.position })),
    )
    .returning({ id: stationProducts.id });
  let v = 0;
  const variantRows = productItems.flatMap((p, i) =>
    p.variants.map((variant, position) => ({
      productId: productRows[i]?.id ?? 0,
      label: variant.label,
      brand: variant.brand,
      priceMinor: variant.priceMinor,
      position,
      listingId: listingIds[fuelItems.length + v++] ?? null,
    })),
  );
  if (variantRows.length) await db.insert(stationProductVariants).values(variantRows);
  const services = stations.flatMap(({ row, seed }) =>
    servicesOf(seed).map((s, position) => ({ providerId: row.id, ...s, position })),
  );
  if (services.length) await db.insert(stationServices).values(services);
  if (!opts.isProduction) await seedDriverReports(db, fuelItems, now);
  return { stations: inserted.length, ceilings };
}

/** A plausible station phone of the country (+250 78…, +254 7…, +256 7…, +255 7…). */
function phoneOf(s: SeedStation): string {
  const n = String(hashOf(s[0]) % 1_000_000).padStart(6, '0');
  const prefix = { RW: '+250 788', KE: '+254 722', UG: '+256 772', TZ: '+255 754' }[s[3]];
  return `${prefix} ${n.slice(0, 3)} ${n.slice(3)}`;
}

/** A station listing row (kind station_product; fuels in category fuel, oils in engine). */
function listingRow(
  row: typeof providers.$inferSelect,
  sellerId: number | undefined,
  product: string,
  category: 'fuel' | 'engine',
  brand: string | null,
  priceMinor: number,
) {
  if (sellerId === undefined) throw new Error(`seed: no seller for station ${row.slug}`);
  const { currency, exponent } = MARKET_CURRENCIES[row.country as keyof typeof MARKET_CURRENCIES];
  const fuel = category === 'fuel';
  return {
    sellerId,
    kind: 'station_product' as const,
    status: 'published' as const,
    title: `${product} · ${row.name}`,
    description: fuel
      ? `${product} at ${row.name}, ${row.address}, ${row.city}. Price per litre; the quantity is litres.`
      : `${product} at ${row.name}, ${row.address}, ${row.city}.`,
    category,
    brand,
    condition: 'New' as const,
    priceMinor,
    currency,
    currencyExponent: exponent,
    country: row.country,
    city: row.city,
    stock: fuel ? STATION_STOCK.fuel : STATION_STOCK.product,
  };
}

/** Products of a seeded station: its brand's engine oils, and LPG where it has a Shop and a big site. */
function productsOf(s: SeedStation) {
  const [name, brand, , country, , , , , amenities] = s;
  const { exponent } = MARKET_CURRENCIES[country];
  const list: Array<{
    name: string;
    kind: 'engine_oil' | 'other';
    position: number;
    variants: Array<{ label: string; brand: string | null; priceMinor: number }>;
  }> = [];
  const oils = OILS[country][brand] ?? [];
  if (oils.length)
    list.push({
      name: 'Engine oil',
      kind: 'engine_oil',
      position: 0,
      variants: oils.map(([oilBrand, label, price]) => ({
        label,
        brand: oilBrand,
        priceMinor: toMinor(price, exponent),
      })),
    });
  if (amenities.includes('S') && hashOf(`${name}|lpg`) % 3 === 0) {
    const [small, large] = LPG_PRICES[country];
    list.push({
      name: 'LPG gas',
      kind: 'other',
      position: 1,
      variants: [
        { label: '6 kg refill', brand: null, priceMinor: toMinor(small, exponent) },
        { label: '12 kg refill', brand: null, priceMinor: toMinor(large, exponent) },
      ],
    });
  }
  return list;
}

/** Services of a seeded station from its amenities (minor units; tyre pressure is free: no price). */
function servicesOf(s: SeedStation) {
  const [, brand, , country, , , , , amenities] = s;
  const prices = SERVICE_PRICES[country];
  const { exponent } = MARKET_CURRENCIES[country];
  const list: Array<{ name: string; priceMinor: number | null }> = [];
  if (amenities.includes('P')) list.push({ name: 'Tyre pressure check', priceMinor: null });
  if ((OILS[country][brand] ?? []).length)
    list.push({ name: 'Oil change', priceMinor: toMinor(prices.oil, exponent) });
  if (amenities.includes('C')) list.push({ name: 'Car wash', priceMinor: toMinor(prices.wash, exponent) });
  list.push({ name: 'Tyre repair', priceMinor: toMinor(prices.tyre, exponent) });
  return list;
}

/**
 * Development only: the Diesel price of every third Kigali station is shown as confirmed by the demo
 * member and the dev accounts (2 or 3 drivers, within ±2 % of the price, a little after the staff set it).
 */
async function seedDriverReports(
  db: Db,
  fuels: Array<{ row: typeof providers.$inferSelect; fuel: FuelType; at: Date; priceMinor: number }>,
  now: Date,
) {
  const emails = [DEMO_MEMBER.email, ...DEV_ACCOUNTS.map((a) => a.email)];
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (people.length < 2) return;
  const picked = fuels.filter(
    (f) => f.fuel === 'Diesel' && f.row.city === 'Kigali' && hashOf(f.row.slug) % 3 === 0,
  );
  for (const f of picked) {
    const drivers = people.slice(0, 2 + (hashOf(f.row.slug) % 2));
    const at = new Date(Math.min(now.getTime(), f.at.getTime() + 45 * 60_000));
    await db.insert(fuelPriceReports).values(
      drivers.map((d, i) => ({
        providerId: f.row.id,
        fuel: f.fuel,
        userId: d.id,
        priceMinor: f.priceMinor,
        status: i === 0 ? ('pending' as const) : ('confirmed' as const),
        agreeing: i + 1,
        createdAt: new Date(at.getTime() - (drivers.length - 1 - i) * 20 * 60_000),
      })),
    );
    await db
      .update(stationFuels)
      .set({ priceAt: at, priceSource: 'drivers', reportCount: drivers.length })
      .where(and(eq(stationFuels.providerId, f.row.id), eq(stationFuels.fuel, f.fuel)));
  }
}
