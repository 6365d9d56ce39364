/**
 * Spareshop seed (issue #10 "Data"): 14 sellers (parts shops and private sellers) in RW, KE, UG, TZ,
 * 440 spare-part listings (110 per country, every category in every country) with brand, OEM numbers,
 * condition, features, fitment from the reference makes/models, stock and prices in the country's
 * currency (minor units), and 64 cars for sale (year, mileage km, fuel, transmission). Images are the
 * generated SVG illustrations of each category (`marketplace/images.ts`). Deterministic (mulberry32,
 * fixed dates) and idempotent: nothing is written when the seeded sellers already have listings.
 * `seedMarketplaceScale` adds generated listings up to a target for the benchmarks.
 */
import { MARKET_CURRENCIES, type MarketCountry } from '@gari/contract/marketplace';
import { count, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listingFitments, listingImages, listings, makes, models, sellers, users } from '../db/schema';
import { ILLUSTRATION_VARIANTS } from '../marketplace/images';
import { rememberWords, searchDocOf } from '../marketplace/search';
import { DEV_ACCOUNTS } from './accounts';
import {
  CAR_USD,
  FUELS,
  KNOWN_OEM,
  PART_TEMPLATES,
  SEED_CARS,
  SEED_SELLERS,
  TRANSMISSIONS,
  USD_RATES,
} from './data/marketplace';
import { prng } from './history';

/** Parts and cars per country in the normal seed. */
export const SEED_PARTS_PER_COUNTRY = 110;
export const SEED_CARS_PER_COUNTRY = 16;
const COUNTRIES: readonly MarketCountry[] = ['RW', 'KE', 'UG', 'TZ'];
/** Fixed "now" of the seeded dates, so every run writes the same rows. */
const BASE_DATE = Date.UTC(2026, 10, 20, 9, 0, 0);
/** The seeded private seller that the second dev account (dev.enthusiast) signs in as. */
export const DEV_SELLER_SLUG = 'seed-private-eric';

type Car = { make: string; model: string; from: number; to: number; makeId: number; modelId: number };
type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** A price of `usd` in `country`'s currency, rounded the way local prices are, in minor units. */
function localPrice(country: MarketCountry, usd: number): number {
  const major = usd * USD_RATES[country];
  const step = country === 'KE' ? 10 : country === 'UG' ? 1000 : 500;
  const rounded = Math.max(step, Math.round(major / step) * step);
  return rounded * 10 ** MARKET_CURRENCIES[country].exponent;
}

const alnum = (r: Random, n: number) =>
  Array.from({ length: n }, () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(r() * 33)]).join('');
