/**
 * Price reports, the station console, history, board, ceilings command and the price widget (issue #11
 * "Done when" 2): the confirmation rule, the hourly limit (429 with a JSON body and Retry-After, also
 * under concurrency), staff prices shown at once, the widget's origin allowlist, and the admin command.
 * Runs on the seeded stations (SP Kimironko has a demo staff account and widget key).
 */
import type { GasStationDetail, PriceHistory } from '@gari/contract/gasStations';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../providers/time';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';
import { runCeilingCommand, UsageError } from './ceilingCommand';

const realNow = clock.now;
const STATION = 'sp-kimironko';
const url = (path = '') => `/api/v1/gas-stations/${STATION}${path}`;

describe.each(BACKENDS)('gas station reports, console and widget on $name', (backend) => {
  let t: TestApp;
  let amina: Member;
  let brian: Member;
  let staff: Member;
  const detail = async (slug = STATION) =>
    (await send(t.app, `/api/v1/gas-stations/${slug}`)).json().data as GasStationDetail;
  const price = async (fuel: string, slug = STATION) =>
    (await detail(slug)).prices.find((p) => p.fuel_type === fuel);
  const report = (m: Member, body: unknown, slug = STATION) =>
    send(t.app, `/api/v1/gas-stations/${slug}/price-reports`, { body, headers: m.auth });

  beforeAll(async () => {
    t = await createTestApp(backend);
    amina = await registerMember(t.app, { tag: 'amina' });
    brian = await registerMember(t.app, { tag: 'brian' });
    staff = await login(t.app, 'staff.sp.kimironko@gari.rw', STAFF_PASSWORD);
  });
  afterAll(() => t.close());
  afterEach(() => {
    clock.now = realNow;
  });

  it('shows a report agreeing with the shown price at once, and holds a new price for a second driver', async () => {
    const now = new Date();
    clock.now = () => now;
    expect(
      (await send(t.app, url('/price-reports'), { body: { fuel_type: 'Diesel', price: 1750 } })).statusCode,
    ).toBe(401);
    const diesel = await price('Diesel');
    const shown = diesel?.price ?? 0;
    const same = await report(amina, { fuel_type: 'Diesel', price: shown + 10 });
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().data).toMatchObject({
      report: { status: 'confirmed', agreeing_reports: 1 },
      price: { price: shown + 10, source: 'drivers', report_count: 1, reported_at: now.toISOString() },
    });
    const higher = shown + 90; // ≈ 5 % above: a new price, pending until a second member agrees
    const first = await report(amina, { fuel_type: 'Essence', price: higher });
    expect(first.json().data.report).toMatchObject({ status: 'pending', agreeing_reports: 1 });
    expect((await price('Essence'))?.price).not.toBe(higher);
    clock.now = () => new Date(now.getTime() + 2 * 3_600_000);
    const second = await report(brian, { fuel_type: 'Essence', price: higher + 20 });
    expect(second.json().data).toMatchObject({
      report: { status: 'confirmed', agreeing_reports: 2 },
      price: { price: higher + 20, source: 'drivers', report_count: 2 },
    });
    const page = await detail();
    expect(page.prices.find((p) => p.fuel_type === 'Essence')).toMatchObject({
      price: higher + 20,
      reported_at: new Date(now.getTime() + 2 * 3_600_000).toISOString(),
    });
    expect(page.recent_reports.slice(0, 3).map((r) => r.status)).toEqual([
      'confirmed',
      'pending',
      'confirmed',
    ]);
    // The history's last point is today's confirmed price.
    const history = (await send(t.app, url('/prices/history?fuel=Essence&days=30'))).json() as PriceHistory;
    expect(history.data).toHaveLength(30);
    expect(history.data.at(-1)?.price).toBe(higher + 20);
  });

  it('allows one report per member, station and fuel per hour (429 with JSON and Retry-After)', async () => {
    const now = new Date(Date.now() + 10 * 3_600_000);
    clock.now = () => now;
    const shown = (await price('Premium'))?.price ?? 1900;
    expect((await report(brian, { fuel_type: 'Premium', price: shown })).statusCode).toBe(201);
    clock.now = () => new Date(now.getTime() + 59 * 60_000);
    const again = await report(brian, { fuel_type: 'Premium', price: shown });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json()).toMatchObject({
      message: expect.stringMatching(/less than an hour ago/),
      errors: { fuel_type: [expect.any(String)] },
    });
    expect((await report(brian, { fuel_type: 'Diesel', price: shown })).statusCode).not.toBe(429); // other fuel
    clock.now = () => new Date(now.getTime() + 61 * 60_000);
    expect((await report(brian, { fuel_type: 'Premium', price: shown })).statusCode).toBe(201);
    // Two at once from one member: one is stored, the other refused.
    clock.now = () => new Date(now.getTime() + 5 * 3_600_000);
    const racers = await Promise.all(
      [1, 2, 3].map(() => report(amina, { fuel_type: 'Premium', price: shown })),
    );
    expect(racers.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
  });

  it('refuses an implausible price, an unsold fuel and bad fields, naming them', async () => {
    const wrong = await report(amina, { fuel_type: 'Diesel', price: 17500 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.price[0]).toMatch(/looks wrong/);
    const unsold = await report(amina, { fuel_type: 'Premium', price: 1900 }, 'sp-nyabugogo');
    expect(unsold.statusCode).toBe(422);
    expect(Object.keys(unsold.json().errors)).toEqual(['fuel_type']);
    const bad = await report(amina, { fuel_type: 'Kerosene', price: -1 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['fuel_type', 'price']);
    expect((await report(amina, { fuel_type: 'Diesel', price: 1750 }, 'nowhere')).statusCode).toBe(404);
  });

  it('lets only the station staff set prices, products and hours, shown at once', async () => {
    clock.now = () => new Date(Date.now() + 24 * 3_600_000);
    const view = await send(t.app, '/api/v1/partner/stations/sp-kimironko', { headers: staff.auth });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.staff_prices.map((p: { fuel_type: string }) => p.fuel_type)).toEqual([
      'Essence',
      'Diesel',
      'Premium',
    ]);
    const put = (path: string, body: unknown, m: Member = staff, method: 'PUT' | 'PATCH' = 'PUT') =>
      t.app.inject({
        method,
        url: `/api/v1/partner/stations/${path}`,
        payload: body as object,
        headers: m.auth,
      });
    expect(
      (await put('sp-kimironko/prices', { prices: [{ fuel_type: 'Essence', price: 1777 }] }, amina))
        .statusCode,
    ).toBe(403);
    expect(
      (await put('sp-nyabugogo/prices', { prices: [{ fuel_type: 'Essence', price: 1777 }] })).statusCode,
    ).toBe(403);
    const res = await put('sp-kimironko/prices', { prices: [{ fuel_type: 'petrol', price: 1777 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.staff_prices[0]).toMatchObject({ fuel_type: 'Essence', price: 1777 });
    expect(await price('Essence')).toMatchObject({ price: 1777, source: 'station', report_count: 0 });
    const products = await put('sp-kimironko/products', {
      products: [
        {
          name: 'Engine oil',
          kind: 'engine_oil',
          variants: [{ label: '20W-50 · 4 L', brand: 'Castrol GTX', price: 25000 }],
        },
        { name: 'Car battery', variants: [{ label: '70 Ah' }] },
      ],
    });
    expect(products.statusCode, products.body).toBe(200);
    const page = await detail();
    expect(page.products.map((p) => [p.name, p.variants.map((v) => [v.label, v.price])])).toEqual([
      ['Engine oil', [['20W-50 · 4 L', 25000]]],
      ['Car battery', [['70 Ah', null]]],
    ]);
    expect(page.oil_brands).toEqual(['Castrol GTX']);
    const hours = await put(
      'sp-kimironko',
      {
        opening_hours: [{ day: 1, open: '22:00', close: '02:00' }],
        amenities: ['ATM'],
        services: [{ name: 'Car wash', price_from: null }],
      },
      staff,
      'PATCH',
    );
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json().data).toMatchObject({
      open_24h: false,
      amenities: ['ATM'],
      services: [{ name: 'Car wash', price_from: null }],
    });
    const badHours = await put(
      'sp-kimironko',
      { opening_hours: [{ day: 9, open: '25:00', close: '02:00' }] },
      staff,
      'PATCH',
    );
    expect(Object.keys(badHours.json().errors).sort()).toEqual([
      'opening_hours.0.day',
      'opening_hours.0.open',
    ]);
  });

  it('serves the price widget only to the station’s allowed origins', async () => {
    const key = 'gw_demo_sp_kimironko';
    const allowed = await send(t.app, `/api/v1/widgets/${key}/fuel-prices?mode=board&fuel=Diesel`, {
      headers: { origin: 'http://localhost:3001' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(allowed.json().data).toMatchObject({
      mode: 'board',
      station: { slug: STATION },
      board: { city: 'Kigali', fuel_type: 'Diesel' },
    });
    const other = await send(t.app, `/api/v1/widgets/${key}/fuel-prices`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await send(t.app, '/api/v1/widgets/gw_unknown_key_123/fuel-prices')).statusCode).toBe(404);
    const garage = await send(t.app, '/api/v1/widgets/gw_demo_remera_auto_care/fuel-prices');
    expect(garage.statusCode).toBe(404);
    const settings = await send(t.app, `/api/v1/partner/widget?provider_id=${(await detail()).id}`, {
      headers: staff.auth,
    });
    expect(settings.json().data.snippet).toContain('data-gari-fuel-prices');
  });

  it('boards the cheapest and average price per city', async () => {
    const res = await send(t.app, '/api/v1/fuel-prices?country=RW&city=kigali&fuel=Diesel');
    const [row] = res.json().data;
    expect(row).toMatchObject({ city: 'Kigali', fuel_type: 'Diesel', currency: 'RWF' });
    const prices = row.cheapest_stations.map((s: { price: number }) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(row.cheapest).toBe(prices[0]);
    expect(row.average).toBeGreaterThanOrEqual(row.cheapest);
    const all = (await send(t.app, '/api/v1/fuel-prices?country=KE')).json();
    expect(all.data.map((r: { fuel_type: string }) => r.fuel_type)).toEqual(['Essence', 'Diesel', 'Premium']);
  });

  it('edits the ceilings with the admin command, shown on the station page', async () => {
    const db = t.database.db;
    const day = new Date().toISOString().slice(0, 10);
    const out = await runCeilingCommand(db, [
      'set',
      '--country',
      'rw',
      '--fuel',
      'diesel',
      '--price',
      '1700',
      '--from',
      day,
      '--to',
      '2099-12-31',
    ]);
    expect(out).toMatch(/Ceiling set: RW Diesel .* 1700 RWF\/L \(RURA\)/);
    expect(await price('Diesel')).toMatchObject({
      above_ceiling: true,
      ceiling: { price: 1700, regulator: 'RURA', current: true },
    });
    expect(await runCeilingCommand(db, ['list', '--country', 'RW'])).toContain(
      `RW Diesel  ${day} → 2099-12-31  1700 RWF/L`,
    );
    expect(
      await runCeilingCommand(db, ['remove', '--country', 'RW', '--fuel', 'Diesel', '--from', day]),
    ).toMatch(/removed/);
    await expect(
      runCeilingCommand(db, [
        'set',
        '--country',
        'RW',
        '--fuel',
        'jet',
        '--price',
        '1',
        '--from',
        day,
        '--to',
        day,
      ]),
    ).rejects.toBeInstanceOf(UsageError);
    await expect(
      runCeilingCommand(db, [
        'set',
        '--country',
        'RW',
        '--fuel',
        'Diesel',
        '--price',
        '1800',
        '--from',
        day,
        '--to',
        '2000-01-01',
      ]),
    ).rejects.toThrow(/end must be on or after/);
  });
});
