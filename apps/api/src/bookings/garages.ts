/**
 * Book this repair (issue #13): the garages a diagnostic report offers — up to three that do the top
 * diagnosis's garage service, near the member and well rated, each with its next free slots — and the
 * route `GET /ai/diagnoses/{id}/garages`. Distances in km, slots in the garage's local time.
 */
import {
  MAX_REPAIR_GARAGES,
  type NextSlot,
  REPAIR_SLOTS_PER_GARAGE,
  type RepairGarages,
} from '@gari/contract/bookings';
import { routes } from '@gari/contract/routes';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownedDiagnosis } from '../ai/service';
import { authenticate, requireAuthState } from '../auth/guard';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { providers, refuels, vehicles } from '../db/schema';
import { register } from '../http/route';
import {
  bookable,
  distanceSql,
  freeSlots,
  type ProviderRow,
  providerServiceList,
  toProvider,
} from '../providers/service';
import { addDays, clock, localTime, zonedInstant } from '../providers/time';

/** "Near" a shared position: within this many km. */
export const NEAR_KM = 50;
/** Days ahead searched for free slots. */
export const SLOT_SEARCH_DAYS = 14;

/**
 * Garage services to try for a diagnosis's service, in order: itself, the garages' name of the same
 * trade (the AI's names and the garage catalogue's differ for a few), then a diagnosis visit.
 */
export const REPAIR_SERVICE_ALIASES: Record<string, string[]> = {
  Electrical: ['Auto Electrical', 'Battery Replacement'],
  'Suspension & Steering': ['Suspension Repair', 'Tyres & Alignment'],
  Transmission: ['Clutch & Gearbox'],
  'Cooling System': ['Engine Repair'],
  Exhaust: ['Engine Repair'],
};

/** The services to look for, best first: `service`, its aliases, then 'Diagnostics'. */
export const serviceCandidates = (service: string): string[] => [
  ...new Set([service, ...(REPAIR_SERVICE_ALIASES[service] ?? []), 'Diagnostics']),
];

/** SQL: the garage row offers `service` (its own service list, case-insensitive). */
const offers = (service: string): SQL =>
  sql`exists (select 1 from provider_services s
    where s.provider_id = "providers"."id" and lower(s.name) = lower(${service}))`;

/**
 * The city of the member's latest refuel (the diagnosed car's first, then any of theirs) that names a
 * city with garages in `country`, or null. Matched case-insensitively inside the refuel's location or
 * station name ("Kigali, Kimihurura" → Kigali).
 */
export async function memberCity(
  db: Db,
  userId: number,
  vehicleId: number,
  country: string,
): Promise<string | null> {
  const cityRows = await db
    .selectDistinct({ city: providers.city })
    .from(providers)
    .where(and(eq(providers.type, 'garage'), eq(providers.country, country)));
  if (cityRows.length === 0) return null;
  const recent = await db
    .select({ location: refuels.location, station: refuels.stationName })
    .from(refuels)
    .innerJoin(vehicles, eq(vehicles.id, refuels.vehicleId))
    .where(and(eq(vehicles.userId, userId), isNotNull(refuels.location)))
    .orderBy(desc(sql`${refuels.vehicleId} = ${vehicleId}`), desc(refuels.date), desc(refuels.id))
    .limit(10);
  for (const r of recent) {
    const text = `${r.location ?? ''} ${r.station ?? ''}`.toLowerCase();
    const found = cityRows.find((c) => text.includes(c.city.toLowerCase()));
    if (found) return found.city;
  }
  return null;
}

/**
 * The next free slots of a garage from `now`: up to `max` slots over {@link SLOT_SEARCH_DAYS} days, in
 * the garage's local date and time, soonest first.
 */
export async function nextFreeSlots(
  db: Db,
  row: ProviderRow,
  now: Date,
  max = REPAIR_SLOTS_PER_GARAGE,
): Promise<NextSlot[]> {
  const today = localTime(now, row.timezone).date;
  const found: NextSlot[] = [];
  for (let day = 0; day < SLOT_SEARCH_DAYS && found.length < max; day++) {
    const date = addDays(today, day);
    const slots = await freeSlots(db, row, date, now);
    for (const s of slots.slice(0, max - found.length)) {
      found.push({ date, time: s.time, starts_at: zonedInstant(date, s.time, row.timezone).toISOString() });
    }
  }
  return found;
}

