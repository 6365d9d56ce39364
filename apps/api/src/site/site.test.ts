import type { TokenResponse } from '@gari/contract/auth';
import { DevAccountList } from '@gari/contract/dev';
import { TestimonialPage } from '@gari/contract/site';
import { MonthlySpendList, RefuelList, VehicleList } from '@gari/contract/vehicles';
import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convoys, listings, providerStaff, users, vehicles } from '../db/schema';
import { DEMO_MEMBER, DEV_ACCOUNTS } from '../seed/accounts';
import { SEED_MEMBERS } from '../seed/convoys';
import { TESTIMONIALS } from '../seed/testimonials';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { registerMember, send } from '../testing/http';
import { utcDate } from '../vehicles/service';

describe.each(BACKENDS)('site data and seed on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stats = async () => (await send(t.app, '/api/v1/stats')).json();

  it('counts verified members and vehicles for /stats', async () => {
    const [verified] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(isNotNull(users.emailVerifiedAt));
    const [staff] = await t.database.db.select({ n: count() }).from(providerStaff);
    expect(staff?.n).toBeGreaterThan(0);
    const [cars] = await t.database.db.select({ n: count() }).from(vehicles);
    const [parts] = await t.database.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.status, 'published'), eq(listings.kind, 'part'), gt(listings.stock, 0)));
    expect(parts?.n).toBeGreaterThan(400);
    const [convoyCount] = await t.database.db.select({ n: count() }).from(convoys);
    expect(convoyCount?.n).toBeGreaterThanOrEqual(30);
    const before = await stats();
    expect(before).toEqual({
      // Provider staff are not members.
      active_members: (verified?.n ?? 0) - (staff?.n ?? 0),
      vehicles_listed: cars?.n,
      communities: convoyCount?.n,
      parts_available: parts?.n,
    });
    // The demo member, the dev accounts and the community's seeded members (issue #12).
    expect(before.active_members).toBe(1 + DEV_ACCOUNTS.length + SEED_MEMBERS);

    // An unverified registration does not count; its car does.
    const m = await registerMember(t.app);
    const makeId = (await send(t.app, '/api/v1/makes')).json().data[0].id;
    const model = (await send(t.app, `/api/v1/makes/${makeId}/models`)).json().data[0];
    const created = await send(t.app, '/api/v1/vehicles', {
      token: m.tokens.access_token,
      body: { make_id: makeId, model_id: model.id, year: Math.max(2000, model.start_year) },
    });
    expect(created.statusCode).toBe(201);
    const after = await stats();
    expect(after.active_members).toBe(before.active_members);
    expect(after.vehicles_listed).toBe(before.vehicles_listed + 1);
  });

  it('pages published testimonials only, filtered by country, cached 10 minutes', async () => {
    const published = TESTIMONIALS.filter((x) => x.is_published);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(TESTIMONIALS.length).toBeGreaterThan(published.length);

    const first = await send(t.app, '/api/v1/test/admin/testimonials');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    const page1 = TestimonialPage.parse(first.json());
    expect(page1.meta).toEqual({
      total: published.length,
      per_page: 6,
      current_page: 1,
      last_page: Math.ceil(published.length / 6),
    });

    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(published.length / 5); page++) {
      const res = TestimonialPage.parse(
        (await send(t.app, `/api/v1/test/admin/testimonials?page=${page}&per_page=5`)).json(),
      );
      expect(res.meta.current_page).toBe(page);
      expect(res.data.every((x) => x.is_published)).toBe(true);
      seen.push(...res.data.map((x) => x.author_name));
    }
    expect(seen.sort()).toEqual(published.map((x) => x.author_name).sort());

    const rw = TestimonialPage.parse(
      (await send(t.app, '/api/v1/test/admin/testimonials?country=RW')).json(),
    );
    const rwPublished = published.filter((x) => x.country === 'RW');
    expect(rw.meta.total).toBe(rwPublished.length);
    expect(rw.data.map((x) => x.author_name).sort()).toEqual(rwPublished.map((x) => x.author_name).sort());
    expect(rw.data.every((x) => x.country === 'RW')).toBe(true);

    const beyond = TestimonialPage.parse(
      (await send(t.app, '/api/v1/test/admin/testimonials?page=99')).json(),
    );
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.current_page).toBe(99);
  });

  it('seeds the demo member with three cars and 12 months of plausible refuels and expenses', async () => {
    const res = await send(t.app, '/api/v1/auth/login', {
      body: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json() as TokenResponse;
    expect(tokens.email_verified).toBe(true);
    expect(tokens.user).toMatchObject({ name: 'Amina Uwase', country: 'RW' });
    const token = tokens.access_token;
    const cars = VehicleList.parse((await send(t.app, '/api/v1/vehicles', { token })).json()).data;
    expect(cars.map((c) => c.name)).toEqual(['2015 Toyota RAV4', '2012 Toyota Corolla', '2018 Suzuki Swift']);
    for (const car of cars) {
      expect(car.make_id).not.toBeNull();
      const refuels = RefuelList.parse(
        (await send(t.app, `/api/v1/vehicles/${car.id}/refuels?limit=100`, { token })).json(),
      ).data;
      expect(refuels.length).toBeGreaterThanOrEqual(20);
      const dates = refuels.map((r) => r.date);
      expect(dates[0]).toBe([...dates].sort().at(-1));
      expect(dates.every((d) => d <= utcDate() && d >= utcDate(-366))).toBe(true);
      // Oldest first: the odometer never goes down.
      const chronological = [...refuels].reverse();
      for (let i = 1; i < chronological.length; i++) {
        expect(chronological[i]?.odometer_km ?? 0).toBeGreaterThanOrEqual(
          chronological[i - 1]?.odometer_km ?? 0,
        );
      }
      for (const r of refuels) {
        expect(r.currency).toBe('RWF');
        expect(r.total_cost / r.liters).toBeGreaterThan(1_550);
        expect(r.total_cost / r.liters).toBeLessThan(1_850);
        expect(r.station_name).toMatch(/^(SP|Engen|Kobil|Merez|Hass)/);
      }
      expect(car.mileage).toBeGreaterThanOrEqual(refuels[0]?.odometer_km ?? 0);
      const monthly = MonthlySpendList.parse(
        (await send(t.app, `/api/v1/vehicles/${car.id}/expenses/monthly`, { token })).json(),
      ).data;
      expect(monthly).toHaveLength(12);
      expect(monthly.filter((m) => (m.totals.fuel ?? 0) > 0).length).toBeGreaterThanOrEqual(11);
      const categories = new Set(
        monthly.flatMap((m) => Object.keys(m.totals).filter((k) => (m.totals[k] ?? 0) > 0)),
      );
      expect([...categories]).toEqual(
        expect.arrayContaining(['fuel', 'insurance', 'maintenance', 'parking', 'wash']),
      );
    }
  });

  it('lists the dev quick-login accounts, which sign in verified', async () => {
    const res = await send(t.app, '/api/v1/dev/accounts');
    expect(res.statusCode).toBe(200);
    const accounts = DevAccountList.parse(res.json()).data;
    expect(accounts).toEqual([
      { email: 'dev.owner@gari.rw', password: 'gari-dev-pass', name: 'Dev Owner' },
      { email: 'dev.enthusiast@gari.rw', password: 'gari-dev-pass', name: 'Dev Enthusiast' },
    ]);
    for (const a of accounts) {
      const login = await send(t.app, '/api/v1/login', { body: { email: a.email, password: a.password } });
      expect(login.statusCode).toBe(200);
      expect(login.json().email_verified).toBe(true);
    }
  });
});
