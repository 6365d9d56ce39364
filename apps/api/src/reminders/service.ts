/**
 * Service reminders (issue #13 "Service reminders"): the rows of a car (made on first read with the
 * make's schedule, `rules/reminders.ts`), their standing against the car's current odometer, the
 * interval edit, the reset when a service is done (mark done, a matching expense, a completed booking:
 * {@link resetReminder}), and {@link runDueReminders}, which sends each due occurrence once by SMS and
 * mail. Units: km, calendar months, dates YYYY-MM-DD (UTC days).
 */

import type { ReminderBadge, ServiceReminder } from '@gari/contract/reminders';
import {
  kindsOfExpense,
  needsNotice,
  REMINDER_KINDS,
  REMINDER_LABELS,
  type ReminderKind,
  reminderStanding,
  scheduleFor,
} from '@gari/contract/rules/reminders';
import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { bookings, refuels, serviceReminders, users, vehicles } from '../db/schema';
import { recipientOf } from '../mail/language';
import type { Mailer } from '../mail/mailer';
import { REMINDER_TEXTS } from '../mail/texts/reminders';
import type { SmsSender } from '../partner/sms';

type VehicleRow = typeof vehicles.$inferSelect;
type ReminderRow = typeof serviceReminders.$inferSelect;

/** Today (UTC) as YYYY-MM-DD. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The car's current odometer, km: the highest refuel reading, else the mileage given when the car was
 * added (null when neither is known).
 */
export async function currentOdometer(db: Db | Tx, vehicle: Pick<VehicleRow, 'id' | 'mileage'>) {
  const [row] = await db
    .select({ km: max(refuels.odometerKm) })
    .from(refuels)
    .where(eq(refuels.vehicleId, vehicle.id));
  const readings = [row?.km ?? null, vehicle.mileage].filter((n): n is number => n !== null);
  return readings.length > 0 ? Math.max(...readings) : null;
}

/**
 * The car's reminder rows, one per kind, creating the missing ones from the make's schedule and
 * starting them on the day the car was added (at its odometer then: the mileage, else the current
 * reading). Idempotent under concurrency (`on conflict do nothing`).
 */
export async function ensureReminders(
  db: Db | Tx,
  vehicle: VehicleRow,
  odometerKm: number | null,
): Promise<ReminderRow[]> {
  let rows = await db.select().from(serviceReminders).where(eq(serviceReminders.vehicleId, vehicle.id));
  const missing = REMINDER_KINDS.filter((k) => !rows.some((r) => r.kind === k));
  if (missing.length > 0) {
    const schedule = scheduleFor(vehicle.make);
    await db
      .insert(serviceReminders)
      .values(
        missing.map((kind) => ({
          vehicleId: vehicle.id,
          kind,
          intervalKm: schedule[kind].km,
          intervalMonths: schedule[kind].months,
          lastDoneDate: dayOf(vehicle.createdAt),
          lastDoneKm: vehicle.mileage ?? odometerKm,
        })),
      )
      .onConflictDoNothing();
    rows = await db.select().from(serviceReminders).where(eq(serviceReminders.vehicleId, vehicle.id));
  }
  return REMINDER_KINDS.map((k) => rows.find((r) => r.kind === k)).filter((r): r is ReminderRow => !!r);
}

/** The contract `ServiceReminder` of a row with its standing on `today` at `odometerKm`. */
export function toReminder(row: ReminderRow, odometerKm: number | null, today: string): ServiceReminder {
  const kind = row.kind;
  const standing = reminderStanding(
    {
      km: row.intervalKm,
      months: row.intervalMonths,
      last_done_date: row.lastDoneDate,
      last_done_km: row.lastDoneKm,
    },
    odometerKm,
    today,
  );
  const notifiedNow = row.notifiedKey === standing.due_key;
  return {
    vehicle_id: row.vehicleId,
    kind,
    label: REMINDER_LABELS[kind] ?? kind,
    interval_km: row.intervalKm,
    interval_months: row.intervalMonths,
    last_done_date: row.lastDoneDate,
    last_done_km: row.lastDoneKm,
    done_recorded: row.doneRecorded,
    status: standing.status,
    next_due_km: standing.next_due_km,
    next_due_date: standing.next_due_date,
    km_left: standing.km_left,
    days_left: standing.days_left,
    notified_at: notifiedNow && row.notifiedAt ? row.notifiedAt.toISOString() : null,
  };
}

