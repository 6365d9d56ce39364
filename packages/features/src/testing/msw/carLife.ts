/**
 * Service reminders and CSV import/export of the fake backend (issue #13): the same rules as the API
 * (`@gari/contract/rules/reminders`, `@gari/contract/rules/csvImport`; CSV text parsed with papaparse
 * like the API). Reminder rows live beside the scenario's store (one list per store), made on first
 * read from the make's schedule, counted from the day the car was added at its mileage.
 * {@link setFakeReminder} lets stories put a reminder in any state.
 */
import {
  ReminderDone,
  type ReminderKind,
  ReminderParams,
  ReminderUpdate,
  type ServiceReminder,
} from '@gari/contract/reminders';
import {
  convertRecords,
  detectLayout,
  GARI_EXPENSE_COLUMNS,
  GARI_REFUEL_COLUMNS,
  UNKNOWN_LAYOUT_MESSAGE,
} from '@gari/contract/rules/csvImport';
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import {
  kindsOfExpense,
  REMINDER_KINDS,
  REMINDER_LABELS,
  reminderStanding,
  scheduleFor,
} from '@gari/contract/rules/reminders';
import { CsvImportBody, type CsvPreview } from '@gari/contract/vehicleCsv';
import { EXPENSE_CATEGORIES } from '@gari/contract/vehicleRules';
import Papa from 'papaparse';
import { iso, type VehicleRow } from '../fixtures/vehicles';
import { fail, handle, type RouteContext } from './handle';
import { INVALID, parse } from './marketplace';
import type { FakeDb, Scenario } from './scenario';
import { ownVehicle } from './vehicles';

/** One stored reminder (the API's `service_reminders` row). */
export interface FakeReminderRow {
  vehicle_id: number;
  kind: ReminderKind;
  interval_km: number | null;
  interval_months: number | null;
  last_done_date: string;
  last_done_km: number | null;
  done_recorded: boolean;
  notified_at: string | null;
}

const store = new WeakMap<FakeDb, FakeReminderRow[]>();
const rowsOf = (db: FakeDb) => {
  let rows = store.get(db);
  if (!rows) {
    rows = [];
    store.set(db, rows);
  }
  return rows;
};

/** The car's odometer: highest refuel reading or its mileage (km). */
function odometerOf(db: FakeDb, vehicle: VehicleRow): number | null {
  const readings = db.refuels
    .filter((r) => r.vehicle_id === vehicle.id && r.odometer_km !== null)
    .map((r) => r.odometer_km as number);
  if (vehicle.mileage !== null) readings.push(vehicle.mileage);
  return readings.length > 0 ? Math.max(...readings) : null;
}

/** The car's rows, made when missing. */
function ensure(db: FakeDb, vehicle: VehicleRow): FakeReminderRow[] {
  const rows = rowsOf(db);
  const schedule = scheduleFor(vehicle.make);
  for (const kind of REMINDER_KINDS) {
    if (rows.some((r) => r.vehicle_id === vehicle.id && r.kind === kind)) continue;
    rows.push({
      vehicle_id: vehicle.id,
      kind,
      interval_km: schedule[kind].km,
      interval_months: schedule[kind].months,
      last_done_date: vehicle.created_at.slice(0, 10),
      last_done_km: vehicle.mileage,
      done_recorded: false,
      notified_at: null,
    });
  }
  return REMINDER_KINDS.map((k) => rows.find((r) => r.vehicle_id === vehicle.id && r.kind === k)).filter(
    (r): r is FakeReminderRow => !!r,
  );
}

function toReminder(row: FakeReminderRow, odometer: number | null, today: string): ServiceReminder {
  const s = reminderStanding(
    {
      km: row.interval_km,
      months: row.interval_months,
      last_done_date: row.last_done_date,
      last_done_km: row.last_done_km,
    },
    odometer,
    today,
  );
  return {
    vehicle_id: row.vehicle_id,
    kind: row.kind,
    label: REMINDER_LABELS[row.kind],
    interval_km: row.interval_km,
    interval_months: row.interval_months,
    last_done_date: row.last_done_date,
    last_done_km: row.last_done_km,
    done_recorded: row.done_recorded,
    status: s.status,
    next_due_km: s.next_due_km,
    next_due_date: s.next_due_date,
    km_left: s.km_left,
    days_left: s.days_left,
    notified_at: row.notified_at,
  };
}

