/**
 * My Cars logic (spec §2 My Cars / Add Vehicle / Car status, §3, §5, §9): ownership, the 5-vehicle
 * limit inside the create transaction, and the status-page figures aggregated in SQL from refuel and
 * expense rows. Money in the row's currency (default RWF), litres, km. "Today" is the UTC date.
 */
import { DEFAULT_CURRENCY } from '@gari/contract/common';
import { BODY_STYLE_BY_VEHICLE_TYPE } from '@gari/contract/reference';
import { fuelEconomy } from '@gari/contract/rules/fuelEconomy';
import type { Expense, MonthlySpend, Refuel, Vehicle, VehicleSummary } from '@gari/contract/vehicles';
import {
  MAX_VEHICLES,
  MIN_VEHICLE_YEAR,
  type VehicleCreate,
  vehicleLimitMessage,
} from '@gari/contract/vehicles';
import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { joinDerivedConvoys } from '../convoys/derived';
import type { Db, Tx } from '../db/client';
import { ownedRow } from '../db/owned';
import { expenses, makes, models, refuels, users, vehicles } from '../db/schema';
import { sortedRows } from '../db/sorted';
import { conflict, invalid } from '../errors';

type VehicleRow = typeof vehicles.$inferSelect;
type RefuelRow = typeof refuels.$inferSelect;
type ExpenseRow = typeof expenses.$inferSelect;
/** Parsed (output) body of POST /vehicles. */
export type VehicleCreateInput = z.output<typeof VehicleCreate>;

/** Message of an unknown or foreign vehicle id (404). */
export const VEHICLE_NOT_FOUND = 'Vehicle not found.';

/** Rounds an amount to cents. */
const cents = (n: number) => Math.round(n * 100) / 100;

/** Today as `YYYY-MM-DD` (UTC), or `days` away from it. */
export function utcDate(days = 0, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The contract `Vehicle` of a row. */
export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    year: row.year,
    make: row.make,
    model: row.model,
    make_id: row.makeId,
    model_id: row.modelId,
    color: row.color,
    mileage: row.mileage,
    mileage_unit: row.mileageUnit,
    fuel_type: row.fuelType,
    transmission: row.transmission,
    body_style: row.bodyStyle,
    drivetrain: row.drivetrain,
    variant: row.variant,
    vin: row.vin,
    engine: row.engineType || row.engineSize ? { type: row.engineType, size: row.engineSize } : null,
    primary_image_url: row.primaryImageUrl,
    primary_use: row.primaryUse,
    created_at: row.createdAt.toISOString(),
  };
}

/** The contract `Refuel` of a row. */
export const toRefuel = (row: RefuelRow): Refuel => ({
  id: row.id,
  vehicle_id: row.vehicleId,
  date: row.date,
  liters: row.liters,
  total_cost: row.totalCost,
  currency: row.currency,
  odometer_km: row.odometerKm,
  full_tank: row.fullTank,
  station_name: row.stationName,
  location: row.location,
});

/** The contract `Expense` of a row. */
export const toExpense = (row: ExpenseRow): Expense => ({
  id: row.id,
  vehicle_id: row.vehicleId,
  date: row.date,
  category: row.category,
  amount: row.amount,
  currency: row.currency,
  note: row.note,
});

/** A refuel to store: the contract `RefuelCreate` output, an imported CSV row or a seeded one (litres, km, money). */
export interface NewRefuel {
  date: string;
  liters: number;
  total_cost: number;
  currency: string;
  odometer_km?: number | null;
  /** Left out: the column default (a full tank). */
  full_tank?: boolean;
  station_name?: string | null;
  location?: string | null;
}

/** An expense to store: the contract `ExpenseCreate` output, an imported CSV row or a seeded one. */
export interface NewExpense {
  date: string;
  category: string;
  amount: number;
  currency: string;
  note?: string | null;
}

/** The `refuels` row of `refuel` on the car `vehicleId` (absent optional fields stored as null). */
export const refuelValues = (vehicleId: number, refuel: NewRefuel): typeof refuels.$inferInsert => ({
  vehicleId,
  date: refuel.date,
  liters: refuel.liters,
  totalCost: refuel.total_cost,
  currency: refuel.currency,
  odometerKm: refuel.odometer_km ?? null,
  fullTank: refuel.full_tank,
  stationName: refuel.station_name ?? null,
  location: refuel.location ?? null,
});

