/**
 * Service reminders on the real API and database (issue #13 "Service reminders"; done-when 2:
 * "reminders fire once when due (time-travel test) and reset on completion").
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makes, models, serviceReminders, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import type { SmsSender } from '../partner/sms';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { utcDate } from '../vehicles/service';
import { resetReminder, runDueReminders } from './service';

const DAY = 86_400_000;

describe.each(BACKENDS)('service reminders on $name', (backend) => {
  let t: TestApp;
  let toyota: { makeId: number; modelId: number };
  let suzuki: { makeId: number; modelId: number };

  async function modelOf(make: string, model: string) {
    const [row] = await t.database.db
      .select({ makeId: makes.id, modelId: models.id })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(and(eq(makes.name, make), eq(models.name, model)));
    if (!row) throw new Error(`${make} ${model} not seeded`);
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    toyota = await modelOf('Toyota', 'RAV4');
    suzuki = await modelOf('Suzuki', 'Swift');
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (m: Member) => m.tokens.access_token;
  async function car(m: Member, model: { makeId: number; modelId: number }, mileage = 100_000) {
    const res = await send(t.app, '/api/v1/vehicles', {
      body: { make_id: model.makeId, model_id: model.modelId, year: 2016, mileage },
      token: as(m),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }
  const refuel = (m: Member, id: number, odometer_km: number) =>
    send(t.app, `/api/v1/vehicles/${id}/refuels`, {
      body: { date: utcDate(), liters: 40, total_cost: 64_000, odometer_km },
      token: as(m),
    });
  const list = async (m: Member, id: number) => {
    const res = await send(t.app, `/api/v1/vehicles/${id}/reminders`, { token: as(m) });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      odometer_km: number | null;
      data: Array<{ kind: string; status: string } & Record<string, unknown>>;
    };
  };
  const kindOf = async (m: Member, id: number, kind: string) =>
    (await list(m, id)).data.find((r) => r.kind === kind);

  it("lists every kind with the make's schedule, counted from the day the car was added", async () => {
    const m = await registerMember(t.app);
    const id = await car(m, toyota);
    const body = await list(m, id);
    expect(body.odometer_km).toBe(100_000);
    expect(body.data.map((r) => r.kind)).toEqual([
      'oil_change',
      'tyre_rotation',
      'brake_inspection',
      'air_filter',
    ]);
    expect(body.data[0]).toMatchObject({
      label: 'Oil change',
      interval_km: 5_000,
      interval_months: 6,
      last_done_date: utcDate(),
      last_done_km: 100_000,
      done_recorded: false,
      status: 'ok',
      next_due_km: 105_000,
      km_left: 5_000,
      notified_at: null,
    });
    // Toyota's own schedule: tyres every 8,000 km or 6 months.
    expect(body.data[1]).toMatchObject({ interval_km: 8_000, interval_months: 6 });
  });

  it('takes the odometer from the refuels: due soon, due, overdue', async () => {
    const m = await registerMember(t.app);
    const id = await car(m, suzuki);
    await refuel(m, id, 104_600);
    expect(await kindOf(m, id, 'oil_change')).toMatchObject({ status: 'due_soon', km_left: 400 });
    await refuel(m, id, 105_000);
    expect((await kindOf(m, id, 'oil_change'))?.status).toBe('due');
    await refuel(m, id, 105_600);
    expect(await kindOf(m, id, 'oil_change')).toMatchObject({ status: 'overdue', km_left: -600 });
  });

  it('edits the interval; 422 names the field on bad input; 404 for another member', async () => {
    const m = await registerMember(t.app);
    const id = await car(m, suzuki);
    const url = `/api/v1/vehicles/${id}/reminders/oil_change`;
    const ok = await send(t.app, url, {
      method: 'PATCH',
      body: { interval_km: 7_500, interval_months: null },
      token: as(m),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      interval_km: 7_500,
      interval_months: null,
      next_due_km: 107_500,
      next_due_date: null,
    });

    const neither = await send(t.app, url, {
      method: 'PATCH',
      body: { interval_km: null, interval_months: null },
      token: as(m),
    });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toHaveProperty('interval_km');
    const tiny = await send(t.app, url, {
      method: 'PATCH',
      body: { interval_km: 100, interval_months: 6 },
      token: as(m),
    });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().errors.interval_km).toEqual(['At least 500 km.']);
    const kind = await send(t.app, `/api/v1/vehicles/${id}/reminders/wipers`, {
      method: 'PATCH',
      body: { interval_km: 5_000, interval_months: 6 },
      token: as(m),
    });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors).toHaveProperty('kind');

    const other = await registerMember(t.app);
    const foreign = await send(t.app, url, {
      method: 'PATCH',
      body: { interval_km: 5_000, interval_months: 6 },
      token: as(other),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(t.app, `/api/v1/vehicles/${id}/reminders`, { token: as(other) })).statusCode).toBe(
      404,
    );
  });

  it('marks a service done at the current odometer; a future date is a 422 naming date', async () => {
    const m = await registerMember(t.app);
    const id = await car(m, suzuki);
    await refuel(m, id, 105_200);
    const url = `/api/v1/vehicles/${id}/reminders/oil_change/done`;
    const done = await send(t.app, url, { body: {}, token: as(m) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'ok',
      last_done_date: utcDate(),
      last_done_km: 105_200,
      done_recorded: true,
      next_due_km: 110_200,
    });
    const future = await send(t.app, url, { body: { date: utcDate(3) }, token: as(m) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toHaveProperty('date');
  });

  it('a logged Maintenance expense whose note names the service resets it', async () => {
    const m = await registerMember(t.app);
    const id = await car(m, suzuki);
    await refuel(m, id, 105_300);
    expect((await kindOf(m, id, 'oil_change'))?.status).toBe('due');
    const res = await send(t.app, `/api/v1/vehicles/${id}/expenses`, {
      body: { date: utcDate(), category: 'maintenance', amount: 45_000, note: 'Oil change and filter' },
      token: as(m),
    });
    expect(res.statusCode).toBe(201);
    expect(await kindOf(m, id, 'oil_change')).toMatchObject({
      status: 'ok',
      last_done_km: 105_300,
      done_recorded: true,
    });
    // Another kind is left alone.
    expect(await kindOf(m, id, 'brake_inspection')).toMatchObject({ done_recorded: false });
  });

  it('resetReminder(tx, vehicleId, kind, { date, odometer }) — the bookings flow call — resets inside a transaction', async () => {
    const m = await registerMember(t.app);
    const id = await car(m, suzuki);
    await t.database.db.transaction((tx) =>
      resetReminder(tx, id, 'brake_inspection', { date: utcDate(-1), odometer_km: 100_500 }),
    );
    expect(await kindOf(m, id, 'brake_inspection')).toMatchObject({
      last_done_date: utcDate(-1),
      last_done_km: 100_500,
      done_recorded: true,
      next_due_km: 120_500,
    });
    // An older service than the one recorded changes nothing.
    const moved = await t.database.db.transaction((tx) =>
      resetReminder(tx, id, 'brake_inspection', { date: utcDate(-30), odometer_km: 99_000 }),
    );
    expect(moved).toBe(false);
  });

  it('sends a due reminder once per due occurrence, and again after a reset and the next due (time travel)', async () => {
    const m = await registerMember(t.app);
    const id = await car(m, suzuki);
    const mails: MailMessage[] = [];
    const texts: string[] = [];
    const sms: SmsSender = {
      kind: 'outbox',
      async send(_to, text) {
        texts.push(text);
      },
    };
    const senders = {
      mailer: {
        async send(message: MailMessage) {
          mails.push(message);
        },
      },
      sms,
    };
    const now = Date.now();
    const mine = async (at: number) =>
      (await runDueReminders(t.database.db, senders, new Date(at))).filter((s) => s.vehicle_id === id);

    // Nothing due yet.
    expect(await mine(now)).toEqual([]);
    // 5,100 km later the oil change is due: sent once, by mail (no booking phone known, no SMS).
    await refuel(m, id, 105_100);
    const first = await mine(now);
    expect(first).toEqual([
      { vehicle_id: id, kind: 'oil_change', due_key: `${utcDate()}@100000`, channels: ['email'] },
    ]);
    expect(mails.filter((x) => x.to === m.email).map((x) => x.subject)).toEqual([
      `Oil change due: 2016 Suzuki Swift`,
    ]);
    expect(mails.at(-1)?.text).toContain(
      'Gari: Oil change is due for your 2016 Suzuki Swift (at 105,000 km or ',
    );
    expect((await kindOf(m, id, 'oil_change'))?.notified_at).not.toBeNull();
    // Not again: the next tick, a week later, a month later (now overdue, same occurrence).
    expect(await mine(now)).toEqual([]);
    expect(await mine(now + 7 * DAY)).toEqual([]);
    expect(await mine(now + 40 * DAY)).toEqual([]);

    // Serviced: reset, nothing due.
    await send(t.app, `/api/v1/vehicles/${id}/reminders/oil_change/done`, { body: {}, token: as(m) });
    expect((await kindOf(m, id, 'oil_change'))?.notified_at).toBeNull();
    expect(await mine(now + DAY)).toEqual([]);
    // The member gives a phone on their profile: the next reminder goes by SMS too.
    await t.database.db.update(users).set({ phone: '+250788123456' }).where(eq(users.email, m.email));
    // Six months and a day later, due by time: sent again (a new occurrence), once.
    const later = now + 185 * DAY;
    const again = await mine(later);
    expect(again.map((s) => [s.kind, s.channels])).toEqual([['oil_change', ['email', 'sms']]]);
    expect(again[0]?.due_key).toBe(`${utcDate()}@105100`);
    expect(await mine(later + DAY)).toEqual([]);
    expect(mails.filter((x) => x.to === m.email)).toHaveLength(2);
    expect(texts).toEqual([expect.stringMatching(/^Gari: Oil change is due for your 2016 Suzuki Swift/)]);
    const [row] = await t.database.db
      .select()
      .from(serviceReminders)
      .where(and(eq(serviceReminders.vehicleId, id), eq(serviceReminders.kind, 'oil_change')));
    expect(row?.notifiedKey).toBe(`${utcDate()}@105100`);
  });

  it('counts due reminders per car for the My Cars badge', async () => {
    const m = await registerMember(t.app);
    const a = await car(m, suzuki);
    const b = await car(m, suzuki);
    await refuel(m, a, 106_000);
    const res = await send(t.app, '/api/v1/reminders/due', { token: as(m) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { vehicle_id: a, due_soon: 0, due: 0, overdue: 1 },
      { vehicle_id: b, due_soon: 0, due: 0, overdue: 0 },
    ]);
    expect((await send(t.app, '/api/v1/reminders/due')).statusCode).toBe(401);
  });
});