/**
 * Puts reminder `kind` of the scenario's vehicle `vehicleId` in a given state (stories): e.g.
 * `{ last_done_km: odometer - 5_200 }` for an overdue oil change.
 */
export function setFakeReminder(
  s: Scenario,
  vehicleId: number,
  kind: ReminderKind,
  patch: Partial<Omit<FakeReminderRow, 'vehicle_id' | 'kind'>>,
): void {
  const vehicle = s.db.vehicles.find((v) => v.id === vehicleId);
  if (!vehicle) throw new Error(`setFakeReminder: no vehicle ${vehicleId}`);
  const row = ensure(s.db, vehicle).find((r) => r.kind === kind);
  if (row) Object.assign(row, patch);
}

/** The scenario's odometer of `vehicleId` (km), for stories that place a reminder around it. */
export function fakeOdometer(s: Scenario, vehicleId: number): number {
  const vehicle = s.db.vehicles.find((v) => v.id === vehicleId);
  return (vehicle && odometerOf(s.db, vehicle)) ?? 0;
}

function reset(
  db: FakeDb,
  vehicle: VehicleRow,
  kind: ReminderKind,
  date: string,
  km: number | null | undefined,
) {
  const row = ensure(db, vehicle).find((r) => r.kind === kind);
  if (!row || (row.done_recorded && date < row.last_done_date)) return;
  Object.assign(row, {
    last_done_date: date,
    last_done_km: km ?? odometerOf(db, vehicle),
    done_recorded: true,
    notified_at: null,
  });
}

function list(ctx: RouteContext, vehicle: VehicleRow) {
  const odometer = odometerOf(ctx.s.db, vehicle);
  const today = iso(ctx.s.now());
  return {
    data: ensure(ctx.s.db, vehicle).map((r) => toReminder(r, odometer, today)),
    odometer_km: odometer,
  };
}

function parseCsv(ctx: RouteContext) {
  const body = parse(CsvImportBody, ctx.body);
  const parsed = Papa.parse<Record<string, string>>(body.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const layout = detectLayout(parsed.meta.fields ?? []);
  if (!layout) return fail(422, INVALID, { csv: [UNKNOWN_LAYOUT_MESSAGE] });
  if (parsed.data.length === 0) return fail(422, INVALID, { csv: ['The file has a header but no rows.'] });
  const c = convertRecords(layout, parsed.data, {
    currency: body.currency,
    units: body.units,
    category: body.category,
    categories: EXPENSE_CATEGORIES,
    now: ctx.s.now(),
  });
  return { ...c, total_rows: parsed.data.length };
}

const csvReply = (filename: string, text: string) =>
  new Response(text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });

/** Resets the reminders a logged expense names (the API's `resetFromExpense`), for the fake expense route. */
export function resetFakeReminders(
  s: Scenario,
  expense: { vehicle_id: number; date: string; category: string; note: string | null },
) {
  const vehicle = s.db.vehicles.find((v) => v.id === expense.vehicle_id);
  if (!vehicle) return;
  for (const kind of kindsOfExpense(expense.category, expense.note))
    reset(s.db, vehicle, kind, expense.date, null);
}

