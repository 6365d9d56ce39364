/**
 * The tables of a fake-backend scenario (`./scenario`) and their seed: accounts, the signed-in member's
 * vehicles with their refuels and expenses, reference data, testimonials, providers, bookings, partner
 * requests, AI reports, the spareshop, gas stations and convoys, from `../fixtures/*` or the scenario's
 * options.
 */

import type { StoredDiagnosis } from '@gari/contract/ai';
import type { Session, User } from '@gari/contract/auth';
import type { Booking, PartnerBooking, PartnerProvider, PartnerWidget } from '@gari/contract/bookings';
import { DEFAULT_COUNTRY } from '@gari/contract/common';
import type { Listing } from '@gari/contract/marketplace';
import type { PopularBrand, Provider } from '@gari/contract/providers';
import type { Make, Model, SpecItem, SpecKind } from '@gari/contract/reference';
import type { Testimonial } from '@gari/contract/site';
import { MAX_VEHICLES } from '@gari/contract/vehicleRules';
import type { Expense, Refuel, Vehicle } from '@gari/contract/vehicles';
import { type FakeUserSeed, SEED_USERS } from '../fixtures/auth';
import { seedCommunity } from '../fixtures/convoys';
import { FAKE_CEILINGS, type FakeStation, seedStations } from '../fixtures/gasStations';
import { FAKE_SELLERS } from '../fixtures/marketplace';
import { seedListings } from '../fixtures/marketplaceListings';
import { PARTNER_BOOKINGS, PARTNER_ME, PARTNER_WIDGET } from '../fixtures/partner';
import { SEED_POPULAR_BRANDS, SEED_PROVIDERS } from '../fixtures/providers';
import { seedReference } from '../fixtures/reference';
import { TESTIMONIAL_SEED } from '../fixtures/site';
import { addDays, seedVehicle, type VehicleRow } from '../fixtures/vehicles';
import type { FakeCommunity } from './convoys';
import type { FakeGas } from './gasStations';
import type { FakeMarketplace } from './marketplace';

/** A stored account (with its password). */
export interface FakeUser extends User {
  password: string;
}
/** A stored session (one per login; tokens are `fake-access-<id>` and `fake-refresh-<id>-<n>`). */
export interface StoredSession extends Omit<Session, 'current'> {
  user_id: number;
  revoked: boolean;
  refresh_token: string;
}
/** A stored booking with its owner (null for a visitor) and widget key. */
export interface FakeBookingRow extends Booking {
  user_id: number | null;
  widget_key: string | null;
}
/** The scenario's tables (mutable; changes show in later answers). */
export interface FakeDb {
  users: FakeUser[];
  sessions: StoredSession[];
  vehicles: VehicleRow[];
  refuels: Refuel[];
  expenses: Expense[];
  makes: Make[];
  models: Model[];
  specs: Record<SpecKind, SpecItem[]>;
  testimonials: Testimonial[];
  /** Reset token per email. */
  resetTokens: Map<string, string>;
  /** Stored AI reports, oldest first. */
  diagnoses: StoredDiagnosis[];
  providers: Provider[];
  popularBrands: PopularBrand[];
  bookings: FakeBookingRow[];
  partnerBookings: PartnerBooking[];
  /** The staff member's providers of `GET /partner/me` (their cover and logo change on upload). */
  partnerProviders: PartnerProvider[];
  widget: PartnerWidget['data'];
  /** Spareshop listings, sellers, carts and orders (`./marketplace`). */
  marketplace: FakeMarketplace;
  /** Gas stations, ceilings and price reports (`./gasStations`). */
  gas: FakeGas;
  /** Convoys, posts, comments, likes and follows (`./convoys`). */
  community: FakeCommunity;
}

