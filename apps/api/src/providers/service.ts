/**
 * Garages and carwashes (spec §2 Garages / Carwashes / Advanced Filters, §3 Garage / Carwash, §7 GET
 * /garages and /carwashes, §9 filters, wait-time ordering, popular brands, local time slots): the lists
 * with every filter and sort applied in SQL, the provider page, popular brands and free slots.
 * Money in RWF, distances in km (haversine on a 6371 km sphere), times local to the provider.
 */
import {
  type OpeningHours,
  type PopularBrand,
  type Provider,
  type ProviderDetail,
  type ProviderPage,
  type ProviderQuery,
  type ProviderService,
  type ProviderSort,
  type ProviderType,
  type Slot,
  WAIT_TIMES,
} from '@gari/contract/providers';
import { roundKm } from '@gari/contract/rules/distance';
import { bookableDateError, openSlots } from '@gari/contract/rules/slots';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { containsAll, likePattern } from '../db/filters';
import { bookings, providerServices, providers, reviews, vehicles } from '../db/schema';
import { sortedRows } from '../db/sorted';
import { firstOrNotFound, invalid, notFound } from '../errors';
import { pageMeta } from '../paging';
import { pictureOf } from '../photos/store';
import { fallbackServices } from './catalog';
import { addDays, effectiveHours, isOpenAt, slotTimes, weekdayOf, zonedInstant } from './time';

export { bookableDateError };

/** Any provider row, gas stations included (`PROVIDER_KINDS`). */
export type AnyProviderRow = typeof providers.$inferSelect;
/** A bookable provider row: a garage or a carwash (never a gas station). */
export type ProviderRow = AnyProviderRow & { type: ProviderType };

/** True for a garage or carwash row (a gas station is not bookable, issue #11). */
export const isBookable = (row: AnyProviderRow): row is ProviderRow => row.type !== 'gas_station';

/** `row` as a bookable provider, else 404 'Provider not found.' (a gas station is none). */
export function bookable(row: AnyProviderRow): ProviderRow {
  if (!isBookable(row)) throw notFound(PROVIDER_NOT_FOUND);
  return row;
}

/** A joined `{ provider }` row with its provider narrowed by {@link bookable}. */
export const withBookable = <T extends { provider: AnyProviderRow }>(
  r: T,
): T & { provider: ProviderRow } => ({
  ...r,
  provider: bookable(r.provider),
});
/** Parsed query of GET /garages and /carwashes. */
export type ProviderFilters = z.output<typeof ProviderQuery>;

/** Message of an unknown provider (404). */
export const PROVIDER_NOT_FOUND = 'Provider not found.';
/** Booking states that hold a place in a slot. */
export const ACTIVE_STATUSES = ['pending', 'accepted'] as const;

/**
 * `providers.id` fully qualified: inside a correlated subquery Drizzle may print a bare `"id"`, which
 * would bind to the subquery's own table.
 */
const PROVIDER_ID = sql.raw('"providers"."id"');

/** A coordinate rounded to 1e-7° (~1 cm): subnormal inputs such as 5e-324 would underflow in SQL (500). */
export const coordinate = (degrees: number): number => Math.round(degrees * 1e7) / 1e7;