const digits = (r: Random, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

/** An OEM number in the make's usual pattern (Toyota `04465-42160`, Nissan `D1060-4BA0A`, …). */
function oemNumber(r: Random, make: string, group: string): string {
  if (make === 'Toyota') return `${group}-${digits(r, 5)}`;
  if (make === 'Nissan') return `${alnum(r, 5)}-${alnum(r, 5)}`;
  if (make === 'Honda') return `${digits(r, 5)}-${alnum(r, 3)}-${alnum(r, 3)}`;
  return `${make.slice(0, 2).toUpperCase()}${digits(r, 3)}-${digits(r, 4)}`;
}

/** The seed cars resolved to reference ids (missing models are skipped), weighted. */
async function resolveCars(db: Db): Promise<Car[]> {
  const rows = await db
    .select({ make: makes.name, makeId: makes.id, model: models.name, modelId: models.id })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(inArray(makes.name, [...new Set(SEED_CARS.map((c) => c.make))]));
  const out: Car[] = [];
  for (const c of SEED_CARS) {
    const hit = rows.find((r) => r.make === c.make && r.model === c.model);
    if (hit)
      for (let i = 0; i < c.weight; i += 1) out.push({ ...c, makeId: hit.makeId, modelId: hit.modelId });
  }
  return out;
}

type SellerRef = { id: number; type: 'shop' | 'member' | 'gas_station'; country: string; city: string };

/** One generated listing: the row values, its fitment and images. */
interface Generated {
  row: typeof listings.$inferInsert;
  fitment: { makeId: number; modelId: number; yearFrom: number; yearTo: number }[];
  images: string[];
}

/** Generates spare part `n` of `country` (deterministic in `n`). */
function generatePart(n: number, country: MarketCountry, sellerList: SellerRef[], cars: Car[]): Generated {
  const r = prng(n * 7919 + 17);
  const template = PART_TEMPLATES[n % PART_TEMPLATES.length] ?? PART_TEMPLATES[0];
  if (!template) throw new Error('no part templates');
  const local = sellerList.filter((s) => s.country === country);
  const shops = local.filter((s) => s.type === 'shop');
  const seller = r() < 0.85 && shops.length ? pick(r, shops) : pick(r, local.length ? local : sellerList);
  // The first listing of a part in each country uses a car with a real OEM number (KNOWN_OEM).
  const knownModels = Object.keys(KNOWN_OEM)
    .filter((k) => k.startsWith(`${template.name}|`))
    .map((k) => k.split('|')[1]);
  const local0 = n % SEED_PARTS_PER_COUNTRY < PART_TEMPLATES.length;
  const knownModel = local0
    ? knownModels[COUNTRIES.indexOf(country) % Math.max(1, knownModels.length)]
    : undefined;
  const car = cars.find((c) => c.model === knownModel) ?? pick(r, cars);
  const second = r() < 0.2 ? cars.find((c) => c.make === car.make && c.model !== car.model) : undefined;
  const fits = [car, ...(second ? [second] : [])];
  const picked = pick(r, template.brands);
  const brand = picked === 'Toyota Genuine' ? `${car.make} Genuine` : picked;
  const roll = r();
  const condition = roll < 0.6 ? 'New' : roll < 0.9 ? 'Used' : 'Certified';
  const oemBrand = /Genuine|Denso|Aisin|Koyo|Akebono|Koito/.test(brand);
  const features = [
    oemBrand ? 'OEM' : 'Aftermarket',
    ...(condition !== 'Used' && r() < 0.45 ? ['Warranty'] : []),
    ...(r() < 0.2 ? ['Free Shipping'] : []),
  ];
  const known = KNOWN_OEM[`${template.name}|${car.model}`];
  const oem = [known && local0 ? known : oemNumber(r, car.make, template.group)];
  const usd = template.usd[0] + r() * (template.usd[1] - template.usd[0]);
  const priceMinor = localPrice(country, condition === 'Used' ? usd * 0.6 : usd);
  const title = `${brand} ${template.name} – ${car.make} ${car.model} ${car.from}–${car.to}`;
  const names = fits.flatMap((f) => [f.make, f.model]);
  const createdAt = new Date(BASE_DATE - Math.floor(r() * 120 * 86_400_000));
  const variant = n % ILLUSTRATION_VARIANTS;
  return {
    row: {
      sellerId: seller.id,
      kind: 'part',
      status: 'published',
      title,
      description:
        `${condition} ${template.name.toLowerCase()} by ${brand} for the ${car.make} ${car.model} ` +
        `(${car.from}–${car.to})${second ? ` and ${second.model}` : ''}. OEM ${oem[0]}. ` +
        `${features.includes('Warranty') ? 'Comes with a 6-month warranty. ' : ''}` +
        `Pick up in ${seller.city} or delivery on request.`,
      category: template.category,
      brand,
      condition,
      features,
      oemNumbers: oem,
      priceMinor,
      currency: MARKET_CURRENCIES[country].currency,
      currencyExponent: MARKET_CURRENCIES[country].exponent,
      country,
      city: seller.city,
      stock: r() < 0.03 ? 0 : 1 + Math.floor(r() * 24),
      featured: r() < 0.1,
      yearMin: Math.min(...fits.map((f) => f.from)),
      yearMax: Math.max(...fits.map((f) => f.to)),
      searchDoc: searchDocOf({ title, brand, category: template.category, oemNumbers: oem, names }),
      createdAt,
      updatedAt: createdAt,
    },
    fitment: fits.map((f) => ({ makeId: f.makeId, modelId: f.modelId, yearFrom: f.from, yearTo: f.to })),
    images: [
      `${template.category}-${variant}`,
      ...(r() < 0.3 ? [`${template.category}-${(variant + 1) % ILLUSTRATION_VARIANTS}`] : []),
    ],
  };
}

/** Generates car for sale `n` of `country`. */
function generateCar(n: number, country: MarketCountry, sellerList: SellerRef[], cars: Car[]): Generated {
  const r = prng(n * 104_729 + 5);
  const local = sellerList.filter((s) => s.country === country);
  const seller = pick(r, local.length ? local : sellerList);
  const car = pick(r, cars);
  const year = car.from + Math.floor(r() * (Math.min(car.to, 2024) - car.from + 1));
  const age = 2026 - year;
  const mileage = Math.round((age * (12_000 + r() * 14_000)) / 100) * 100;
  const fuel =
    car.model === 'Hilux' || car.model === 'D-Max' || car.model === 'Land Cruiser Prado'
      ? 'Diesel'
      : pick(r, FUELS);
  const transmission = pick(r, TRANSMISSIONS);
  const condition = r() < 0.15 ? 'Certified' : 'Used';
  const usd = (CAR_USD[car.model] ?? 12_000) * (1 - Math.min(0.6, (age - 3) * 0.05)) * (0.9 + r() * 0.2);
  const title = `${year} ${car.make} ${car.model}`;
  const createdAt = new Date(BASE_DATE - Math.floor(r() * 60 * 86_400_000));
  return {
    row: {
      sellerId: seller.id,
      kind: 'car',
      status: 'published',
      title,
      description:
        `${title}, ${mileage.toLocaleString('en')} km, ${fuel.toLowerCase()}, ${transmission.toLowerCase()}. ` +
        `${condition === 'Certified' ? 'Inspected and certified, with service history. ' : 'Well kept, papers in order. '}` +
        `Viewing in ${seller.city}.`,
      category: 'vehicles',
      brand: car.make,
      condition,
      features: condition === 'Certified' ? ['Warranty'] : [],
      oemNumbers: [],
      priceMinor: localPrice(country, usd),
      currency: MARKET_CURRENCIES[country].currency,
      currencyExponent: MARKET_CURRENCIES[country].exponent,
      country,
      city: seller.city,
      stock: 1,
      featured: r() < 0.2,
      year,
      mileageKm: mileage,
      fuel,
      transmission,
      makeId: car.makeId,
      modelId: car.modelId,
      yearMin: year,
      yearMax: year,
      searchDoc: searchDocOf({
        title,
        brand: car.make,
        category: 'vehicles',
        oemNumbers: [],
        names: [car.make, car.model, fuel, transmission],
      }),
      createdAt,
      updatedAt: createdAt,
    },
    fitment: [],
    images: [`vehicles-${n % ILLUSTRATION_VARIANTS}`],
  };
}

/** Inserts generated listings in batches of 500 with their fitment and images. */
async function insertGenerated(db: Db, items: Generated[]): Promise<number> {
  for (let i = 0; i < items.length; i += 500) {
    const batch = items.slice(i, i + 500);
    const ids = await db
      .insert(listings)
      .values(batch.map((g) => g.row))
      .returning({ id: listings.id });
    const fits = batch.flatMap((g, j) => g.fitment.map((f) => ({ ...f, listingId: ids[j]?.id ?? 0 })));
    const imgs = batch.flatMap((g, j) =>
      g.images.map((key, position) => ({
        listingId: ids[j]?.id ?? 0,
        position,
        source: 'generated' as const,
        key,
      })),
    );
    if (fits.length) await db.insert(listingFitments).values(fits);
    if (imgs.length) await db.insert(listingImages).values(imgs);
    await rememberWords(
      db,
      batch.map((g) => g.row.searchDoc ?? ''),
    );
  }
  return items.length;
}

/** The seeded sellers (made when missing); outside production the dev seller is linked to dev.enthusiast. */
async function seedSellers(db: Db, isProduction: boolean): Promise<SellerRef[]> {
  await db
    .insert(sellers)
    .values(SEED_SELLERS.map((s) => ({ ...s })))
    .onConflictDoNothing();
  const devEmail = DEV_ACCOUNTS[1]?.email;
  if (!isProduction && devEmail) {
    const [dev] = await db.select({ id: users.id }).from(users).where(eq(users.email, devEmail));
    const [linked] = dev ? await db.select().from(sellers).where(eq(sellers.userId, dev.id)) : [];
    if (dev && !linked)
      await db.update(sellers).set({ userId: dev.id }).where(eq(sellers.slug, DEV_SELLER_SLUG));
  }
  return db
    .select({ id: sellers.id, type: sellers.type, country: sellers.country, city: sellers.city })
    .from(sellers)
    .where(like(sellers.slug, 'seed-%'));
}

/** Seeds the spareshop once (see the module comment). Resolves the number of listings written. */
export async function seedMarketplace(db: Db, opts: { isProduction: boolean }): Promise<number> {
  const sellerList = await seedSellers(db, opts.isProduction);
  const [existing] = await db
    .select({ n: count() })
    .from(listings)
    .where(
      inArray(
        listings.sellerId,
        sellerList.map((s) => s.id),
      ),
    );
  if ((existing?.n ?? 0) > 0) return 0;
  const cars = await resolveCars(db);
  if (cars.length === 0 || sellerList.length === 0) return 0;
  const items: Generated[] = [];
  COUNTRIES.forEach((country, c) => {
    for (let i = 0; i < SEED_PARTS_PER_COUNTRY; i += 1)
      items.push(generatePart(c * SEED_PARTS_PER_COUNTRY + i, country, sellerList, cars));
    for (let i = 0; i < SEED_CARS_PER_COUNTRY; i += 1)
      items.push(generateCar(c * SEED_CARS_PER_COUNTRY + i, country, sellerList, cars));
  });
  return insertGenerated(db, items);
}

/**
 * Benchmark seed: adds generated listings (9 parts to 1 car, spread over the four countries) until the
 * database holds `target` listings. Deterministic in the listing number; run after the normal seed.
 */
export async function seedMarketplaceScale(db: Db, target: number): Promise<number> {
  const sellerList = await seedSellers(db, true);
  const cars = await resolveCars(db);
  // Spareshop listings only: a gas station's products (issue #11) are not part of the list's data set.
  const [all] = await db.select({ n: count() }).from(listings).where(ne(listings.kind, 'station_product'));
  const have = all?.n ?? 0;
  let added = 0;
  for (let start = have; start < target; start += 2_000) {
    const items: Generated[] = [];
    for (let n = start; n < Math.min(target, start + 2_000); n += 1) {
      const country = COUNTRIES[n % COUNTRIES.length] as MarketCountry;
      items.push(
        n % 10 === 9 ? generateCar(n, country, sellerList, cars) : generatePart(n, country, sellerList, cars),
      );
    }
    added += await insertGenerated(db, items);
  }
  // Fresh planner statistics after a bulk load (else the list queries pick poor plans).
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`analyze listing_fitments`);
  await db.execute(sql`analyze listing_images`);
  return added;
}
