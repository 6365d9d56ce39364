/**
 * Idempotent seed, run on every start after the migrations (issue #2 "Seed"): reference lists,
 * makes and models (new ones from `./data/makes.ts` are added on later starts), testimonials, the demo
 * garages and carwashes (`./providers.ts`), and — outside production only — the demo member with three
 * cars and 12 months of history, the two dev accounts and the demo provider staff accounts (every
 * account with a published password).
 * Each part only writes what is missing, so restarting never duplicates rows.
 */

import { randomBytes } from 'node:crypto';
import { BODY_STYLE_BY_VEHICLE_TYPE } from '@gari/contract/reference';
import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  expenses,
  makes,
  models,
  refuels,
  sessions,
  testimonials,
  users,
  vehicleSpecs,
  vehicles,
} from '../db/schema';
import { DEMO_MEMBER, DEV_ACCOUNTS, type SeedAccount } from './accounts';
import { seedConvoys } from './convoys';
import { MAKES } from './data/makes';
import { seedGasStations } from './gasStations';
import { generateHistory, type UsageProfile } from './history';
import { seedMarketplace } from './marketplace';
import { STAFF_ACCOUNTS, seedProviders } from './providers';
import { VEHICLE_SPECS } from './reference';
import { TESTIMONIALS } from './testimonials';

/** What the seed wrote (counts of new rows), for the start-up log line. */
export interface SeedReport {
  specs: number;
  makes: number;
  models: number;
  testimonials: number;
  /** Spareshop listings written (0 once seeded). */
  listings: number;
  /** Gas stations written (0 once seeded). */
  gasStations: number;
  /** Convoys written, community and derived (0 once seeded). */
  convoys: number;
  accounts: string[];
}

/** A seeded vehicle with its usage. */
interface SeedCar {
  make: string;
  model: string;
  year: number;
  color: string;
  fuel_type: string;
  transmission: string;
  profile: UsageProfile;
}

const DEMO_CARS: SeedCar[] = [
  {
    make: 'Toyota',
    model: 'RAV4',
    year: 2015,
    color: 'Silver',
    fuel_type: 'Petrol',
    transmission: 'Automatic',
    profile: {
      startOdometer: 96_400,
      refuelEveryDays: [6, 9],
      pumpAmounts: [50_000, 60_000, 70_000],
      kmPerLitre: 10.5,
      insurance: 420_000,
      service: [85_000, 140_000],
      parking: 15_000,
      wash: 5_000,
      oneOffs: [
        { daysAgo: 200, category: 'tyres', amount: 480_000, note: 'Four new tyres, Bridgestone Dueler' },
        { daysAgo: 75, category: 'repair', amount: 95_000, note: 'Front brake pads and discs skimmed' },
        { daysAgo: 12, category: 'fines', amount: 25_000, note: 'Speeding ticket, Kigali-Musanze road' },
      ],
    },
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    year: 2012,
    color: 'White',
    fuel_type: 'Petrol',
    transmission: 'Automatic',
    profile: {
      startOdometer: 141_800,
      refuelEveryDays: [9, 13],
      pumpAmounts: [30_000, 40_000, 50_000],
      kmPerLitre: 13.5,
      insurance: 310_000,
      service: [60_000, 110_000],
      parking: 10_000,
      wash: 4_000,
      oneOffs: [
        { daysAgo: 150, category: 'parts', amount: 68_000, note: 'New battery (70 Ah)' },
        { daysAgo: 40, category: 'repair', amount: 45_000, note: 'Rear shock absorber bushings' },
      ],
    },
  },
  {
    make: 'Suzuki',
    model: 'Swift',
    year: 2018,
    color: 'Red',
    fuel_type: 'Petrol',
    transmission: 'Manual',
    profile: {
      startOdometer: 58_900,
      refuelEveryDays: [11, 16],
      pumpAmounts: [20_000, 25_000, 30_000],
      kmPerLitre: 16.5,
      insurance: 240_000,
      service: [45_000, 80_000],
      parking: 8_000,
      wash: 3_000,
      oneOffs: [{ daysAgo: 95, category: 'parts', amount: 35_000, note: 'Wiper blades and cabin filter' }],
    },
  },
];

const DEV_OWNER_CARS: SeedCar[] = [
  {
    make: 'Toyota',
    model: 'Hilux',
    year: 2019,
    color: 'White',
    fuel_type: 'Diesel',
    transmission: 'Manual',
    profile: {
      startOdometer: 72_000,
      refuelEveryDays: [8, 12],
      pumpAmounts: [60_000, 80_000],
      kmPerLitre: 11,
      insurance: 380_000,
      service: [90_000, 150_000],
      parking: 10_000,
      wash: 5_000,
      oneOffs: [],
    },
  },
];

/** Inserts the /vehicle-specs lists that are missing. */
async function seedSpecs(db: Db): Promise<number> {
  const rows = Object.entries(VEHICLE_SPECS).flatMap(([kind, names]) =>
    names.map((name, position) => ({ kind: kind as keyof typeof VEHICLE_SPECS, name, position })),
  );
  const inserted = await db
    .insert(vehicleSpecs)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: vehicleSpecs.id });
  return inserted.length;
}

/** Inserts makes and models that are missing (matched by name, and by make + name). */
async function seedMakes(db: Db): Promise<{ makes: number; models: number }> {
  if (MAKES.length === 0) return { makes: 0, models: 0 };
  const newMakes = await db
    .insert(makes)
    .values(MAKES.map((m) => ({ name: m.name })))
    .onConflictDoNothing()
    .returning({ id: makes.id });
  const ids = new Map(
    (await db.select({ id: makes.id, name: makes.name }).from(makes)).map((m) => [m.name, m.id] as const),
  );
  const rows = MAKES.flatMap((make) =>
    make.models.map((m) => ({
      makeId: ids.get(make.name) as number,
      name: m.name,
      vehicleType: m.vehicle_type,
      startYear: m.start_year,
      endYear: m.end_year,
    })),
  );
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    added += (await db.insert(models).values(chunk).onConflictDoNothing().returning({ id: models.id }))
      .length;
  }
  return { makes: newMakes.length, models: added };
}