/** Great-circle distance (km) from `(lat, lng)` to the provider (a gas station too), in SQL. */
export function distanceSql(rawLat: number, rawLng: number): SQL<number> {
  const lat = coordinate(rawLat);
  const lng = coordinate(rawLng);
  return sql<number>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${providers.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${providers.lat})) * power(sin(radians(${providers.lng} - ${lng}) / 2), 2)
  ))))`;
}

/** The price a list row is filtered and sorted on: its lowest service price, or `service`'s price. */
function priceSql(service: string | undefined): SQL<number | null> {
  return service
    ? sql<number | null>`(select min(s.price_from) from provider_services s
        where s.provider_id = ${PROVIDER_ID} and lower(s.name) = lower(${service}))`
    : sql<
        number | null
      >`(select min(s.price_from) from provider_services s where s.provider_id = ${PROVIDER_ID})`;
}

/** Rank of the wait time in the spec §9 order (unknown last). */
const waitRankSql = sql<number>`(case ${providers.waitTime} ${sql.join(
  WAIT_TIMES.map((w, i) => sql`when ${w} then ${i}`),
  sql` `,
)} else ${WAIT_TIMES.length} end)`;

/** ORDER BY of a sort; ties end on name then id so pages are stable. */
function orderBy(sort: ProviderSort, price: SQL, distance: SQL | null): SQL[] {
  const byName = [asc(sql`lower(${providers.name})`), asc(providers.id)];
  switch (sort) {
    case 'reviews':
      return [desc(providers.reviewsCount), desc(providers.rating), ...byName];
    case 'name':
      return byName;
    case 'fastest':
      return [asc(waitRankSql), desc(providers.rating), ...byName];
    case 'closest':
      return distance ? [asc(distance), ...byName] : [asc(sql`lower(${providers.city})`), ...byName];
    case 'price_low':
      return [sql`${price} asc nulls last`, desc(providers.rating), ...byName];
    default:
      return [desc(providers.rating), desc(providers.reviewsCount), ...byName];
  }
}

/** The services of each provider id, in display order (RWF). */
async function servicesOf(db: Db, ids: number[]): Promise<Map<number, ProviderService[]>> {
  const map = new Map<number, ProviderService[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(providerServices)
    .where(inArray(providerServices.providerId, ids))
    .orderBy(asc(providerServices.position), asc(providerServices.id));
  for (const r of rows) {
    const list = map.get(r.providerId) ?? [];
    list.push({ name: r.name, price_from: r.priceFrom, currency: 'RWF', duration_min: r.durationMin });
    map.set(r.providerId, list);
  }
  return map;
}

/** A provider's services, or the spec §9 fallback list when it has none. */
export function servicesOrFallback(type: ProviderType, services: ProviderService[] | undefined) {
  return services && services.length > 0 ? services : fallbackServices(type);
}

/** The contract `Provider` of a row with its services; `isOpen` at `now` in the provider's zone. */
export function toProvider(
  row: ProviderRow,
  ownServices: ProviderService[] | undefined,
  opts: { now: Date; distanceKm?: number | null; priceFrom?: number | null },
): Provider {
  const services = servicesOrFallback(row.type, ownServices);
  const lowest = services.length > 0 ? Math.min(...services.map((s) => s.price_from)) : null;
  const hours = row.openingHours as OpeningHours[] | null;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    name: row.name,
    description: row.description,
    city: row.city,
    address: row.address,
    country: row.country,
    phone: row.phone,
    image: row.imageUrl,
    images: row.images,
    cover: pictureOf('cover', row.coverKey),
    logo: pictureOf('logo', row.logoKey),
    lat: row.lat,
    lng: row.lng,
    distance_km: opts.distanceKm === undefined || opts.distanceKm === null ? null : roundKm(opts.distanceKm),
    rating: row.rating,
    reviews: row.reviewsCount,
    isOpen: isOpenAt(hours, row.timezone, opts.now),
    pricing: row.pricing,
    waitTime: row.waitTime,
    services: services.map((s) => s.name),
    services_detail: services,
    price_from: opts.priceFrom ?? lowest,
    currency: 'RWF',
    certifications: row.certifications,
    availability: row.availability,
    brands: row.brands,
    opening_hours: effectiveHours(hours),
    timezone: row.timezone,
  };
}

/**
 * GET /garages and GET /carwashes: filters and sort of {@link ProviderFilters} applied in SQL, then
 * paged. `meta.cities` lists every city of that type in that country (sorted), whatever the filters.
 */
export async function listProviders(
  db: Db,
  type: ProviderType,
  query: ProviderFilters,
  now: Date,
): Promise<ProviderPage> {
  const minRating = query.min_rating ?? query.minRating;
  const maxDistance = query.max_distance ?? query.maxDistance;
  const position =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const distance = position ? distanceSql(position.lat, position.lng) : null;
  const price = priceSql(query.service);

  const where: SQL[] = [eq(providers.type, type), eq(providers.country, query.country)];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      sql`(${providers.name} ilike ${pattern} or ${providers.description} ilike ${pattern}
        or exists (select 1 from unnest("providers"."brands") as b(make) where b.make ilike ${pattern}))`,
    );
  }
  if (query.city) where.push(sql`lower(${providers.city}) = lower(${query.city})`);
  if (query.service) {
    where.push(
      sql`exists (select 1 from provider_services s
        where s.provider_id = ${PROVIDER_ID} and lower(s.name) = lower(${query.service}))`,
    );
  }
  if (query.min_price !== undefined) where.push(sql`${price} >= ${query.min_price}`);
  if (query.max_price !== undefined) where.push(sql`${price} <= ${query.max_price}`);
  if (minRating !== undefined) where.push(gte(providers.rating, minRating));
  if (distance && maxDistance !== undefined) where.push(sql`${distance} <= ${maxDistance}`);
  if (query.availability?.length) where.push(inArray(providers.availability, query.availability));
  if (query.certifications?.length) where.push(containsAll(providers.certifications, query.certifications));
  const condition = and(...where);

  const [[total], cityRows, rows] = await Promise.all([
    db.select({ n: count() }).from(providers).where(condition),
    db
      .selectDistinct({ city: providers.city })
      .from(providers)
      .where(and(eq(providers.type, type), eq(providers.country, query.country)))
      .orderBy(asc(providers.city)),
    db
      .select({
        provider: providers,
        price: price.mapWith(Number),
        distance: (distance ?? sql<null>`null`).mapWith(Number),
      })
      .from(providers)
      .where(condition)
      .orderBy(...orderBy(query.sort, price, distance))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const services = await servicesOf(
    db,
    rows.map((r) => r.provider.id),
  );
  const n = total?.n ?? 0;
  return {
    data: rows.map((r) =>
      toProvider(bookable(r.provider), services.get(r.provider.id), {
        now,
        distanceKm: r.distance,
        ...(query.service ? { priceFrom: r.price } : {}),
      }),
    ),
    meta: { ...pageMeta(n, query.page, query.per_page), cities: cityRows.map((c) => c.city) },
  };
}

/** The provider of `type` with numeric id or slug `idOrSlug`, or 404 'Provider not found.'. */
export async function findProvider(db: Db, type: ProviderType, idOrSlug: string): Promise<ProviderRow> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const row = await firstOrNotFound(
    db
      .select()
      .from(providers)
      .where(
        and(
          eq(providers.type, type),
          byId ? eq(providers.id, Number(idOrSlug)) : eq(providers.slug, idOrSlug),
        ),
      ),
    PROVIDER_NOT_FOUND,
  );
  return bookable(row);
}

/** The services of one provider (its own, else the spec §9 fallback list). */
export async function providerServiceList(db: Db, row: ProviderRow): Promise<ProviderService[]> {
  return servicesOrFallback(row.type, (await servicesOf(db, [row.id])).get(row.id));
}

/** The provider page: list fields plus the 10 latest reviews, a maps link and the slot capacity. */
export async function providerDetail(db: Db, row: ProviderRow, now: Date): Promise<ProviderDetail> {
  const [services, latest] = await Promise.all([
    servicesOf(db, [row.id]),
    sortedRows(db, reviews, eq(reviews.providerId, row.id), desc, reviews.createdAt, 10),
  ]);
  return {
    ...toProvider(row, services.get(row.id), { now }),
    recent_reviews: latest.map((r) => ({
      id: r.id,
      author_name: r.authorName,
      rating: r.rating,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    })),
    map_url: `https://www.google.com/maps/search/?api=1&query=${row.lat},${row.lng}`,
    capacity: row.capacity,
  };
}

