import { vehicleLimitMessage } from '@gari/contract/vehicles';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, makes, models, refuels, vehicles } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { utcDate } from './service';

describe.each(BACKENDS)('vehicles on $name', (backend) => {
  let t: TestApp;
  let rav4: { makeId: number; modelId: number };
  let swift: { makeId: number; modelId: number };
  let ended: { makeId: number; modelId: number; endYear: number; startYear: number };

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
    rav4 = await modelOf('Toyota', 'RAV4');
    swift = await modelOf('Suzuki', 'Swift');
    const [row] = await t.database.db
      .select({
        makeId: models.makeId,
        modelId: models.id,
        endYear: models.endYear,
        startYear: models.startYear,
      })
      .from(models)
      .where(isNotNull(models.endYear))
      .limit(1);
    if (!row?.endYear || !row.startYear) throw new Error('no discontinued model seeded');
    ended = { makeId: row.makeId, modelId: row.modelId, endYear: row.endYear, startYear: row.startYear };
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (m: Member, body: Record<string, unknown>) =>
    send(t.app, '/api/v1/vehicles', { body, token: m.tokens.access_token });

  it('creates a vehicle with the generated name, floored mileage and body style from the model type', async () => {
    const m = await registerMember(t.app);
    const res = await create(m, {
      make_id: rav4.makeId,
      model_id: rav4.modelId,
      year: 2015,
      mileage: 98_765.9,
      color: ' Silver ',
      transmission: 'Automatic',
      fuel_type: '',
    });
    expect(res.statusCode).toBe(201);
    const v = res.json().data;
    expect(v).toMatchObject({
      name: '2015 Toyota RAV4',
      year: 2015,
      make: 'Toyota',
      model: 'RAV4',
      make_id: rav4.makeId,
      model_id: rav4.modelId,
      mileage: 98_765,
      mileage_unit: 'km',
      color: 'Silver',
      transmission: 'Automatic',
      fuel_type: null,
      body_style: 'SUV',
    });
    const list = await send(t.app, '/api/v1/vehicles', { token: m.tokens.access_token });
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([v.id]);
    const one = await send(t.app, `/api/v1/vehicles/${v.id}`, { token: m.tokens.access_token });
    expect(one.json().data).toEqual(v);

    const named = await create(m, {
      make_id: swift.makeId,
      model_id: swift.modelId,
      year: 2018,
      name: 'Red rocket',
      body_style: 'Hatchback',
    });
    expect(named.json().data).toMatchObject({ name: 'Red rocket', body_style: 'Hatchback', mileage: null });
  });

  it('checks that make and model exist and belong together, and the year fits the model', async () => {
    const m = await registerMember(t.app);
    const mismatch = await create(m, { make_id: swift.makeId, model_id: rav4.modelId, year: 2015 });
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors)).toEqual(['model_id']);

    const unknownModel = await create(m, { make_id: rav4.makeId, model_id: 999_999, year: 2015 });
    expect(unknownModel.statusCode).toBe(422);
    expect(Object.keys(unknownModel.json().errors)).toEqual(['model_id']);

    const unknownMake = await create(m, { make_id: 999_999, model_id: rav4.modelId, year: 2015 });
    expect(unknownMake.statusCode).toBe(422);
    expect(Object.keys(unknownMake.json().errors)).toEqual(['make_id']);

    const late = await create(m, { make_id: ended.makeId, model_id: ended.modelId, year: ended.endYear + 1 });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.year[0]).toContain(String(ended.endYear));
    const early = await create(m, {
      make_id: ended.makeId,
      model_id: ended.modelId,
      year: Math.max(1960, ended.startYear - 1),
    });
    expect(early.statusCode).toBe(422);
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(
      (await create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: nextYear })).statusCode,
    ).toBe(201);
    const future = await create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: nextYear + 1 });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['year']);
    const old = await create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: 1959 });
    expect(old.json().errors).toEqual({ year: ['Year must be 1960 or later.'] });
  });

  it('stops at 5 vehicles with 409 and the spec message', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: 2010 + i })).statusCode,
      ).toBe(201);
    }
    const sixth = await create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: 2016 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      message: vehicleLimitMessage(5),
      errors: { vehicles: [vehicleLimitMessage(5)] },
    });
    expect(sixth.json().message).toBe(
      'You can add up to 5 cars. You already have 5. Please remove one before adding another.',
    );
  });

  it('gives exactly one 201 and 49 409s for 50 concurrent creates by a member holding 4', async () => {
    const m = await registerMember(t.app);
    for (let i = 0; i < 4; i++) {
      expect(
        (await create(m, { make_id: swift.makeId, model_id: swift.modelId, year: 2018 })).statusCode,
      ).toBe(201);
    }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: 1995 + (i % 25) }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe(vehicleLimitMessage(5));
    }
    const [held] = await t.database.db
      .select({ n: count() })
      .from(vehicles)
      .where(eq(vehicles.userId, m.tokens.user.id));
    expect(held?.n).toBe(5);
  });

  it("answers 404 for another member's vehicle on every vehicle route", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const id = (await create(owner, { make_id: rav4.makeId, model_id: rav4.modelId, year: 2015 })).json().data
      .id;
    const token = other.tokens.access_token;
    const day = utcDate();
    const calls = [
      send(t.app, `/api/v1/vehicles/${id}`, { token }),
      send(t.app, `/api/v1/vehicles/${id}`, { token, method: 'DELETE' }),
      send(t.app, `/api/v1/vehicles/${id}/summary`, { token }),
      send(t.app, `/api/v1/vehicles/${id}/expenses/monthly`, { token }),
      send(t.app, `/api/v1/vehicles/${id}/refuels`, { token }),
      send(t.app, `/api/v1/vehicles/${id}/expenses/recent`, { token }),
      send(t.app, `/api/v1/vehicles/${id}/refuels`, {
        token,
        body: { date: day, liters: 10, total_cost: 17_000 },
      }),
      send(t.app, `/api/v1/vehicles/${id}/expenses`, {
        token,
        body: { date: day, category: 'wash', amount: 3_000 },
      }),
      send(t.app, '/api/v1/vehicles/999999', { token: owner.tokens.access_token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Vehicle not found.' });
    }
    expect(
      (await send(t.app, `/api/v1/vehicles/${id}`, { token: owner.tokens.access_token })).statusCode,
    ).toBe(200);
    expect((await send(t.app, '/api/v1/vehicles')).statusCode).toBe(401);
  });

  it('computes summary and monthly spend from the inserted rows', async () => {
    const m = await registerMember(t.app);
    const token = m.tokens.access_token;
    const id = (await create(m, { make_id: rav4.makeId, model_id: rav4.modelId, year: 2015 })).json().data.id;

    const empty = await send(t.app, `/api/v1/vehicles/${id}/summary`, { token });
    expect(empty.json()).toEqual({
      last_refuel: null,
      month_totals: [],
      stats: { avg_fuel_price_30d: null, total_refuels: 0, total_distance: 0 },
      fuel_economy: { points: [], average_km_per_liter: null, average_l_per_100km: null },
    });

    const refuelRows = [
      {
        date: utcDate(-45),
        liters: 50,
        total_cost: 80_000,
        odometer_km: 9_000,
        station_name: 'SP Kimihurura',
      },
      {
        date: utcDate(-10),
        liters: 30,
        total_cost: 54_000,
        odometer_km: 9_500,
        full_tank: false,
        station_name: 'Engen Gisozi',
      },
      {
        date: utcDate(0),
        liters: 40,
        total_cost: 68_000,
        odometer_km: 10_000,
        station_name: 'Kobil Kacyiru',
        location: 'Kacyiru, Kigali',
      },
      {
        date: utcDate(-400),
        liters: 20,
        total_cost: 30_000,
        odometer_km: 4_000,
        station_name: 'Merez Remera',
      },
    ];
    const expenseRows = [
      { date: utcDate(0), category: 'maintenance', amount: 50_000, note: 'Oil change' },
      { date: utcDate(0), category: 'parking', amount: 10_000 },
      { date: utcDate(-40), category: 'insurance', amount: 300_000 },
      { date: utcDate(-200), category: 'wash', amount: 4_000.5 },
      { date: utcDate(-5), category: 'wash', amount: 3_000 },
    ];
    for (const body of refuelRows) {
      const res = await send(t.app, `/api/v1/vehicles/${id}/refuels`, { token, body });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ ...body, currency: 'RWF', vehicle_id: id });
    }
    for (const body of expenseRows) {
      const res = await send(t.app, `/api/v1/vehicles/${id}/expenses`, { token, body });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ ...body, currency: 'RWF', note: body.note ?? null });
    }

    const summary = (await send(t.app, `/api/v1/vehicles/${id}/summary`, { token })).json();
    expect(summary.last_refuel).toEqual({
      date: utcDate(0),
      liters: 40,
      total_cost: 68_000,
      currency: 'RWF',
      station_name: 'Kobil Kacyiru',
      odometer_km: 10_000,
      location: 'Kacyiru, Kigali',
    });
    // 30-day window: the refuels of today and 10 days ago: (68,000 + 54,000) / 70 l.
    expect(summary.stats).toEqual({ avg_fuel_price_30d: 1742.86, total_refuels: 4, total_distance: 6_000 });
    // Fuel economy between full fills (issue #13): 4,000 → 9,000 km on 50 L; 9,000 → 10,000 km on the
    // partial 30 L and the full 40 L; average 6,000 km / 120 L.
    expect(summary.fuel_economy).toEqual({
      points: [
        {
          date: utcDate(-45),
          odometer_km: 9_000,
          distance_km: 5_000,
          liters: 50,
          km_per_liter: 100,
          l_per_100km: 1,
        },
        {
          date: utcDate(0),
          odometer_km: 10_000,
          distance_km: 1_000,
          liters: 70,
          km_per_liter: 14.29,
          l_per_100km: 7,
        },
      ],
      average_km_per_liter: 50,
      average_l_per_100km: 2,
    });
    const listed = (await send(t.app, `/api/v1/vehicles/${id}/refuels?limit=10`, { token })).json().data;
    expect(listed.map((r: { full_tank: boolean }) => r.full_tank)).toEqual([true, false, true, true]);

    const thisMonth = utcDate(0).slice(0, 7);
    const expectedMonth = new Map<string, number>();
    for (const r of refuelRows)
      if (r.date.startsWith(thisMonth))
        expectedMonth.set('fuel', (expectedMonth.get('fuel') ?? 0) + r.total_cost);
    for (const e of expenseRows)
      if (e.date.startsWith(thisMonth))
        expectedMonth.set(e.category, (expectedMonth.get(e.category) ?? 0) + e.amount);
    const got = new Map<string, number>(
      summary.month_totals.map((x: { category: string; amount: number }) => [x.category, x.amount]),
    );
    expect(got).toEqual(expectedMonth);
    expect(summary.month_totals.every((x: { currency: string }) => x.currency === 'RWF')).toBe(true);

    const monthly = (await send(t.app, `/api/v1/vehicles/${id}/expenses/monthly?months=12`, { token })).json()
      .data as Array<{
      month: string;
      totals: Record<string, number>;
      currency: string;
    }>;
    expect(monthly).toHaveLength(12);
    expect(monthly[11]?.month).toBe(thisMonth);
    for (let i = 1; i < monthly.length; i++) {
      const [y, mo] = (monthly[i - 1]?.month ?? '').split('-').map(Number) as [number, number];
      const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
      expect(monthly[i]?.month).toBe(next);
    }
    const inWindow = (d: string) => d.slice(0, 7) >= (monthly[0]?.month ?? '');
    for (const entry of monthly) {
      const fuel = refuelRows
        .filter((r) => inWindow(r.date) && r.date.startsWith(entry.month))
        .reduce((s, r) => s + r.total_cost, 0);
      expect(entry.totals.fuel).toBe(fuel);
      for (const category of ['maintenance', 'parking', 'insurance', 'wash']) {
        const sum = expenseRows
          .filter((e) => e.category === category && e.date.startsWith(entry.month))
          .reduce((s, e) => s + e.amount, 0);
        expect(entry.totals[category]).toBe(sum);
      }
      expect(entry.currency).toBe('RWF');
    }
    // The refuel of 400 days ago is outside the 12-month chart.
    expect(monthly.reduce((s, e) => s + (e.totals.fuel ?? 0), 0)).toBe(80_000 + 54_000 + 68_000);

    const three = (await send(t.app, `/api/v1/vehicles/${id}/expenses/monthly?months=3`, { token })).json()
      .data;
    expect(three).toHaveLength(3);

    const latest = (await send(t.app, `/api/v1/vehicles/${id}/refuels?limit=2`, { token })).json().data;
    expect(latest.map((r: { date: string }) => r.date)).toEqual([utcDate(0), utcDate(-10)]);
    const recent = (await send(t.app, `/api/v1/vehicles/${id}/expenses/recent`, { token })).json().data;
    expect(recent).toHaveLength(5);
    expect(recent[recent.length - 1].date).toBe(utcDate(-200));
  });

  it('refuses refuel and expense dates in the future, naming date', async () => {
    const m = await registerMember(t.app);
    const token = m.tokens.access_token;
    const id = (await create(m, { make_id: swift.makeId, model_id: swift.modelId, year: 2018 })).json().data
      .id;
    const refuel = await send(t.app, `/api/v1/vehicles/${id}/refuels`, {
      token,
      body: { date: utcDate(2), liters: 20, total_cost: 34_000 },
    });
    expect(refuel.statusCode).toBe(422);
    expect(refuel.json().errors).toEqual({ date: ['The date cannot be in the future.'] });
    const expense = await send(t.app, `/api/v1/vehicles/${id}/expenses`, {
      token,
      body: { date: utcDate(3), category: 'parking', amount: 2_000 },
    });
    expect(expense.statusCode).toBe(422);
    expect(Object.keys(expense.json().errors)).toEqual(['date']);
    const [n] = await t.database.db.select({ n: count() }).from(refuels).where(eq(refuels.vehicleId, id));
    expect(n?.n).toBe(0);
  });

  it('deletes a vehicle with its refuels and expenses (204)', async () => {
    const m = await registerMember(t.app);
    const token = m.tokens.access_token;
    const id = (await create(m, { make_id: swift.makeId, model_id: swift.modelId, year: 2018 })).json().data
      .id;
    await send(t.app, `/api/v1/vehicles/${id}/refuels`, {
      token,
      body: { date: utcDate(), liters: 20, total_cost: 34_000 },
    });
    await send(t.app, `/api/v1/vehicles/${id}/expenses`, {
      token,
      body: { date: utcDate(), category: 'wash', amount: 3_000 },
    });
    const del = await send(t.app, `/api/v1/vehicles/${id}`, { token, method: 'DELETE' });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await send(t.app, `/api/v1/vehicles/${id}`, { token })).statusCode).toBe(404);
    const [r] = await t.database.db.select({ n: count() }).from(refuels).where(eq(refuels.vehicleId, id));
    const [e] = await t.database.db.select({ n: count() }).from(expenses).where(eq(expenses.vehicleId, id));
    expect([r?.n, e?.n]).toEqual([0, 0]);
  });
});