/** Inserts the testimonials when the table is empty. */
async function seedTestimonials(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(testimonials);
  if ((existing?.n ?? 0) > 0) return 0;
  await db.insert(testimonials).values(
    TESTIMONIALS.map((t) => ({
      authorName: t.author_name,
      authorRole: t.author_role,
      country: t.country,
      rating: t.rating,
      content: t.content,
      isPublished: t.is_published,
    })),
  );
  return TESTIMONIALS.length;
}

/**
 * Creates a verified account with its cars and their history unless the email exists.
 * Returns true when it was created.
 */
async function seedAccount(
  db: Db,
  account: SeedAccount,
  cars: SeedCar[],
  seedBase: number,
): Promise<boolean> {
  const [exists] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (exists) return false;
  const passwordHash = await hashPassword(account.password);
  const makeNames = [...new Set(cars.map((c) => c.make))];
  const known =
    makeNames.length === 0
      ? []
      : await db
          .select({ model: models, make: makes })
          .from(models)
          .innerJoin(makes, eq(makes.id, models.makeId))
          .where(inArray(makes.name, makeNames));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        username: account.username,
        country: account.country,
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return;
    for (const [index, car] of cars.entries()) {
      const match = known.find((k) => k.make.name === car.make && k.model.name === car.model);
      const history = generateHistory(car.profile, seedBase + index);
      const [vehicle] = await tx
        .insert(vehicles)
        .values({
          userId: user.id,
          name: `${car.year} ${car.make} ${car.model}`,
          year: car.year,
          make: car.make,
          model: car.model,
          makeId: match?.make.id ?? null,
          modelId: match?.model.id ?? null,
          color: car.color,
          mileage: history.odometer,
          fuelType: car.fuel_type,
          transmission: car.transmission,
          bodyStyle: match ? BODY_STYLE_BY_VEHICLE_TYPE[match.model.vehicleType] : null,
        })
        .returning({ id: vehicles.id });
      if (!vehicle) continue;
      if (history.refuels.length > 0) {
        await tx.insert(refuels).values(
          history.refuels.map((r) => ({
            vehicleId: vehicle.id,
            date: r.date,
            liters: r.liters,
            totalCost: r.total_cost,
            currency: r.currency,
            odometerKm: r.odometer_km,
            stationName: r.station_name,
            location: r.location,
          })),
        );
      }
      if (history.expenses.length > 0) {
        await tx.insert(expenses).values(
          history.expenses.map((e) => ({
            vehicleId: vehicle.id,
            date: e.date,
            category: e.category,
            amount: e.amount,
            currency: e.currency,
            note: e.note,
          })),
        );
      }
    }
  });
  return true;
}

/** Every seeded account whose password is published (README, /dev routes): demo member, dev, staff. */
export const KNOWN_PASSWORD_ACCOUNTS: readonly { email: string; password: string }[] = [
  DEMO_MEMBER,
  ...DEV_ACCOUNTS,
  ...STAFF_ACCOUNTS,
];

/**
 * Production never keeps a published password (issue #9): an account of {@link KNOWN_PASSWORD_ACCOUNTS}
 * left by an earlier non-production run (or an older seed) that still has its published password gets
 * an unguessable one (random, never shown; the owner can reset it by mail) and loses its sessions.
 * Returns the emails it retired.
 */
export async function retireKnownPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        KNOWN_PASSWORD_ACCOUNTS.map((a) => a.email),
      ),
    );
  const retired: string[] = [];
  for (const row of rows) {
    const known = KNOWN_PASSWORD_ACCOUNTS.find((a) => a.email === row.email);
    if (!known || !(await verifyPassword(row.passwordHash, known.password))) continue;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, row.id));
    retired.push(row.email);
  }
  return retired;
}

/**
 * Seeds what is missing. `isProduction` skips every account with a published password (the demo
 * member, the dev quick-login accounts, the demo staff) and retires such passwords left in the database.
 * Safe to run on every start and concurrently with nothing else writing the same rows.
 */
export async function seed(db: Db, opts: { isProduction: boolean }): Promise<SeedReport> {
  const specs = await seedSpecs(db);
  const made = await seedMakes(db);
  const testimonialCount = await seedTestimonials(db);
  const accounts: string[] = [];
  if (opts.isProduction) {
    await retireKnownPasswords(db);
  } else {
    if (await seedAccount(db, DEMO_MEMBER, DEMO_CARS, 2026)) accounts.push(DEMO_MEMBER.email);
    for (const [i, account] of DEV_ACCOUNTS.entries()) {
      if (await seedAccount(db, account, i === 0 ? DEV_OWNER_CARS : [], 3000 + i * 10))
        accounts.push(account.email);
    }
  }
  // Stations first: their demo staff accounts are made with the garages' and carwashes' (seedProviders).
  const gasReport = await seedGasStations(db, opts);
  const providerReport = await seedProviders(db, opts);
  accounts.push(...providerReport.staff);
  const listingCount = await seedMarketplace(db, opts);
  // After the accounts: the demo members' cars join their derived convoys too.
  const convoyCount = await seedConvoys(db);
  return {
    specs,
    makes: made.makes,
    models: made.models,
    testimonials: testimonialCount,
    listings: listingCount,
    gasStations: gasReport.stations,
    convoys: convoyCount,
    accounts,
  };
}