/**
 * GET /garages/popular-brands (spec §2 Popular Brands, §9): the top 10 makes by the number of members
 * who own at least one vehicle of that make; ties by make name.
 */
export async function popularBrands(db: Db, limit = 10): Promise<PopularBrand[]> {
  const members = sql<number>`count(distinct ${vehicles.userId})`.mapWith(Number);
  const rows = await db
    .select({ make: vehicles.make, members })
    .from(vehicles)
    .groupBy(vehicles.make)
    .orderBy(desc(members), asc(vehicles.make))
    .limit(limit);
  return rows;
}

/** Throws 422 on `date` when {@link bookableDateError} finds a problem. */
export function assertBookableDate(date: string, timeZone: string, now: Date): void {
  const problem = bookableDateError(date, timeZone, now);
  if (problem) throw invalid({ date: [problem] });
}

/** Active bookings (pending or accepted) per slot start (ms) of a provider between two instants. */
export async function activeCounts(
  db: Db,
  providerId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: bookings.slotStart, n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        inArray(bookings.status, [...ACTIVE_STATUSES]),
        gte(bookings.slotStart, from),
        lt(bookings.slotStart, to),
      ),
    )
    .groupBy(bookings.slotStart);
  return new Map(rows.map((r) => [r.slotStart.getTime(), r.n]));
}

/**
 * GET /providers/{type}/{id}/slots: the slots of `date` (hourly within the provider's hours, or the §9
 * default slots) that start after `now` and still have room (capacity minus active bookings).
 * Errors: 422 on `date` (see {@link assertBookableDate}).
 */
export async function freeSlots(db: Db, row: ProviderRow, date: string, now: Date): Promise<Slot[]> {
  assertBookableDate(date, row.timezone, now);
  const times = slotTimes(row.openingHours as OpeningHours[] | null, weekdayOf(date));
  if (times.length === 0) return [];
  const dayStart = zonedInstant(date, '00:00', row.timezone);
  const dayEnd = zonedInstant(addDays(date, 1), '00:00', row.timezone);
  const taken = await activeCounts(db, row.id, dayStart, dayEnd);
  return openSlots({
    times,
    date,
    timeZone: row.timezone,
    capacity: row.capacity,
    now,
    taken: (start) => taken.get(start.getTime()) ?? 0,
  });
}