/** The `expenses` row of `expense` on the car `vehicleId` (no note stored as null). */
export const expenseValues = (vehicleId: number, expense: NewExpense): typeof expenses.$inferInsert => ({
  vehicleId,
  date: expense.date,
  category: expense.category,
  amount: expense.amount,
  currency: expense.currency,
  note: expense.note ?? null,
});

/**
 * Inserts one expense row (with its booking or order link, if any) in `tx` and resolves the stored row.
 * Throws when the database returns no row (never expected).
 */
export async function insertExpense(tx: Db | Tx, values: typeof expenses.$inferInsert): Promise<ExpenseRow> {
  const [inserted] = await tx.insert(expenses).values(values).returning();
  if (!inserted) throw new Error('expense insert returned nothing');
  return inserted;
}

/**
 * Whether an expense is already logged for the booking or order `id` (`link`: `expenses.bookingId` or
 * `expenses.orderId`): each is logged at most once.
 */
export async function expenseLogged(
  tx: Db | Tx,
  link: typeof expenses.bookingId | typeof expenses.orderId,
  id: number,
): Promise<boolean> {
  const [already] = await tx.select({ id: expenses.id }).from(expenses).where(eq(link, id)).limit(1);
  return already !== undefined;
}

/** The member's vehicle `id`, or 404 when it does not exist or belongs to someone else. */
export async function ownedVehicle(db: Db, userId: number, id: number): Promise<VehicleRow> {
  return ownedRow(db, vehicles, vehicles.userId, id, userId, VEHICLE_NOT_FOUND);
}

/**
 * The refuels or the expenses (`table`) of one car by date, then id: `order` asc (oldest first) or desc
 * (newest first); at most `limit` rows when given. Ownership is checked by the caller.
 */
export function vehicleLog(
  db: Db,
  table: typeof refuels,
  vehicleId: number,
  order: typeof asc,
  limit?: number,
): Promise<RefuelRow[]>;
export function vehicleLog(
  db: Db,
  table: typeof expenses,
  vehicleId: number,
  order: typeof asc,
  limit?: number,
): Promise<ExpenseRow[]>;
export function vehicleLog(
  db: Db,
  table: typeof refuels | typeof expenses,
  vehicleId: number,
  order: typeof asc,
  limit?: number,
): Promise<(RefuelRow | ExpenseRow)[]> {
  return sortedRows(db, table, eq(table.vehicleId, vehicleId), order, table.date, limit);
}

/** The member's vehicles, oldest first. */
export async function listVehicles(db: Db, userId: number): Promise<Vehicle[]> {
  const rows = await sortedRows(db, vehicles, eq(vehicles.userId, userId), asc, vehicles.createdAt);
  return rows.map(toVehicle);
}

/** Blank optional text becomes null. */
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Creates a vehicle (spec §5 Add Vehicle). Checks make/model exist and belong together (422 `make_id` /
 * `model_id`), the year is within the model's years or 1960..next year (422 `year`); generates the name
 * "year make model" when none is given; floors mileage (km); body style defaults from the model's type.
 * The 5-per-member limit is checked inside the transaction after locking the member's row
 * (`SELECT … FOR UPDATE`), so concurrent creates cannot pass it: 409 with the spec's message. The
 * car's brand, model, fuel and gear convoys are made when missing and joined in the same transaction.
 */
