/**
 * Spareshop listings (spec §2 Marketplace list / Listing detail, §3 Listing, §7 GET
 * /marketplace/listings, §9; issue #10): the public list with every filter, sort and cursor paging in
 * SQL, the listing as the contract shows it (images, fitment, seller), and the search text.
 * Money in integer minor units of each listing's currency; mileage in km.
 */

import { COUNTRIES } from '@gari/contract/common';
import {
  type Fitment,
  LISTING_TOTAL_CAP,
  type Listing,
  type ListingQuery,
  type ListingSort,
  MARKET_CURRENCIES,
  type Seller,
  toMajor,
  toMinor,
} from '@gari/contract/marketplace';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { badCursor, cursorPage, cursorValues, encodeCursor } from '../cursor';
import type { Db } from '../db/client';
import { containsAll } from '../db/filters';
import { listings, sellers, vehicles } from '../db/schema';
import { notFound, unauthenticated } from '../errors';
import { imageUrls } from './images';
import { filterQueryOf, searchSql, searchTerms } from './search';

/** A listing row, without the search text (only the search reads it). */
export type ListingRow = Omit<typeof listings.$inferSelect, 'searchDoc' | 'searchTsv'>;

/** The columns of {@link ListingRow}: the list skips the search text and its tsvector (large, unused). */
const { searchDoc: _searchDoc, searchTsv: _searchTsv, ...LISTING_COLUMNS } = getTableColumns(listings);
/** A seller row. */
export type SellerRow = typeof sellers.$inferSelect;
/** Parsed query of GET /marketplace/listings. */
export type ListingFilters = z.output<typeof ListingQuery>;

/** Message of an unknown (or unpublished) listing: 404. */
export const LISTING_NOT_FOUND = 'Listing not found.';

/** Sort key of the mileage sort: parts (no mileage) last. */
const MILEAGE_KEY = sql`coalesce(${listings.mileageKm}, 2147483647)`;

/** The sort keys of a row: the `listings` columns, or the same keys read from a subquery. */
interface SortKeys {
  price: SQLWrapper | AnyColumn;
  createdAt: SQLWrapper | AnyColumn;
  /** {@link MILEAGE_KEY}: mileage, parts last. */
  mileage: SQLWrapper | AnyColumn;
  id: SQLWrapper | AnyColumn;
}

/** The sort keys of a `listings` row. */
const LISTING_KEYS: SortKeys = {
  price: listings.priceMinor,
  createdAt: listings.createdAt,
  mileage: MILEAGE_KEY,
  id: listings.id,
};

/** ORDER BY of each sort; ties end on id so pages never overlap. */
function orderOf(sort: ListingSort, k: SortKeys = LISTING_KEYS): SQL[] {
  switch (sort) {
    case 'price_high':
      return [desc(k.price), desc(k.id)];
    case 'newest':
      return [desc(k.createdAt), desc(k.id)];
    case 'mileage_low':
      return [asc(k.mileage), asc(k.id)];
    default:
      return [asc(k.price), asc(k.id)];
  }
}

/** A cursor: the sort it belongs to, the last row's sort key and id. */
type Cursor = [ListingSort, string | number, number];

/** Encodes the position after `row` in `sort` (base64url JSON). */
function cursorAfter(sort: ListingSort, row: ListingRow): string {
  const key =
    sort === 'newest'
      ? row.createdAt.toISOString()
      : sort === 'mileage_low'
        ? (row.mileageKm ?? 2147483647)
        : row.priceMinor;
  return encodeCursor(sort, [key, row.id]);
}

/** Reads a cursor of `sort`; anything else is a 422 on `cursor`. */
function readCursor(sort: ListingSort, text: string): Cursor {
  const [key, id] = cursorValues(sort, 2, text);
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw badCursor();
  if (sort === 'newest') {
    if (typeof key !== 'string' || Number.isNaN(Date.parse(key))) throw badCursor();
  } else if (typeof key !== 'number' || !Number.isSafeInteger(key)) throw badCursor();
  return [sort, key as string | number, id];
}

