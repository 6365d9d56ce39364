/**
 * Vehicle routes of the fake backend (spec §5, §7): My Cars, add vehicle (at most 5, 409 with the
 * spec's message), car status (summary, monthly spend, refuels, recent expenses), add refuel and
 * expense (dates not in the future). Another member's vehicle is a 404. The rules come from
 * `@gari/contract` (the same ones the API uses).
 */
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import { fuelEconomy } from '@gari/contract/rules/fuelEconomy';
import {
  type Expense,
  ExpenseCreate,
  MAX_VEHICLES,
  type MonthlySpend,
  type Refuel,
  RefuelCreate,
  type Vehicle,
  VehicleCreate,
  type VehicleSummary,
  vehicleLimitMessage,
} from '@gari/contract/vehicles';
import { addDays, iso, type VehicleRow } from '../fixtures/vehicles';
import { resetFakeReminders } from './carLife';
import { fail, handle, type RouteContext } from './handle';
import { zodErrors } from './validation';

const publicVehicle = ({ user_id: _u, ...v }: VehicleRow): Vehicle => ({ ...v });

/** The signed-in member's vehicle `{id}` (401 signed out, 404 another member's or unknown). */
export function ownVehicle(ctx: RouteContext, id = Number(ctx.params.id)): VehicleRow {
  const user = ctx.requireUser();
  const vehicle = ctx.s.db.vehicles.find((v) => v.id === id && v.user_id === user.id);
  return vehicle ?? fail(404, 'Vehicle not found');
}

/** The body parsed by `schema`, else a 422 with field errors; dates in the future are refused. */
function parseDated<T extends { date: string }>(
  ctx: RouteContext,
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): T {
  const parsed = schema.safeParse(ctx.body);
  if (!parsed.success) return fail(422, 'The given data was invalid.', zodErrors(parsed.error.issues));
  if (isFutureDate(parsed.data.date, ctx.s.now()))
    fail(422, FUTURE_DATE_MESSAGE, { date: [FUTURE_DATE_MESSAGE] });
  return parsed.data;
}

const newestFirst = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  b.date.localeCompare(a.date) || b.id - a.id;