/** Every reminder and CSV route. */
export const carLifeRoutes = [
  handle('GET', '/vehicles/{id}/reminders', (ctx) => list(ctx, ownVehicle(ctx))),
  handle('PATCH', '/vehicles/{id}/reminders/{kind}', (ctx) => {
    const vehicle = ownVehicle(ctx);
    const { kind } = parse(ReminderParams, ctx.params);
    const body = parse(ReminderUpdate, ctx.body);
    const row = ensure(ctx.s.db, vehicle).find((r) => r.kind === kind);
    if (row) Object.assign(row, { interval_km: body.interval_km, interval_months: body.interval_months });
    return { data: list(ctx, vehicle).data.find((r) => r.kind === kind) };
  }),
  handle('POST', '/vehicles/{id}/reminders/{kind}/done', (ctx) => {
    const vehicle = ownVehicle(ctx);
    const { kind } = parse(ReminderParams, ctx.params);
    const body = parse(ReminderDone, ctx.body ?? {});
    const date = body.date ?? iso(ctx.s.now());
    if (isFutureDate(date, ctx.s.now())) fail(422, FUTURE_DATE_MESSAGE, { date: [FUTURE_DATE_MESSAGE] });
    reset(ctx.s.db, vehicle, kind, date, body.odometer_km);
    return { data: list(ctx, vehicle).data.find((r) => r.kind === kind) };
  }),
  handle('GET', '/reminders/due', (ctx) => {
    const user = ctx.requireUser();
    return {
      data: ctx.s.db.vehicles
        .filter((v) => v.user_id === user.id)
        .map((v) => {
          const items = list(ctx, v).data;
          const n = (status: string) => items.filter((r) => r.status === status).length;
          return { vehicle_id: v.id, due_soon: n('due_soon'), due: n('due'), overdue: n('overdue') };
        }),
    };
  }),
  handle('GET', '/vehicles/{id}/refuels.csv', (ctx) => {
    const { id } = ownVehicle(ctx);
    const rows = ctx.s.db.refuels
      .filter((r) => r.vehicle_id === id)
      .sort((a, b) => a.date.localeCompare(b.date));
    const data = rows.map((r) => [
      r.date,
      r.liters,
      r.total_cost,
      r.currency,
      r.odometer_km ?? '',
      r.full_tank,
      r.station_name ?? '',
      r.location ?? '',
    ]);
    return csvReply(
      `gari-refuels-${id}.csv`,
      Papa.unparse({ fields: [...GARI_REFUEL_COLUMNS], data }, { newline: '\r\n' }),
    );
  }),
  handle('GET', '/vehicles/{id}/expenses.csv', (ctx) => {
    const { id } = ownVehicle(ctx);
    const rows = ctx.s.db.expenses
      .filter((e) => e.vehicle_id === id)
      .sort((a, b) => a.date.localeCompare(b.date));
    const data = rows.map((e) => [e.date, e.category, e.amount, e.currency, e.note ?? '']);
    return csvReply(
      `gari-expenses-${id}.csv`,
      Papa.unparse({ fields: [...GARI_EXPENSE_COLUMNS], data }, { newline: '\r\n' }),
    );
  }),
  handle('POST', '/vehicles/{id}/import/preview', (ctx): CsvPreview => {
    ownVehicle(ctx);
    const c = parseCsv(ctx);
    return {
      layout: c.layout,
      kind: c.kind,
      total_rows: c.total_rows,
      errors: c.errors,
      rows: c.rows.map((r) =>
        r.kind === 'refuel'
          ? {
              row: r.row,
              kind: 'refuel' as const,
              date: r.refuel.date,
              liters: r.refuel.liters,
              amount: r.refuel.total_cost,
              currency: r.refuel.currency,
              odometer_km: r.refuel.odometer_km,
              full_tank: r.refuel.full_tank,
              category: null,
              text: r.refuel.station_name,
            }
          : {
              row: r.row,
              kind: 'expense' as const,
              date: r.expense.date,
              liters: null,
              amount: r.expense.amount,
              currency: r.expense.currency,
              odometer_km: r.expense.odometer_km,
              full_tank: null,
              category: r.expense.category,
              text: r.expense.note,
            },
      ),
    };
  }),
  handle('POST', '/vehicles/{id}/import', (ctx) => {
    const vehicle = ownVehicle(ctx);
    const c = parseCsv(ctx);
    if (c.errors.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const e of c.errors)
        errors[`rows.${e.row}.${e.field}`] = [...(errors[`rows.${e.row}.${e.field}`] ?? []), e.message];
      const more = c.errors.length > 1 ? ` (${c.errors.length} problems in all)` : '';
      return fail(422, `${c.errors[0]?.message}${more} Nothing was imported.`, errors);
    }
    const { db } = ctx.s;
    for (const r of c.rows) {
      if (r.kind === 'refuel') db.refuels.push({ id: ctx.s.nextId(), vehicle_id: vehicle.id, ...r.refuel });
      else {
        const { odometer_km, ...e } = r.expense;
        db.expenses.push({ id: ctx.s.nextId(), vehicle_id: vehicle.id, ...e });
        for (const kind of kindsOfExpense(e.category, e.note)) reset(db, vehicle, kind, e.date, odometer_km);
      }
    }
    return Response.json({ layout: c.layout, kind: c.kind, imported: c.rows.length }, { status: 201 });
  }),
];