/** The WHERE part of a cursor: rows strictly after it in the sort. */
function afterCursor([sort, key, id]: Cursor, k: SortKeys = LISTING_KEYS): SQL {
  switch (sort) {
    case 'price_high':
      return sql`(${k.price}, ${k.id}) < (${key}, ${id})`;
    case 'newest':
      return sql`(${k.createdAt}, ${k.id}) < (${key}::timestamptz, ${id})`;
    case 'mileage_low':
      return sql`(${k.mileage}, ${k.id}) > (${key}, ${id})`;
    default:
      return sql`(${k.price}, ${k.id}) > (${key}, ${id})`;
  }
}

/** A price bound in minor units: exact with one country's currency, else per row's exponent. */
function priceBound(op: '>=' | '<=', major: number, country: string | undefined): SQL {
  const market = country ? MARKET_CURRENCIES[country as keyof typeof MARKET_CURRENCIES] : undefined;
  if (market) {
    const minor = toMinor(major, market.exponent);
    return op === '>=' ? gte(listings.priceMinor, minor) : lte(listings.priceMinor, minor);
  }
  const bound = sql`round(${major}::numeric * power(10, ${listings.currencyExponent}))`;
  return op === '>=' ? sql`${listings.priceMinor} >= ${bound}` : sql`${listings.priceMinor} <= ${bound}`;
}