/** The seed options of a scenario (part of `ScenarioOptions`). Every option is optional. */
export interface SeedOptions {
  /** Accounts; replaces the seed. @default {@link SEED_USERS} */
  users?: FakeUserSeed[];
  /**
   * Vehicles of the member who is signed in first (`signedInAs`, else the demo member): a number makes
   * that many seeded vehicles (max 5), a list is used as given. @default 2 seeded vehicles
   */
  vehicles?: number | Vehicle[];
  /** Stored AI reports; new final diagnoses are added. @default [] */
  diagnoses?: StoredDiagnosis[];
  /** Testimonials; replace the seed. @default {@link TESTIMONIAL_SEED} */
  testimonials?: Testimonial[];
  /** Garages and carwashes; replace {@link SEED_PROVIDERS}. */
  providers?: Provider[];
  /** Popular brands; replace {@link SEED_POPULAR_BRANDS}. */
  popularBrands?: PopularBrand[];
  /** Requests of the partner console. @default PARTNER_BOOKINGS */
  partnerBookings?: PartnerBooking[];
  /** Spareshop listings; replace the seed of `../fixtures/marketplace`. */
  listings?: Listing[];
  /** Gas stations; replace the seed of `../fixtures/gasStations` (their product listings stay). */
  gasStations?: FakeStation[];
}

/** The scenario's clock and id sequence, and whose vehicles the seed makes. */
export interface SeedClock {
  /** The clock (dates of the seed are relative to it). */
  now: () => Date;
  /** The scenario's next row id. */
  nextId: () => number;
  /** Email of the member who gets the seeded vehicles; null: the demo member (else the first account). */
  ownerEmail: string | null;
}

/**
 * The tables of a new scenario: `options`' rows where given, else the fixtures' (cloned, so scenarios
 * never share a row); the vehicles (with refuels and expenses) belong to `clock.ownerEmail`'s account.
 */
export function seedDb(options: SeedOptions, clock: SeedClock): FakeDb {
  const createdAt = addDays(clock.now(), -400).toISOString();
  const users: FakeUser[] = (options.users ?? SEED_USERS).map((u, i) => ({
    id: i + 1,
    name: u.name,
    email: u.email.toLowerCase(),
    username: u.email.split('@')[0]?.replace(/[^a-z0-9]/gi, '') ?? `user${i + 1}`,
    country: u.country ?? DEFAULT_COUNTRY,
    phone: u.phone ?? null,
    email_verified_at: u.verified === false ? null : createdAt,
    language: u.language ?? null,
    ...(u.avatar ? { avatar: u.avatar } : {}),
    password: u.password,
  }));
  const reference = seedReference();
  const stations = seedStations(clock.now());
  const db: FakeDb = {
    users,
    sessions: [],
    vehicles: [],
    refuels: [],
    expenses: [],
    ...reference,
    testimonials: structuredClone(
      options.testimonials ?? TESTIMONIAL_SEED.map((t, i) => ({ ...t, id: i + 1 })),
    ),
    resetTokens: new Map(),
    diagnoses: structuredClone(options.diagnoses ?? []),
    providers: structuredClone(options.providers ?? SEED_PROVIDERS),
    popularBrands: structuredClone(options.popularBrands ?? SEED_POPULAR_BRANDS),
    bookings: [],
    partnerBookings: structuredClone(options.partnerBookings ?? PARTNER_BOOKINGS),
    partnerProviders: structuredClone(PARTNER_ME.providers),
    widget: structuredClone(PARTNER_WIDGET),
    marketplace: {
      listings: [
        ...structuredClone(options.listings ?? seedListings(reference, clock.now())),
        ...stations.listings,
      ],
      sellers: structuredClone([...FAKE_SELLERS]),
      carts: [],
      orders: [],
    },
    gas: {
      stations: structuredClone(options.gasStations ?? stations.stations),
      ceilings: structuredClone([...FAKE_CEILINGS]),
      reports: [],
    },
    community: { ...seedCommunity(clock.now()), follows: [] },
  };

  const owner =
    users.find((u) => u.email === clock.ownerEmail?.toLowerCase()) ??
    users.find((u) => u.email === SEED_USERS[0]?.email) ??
    users[0];
  if (owner) {
    const seedVehicles = options.vehicles ?? 2;
    if (typeof seedVehicles === 'number') {
      for (let i = 0; i < Math.min(seedVehicles, MAX_VEHICLES); i++) {
        const seeded = seedVehicle(owner.id, i, { ...reference, now: clock.now, nextId: clock.nextId });
        if (!seeded) continue;
        db.vehicles.push(seeded.vehicle);
        db.refuels.push(...seeded.refuels);
        db.expenses.push(...seeded.expenses);
      }
    } else {
      for (const v of seedVehicles) db.vehicles.push({ ...v, user_id: owner.id });
    }
  }
  return db;
}