/** Every reminder of `vehicle` with its standing, and the odometer used (km). */
export async function listReminders(
  db: Db,
  vehicle: VehicleRow,
  now = new Date(),
): Promise<{ data: ServiceReminder[]; odometer_km: number | null }> {
  const odometer = await currentOdometer(db, vehicle);
  const rows = await ensureReminders(db, vehicle, odometer);
  return { data: rows.map((r) => toReminder(r, odometer, dayOf(now))), odometer_km: odometer };
}

/** Sets the interval (km, months; validated by the contract) of one reminder of `vehicle`. */
export async function updateInterval(
  db: Db,
  vehicle: VehicleRow,
  kind: ReminderKind,
  interval: { interval_km: number | null; interval_months: number | null },
  now = new Date(),
): Promise<ServiceReminder> {
  const odometer = await currentOdometer(db, vehicle);
  await ensureReminders(db, vehicle, odometer);
  const [row] = await db
    .update(serviceReminders)
    .set({ intervalKm: interval.interval_km, intervalMonths: interval.interval_months })
    .where(and(eq(serviceReminders.vehicleId, vehicle.id), eq(serviceReminders.kind, kind)))
    .returning();
  if (!row) throw new Error('reminder update returned nothing');
  return toReminder(row, odometer, dayOf(now));
}

/**
 * Records that the service `kind` was done on `done.date` at `done.odometer_km` (km; null = the car's
 * current odometer) for `vehicleId`, inside the caller's transaction: the reminder counts from there,
 * so a new due occurrence (and a new SMS/mail) comes at the next interval. A service older than the
 * one already recorded changes nothing. Creates the car's reminders first when they do not exist yet.
 *
 * Called by "mark done", by a logged expense that names the service, by the CSV import of service
 * records, and by the bookings flow when a garage completes a booking (issue #13 "completing a booking
 * … resets it"). Resolves true when the reminder moved.
 */
export async function resetReminder(
  tx: Db | Tx,
  vehicleId: number,
  kind: ReminderKind,
  done: { date: string; odometer_km?: number | null },
): Promise<boolean> {
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1);
  if (!vehicle) return false;
  const odometer = await currentOdometer(tx, vehicle);
  const rows = await ensureReminders(tx, vehicle, odometer);
  const row = rows.find((r) => r.kind === kind);
  if (!row) return false;
  if (row.doneRecorded && done.date < row.lastDoneDate) return false;
  const km = done.odometer_km ?? odometer;
  await tx
    .update(serviceReminders)
    .set({ lastDoneDate: done.date, lastDoneKm: km, doneRecorded: true })
    .where(and(eq(serviceReminders.vehicleId, vehicleId), eq(serviceReminders.kind, kind)));
  return true;
}

/**
 * Resets the reminders an expense completes (`kindsOfExpense`: a maintenance, repair, parts or tyres
 * expense whose note names the service), inside the caller's transaction. Resolves the kinds reset.
 */
export async function resetFromExpense(
  tx: Db | Tx,
  vehicleId: number,
  expense: { date: string; category: string; note: string | null; odometer_km?: number | null },
): Promise<ReminderKind[]> {
  const kinds = kindsOfExpense(expense.category, expense.note);
  const reset: ReminderKind[] = [];
  for (const kind of kinds) {
    if (await resetReminder(tx, vehicleId, kind, { date: expense.date, odometer_km: expense.odometer_km }))
      reset.push(kind);
  }
  return reset;
}

/** Badge counts of every car of the member (My Cars). */
export async function reminderBadges(db: Db, userId: number, now = new Date()): Promise<ReminderBadge[]> {
  const cars = await db.select().from(vehicles).where(eq(vehicles.userId, userId));
  const out: ReminderBadge[] = [];
  for (const car of cars) {
    const { data } = await listReminders(db, car, now);
    out.push({
      vehicle_id: car.id,
      due_soon: data.filter((r) => r.status === 'due_soon').length,
      due: data.filter((r) => r.status === 'due').length,
      overdue: data.filter((r) => r.status === 'overdue').length,
    });
  }
  return out;
}