/** The car a `fits` id names: the member's own vehicle, else 404. */
async function fitsCar(db: Db, userId: number | undefined, vehicleId: number) {
  const [car] = await db
    .select({
      makeId: vehicles.makeId,
      modelId: vehicles.modelId,
      year: vehicles.year,
      userId: vehicles.userId,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .limit(1);
  if (!car || car.userId !== userId) throw notFound('Vehicle not found.');
  return car;
}

/** SQL true when a fitment row of the listing covers make/model/year. */
function fitsSql(car: { makeId: number | null; modelId: number | null; year: number }): SQL {
  if (car.makeId === null) return sql`false`;
  const model =
    car.modelId === null ? sql`f.model_id is null` : sql`(f.model_id is null or f.model_id = ${car.modelId})`;
  return sql`exists (select 1 from listing_fitments f where f.listing_id = ${listings.id}
    and f.make_id = ${car.makeId} and ${model} and ${car.year} between f.year_from and f.year_to)`;
}

/**
 * GET /marketplace/listings: published listings matching `q`, one page in the sort, plus the total
 * (counted up to {@link LISTING_TOTAL_CAP}) and the next cursor. `userId` is the signed-in member
 * (needed by `fits`: 401 without, 404 for another member's vehicle).
 */
export async function listListings(db: Db, q: ListingFilters, userId: number | undefined) {
  const where: SQL[] = [eq(listings.status, 'published')];
  if (q.country) where.push(eq(listings.country, q.country));
  if (q.category) where.push(eq(listings.category, q.category));
  // A gas station's products (issue #11) are listed only when asked for (`kind=station_product`).
  where.push(q.kind ? eq(listings.kind, q.kind) : sql`${listings.kind} <> 'station_product'`);
  if (q.seller_id) where.push(eq(listings.sellerId, q.seller_id));
  if (q.min_price !== undefined) where.push(priceBound('>=', q.min_price, q.country));
  if (q.max_price !== undefined) where.push(priceBound('<=', q.max_price, q.country));
  if (q.year_from !== undefined) where.push(gte(listings.yearMax, q.year_from));
  if (q.year_to !== undefined) where.push(lte(listings.yearMin, q.year_to));
  if (q.brand?.length)
    where.push(
      inArray(
        sql`lower(${listings.brand})`,
        q.brand.map((b) => b.trim().toLowerCase()),
      ),
    );
  if (q.condition?.length) where.push(inArray(listings.condition, q.condition));
  if (q.features?.length) where.push(containsAll(listings.features, q.features));
  if (q.search) where.push(...(await searchSql(db, searchTerms(q.search), filterQueryOf(q))));
  let car: Awaited<ReturnType<typeof fitsCar>> | null = null;
  if (q.fits !== undefined) {
    if (userId === undefined) throw unauthenticated('Sign in to match parts to your car.');
    car = await fitsCar(db, userId, q.fits);
    where.push(eq(listings.kind, 'part'), fitsSql(car));
  }
  const filter = and(...where);
  const cursor = q.cursor ? readCursor(q.sort, q.cursor) : null;
  const found = q.search ? await searchPage(db, filter, q.sort, cursor, q.limit) : null;
  const [rows, total] = found
    ? [found.rows, found.total]
    : await Promise.all([
        db
          .select(LISTING_COLUMNS)
          .from(listings)
          .where(cursor ? and(filter, afterCursor(cursor)) : filter)
          .orderBy(...orderOf(q.sort))
          .limit(q.limit + 1),
        cappedCount(db, filter),
      ]);
  const { page, meta } = cursorPage(rows, q.limit, (last) => cursorAfter(q.sort, last));
  return {
    data: await toListings(db, page, car ? { fits: true } : {}),
    meta: { total, ...meta },
  };
}

/** How many listings match `filter`, counted up to {@link LISTING_TOTAL_CAP}. */
async function cappedCount(db: Db, filter: SQL | undefined): Promise<number> {
  // The total stops at LISTING_TOTAL_CAP matches: a broad list costs no more than a narrow one.
  const matches = db
    .select({ id: listings.id })
    .from(listings)
    .where(filter)
    .limit(LISTING_TOTAL_CAP)
    .as('m');
  const [total] = await db.select({ n: count() }).from(matches);
  return total?.n ?? 0;
}

/**
 * One page of a search and its total in ONE pass over the matches (issue #10 "Done when" 4): a search
 * reads its matches from the GIN index and then each match's row (scattered over the table), so
 * counting them and sorting them in two queries read every match twice. Here the matches (id and sort
 * keys, at most {@link LISTING_TOTAL_CAP}) are read once; the total is their number and the page their
 * first `limit + 1` rows after `cursor` in the sort. When the cap is reached the matches read may not
 * hold the page, so it comes from the ordinary page query; an empty page (no match, or past the last)
 * counts on its own. Same answer as the two queries, fewer rows read.
 */
async function searchPage(
  db: Db,
  filter: SQL | undefined,
  sort: ListingSort,
  cursor: Cursor | null,
  limit: number,
): Promise<{ rows: ListingRow[]; total: number }> {
  const m = db.$with('m').as(
    db
      .select({
        id: listings.id,
        price: listings.priceMinor,
        createdAt: listings.createdAt,
        mileage: sql<number>`${MILEAGE_KEY}`.as('mileage'),
      })
      .from(listings)
      .where(filter)
      .limit(LISTING_TOTAL_CAP),
  );
  const p = db.$with('p').as(
    db
      .with(m)
      .select()
      .from(m)
      .where(cursor ? afterCursor(cursor, m) : undefined)
      .orderBy(...orderOf(sort, m))
      .limit(limit + 1),
  );
  const found = await db
    .with(m, p)
    .select({ ...LISTING_COLUMNS, total: sql<number>`(select count(*) from ${m})`.mapWith(Number) })
    .from(p)
    .innerJoin(listings, eq(listings.id, p.id))
    .orderBy(...orderOf(sort, p));
  const total = found[0]?.total;
  if (total === undefined) return { rows: [], total: await cappedCount(db, filter) };
  const rows = found.map(({ total: _total, ...row }) => row);
  if (total < LISTING_TOTAL_CAP) return { rows, total };
  const page = await db
    .select(LISTING_COLUMNS)
    .from(listings)
    .where(cursor ? and(filter, afterCursor(cursor)) : filter)
    .orderBy(...orderOf(sort))
    .limit(limit + 1);
  return { rows: page, total };
}

const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;

/** The contract `Seller` of a row. */
export function toSeller(row: SellerRow): Seller {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    city: row.city,
    country: row.country,
    phone: row.phone,
    whatsapp: row.whatsapp,
  };
}

/** Images, fitment, sellers and car names of `rows`, in three queries, as contract listings. */
export async function toListings(
  db: Db,
  rows: ListingRow[],
  opts: { fits?: boolean; car?: { makeId: number | null; modelId: number | null; year: number } } = {},
): Promise<Listing[]> {
  if (rows.length === 0) return [];
  const details = await listingDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const detail = details.get(row.id);
    if (!detail) throw new Error(`listing ${row.id} has no seller`);
    const own = detail.images.map((img) => ({
      id: img.id,
      position: img.position,
      ...imageUrls(img.source, img.key),
    }));
    const fits = detail.fitment;
    const seller = toSeller(detail.seller);
    const names = { make: detail.make, model: detail.model };
    const car = opts.car;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      title: row.title,
      description: row.description,
      category: row.category as Listing['category'],
      brand: row.brand,
      condition: row.condition,
      features: row.features as Listing['features'],
      oem_numbers: row.oemNumbers,
      fitment: fits,
      price: toMajor(row.priceMinor, row.currencyExponent),
      price_minor: row.priceMinor,
      currency: row.currency,
      currency_exponent: row.currencyExponent,
      country: row.country,
      city: row.city,
      location: `${row.city}, ${countryName(row.country)}`,
      image_url: own[0]?.medium_url ?? null,
      images: own,
      featured: row.featured,
      year: row.year,
      mileage: row.mileageKm,
      mileage_unit: 'km',
      fuel: row.fuel,
      transmission: row.transmission,
      make_id: row.makeId,
      model_id: row.modelId,
      make: names?.make ?? null,
      model: names?.model ?? null,
      stock: row.stock,
      seller,
      seller_name: seller.name,
      contact_whatsapp: row.contactWhatsapp ?? seller.whatsapp,
      buy_url: row.buyUrl,
      fits: opts.fits
        ? true
        : car
          ? fits.some(
              (f) =>
                car.makeId === f.make_id &&
                (f.model_id === null || f.model_id === car.modelId) &&
                car.year >= f.year_from &&
                car.year <= f.year_to,
            )
          : null,
      station_id: detail.seller.providerId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** What {@link listingDetails} reads per listing. */
interface ListingDetail {
  images: { id: number; position: number; source: 'upload' | 'generated'; key: string }[];
  fitment: Fitment[];
  seller: SellerRow;
  /** A car's make and model names (null for parts). */
  make: string | null;
  model: string | null;
}

/**
 * Images (display order), fitment (with make and model names), seller and a car's make and model of
 * the listings `ids`, in ONE query (JSON aggregated per listing): a page of the list costs one round
 * trip here instead of four.
 */
async function listingDetails(db: Db, ids: number[]): Promise<Map<number, ListingDetail>> {
  const rows = await db
    .select({
      id: listings.id,
      images: sql<ListingDetail['images']>`coalesce((
        select json_agg(json_build_object('id', i.id, 'position', i.position, 'source', i.source, 'key', i.key)
          order by i.position, i.id)
        from listing_images i where i.listing_id = ${listings.id}), '[]'::json)`,
      fitment: sql<Fitment[]>`coalesce((
        select json_agg(json_build_object('make_id', f.make_id, 'make', mk.name, 'model_id', f.model_id,
          'model', md.name, 'year_from', f.year_from, 'year_to', f.year_to) order by f.id)
        from listing_fitments f join makes mk on mk.id = f.make_id left join models md on md.id = f.model_id
        where f.listing_id = ${listings.id}), '[]'::json)`,
      make: sql<string | null>`(select name from makes where id = ${listings.makeId})`,
      model: sql<string | null>`(select name from models where id = ${listings.modelId})`,
      seller: getTableColumns(sellers),
    })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(inArray(listings.id, ids));
  return new Map(rows.map(({ id, ...detail }) => [id, detail]));
}

/** A listing visible to everyone (published, paused or sold; not a draft), else 404. */
export async function publicListing(db: Db, id: number): Promise<ListingRow> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row || row.status === 'draft') throw notFound(LISTING_NOT_FOUND);
  return row;
}

/** One listing as the contract shows it. */
export async function listingById(db: Db, id: number): Promise<Listing> {
  const row = await publicListing(db, id);
  const [listing] = await toListings(db, [row]);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  return listing;
}