/** Who asks and from where. */
export interface RepairGarageRequest {
  userId: number;
  /** The member's country (ISO 3166 alpha-2); garages are looked for there. */
  country: string;
  diagnosisId: number;
  /** The member's position when they shared it (degrees). */
  position?: { lat: number; lng: number } | undefined;
  now: Date;
}

/**
 * GET /ai/diagnoses/{id}/garages: the diagnosis must be the member's (else 404 'Diagnosis not
 * found.'). The service is the top diagnosis's garage service, or the first of
 * {@link serviceCandidates} some garage of the country offers. Ranking ("near and well rated"):
 * - with a position: garages within {@link NEAR_KM} km by rating, reviews, then distance (`near:
 *   'location'`); when none is that near, the closest ones (`near: 'country'`);
 * - else the city of the member's latest refuel first ({@link memberCity}, `near: 'city'`), then by
 *   rating and reviews;
 * - else by rating and reviews in the member's country (`near: 'country'`).
 * Each garage comes with {@link nextFreeSlots}.
 */
export async function repairGarages(db: Db, req: RepairGarageRequest): Promise<RepairGarages> {
  const diagnosis = await ownedDiagnosis(db, req.userId, req.diagnosisId);
  const wanted = diagnosis.result.diagnoses[0]?.garage_service;
  if (!wanted) return { data: [], meta: { service: null, near: 'country', city: null } };

  const base = [eq(providers.type, 'garage'), eq(providers.country, req.country)];
  let service: string | null = null;
  for (const candidate of serviceCandidates(wanted)) {
    const [hit] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(and(...base, offers(candidate)))
      .limit(1);
    if (hit) {
      service = candidate;
      break;
    }
  }
  if (!service) return { data: [], meta: { service: wanted, near: 'country', city: null } };

  const where = and(...base, offers(service));
  const rating = [desc(providers.rating), desc(providers.reviewsCount), asc(providers.id)];
  let near: 'location' | 'city' | 'country' = 'country';
  let city: string | null = null;
  let rows: Array<{ provider: typeof providers.$inferSelect; distance: number | null }>;
  if (req.position) {
    const distance = distanceSql(req.position.lat, req.position.lng);
    const pick = { provider: providers, distance: distance.mapWith(Number) };
    rows = await db
      .select(pick)
      .from(providers)
      .where(and(where, sql`${distance} <= ${NEAR_KM}`))
      .orderBy(...rating.slice(0, 2), asc(distance), asc(providers.id))
      .limit(MAX_REPAIR_GARAGES);
    if (rows.length > 0) near = 'location';
    else {
      rows = await db
        .select(pick)
        .from(providers)
        .where(where)
        .orderBy(asc(distance), ...rating)
        .limit(MAX_REPAIR_GARAGES);
    }
  } else {
    const vehicleId = diagnosis.vehicle_id;
    city = await memberCity(db, req.userId, vehicleId, req.country);
    const order = city ? [desc(sql`lower(${providers.city}) = lower(${city})`), ...rating] : rating;
    if (city) near = 'city';
    const found = await db
      .select({ provider: providers })
      .from(providers)
      .where(where)
      .orderBy(...order)
      .limit(MAX_REPAIR_GARAGES);
    rows = found.map((r) => ({ provider: r.provider, distance: null }));
  }

  const data = await Promise.all(
    rows.map(async (r) => {
      const row = bookable(r.provider);
      const [services, slots] = await Promise.all([
        providerServiceList(db, row),
        nextFreeSlots(db, row, req.now),
      ]);
      return {
        provider: toProvider(row, services, { now: req.now, distanceKm: r.distance }),
        next_slots: slots,
      };
    }),
  );
  return { data, meta: { service, near, city } };
}

/** Registers GET /ai/diagnoses/{id}/garages (members; the diagnosis's owner only). */
export async function repairGarageRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  register(app, routes.ai.garages, { preHandler: authenticate(ctx) }, async (request) => {
    const { user } = requireAuthState(request);
    const { lat, lng } = request.query;
    return repairGarages(ctx.db, {
      userId: user.id,
      country: user.country,
      diagnosisId: request.params.id,
      position: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
      now: clock.now(),
    });
  });
}
