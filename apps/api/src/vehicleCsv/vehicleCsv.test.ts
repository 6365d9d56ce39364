/**
 * CSV import and export on the real API and database (issue #13 "CSV import and export"; done-when 3:
 * "CSV import of a LubeLogger export file with a bad row imports nothing and names the row"). The
 * fixtures in `./fixtures` are files in LubeLogger's and Fuelly's export layouts.
 */
import { readFileSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, makes, models, refuels } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe.each(BACKENDS)('CSV import and export on $name', (backend) => {
  let t: TestApp;
  let swift: { makeId: number; modelId: number };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [row] = await t.database.db
      .select({ makeId: makes.id, modelId: models.id })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(and(eq(makes.name, 'Suzuki'), eq(models.name, 'Swift')));
    if (!row) throw new Error('Suzuki Swift not seeded');
    swift = row;
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (m: Member) => m.tokens.access_token;
  async function car(m: Member) {
    const res = await send(t.app, '/api/v1/vehicles', {
      body: { make_id: swift.makeId, model_id: swift.modelId, year: 2016, mileage: 118_000 },
      token: as(m),
    });
    return res.json().data.id as number;
  }
  const counts = async (id: number) => {
    const [r] = await t.database.db.select({ n: count() }).from(refuels).where(eq(refuels.vehicleId, id));
    const [e] = await t.database.db.select({ n: count() }).from(expenses).where(eq(expenses.vehicleId, id));
    return { refuels: r?.n ?? 0, expenses: e?.n ?? 0 };
  };

  it('CSV import of a LubeLogger export file with a bad row imports nothing and names the row', async () => {
    const m = await registerMember(t.app);
    const id = await car(m);
    const csv = fixture('lubelogger-fuel-bad-row.csv');

    const preview = await send(t.app, `/api/v1/vehicles/${id}/import/preview`, {
      body: { csv },
      token: as(m),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      layout: 'lubelogger_fuel',
      kind: 'refuels',
      total_rows: 4,
      errors: [{ row: 4, field: 'Odometer', message: 'Row 4: Odometer "12O910" is not a number.' }],
    });
    expect(preview.json().rows.map((r: { row: number }) => r.row)).toEqual([2, 3, 5]);

    const res = await send(t.app, `/api/v1/vehicles/${id}/import`, { body: { csv }, token: as(m) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Row 4: Odometer "12O910" is not a number. Nothing was imported.',
      errors: { 'rows.4.Odometer': ['Row 4: Odometer "12O910" is not a number.'] },
    });
    expect(await counts(id)).toEqual({ refuels: 0, expenses: 0 });
  });

  it('imports a good LubeLogger fuel export in one go; the economy uses its full-fill flags', async () => {
    const m = await registerMember(t.app);
    const id = await car(m);
    const res = await send(t.app, `/api/v1/vehicles/${id}/import`, {
      body: { csv: fixture('lubelogger-fuel.csv') },
      token: as(m),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ layout: 'lubelogger_fuel', kind: 'refuels', imported: 4 });
    const list = await send(t.app, `/api/v1/vehicles/${id}/refuels?limit=10`, { token: as(m) });
    expect(list.json().data[0]).toMatchObject({
      date: '2026-02-16',
      liters: 35,
      total_cost: 56_700,
      currency: 'RWF',
      odometer_km: 121_390,
      full_tank: true,
    });
    expect(list.json().data[1]).toMatchObject({ date: '2026-02-02', full_tank: false });
    const summary = await send(t.app, `/api/v1/vehicles/${id}/summary`, { token: as(m) });
    // 120,480 → 121,390 km on 20 + 35 L (the partial fill counts): 910 / 55 = 16.55 km/L.
    expect(summary.json().fuel_economy.points.at(-1)).toMatchObject({
      distance_km: 910,
      liters: 55,
      km_per_liter: 16.55,
    });
  });

  it('imports a Fuelly export in US units as km and litres', async () => {
    const m = await registerMember(t.app);
    const id = await car(m);
    const res = await send(t.app, `/api/v1/vehicles/${id}/import`, {
      body: { csv: fixture('fuelly.csv'), currency: 'USD' },
      token: as(m),
    });
    expect(res.statusCode).toBe(201);
    const list = await send(t.app, `/api/v1/vehicles/${id}/refuels?limit=10`, { token: as(m) });
    expect(list.json().data.at(-1)).toMatchObject({
      date: '2026-01-05',
      odometer_km: 120_001,
      liters: 39.75,
      total_cost: 36.32,
      currency: 'USD',
      station_name: 'Shell',
    });
    expect(list.json().data[0]).toMatchObject({ full_tank: false, station_name: 'Total' });
  });

  it('imports LubeLogger service records as expenses and resets the reminders they name', async () => {
    const m = await registerMember(t.app);
    const id = await car(m);
    const res = await send(t.app, `/api/v1/vehicles/${id}/import`, {
      body: { csv: fixture('lubelogger-service.csv'), category: 'repair' },
      token: as(m),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'expenses', imported: 2 });
    const reminders = await send(t.app, `/api/v1/vehicles/${id}/reminders`, { token: as(m) });
    const byKind = Object.fromEntries(
      reminders.json().data.map((r: { kind: string }) => [r.kind, r]),
    ) as Record<string, { last_done_date: string; last_done_km: number; done_recorded: boolean }>;
    expect(byKind.oil_change).toMatchObject({
      last_done_date: '2025-12-10',
      last_done_km: 118_500,
      done_recorded: true,
    });
    expect(byKind.brake_inspection).toMatchObject({ last_done_date: '2026-01-28', last_done_km: 120_700 });
    expect(byKind.air_filter?.done_recorded).toBe(false);
  });

  it('exports refuels and expenses as CSV attachments that import back', async () => {
    const m = await registerMember(t.app);
    const id = await car(m);
    await send(t.app, `/api/v1/vehicles/${id}/refuels`, {
      body: {
        date: '2026-01-02',
        liters: 30.5,
        total_cost: 48_000,
        odometer_km: 118_400,
        station_name: 'SP, Remera',
      },
      token: as(m),
    });
    await send(t.app, `/api/v1/vehicles/${id}/expenses`, {
      body: { date: '2026-01-03', category: 'wash', amount: 3_000, note: 'Said "thanks"' },
      token: as(m),
    });
    const fuel = await send(t.app, `/api/v1/vehicles/${id}/refuels.csv`, { token: as(m) });
    expect(fuel.statusCode).toBe(200);
    expect(fuel.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fuel.headers['content-disposition']).toBe(`attachment; filename="gari-refuels-${id}.csv"`);
    expect(fuel.body).toBe(
      'date,liters,total_cost,currency,odometer_km,full_tank,station_name,location\r\n' +
        '2026-01-02,30.5,48000,RWF,118400,true,"SP, Remera",',
    );
    const costs = await send(t.app, `/api/v1/vehicles/${id}/expenses.csv`, { token: as(m) });
    expect(costs.body).toBe(
      'date,category,amount,currency,note\r\n2026-01-03,wash,3000,RWF,"Said ""thanks"""',
    );

    const other = await car(m);
    for (const csv of [fuel.body, costs.body]) {
      const back = await send(t.app, `/api/v1/vehicles/${other}/import`, { body: { csv }, token: as(m) });
      expect(back.statusCode).toBe(201);
    }
    expect(await counts(other)).toEqual({ refuels: 1, expenses: 1 });
  });

  it('answers 4xx JSON naming the field on bad input, and 404 for another member', async () => {
    const m = await registerMember(t.app);
    const id = await car(m);
    const url = `/api/v1/vehicles/${id}/import/preview`;
    const unknown = await send(t.app, url, { body: { csv: 'when,how much\n1,2\n' }, token: as(m) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.csv[0]).toMatch(/not a layout Gari knows/);
    const empty = await send(t.app, url, { body: { csv: '' }, token: as(m) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('csv');
    const headerOnly = await send(t.app, url, { body: { csv: 'date,category,amount\n' }, token: as(m) });
    expect(headerOnly.json().errors.csv).toEqual(['The file has a header but no rows.']);
    const units = await send(t.app, url, {
      body: { csv: 'date,category,amount\n2026-01-01,wash,1\n', units: 'furlongs' },
      token: as(m),
    });
    expect(units.statusCode).toBe(422);
    expect(units.json().errors).toHaveProperty('units');

    const other = await registerMember(t.app);
    expect(
      (await send(t.app, url, { body: { csv: fixture('lubelogger-fuel.csv') }, token: as(other) }))
        .statusCode,
    ).toBe(404);
    expect((await send(t.app, `/api/v1/vehicles/${id}/refuels.csv`, { token: as(other) })).statusCode).toBe(
      404,
    );
    expect((await send(t.app, `/api/v1/vehicles/${id}/refuels.csv`)).statusCode).toBe(401);
  });
});