export async function createVehicle(db: Db, userId: number, body: VehicleCreateInput): Promise<Vehicle> {
  const [pair] = await db
    .select({ model: models, make: makes })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(eq(models.id, body.model_id))
    .limit(1);
  if (!pair) {
    const [make] = await db.select({ id: makes.id }).from(makes).where(eq(makes.id, body.make_id)).limit(1);
    throw invalid(
      make
        ? { model_id: ['The selected model is invalid.'] }
        : { make_id: ['The selected make is invalid.'], model_id: ['The selected model is invalid.'] },
    );
  }
  if (pair.make.id !== body.make_id) {
    const [make] = await db.select({ id: makes.id }).from(makes).where(eq(makes.id, body.make_id)).limit(1);
    throw invalid(
      make
        ? { model_id: ['The selected model does not belong to the selected make.'] }
        : { make_id: ['The selected make is invalid.'] },
    );
  }
  const minYear = Math.max(MIN_VEHICLE_YEAR, pair.model.startYear ?? MIN_VEHICLE_YEAR);
  const maxYear = pair.model.endYear ?? new Date().getUTCFullYear() + 1;
  if (body.year < minYear || body.year > maxYear) {
    throw invalid({ year: [`Year must be between ${minYear} and ${maxYear} for the ${pair.model.name}.`] });
  }
  const name = text(body.name) ?? `${body.year} ${pair.make.name} ${pair.model.name}`;
  const mileage = body.mileage === null || body.mileage === undefined ? null : Math.floor(body.mileage);

  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(vehicles).where(eq(vehicles.userId, userId));
    const n = held?.n ?? 0;
    if (n >= MAX_VEHICLES) {
      const message = vehicleLimitMessage(n);
      throw conflict('vehicles', message);
    }
    const [inserted] = await tx
      .insert(vehicles)
      .values({
        userId,
        name: name.slice(0, 120),
        year: body.year,
        make: pair.make.name,
        model: pair.model.name,
        makeId: pair.make.id,
        modelId: pair.model.id,
        color: text(body.color),
        mileage,
        fuelType: text(body.fuel_type),
        transmission: text(body.transmission),
        bodyStyle: text(body.body_style) ?? BODY_STYLE_BY_VEHICLE_TYPE[pair.model.vehicleType],
      })
      .returning();
    if (!inserted) throw new Error('vehicle insert returned nothing');
    // The car's brand, model, fuel and gear convoys (issue #12), joined with the car or not at all.
    await joinDerivedConvoys(tx, userId, inserted);
    return inserted;
  });
  return toVehicle(row);
}

/** The currency most of a vehicle's refuels and expenses use (RWF when it has none). */
export async function mainCurrency(db: Db, vehicleId: number): Promise<string> {
  const [r, e] = await Promise.all([
    db
      .select({ currency: refuels.currency, n: count() })
      .from(refuels)
      .where(eq(refuels.vehicleId, vehicleId))
      .groupBy(refuels.currency),
    db
      .select({ currency: expenses.currency, n: count() })
      .from(expenses)
      .where(eq(expenses.vehicleId, vehicleId))
      .groupBy(expenses.currency),
  ]);
  const tally = new Map<string, number>();
  for (const { currency, n } of [...r, ...e]) tally.set(currency, (tally.get(currency) ?? 0) + n);
  let best = DEFAULT_CURRENCY;
  let bestCount = 0;
  for (const [currency, n] of tally) {
    if (n > bestCount || (n === bestCount && currency === DEFAULT_CURRENCY)) {
      best = currency;
      bestCount = n;
    }
  }
  return best;
}