/** What {@link runDueReminders} needs to send. */
export interface ReminderSenders {
  mailer: Mailer;
  /** SMS gateway; to the member's own phone, else the one of their latest booking. */
  sms?: SmsSender | undefined;
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/** One reminder sent by {@link runDueReminders}. */
export interface SentReminder {
  vehicle_id: number;
  kind: ReminderKind;
  due_key: string;
  channels: ('email' | 'sms')[];
}

/**
 * Sends every due or overdue reminder not yet sent for its due occurrence (issue #13: a reminder by
 * SMS/mail when due, once): mail to the member, and an SMS to their phone (their own, else the one
 * of their latest booking) when known. The row's `notified_key` is claimed first (a conditional update), so two servers or
 * two ticks never send the same occurrence twice; a failed send is logged and not retried for that
 * occurrence. Issue #16: in the member's language and locale (else English). `now` is the clock (tests
 * move it). Resolves what was sent.
 */
export async function runDueReminders(
  db: Db,
  senders: ReminderSenders,
  now = new Date(),
): Promise<SentReminder[]> {
  const today = dayOf(now);
  const cars = await db
    .select({
      vehicle: vehicles,
      email: users.email,
      userId: users.id,
      phone: users.phone,
      language: users.language,
      country: users.country,
    })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId));
  // Every car's highest refuel reading and reminder rows in two queries (a car without rows gets them).
  const readings = await db
    .select({ vehicleId: refuels.vehicleId, km: max(refuels.odometerKm) })
    .from(refuels)
    .groupBy(refuels.vehicleId);
  const allRows = await db.select().from(serviceReminders);
  const sent: SentReminder[] = [];
  for (const { vehicle, email, userId, phone: ownPhone, language, country } of cars) {
    const known = [readings.find((r) => r.vehicleId === vehicle.id)?.km ?? null, vehicle.mileage];
    const present = known.filter((n): n is number => n !== null);
    const odometer = present.length > 0 ? Math.max(...present) : null;
    let rows = allRows.filter((r) => r.vehicleId === vehicle.id);
    if (rows.length < REMINDER_KINDS.length) rows = await ensureReminders(db, vehicle, odometer);
    const due = rows
      .map((row) => ({ row, standing: toStanding(row, odometer, today) }))
      .filter(({ row, standing }) => needsNotice(standing.status) && row.notifiedKey !== standing.due_key);
    if (due.length === 0) continue;
    const phone = ownPhone ?? (await latestPhone(db, userId));
    const to = recipientOf({ language, country });
    const texts = REMINDER_TEXTS[to.language];
    for (const { row, standing } of due) {
      const [claimed] = await db
        .update(serviceReminders)
        .set({ notifiedKey: standing.due_key, notifiedAt: now })
        .where(
          and(
            eq(serviceReminders.vehicleId, row.vehicleId),
            eq(serviceReminders.kind, row.kind),
            sql`${serviceReminders.notifiedKey} is distinct from ${standing.due_key}`,
          ),
        )
        .returning({ kind: serviceReminders.kind });
      if (!claimed) continue;
      const kind = row.kind;
      const values = {
        label: texts.labels[kind],
        vehicle: vehicle.name,
        overdue: standing.status === 'overdue',
        km: standing.next_due_km === null ? null : to.format.km(standing.next_due_km),
        date: standing.next_due_date === null ? null : to.format.date(standing.next_due_date),
      };
      const text = texts.text(values);
      const channels: SentReminder['channels'] = [];
      try {
        await senders.mailer.send({
          to: email,
          subject: texts.subject(values),
          text: `${text}\n\n${texts.footer}`,
        });
        channels.push('email');
        if (phone && senders.sms) {
          await senders.sms.send(phone, text);
          channels.push('sms');
        }
      } catch (error) {
        senders.log?.error({ err: error, vehicle: vehicle.id, kind }, 'service reminder not sent');
      }
      sent.push({ vehicle_id: vehicle.id, kind, due_key: standing.due_key, channels });
    }
  }
  return sent;
}

function toStanding(row: ReminderRow, odometer: number | null, today: string) {
  return reminderStanding(
    {
      km: row.intervalKm,
      months: row.intervalMonths,
      last_done_date: row.lastDoneDate,
      last_done_km: row.lastDoneKm,
    },
    odometer,
    today,
  );
}

/** The phone of the member's latest booking that has one (E.164), else null. */
async function latestPhone(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: bookings.phone })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNotNull(bookings.phone)))
    .orderBy(desc(bookings.id))
    .limit(1);
  return row?.phone ?? null;
}

/**
 * Starts the periodic {@link runDueReminders} every `intervalMs` (config `reminderIntervalMs`,
 * `REMINDER_INTERVAL_MS`; 0 = off, as in tests). Resolves a stop function. A run still going when the
 * next tick comes is not doubled.
 */
export function startReminderTimer(db: Db, senders: ReminderSenders, intervalMs: number): () => void {
  if (!(intervalMs > 0)) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDueReminders(db, senders)
      .then((sent) => {
        if (sent.length > 0) senders.log?.info?.({ sent: sent.length }, 'service reminders sent');
      })
      .catch((error: unknown) => senders.log?.error({ err: error }, 'service reminder run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