/** Every vehicle route. */
export const vehicleRoutes = [
  handle('GET', '/vehicles', ({ s, requireUser }) => {
    const user = requireUser();
    return { data: s.db.vehicles.filter((v) => v.user_id === user.id).map(publicVehicle) };
  }),
  handle('GET', '/vehicles/{id}', (ctx) => ({ data: publicVehicle(ownVehicle(ctx)) })),
  handle('POST', '/vehicles', ({ s, body, requireUser }) => {
    const user = requireUser();
    const parsed = VehicleCreate.safeParse(body);
    if (!parsed.success) return fail(422, 'The given data was invalid.', zodErrors(parsed.error.issues));
    const data = parsed.data;
    const make = s.db.makes.find((m) => m.id === data.make_id);
    const model = s.db.models.find((m) => m.id === data.model_id && m.make_id === data.make_id);
    if (!make) return fail(422, 'Choose a make.', { make_id: ['Choose a make.'] });
    if (!model) return fail(422, 'Choose a model.', { model_id: ['Choose a model.'] });
    const count = s.db.vehicles.filter((v) => v.user_id === user.id).length;
    if (count >= MAX_VEHICLES) fail(409, vehicleLimitMessage(count));
    const vehicle: VehicleRow = {
      id: s.nextId(),
      user_id: user.id,
      name: data.name || `${data.year} ${make.name} ${model.name}`,
      year: data.year,
      make: make.name,
      model: model.name,
      make_id: make.id,
      model_id: model.id,
      color: data.color ?? null,
      mileage: data.mileage == null ? null : Math.floor(data.mileage),
      mileage_unit: 'km',
      fuel_type: data.fuel_type ?? null,
      transmission: data.transmission ?? null,
      body_style: data.body_style ?? null,
      drivetrain: null,
      variant: null,
      vin: null,
      engine: null,
      primary_image_url: null,
      primary_use: 'daily_commute',
      created_at: s.now().toISOString(),
    };
    s.db.vehicles.push(vehicle);
    return Response.json({ data: publicVehicle(vehicle) }, { status: 201 });
  }),
  handle('DELETE', '/vehicles/{id}', (ctx) => {
    const vehicle = ownVehicle(ctx);
    const { db } = ctx.s;
    db.vehicles.splice(db.vehicles.indexOf(vehicle), 1);
    db.refuels = db.refuels.filter((r) => r.vehicle_id !== vehicle.id);
    db.expenses = db.expenses.filter((e) => e.vehicle_id !== vehicle.id);
    return undefined;
  }),
  handle('GET', '/vehicles/{id}/summary', (ctx): { data: VehicleSummary } => {
    const { id } = ownVehicle(ctx);
    const { db } = ctx.s;
    const now = ctx.s.now();
    const refuels = db.refuels
      .filter((r) => r.vehicle_id === id)
      .sort((a, b) => b.date.localeCompare(a.date));
    const last = refuels[0];
    const month = iso(now).slice(0, 7);
    const totals = new Map<string, number>();
    for (const r of refuels)
      if (r.date.startsWith(month)) totals.set('fuel', (totals.get('fuel') ?? 0) + r.total_cost);
    for (const e of db.expenses)
      if (e.vehicle_id === id && e.date.startsWith(month))
        totals.set(e.category, (totals.get(e.category) ?? 0) + e.amount);
    const since = iso(addDays(now, -30));
    const recent = refuels.filter((r) => r.date >= since);
    const litres = recent.reduce((sum, r) => sum + r.liters, 0);
    const cost = recent.reduce((sum, r) => sum + r.total_cost, 0);
    const odometers = refuels.map((r) => r.odometer_km).filter((o): o is number => o !== null);
    const economy = fuelEconomy(refuels);
    return {
      data: {
        last_refuel: last
          ? {
              date: last.date,
              liters: last.liters,
              total_cost: last.total_cost,
              currency: last.currency,
              station_name: last.station_name,
              odometer_km: last.odometer_km,
              location: last.location,
            }
          : null,
        month_totals: [...totals].map(([category, amount]) => ({ category, amount, currency: 'RWF' })),
        stats: {
          avg_fuel_price_30d: litres > 0 ? Math.round((cost / litres) * 100) / 100 : null,
          total_refuels: refuels.length,
          total_distance: odometers.length ? Math.max(...odometers) - Math.min(...odometers) : 0,
        },
        fuel_economy: { ...economy, points: economy.points.slice(-12) },
      },
    };
  }),
  handle('GET', '/vehicles/{id}/expenses/monthly', (ctx) => {
    const { id } = ownVehicle(ctx);
    const { db } = ctx.s;
    const months = Number(ctx.query.get('months') ?? 12);
    const today = ctx.s.now();
    const list: MonthlySpend[] = [];
    for (let i = months - 1; i >= 0; i--) {
      const key = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1))).slice(0, 7);
      const totals: Record<string, number> = {};
      for (const r of db.refuels)
        if (r.vehicle_id === id && r.date.startsWith(key)) totals.fuel = (totals.fuel ?? 0) + r.total_cost;
      for (const e of db.expenses)
        if (e.vehicle_id === id && e.date.startsWith(key))
          totals[e.category] = (totals[e.category] ?? 0) + e.amount;
      list.push({ month: key, totals, currency: 'RWF' });
    }
    return { data: list };
  }),
  handle('GET', '/vehicles/{id}/refuels', (ctx) => {
    const { id } = ownVehicle(ctx);
    const limit = Number(ctx.query.get('limit') ?? 10);
    return {
      data: ctx.s.db.refuels
        .filter((r) => r.vehicle_id === id)
        .sort(newestFirst)
        .slice(0, limit),
    };
  }),
  handle('GET', '/vehicles/{id}/expenses/recent', (ctx) => {
    const { id } = ownVehicle(ctx);
    const limit = Number(ctx.query.get('limit') ?? 10);
    return {
      data: ctx.s.db.expenses
        .filter((e) => e.vehicle_id === id)
        .sort(newestFirst)
        .slice(0, limit),
    };
  }),
  handle('POST', '/vehicles/{id}/refuels', (ctx) => {
    const { id } = ownVehicle(ctx);
    const data = parseDated(ctx, RefuelCreate);
    const refuel: Refuel = {
      id: ctx.s.nextId(),
      vehicle_id: id,
      date: data.date,
      liters: data.liters,
      total_cost: data.total_cost,
      currency: data.currency,
      odometer_km: data.odometer_km ?? null,
      full_tank: data.full_tank,
      station_name: data.station_name ?? null,
      location: data.location ?? null,
    };
    ctx.s.db.refuels.push(refuel);
    return Response.json({ data: refuel }, { status: 201 });
  }),
  handle('POST', '/vehicles/{id}/expenses', (ctx) => {
    const { id } = ownVehicle(ctx);
    const data = parseDated(ctx, ExpenseCreate);
    const expense: Expense = {
      id: ctx.s.nextId(),
      vehicle_id: id,
      date: data.date,
      category: data.category,
      amount: data.amount,
      currency: data.currency,
      note: data.note ?? null,
    };
    ctx.s.db.expenses.push(expense);
    resetFakeReminders(ctx.s, expense);
    return Response.json({ data: expense }, { status: 201 });
  }),
];