/** First day (`YYYY-MM-01`) of the UTC month `offset` months from now's. */
function monthStart(offset: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Spend per month over the last `months` calendar months including this one, oldest first, every month
 * present. `totals` maps each category seen in the window (refuels as `fuel`) to the month's sum, in the
 * vehicle's main currency (rows in other currencies are left out of this chart).
 */
export async function monthlySpend(
  db: Db,
  vehicleId: number,
  months: number,
  now = new Date(),
): Promise<MonthlySpend[]> {
  const from = monthStart(-(months - 1), now);
  const currency = await mainCurrency(db, vehicleId);
  const refuelMonth = sql<string>`to_char(${refuels.date}, 'YYYY-MM')`;
  const expenseMonth = sql<string>`to_char(${expenses.date}, 'YYYY-MM')`;
  const [fuelRows, expenseRows] = await Promise.all([
    db
      .select({ month: refuelMonth, amount: sql<number>`sum(${refuels.totalCost})`.mapWith(Number) })
      .from(refuels)
      .where(and(eq(refuels.vehicleId, vehicleId), eq(refuels.currency, currency), gte(refuels.date, from)))
      .groupBy(refuelMonth),
    db
      .select({
        month: expenseMonth,
        category: expenses.category,
        amount: sql<number>`sum(${expenses.amount})`.mapWith(Number),
      })
      .from(expenses)
      .where(
        and(eq(expenses.vehicleId, vehicleId), eq(expenses.currency, currency), gte(expenses.date, from)),
      )
      .groupBy(expenseMonth, expenses.category),
  ]);
  const rows = [
    ...fuelRows.map((r) => ({ month: r.month, category: 'fuel', amount: r.amount })),
    ...expenseRows,
  ];
  const categories = [...new Set(rows.map((r) => r.category))].sort((a, b) =>
    a === 'fuel' ? -1 : b === 'fuel' ? 1 : a.localeCompare(b),
  );
  const result: MonthlySpend[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const month = monthStart(-i, now).slice(0, 7);
    const totals: Record<string, number> = {};
    for (const category of categories) totals[category] = 0;
    for (const r of rows)
      if (r.month === month) totals[r.category] = cents((totals[r.category] ?? 0) + r.amount);
    result.push({ month, totals, currency });
  }
  return result;
}

/**
 * The status-page summary (spec §3 Vehicle summary): last refuel; this UTC month's spend per category
 * and currency (refuels as `fuel`); average price per litre over the last 30 days (total cost / litres,
 * in the last refuel's currency; null without refuels then); refuel count; km between the lowest and
 * highest odometer reading; fuel economy between full fills (km/L, L/100 km; issue #13).
 */
export async function vehicleSummary(db: Db, vehicleId: number, now = new Date()): Promise<VehicleSummary> {
  const from30 = utcDate(-29, now);
  const thisMonth = monthStart(0, now);
  const [[last], fuelMonth, expenseMonth, [stats], fills] = await Promise.all([
    db
      .select()
      .from(refuels)
      .where(eq(refuels.vehicleId, vehicleId))
      .orderBy(desc(refuels.date), desc(refuels.id))
      .limit(1),
    db
      .select({ currency: refuels.currency, amount: sql<number>`sum(${refuels.totalCost})`.mapWith(Number) })
      .from(refuels)
      .where(and(eq(refuels.vehicleId, vehicleId), gte(refuels.date, thisMonth)))
      .groupBy(refuels.currency),
    db
      .select({
        category: expenses.category,
        currency: expenses.currency,
        amount: sql<number>`sum(${expenses.amount})`.mapWith(Number),
      })
      .from(expenses)
      .where(and(eq(expenses.vehicleId, vehicleId), gte(expenses.date, thisMonth)))
      .groupBy(expenses.category, expenses.currency),
    db
      .select({
        total: count(),
        distance: sql<number>`coalesce(max(${refuels.odometerKm}) - min(${refuels.odometerKm}), 0)`.mapWith(
          Number,
        ),
      })
      .from(refuels)
      .where(eq(refuels.vehicleId, vehicleId)),
    // Every refuel's litres and reading, for the economy between full fills (a car has hundreds at most).
    db
      .select({
        date: refuels.date,
        liters: refuels.liters,
        odometer_km: refuels.odometerKm,
        full_tank: refuels.fullTank,
      })
      .from(refuels)
      .where(eq(refuels.vehicleId, vehicleId)),
  ]);
  const economy = fuelEconomy(fills);
  let avg: number | null = null;
  if (last) {
    const [window] = await db
      .select({
        cost: sql<number | null>`sum(${refuels.totalCost})`.mapWith(Number),
        liters: sql<number | null>`sum(${refuels.liters})`.mapWith(Number),
      })
      .from(refuels)
      .where(
        and(
          eq(refuels.vehicleId, vehicleId),
          eq(refuels.currency, last.currency),
          gte(refuels.date, from30),
          isNotNull(refuels.liters),
        ),
      );
    if (window?.cost && window.liters) avg = cents(window.cost / window.liters);
  }
  const month_totals = [
    ...fuelMonth.map((r) => ({ category: 'fuel', amount: cents(r.amount), currency: r.currency })),
    ...expenseMonth.map((r) => ({ category: r.category, amount: cents(r.amount), currency: r.currency })),
  ].sort((a, b) => b.amount - a.amount);
  return {
    last_refuel: last
      ? {
          date: last.date,
          liters: last.liters,
          total_cost: last.totalCost,
          currency: last.currency,
          station_name: last.stationName,
          odometer_km: last.odometerKm,
          location: last.location,
        }
      : null,
    month_totals,
    stats: {
      avg_fuel_price_30d: avg,
      total_refuels: stats?.total ?? 0,
      total_distance: stats?.distance ?? 0,
    },
    fuel_economy: { ...economy, points: economy.points.slice(-ECONOMY_POINTS) },
  };
}

/** Segments of fuel economy the summary carries for the car page's chart (the latest ones). */
export const ECONOMY_POINTS = 12;
