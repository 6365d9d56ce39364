/**
 * An in-memory {@link GariApi} for stories and tests: users, sessions, vehicles, refuels, expenses,
 * makes/models and site data with a realistic seed, the server's rules (spec §4, §5, §7, §8) and
 * configurable failures and delays per method.
 *
 * ```ts
 * const api = createFakeApi({ signedInAs: DEMO_USER.email });
 * const slow = createFakeApi({ delays: { 'vehicles.list': 'never' } }); // stays loading
 * const broken = createFakeApi({ failures: { 'auth.login': { status: 401, message: 'Invalid email or password' } } });
 * ```
 *
 * Nothing here touches the network or storage; every instance has its own data.
 */
import type { ApiErrorShape, DevAccount, GariApi, TokenStore } from '@gari/client/types';
import {
  type DiagnosisResponse,
  type MechanicRequestInput,
  MechanicRequest as MechanicRequestSchema,
  type StoredDiagnosis,
} from '@gari/contract/ai';
import {
  type ForgotPasswordBody,
  type LoginBody,
  RegisterBody,
  type RegisterResponse,
  ResetPasswordBody,
  type Session,
  type TokenResponse,
  type User,
  type VerifyEmailBody,
} from '@gari/contract/auth';
import { DEFAULT_COUNTRY, type MessageBody } from '@gari/contract/common';
import type { Provider } from '@gari/contract/providers';
import type { Make, Model, SpecItem, SpecKind, VehicleType } from '@gari/contract/reference';
import type { SiteStats, Testimonial, TestimonialPage } from '@gari/contract/site';
import {
  type Expense,
  type ExpenseCreate,
  ExpenseCreate as ExpenseCreateSchema,
  MAX_VEHICLES,
  type MonthlySpend,
  type Refuel,
  type RefuelCreate,
  RefuelCreate as RefuelCreateSchema,
  type Vehicle,
  type VehicleCreate,
  VehicleCreate as VehicleCreateSchema,
  type VehicleSummary,
  vehicleLimitMessage,
} from '@gari/contract/vehicles';
import { AI_FINAL_ANSWER, AI_FIRST_ANSWER, AI_FOLLOW_UP_ANSWER } from './aiMechanicFixtures';
import { createProvidersFake, type FakeBookingRow, type ProvidersFakeOptions } from './providersFixtures';

/** Every method of the fake, named `<group>.<method>` (used for `failures`, `delays` and `calls`). */
export type FakeMethod =
  | 'auth.login'
  | 'auth.legacyLogin'
  | 'auth.register'
  | 'auth.logout'
  | 'auth.me'
  | 'auth.forgotPassword'
  | 'auth.resetPassword'
  | 'auth.verifyEmail'
  | 'auth.resendVerification'
  | 'auth.sessions'
  | 'auth.revokeSession'
  | 'auth.revokeAllSessions'
  | 'reference.makes'
  | 'reference.models'
  | 'reference.specs'
  | 'vehicles.list'
  | 'vehicles.get'
  | 'vehicles.create'
  | 'vehicles.remove'
  | 'vehicles.summary'
  | 'vehicles.monthly'
  | 'vehicles.refuels'
  | 'vehicles.recentExpenses'
  | 'vehicles.addRefuel'
  | 'vehicles.addExpense'
  | 'dev.accounts'
  | 'site.stats'
  | 'site.testimonials'
  | 'ai.ask'
  | 'ai.diagnosis'
  | 'ai.diagnoses'
  | 'providers.list'
  | 'providers.get'
  | 'providers.slots'
  | 'providers.popularBrands'
  | 'bookings.create'
  | 'bookings.list'
  | 'bookings.cancel';

/** HTTP method and path of each fake method (for the spec's generic 'GET {path} failed: {status}' text). */
const ROUTES: Record<FakeMethod, [string, string]> = {
  'auth.login': ['POST', '/auth/login'],
  'auth.legacyLogin': ['POST', '/login'],
  'auth.register': ['POST', '/register'],
  'auth.logout': ['POST', '/auth/logout'],
  'auth.me': ['GET', '/users/me'],
  'auth.forgotPassword': ['POST', '/password/forgot'],
  'auth.resetPassword': ['POST', '/password/reset'],
  'auth.verifyEmail': ['POST', '/email/verify'],
  'auth.resendVerification': ['POST', '/email/verification-notification'],
  'auth.sessions': ['GET', '/auth/sessions'],
  'auth.revokeSession': ['POST', '/auth/sessions/{id}/revoke'],
  'auth.revokeAllSessions': ['POST', '/auth/sessions/{id}/revoke'],
  'reference.makes': ['GET', '/makes'],
  'reference.models': ['GET', '/makes/{id}/models'],
  'reference.specs': ['GET', '/vehicle-specs/{kind}'],
  'vehicles.list': ['GET', '/vehicles'],
  'vehicles.get': ['GET', '/vehicles/{id}'],
  'vehicles.create': ['POST', '/vehicles'],
  'vehicles.remove': ['DELETE', '/vehicles/{id}'],
  'vehicles.summary': ['GET', '/vehicles/{id}/summary'],
  'vehicles.monthly': ['GET', '/vehicles/{id}/expenses/monthly'],
  'vehicles.refuels': ['GET', '/vehicles/{id}/refuels'],
  'vehicles.recentExpenses': ['GET', '/vehicles/{id}/expenses/recent'],
  'vehicles.addRefuel': ['POST', '/vehicles/{id}/refuels'],
  'vehicles.addExpense': ['POST', '/vehicles/{id}/expenses'],
  'dev.accounts': ['GET', '/dev/accounts'],
  'site.stats': ['GET', '/stats'],
  'site.testimonials': ['GET', '/test/admin/testimonials'],
  'ai.ask': ['POST', '/ai/mechanic'],
  'ai.diagnosis': ['GET', '/ai/diagnoses/{id}'],
  'ai.diagnoses': ['GET', '/vehicles/{id}/diagnoses'],
  'providers.list': ['GET', '/garages'],
  'providers.get': ['GET', '/providers/{type}/{id}'],
  'providers.slots': ['GET', '/providers/{type}/{id}/slots'],
  'providers.popularBrands': ['GET', '/garages/popular-brands'],
  'bookings.create': ['POST', '/bookings'],
  'bookings.list': ['GET', '/bookings'],
  'bookings.cancel': ['POST', '/bookings/{booking_id}/cancel'],
};

/**
 * A configured failure: the HTTP `status` (0 = network error), the server `message` (default the
 * spec's 'GET {path} failed: {status}') and optional field `errors`.
 */
export interface FakeFailure {
  status: number;
  message?: string;
  errors?: Record<string, string[]>;
}

/** Options of {@link createFakeApi}. Every option is optional. */
export interface FakeApiOptions {
  /** Email of a seeded (or `users`) account to start signed in as. @default null (signed out) */
  signedInAs?: string | null;
  /** Accounts; replaces the seed. @default {@link SEED_USERS} */
  users?: FakeUserSeed[];
  /**
   * Vehicles of the member who is signed in first (`signedInAs`, else the demo member): a number makes
   * that many seeded vehicles (max 5), a list is used as given. @default 2 seeded vehicles for the demo member
   */
  vehicles?: number | Vehicle[];
  /** Methods that reject with an {@link FakeApiError}; change later with `api.fail()`. */
  failures?: Partial<Record<FakeMethod, FakeFailure>>;
  /** Latency of every call in ms. @default 0 */
  delay?: number;
  /** Latency per method in ms, or 'never' to stay pending forever (loading states). */
  delays?: Partial<Record<FakeMethod, number | 'never'>>;
  /** The clock (ISO dates of the seed and of new rows are relative to it). @default () => new Date() */
  now?: () => Date;
  /** Whether GET /dev/accounts answers (false: 404 as in production). @default true */
  devAccounts?: boolean;
  /** Country stored in the token store. @default 'RW' */
  country?: string;
  /** Pretend the token-based login route is missing (404) so the legacy login is used. @default false */
  legacyLoginOnly?: boolean;
  /** Sessions of other devices of the first signed-in member. @default 2 */
  otherSessions?: number;
  /** What `ai.ask` answers, per turn (see {@link FakeAiScript}). @default questions, then a diagnosis */
  ai?: FakeAiScript;
  /** Stored AI reports (`ai.diagnosis`, `ai.diagnoses`); new final diagnoses are added. @default [] */
  diagnoses?: StoredDiagnosis[];
  /** Garages, carwashes, popular brands, slots and slot capacity (see {@link ProvidersFakeOptions}). */
  providers?: ProvidersFakeOptions;
}

/** A scripted answer of `ai.ask`: a diagnosis response, or a failure. */
export type FakeAiReply = DiagnosisResponse | FakeFailure;

/**
 * The script of the fake AI mechanic (`ai.ask`). The first call (no `request_type`) gets `first`;
 * follow-up calls get `followUps` in order (the last repeats), cut to the request's `max_questions`;
 * the final call gets `final`, stored as a report whose id is returned as `diagnosis_id`.
 * A {@link FakeFailure} rejects that call. Every call checks the vehicle's owner (404) and the
 * symptoms (422 'Please describe your symptoms.').
 */
export interface FakeAiScript {
  /** @default AI_FIRST_ANSWER (3 questions) */
  first?: FakeAiReply;
  /** @default [AI_FOLLOW_UP_ANSWER] (2 questions) */
  followUps?: FakeAiReply[];
  /** @default AI_FINAL_ANSWER (with a safety alert) */
  final?: FakeAiReply;
}

/** A seeded account; `verified: false` leaves `email_verified_at` null. */
export interface FakeUserSeed {
  name: string;
  email: string;
  password: string;
  country?: string;
  verified?: boolean;
}

/** The demo member of the seed (verified, Rwanda). */
export const DEMO_USER: FakeUserSeed = {
  name: 'Amina Uwase',
  email: 'amina@gari.rw',
  password: 'GariDemo2026!',
  country: 'RW',
  verified: true,
};
/** A member who has not opened the verification link yet. */
export const UNVERIFIED_USER: FakeUserSeed = {
  name: 'Jean Bosco Habimana',
  email: 'jean@gari.rw',
  password: 'GariDemo2026!',
  country: 'RW',
  verified: false,
};
/** The two fixed developer accounts of the profile page quick-login. */
export const DEV_ACCOUNTS: DevAccount[] = [
  { email: 'dev.owner@gari.rw', password: 'gari-dev-pass', name: 'Dev Owner' },
  { email: 'dev.enthusiast@gari.rw', password: 'gari-dev-pass', name: 'Dev Enthusiast' },
];
/** Default accounts: the demo member, an unverified member and the two dev accounts. */
export const SEED_USERS: FakeUserSeed[] = [
  DEMO_USER,
  UNVERIFIED_USER,
  ...DEV_ACCOUNTS.map((a) => ({ ...a, country: 'RW', verified: true })),
];

/** Error thrown by the fake, shaped like the real client's ApiError. */
export class FakeApiError extends Error implements ApiErrorShape {
  status: number;
  method: string;
  path: string;
  errors?: Record<string, string[]>;
  body?: unknown;
  constructor(
    method: string,
    path: string,
    status: number,
    message?: string,
    errors?: Record<string, string[]>,
  ) {
    super(message ?? `${method} ${path} failed: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.method = method;
    this.path = path;
    if (errors) this.errors = errors;
    this.body = { message: this.message, ...(errors ? { errors } : {}) };
  }
}

/** A mail the fake "sent" (the dev outbox of the real API). */
export type FakeMail =
  | { kind: 'verify'; email: string; id: number; hash: string; link: string }
  | { kind: 'reset'; email: string; token: string; link: string };

interface FakeUser extends User {
  password: string;
}
interface FakeSession extends Omit<Session, 'current'> {
  user_id: number;
  revoked: boolean;
}

/** One recorded call of the fake. */
export interface FakeCall {
  method: FakeMethod;
  args: unknown[];
}

/** The fake: a full {@link GariApi} plus handles to steer and inspect it. */
export interface FakeApi extends GariApi {
  readonly store: TokenStore;
  dev: { accounts(): Promise<DevAccount[]> };
  /** Every call in order (method and arguments). */
  readonly calls: FakeCall[];
  /** The in-memory rows (mutable; changes show up in later calls). */
  readonly db: FakeDb;
  /** Mails sent by register, resend and forgot password, newest last. */
  readonly outbox: FakeMail[];
  /** Makes `method` fail with `failure` (or succeed again with null). */
  fail(method: FakeMethod, failure: FakeFailure | null): void;
  /** Sets the latency of `method` (ms, 'never', or null for the default). */
  setDelay(method: FakeMethod, delay: number | 'never' | null): void;
  /** Number of calls of `method` so far. */
  count(method: FakeMethod): number;
  /** The `hash` of the verification link of user `id` (what the mail would carry). */
  verificationHash(id: number): string;
  /** Providers and bookings of the fake (mutable). */
  readonly providerRows: { providers: Provider[]; bookings: FakeBookingRow[] };
}

/** The fake's tables. */
export interface FakeDb {
  users: FakeUser[];
  sessions: FakeSession[];
  vehicles: (Vehicle & { user_id: number })[];
  refuels: Refuel[];
  expenses: Expense[];
  makes: Make[];
  models: Model[];
  specs: Record<SpecKind, SpecItem[]>;
  testimonials: Testimonial[];
  resetTokens: Map<string, string>;
  /** Stored AI reports, oldest first. */
  diagnoses: StoredDiagnosis[];
}

// ---------------------------------------------------------------------------------------------
// Reference seed: makes and models sold in East Africa (years approximate model generations).
// ---------------------------------------------------------------------------------------------

type ModelSeed = [name: string, type: VehicleType, start: number | null, end: number | null];
const MAKE_SEED: [string, ModelSeed[]][] = [
  [
    'Toyota',
    [
      ['Corolla', 'car', 1966, null],
      ['RAV4', 'suv', 1994, null],
      ['Land Cruiser Prado', 'suv', 1990, null],
      ['Land Cruiser', 'suv', 1951, null],
      ['Hilux', 'pickup', 1968, null],
      ['Vitz', 'car', 1999, 2019],
      ['Premio', 'car', 2001, 2021],
      ['HiAce', 'van', 1967, null],
      ['Harrier', 'suv', 1997, null],
      ['Noah', 'van', 2001, null],
    ],
  ],
  [
    'Nissan',
    [
      ['X-Trail', 'suv', 2000, null],
      ['Navara', 'pickup', 1997, null],
      ['Note', 'car', 2004, null],
      ['March', 'car', 1982, 2022],
      ['Patrol', 'suv', 1951, null],
      ['Caravan', 'van', 1973, null],
    ],
  ],
  [
    'Suzuki',
    [
      ['Swift', 'car', 2004, null],
      ['Vitara', 'suv', 1988, null],
      ['Jimny', 'suv', 1970, null],
      ['Alto', 'car', 1979, null],
      ['Carry', 'truck', 1961, null],
    ],
  ],
  [
    'Mitsubishi',
    [
      ['Pajero', 'suv', 1982, 2021],
      ['L200', 'pickup', 1978, null],
      ['Outlander', 'suv', 2001, null],
      ['Canter', 'truck', 1963, null],
    ],
  ],
  [
    'Hyundai',
    [
      ['Tucson', 'suv', 2004, null],
      ['Santa Fe', 'suv', 2000, null],
      ['Elantra', 'car', 1990, null],
      ['H-1', 'van', 1997, 2021],
    ],
  ],
  [
    'Kia',
    [
      ['Sportage', 'suv', 1993, null],
      ['Sorento', 'suv', 2002, null],
      ['Picanto', 'car', 2004, null],
    ],
  ],
  [
    'Volkswagen',
    [
      ['Golf', 'car', 1974, null],
      ['Polo', 'car', 1975, null],
      ['Tiguan', 'suv', 2007, null],
      ['Amarok', 'pickup', 2010, null],
    ],
  ],
  [
    'Mercedes-Benz',
    [
      ['C-Class', 'car', 1993, null],
      ['E-Class', 'car', 1993, null],
      ['GLE', 'suv', 2015, null],
      ['Sprinter', 'van', 1995, null],
    ],
  ],
  [
    'Isuzu',
    [
      ['D-Max', 'pickup', 2002, null],
      ['N-Series', 'truck', 1959, null],
    ],
  ],
  [
    'Honda',
    [
      ['Fit', 'car', 2001, null],
      ['CR-V', 'suv', 1995, null],
      ['Civic', 'car', 1972, null],
    ],
  ],
  [
    'Mazda',
    [
      ['Demio', 'car', 1996, 2019],
      ['CX-5', 'suv', 2012, null],
    ],
  ],
  [
    'Subaru',
    [
      ['Forester', 'suv', 1997, null],
      ['Outback', 'car', 1994, null],
    ],
  ],
  [
    'Ford',
    [
      ['Ranger', 'pickup', 1983, null],
      ['Everest', 'suv', 2003, null],
    ],
  ],
  [
    'Land Rover',
    [
      ['Defender', 'suv', 1983, null],
      ['Discovery', 'suv', 1989, null],
      ['Range Rover Sport', 'suv', 2005, null],
    ],
  ],
];

const SPEC_SEED: Record<SpecKind, string[]> = {
  fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG'],
  transmissions: ['Automatic', 'Manual', 'CVT', 'Semi-automatic'],
  'body-styles': [
    'Sedan',
    'Hatchback',
    'SUV',
    'Pickup',
    'Van',
    'Wagon',
    'Coupe',
    'Truck',
    'Bus',
    'Motorbike',
  ],
  colors: ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Beige', 'Brown', 'Orange'],
};

const TESTIMONIAL_SEED: Omit<Testimonial, 'id'>[] = [
  {
    author_name: 'Eric Mugisha',
    author_role: 'Taxi-moto fleet owner',
    avatar_url: null,
    country: 'RW',
    rating: 5,
    content: 'Tracking every refuel for my three cars finally shows me where the money goes each month.',
    is_published: true,
  },
  {
    author_name: 'Grace Wanjiru',
    author_role: null,
    avatar_url: null,
    country: 'KE',
    rating: 4,
    content: 'I found a garage in Nairobi that fixed my Fielder the same day. Booking took two minutes.',
    is_published: true,
  },
  {
    author_name: 'Patrick Okello',
    author_role: 'Safari driver',
    avatar_url: null,
    country: 'UG',
    rating: 5,
    content: 'The Land Cruiser convoy is full of people who know these engines better than any manual.',
    is_published: true,
  },
  {
    author_name: 'Diane Ingabire',
    author_role: 'Community Member',
    avatar_url: null,
    country: 'RW',
    rating: 5,
    content: 'Fuel prices around Kigali in one place — I save on every full tank.',
    is_published: true,
  },
  {
    author_name: 'Unpublished Draft',
    author_role: null,
    avatar_url: null,
    country: 'RW',
    rating: 3,
    content: 'Draft testimonial that must never be shown.',
    is_published: false,
  },
];

/** Vehicles of the seed (first N are given to the first member). Images are left empty. */
const VEHICLE_SEED: {
  make: string;
  model: string;
  year: number;
  color: string;
  fuel: string;
  gear: string;
  km: number;
}[] = [
  {
    make: 'Toyota',
    model: 'RAV4',
    year: 2018,
    color: 'Silver',
    fuel: 'Petrol',
    gear: 'Automatic',
    km: 84_500,
  },
  { make: 'Suzuki', model: 'Swift', year: 2016, color: 'Red', fuel: 'Petrol', gear: 'Manual', km: 112_300 },
  { make: 'Toyota', model: 'Hilux', year: 2020, color: 'White', fuel: 'Diesel', gear: 'Manual', km: 61_000 },
  { make: 'Nissan', model: 'X-Trail', year: 2015, color: 'Black', fuel: 'Petrol', gear: 'CVT', km: 143_900 },
  {
    make: 'Volkswagen',
    model: 'Polo',
    year: 2019,
    color: 'Blue',
    fuel: 'Petrol',
    gear: 'Automatic',
    km: 38_200,
  },
];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Deterministic pseudo-random numbers (mulberry32) so that seeded figures are stable across runs. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** An in-memory {@link TokenStore} (access/refresh token, device id, country). */
export function createMemoryTokenStore(country: string = DEFAULT_COUNTRY): TokenStore {
  let access: string | null = null;
  let refresh: string | null = null;
  let current = country;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(a, r) {
      access = a;
      refresh = r;
    },
    clearTokens() {
      access = null;
      refresh = null;
    },
    getDeviceId: () => 'fake-device-0001',
    getCountry: () => current,
    setCountry(code) {
      current = code;
    },
  };
}

/**
 * Creates an in-memory {@link GariApi} with the seed described in {@link FakeApiOptions}.
 * Rules kept like the server: login checks the password (401 'Invalid email or password'), unverified
 * members log in with `email_verified: false`, register validates with the contract schema (422 with
 * field errors, 'The email has already been taken.'), at most 5 vehicles (409 with the spec's message),
 * another member's vehicle is a 404, sessions/revoke, verify/reset links from the outbox.
 */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const now = options.now ?? (() => new Date());
  const failures = new Map<FakeMethod, FakeFailure>(
    Object.entries(options.failures ?? {}) as [FakeMethod, FakeFailure][],
  );
  const delays = new Map<FakeMethod, number | 'never'>(
    Object.entries(options.delays ?? {}) as [FakeMethod, number | 'never'][],
  );
  const calls: FakeCall[] = [];
  const outbox: FakeMail[] = [];
  const store = createMemoryTokenStore(options.country ?? DEFAULT_COUNTRY);
  let seq = 1000;
  const nextId = () => ++seq;

  // --- tables ---
  const createdAt = addDays(now(), -400).toISOString();
  const users: FakeUser[] = (options.users ?? SEED_USERS).map((u, i) => ({
    id: i + 1,
    name: u.name,
    email: u.email.toLowerCase(),
    username: u.email.split('@')[0]?.replace(/[^a-z0-9]/gi, '') ?? `user${i + 1}`,
    country: u.country ?? DEFAULT_COUNTRY,
    email_verified_at: u.verified === false ? null : createdAt,
    password: u.password,
  }));
  const makes: Make[] = MAKE_SEED.map(([name], i) => ({ id: i + 1, name }));
  let modelId = 100;
  const models: Model[] = MAKE_SEED.flatMap(([, list], i) =>
    list.map(([name, vehicle_type, start_year, end_year]) => ({
      id: ++modelId,
      make_id: i + 1,
      name,
      vehicle_type,
      start_year,
      end_year,
    })),
  );
  const specs = Object.fromEntries(
    (Object.keys(SPEC_SEED) as SpecKind[]).map((k) => [
      k,
      SPEC_SEED[k].map((name, i) => ({ id: i + 1, name })),
    ]),
  ) as Record<SpecKind, SpecItem[]>;
  const db: FakeDb = {
    users,
    sessions: [],
    vehicles: [],
    refuels: [],
    expenses: [],
    makes,
    models,
    specs,
    testimonials: TESTIMONIAL_SEED.map((t, i) => ({ ...t, id: i + 1 })),
    resetTokens: new Map(),
    diagnoses: (options.diagnoses ?? []).map((d) => structuredClone(d)),
  };

  const owner =
    users.find((u) => u.email === options.signedInAs?.toLowerCase()) ??
    users.find((u) => u.email === DEMO_USER.email) ??
    users[0];
  if (owner) {
    const seedVehicles = options.vehicles ?? 2;
    if (typeof seedVehicles === 'number') {
      VEHICLE_SEED.slice(0, Math.min(seedVehicles, MAX_VEHICLES)).forEach((v, i) => {
        seedVehicle(owner.id, v, i);
      });
    } else {
      for (const v of seedVehicles) db.vehicles.push({ ...v, user_id: owner.id });
    }
  }

  function seedVehicle(userId: number, v: (typeof VEHICLE_SEED)[number], index: number) {
    const make = makes.find((m) => m.name === v.make);
    const model = models.find((m) => m.name === v.model && m.make_id === make?.id);
    const id = index + 1;
    db.vehicles.push({
      id,
      user_id: userId,
      name: `${v.year} ${v.make} ${v.model}`,
      year: v.year,
      make: v.make,
      model: v.model,
      make_id: make?.id ?? null,
      model_id: model?.id ?? null,
      color: v.color,
      mileage: v.km,
      mileage_unit: 'km',
      fuel_type: v.fuel,
      transmission: v.gear,
      body_style:
        model?.vehicle_type === 'suv' ? 'SUV' : model?.vehicle_type === 'pickup' ? 'Pickup' : 'Sedan',
      drivetrain: null,
      variant: null,
      vin: null,
      engine: null,
      primary_image_url: null,
      primary_use: 'daily_commute',
      created_at: addDays(now(), -365).toISOString(),
    });
    // 12 months of refuels (about every 9 days) and expenses, deterministic per vehicle.
    const rand = seeded(id * 7919);
    let odometer = v.km - 12_000;
    const stations = ['SP Kacyiru', 'Engen Kimihurura', 'Merez Remera', 'Total Nyabugogo', 'SP Kicukiro'];
    for (let day = -360; day <= -1; day += 8 + Math.floor(rand() * 4)) {
      const liters = Math.round((28 + rand() * 22) * 10) / 10;
      const price = 1690 + Math.round(rand() * 120);
      odometer += 260 + Math.floor(rand() * 140);
      db.refuels.push({
        id: nextId(),
        vehicle_id: id,
        date: iso(addDays(now(), day)),
        liters,
        total_cost: Math.round(liters * price),
        currency: 'RWF',
        odometer_km: odometer,
        station_name: stations[Math.floor(rand() * stations.length)] ?? null,
        location: 'Kigali',
      });
    }
    const categories = ['maintenance', 'wash', 'parking', 'insurance', 'repair', 'tyres'] as const;
    for (let month = 0; month < 12; month++) {
      const count = 1 + Math.floor(rand() * 2);
      for (let k = 0; k < count; k++) {
        const category = categories[Math.floor(rand() * categories.length)] ?? 'other';
        const amount =
          category === 'insurance'
            ? 180_000
            : category === 'repair'
              ? 95_000
              : 3_000 + Math.round(rand() * 40) * 1000;
        db.expenses.push({
          id: nextId(),
          vehicle_id: id,
          date: iso(addDays(now(), -month * 30 - 2 - Math.floor(rand() * 20))),
          category,
          amount,
          currency: 'RWF',
          note: category === 'wash' ? 'Full car wash' : null,
        });
      }
    }
  }

  // --- helpers ---
  async function call<T>(method: FakeMethod, args: unknown[], run: () => T | Promise<T>): Promise<T> {
    calls.push({ method, args });
    const delay = delays.get(method) ?? options.delay ?? 0;
    if (delay === 'never') return new Promise<T>(() => {});
    if (delay > 0) await sleep(delay);
    const failure = failures.get(method);
    const [verb, path] = ROUTES[method];
    if (failure) throw new FakeApiError(verb, path, failure.status, failure.message, failure.errors);
    return run();
  }
  const err = (method: FakeMethod, status: number, message?: string, errors?: Record<string, string[]>) => {
    const [verb, path] = ROUTES[method];
    return new FakeApiError(verb, path, status, message, errors);
  };
  const toUser = ({ password: _password, ...u }: FakeUser): User => ({ ...u });
  const currentSession = () => {
    const token = store.getAccessToken();
    const m = token?.match(/^fake-access-(\d+)$/);
    const session = m ? db.sessions.find((s) => s.id === Number(m[1]) && !s.revoked) : undefined;
    return session;
  };
  const requireUser = (method: FakeMethod): FakeUser => {
    const session = currentSession();
    const user = session && users.find((u) => u.id === session.user_id);
    if (!user) {
      throw err(method, 401, 'Unauthenticated.');
    }
    session.last_seen_at = now().toISOString();
    return user;
  };
  const zodErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.') || 'body';
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    return errors;
  };
  const ownVehicle = (method: FakeMethod, id: number) => {
    const user = requireUser(method);
    const vehicle = db.vehicles.find((v) => v.id === id && v.user_id === user.id);
    if (!vehicle) throw err(method, 404, 'Vehicle not found');
    return vehicle;
  };
  const publicVehicle = ({ user_id: _u, ...v }: Vehicle & { user_id: number }): Vehicle => ({ ...v });
  function openSession(
    user: FakeUser,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
  ) {
    const session: FakeSession = {
      id: nextId(),
      user_id: user.id,
      device_id: store.getDeviceId(),
      user_agent: userAgent,
      ip_address: '197.243.20.14',
      last_seen_at: now().toISOString(),
      created_at: now().toISOString(),
      revoked: false,
    };
    db.sessions.push(session);
    return session;
  }
  function tokensFor(user: FakeUser, session: FakeSession): TokenResponse {
    const access = `fake-access-${session.id}`;
    const refresh = `fake-refresh-${session.id}-${nextId()}`;
    store.setTokens(access, refresh);
    return {
      token_type: 'Bearer',
      access_token: access,
      expires_in: 900,
      refresh_token: refresh,
      device_id: session.device_id,
      session_id: session.id,
      email_verified: user.email_verified_at !== null,
      user: toUser(user),
    };
  }
  function doLogin(method: FakeMethod, body: Omit<LoginBody, 'device_id'>): TokenResponse {
    const email = String(body.email ?? '')
      .trim()
      .toLowerCase();
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['The email field is required.'];
    if (!body.password) errors.password = ['Password is required.'];
    if (Object.keys(errors).length) throw err(method, 422, 'The given data was invalid.', errors);
    const user = users.find((u) => u.email === email);
    if (!user || user.password !== body.password) throw err(method, 401, 'Invalid email or password');
    return tokensFor(user, openSession(user));
  }
  function sendVerification(user: FakeUser) {
    const hash = verificationHash(user.id);
    outbox.push({
      kind: 'verify',
      email: user.email,
      id: user.id,
      hash,
      link: `/verify-email?id=${user.id}&hash=${hash}`,
    });
  }
  function verificationHash(id: number) {
    return `fakeverifyhash${id.toString().padStart(6, '0')}`;
  }

  // Seed sessions for the first signed-in member (this device plus others).
  if (options.signedInAs) {
    const user = users.find((u) => u.email === options.signedInAs?.toLowerCase());
    if (!user) throw new Error(`createFakeApi: no seeded user ${options.signedInAs}`);
    const agents = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/155.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/154.0 Safari/537.36',
    ];
    for (let i = 0; i < (options.otherSessions ?? 2); i++) {
      const s = openSession(user, agents[i % agents.length]);
      s.device_id = `other-device-${i + 1}`;
      s.ip_address = `41.186.${10 + i}.${40 + i}`;
      s.last_seen_at = addDays(now(), -(i * 2 + 1) / 3).toISOString();
    }
    tokensFor(user, openSession(user));
  }

  const providersFake = createProvidersFake<FakeMethod>(
    {
      call,
      err,
      now,
      requireUser,
      currentUser: () => {
        const session = currentSession();
        return (session && users.find((u) => u.id === session.user_id)) ?? null;
      },
    },
    options.providers,
  );

  const api: FakeApi = {
    store,
    calls,
    db,
    outbox,
    fail(method, failure) {
      if (failure) failures.set(method, failure);
      else failures.delete(method);
    },
    setDelay(method, delay) {
      if (delay === null) delays.delete(method);
      else delays.set(method, delay);
    },
    count: (method) => calls.filter((c) => c.method === method).length,
    verificationHash,
    providerRows: providersFake.rows,
    providers: providersFake.providers,
    bookings: providersFake.bookings,
    isSignedIn: () => store.getAccessToken() !== null,

    auth: {
      login: (body) =>
        call('auth.login', [body], () => {
          if (options.legacyLoginOnly) throw err('auth.login', 404, 'Not Found');
          return doLogin('auth.login', body);
        }),
      legacyLogin: (body) => call('auth.legacyLogin', [body], () => doLogin('auth.legacyLogin', body)),
      register: (body) =>
        call('auth.register', [body], (): RegisterResponse => {
          const parsed = RegisterBody.safeParse(body);
          if (!parsed.success) {
            throw err('auth.register', 422, 'The given data was invalid.', zodErrors(parsed.error.issues));
          }
          if (users.some((u) => u.email === parsed.data.email)) {
            throw err('auth.register', 422, 'The email has already been taken.', {
              email: ['The email has already been taken.'],
            });
          }
          const user: FakeUser = {
            id: nextId(),
            name: parsed.data.name,
            email: parsed.data.email,
            username: parsed.data.email.split('@')[0] ?? 'member',
            country: parsed.data.country,
            email_verified_at: null,
            password: parsed.data.password,
          };
          users.push(user);
          sendVerification(user);
          return {
            message: 'Registration successful. Check your email to verify your account.',
            user: toUser(user),
          };
        }),
      logout: () =>
        call('auth.logout', [], () => {
          const session = currentSession();
          if (session) session.revoked = true;
          store.clearTokens();
        }).catch((e: unknown) => {
          // Like the real client, tokens are cleared whatever the server says; the error is passed on
          // so that stories can show the 'Logout failed' toast.
          store.clearTokens();
          throw e;
        }),
      me: () => call('auth.me', [], () => toUser(requireUser('auth.me'))),
      forgotPassword: (body: ForgotPasswordBody) =>
        call('auth.forgotPassword', [body], (): MessageBody => {
          const email = String(body.email ?? '')
            .trim()
            .toLowerCase();
          if (!/^\S+@\S+\.\S+$/.test(email)) {
            throw err('auth.forgotPassword', 422, 'Enter a valid email address.', {
              email: ['Enter a valid email address.'],
            });
          }
          const user = users.find((u) => u.email === email);
          if (user) {
            const token = `fakereset${nextId()}`;
            db.resetTokens.set(email, token);
            outbox.push({
              kind: 'reset',
              email,
              token,
              link: `/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
            });
          }
          return { message: 'If that email has an account, a reset link is on its way.' };
        }),
      resetPassword: (body) =>
        call('auth.resetPassword', [body], (): MessageBody => {
          const parsed = ResetPasswordBody.safeParse(body);
          if (!parsed.success) {
            throw err(
              'auth.resetPassword',
              422,
              'The given data was invalid.',
              zodErrors(parsed.error.issues),
            );
          }
          const user = users.find((u) => u.email === parsed.data.email);
          if (!user || db.resetTokens.get(parsed.data.email) !== parsed.data.token) {
            throw err('auth.resetPassword', 422, 'This password reset link is invalid or expired.', {
              token: ['This password reset link is invalid or expired.'],
            });
          }
          user.password = parsed.data.password;
          db.resetTokens.delete(parsed.data.email);
          for (const s of db.sessions) if (s.user_id === user.id) s.revoked = true;
          return { message: 'Your password has been reset.' };
        }),
      verifyEmail: (body: VerifyEmailBody) =>
        call('auth.verifyEmail', [body], (): MessageBody => {
          const id = Number(body.id);
          const user = users.find((u) => u.id === id);
          if (!user || body.hash !== verificationHash(id)) {
            throw err('auth.verifyEmail', 403, 'The verification link is invalid or has expired.');
          }
          user.email_verified_at ??= now().toISOString();
          return { message: 'Email verified.' };
        }),
      resendVerification: () =>
        call('auth.resendVerification', [], (): MessageBody => {
          const user = requireUser('auth.resendVerification');
          if (user.email_verified_at) return { message: 'Email already verified.' };
          sendVerification(user);
          return { message: 'Verification link sent.' };
        }),
      sessions: () =>
        call('auth.sessions', [], (): Session[] => {
          const user = requireUser('auth.sessions');
          const current = currentSession();
          return db.sessions
            .filter((s) => s.user_id === user.id && !s.revoked)
            .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at))
            .map(({ user_id: _u, revoked: _r, ...s }) => ({ ...s, current: s.id === current?.id }));
        }).catch(() => [] as Session[]),
      revokeSession: (id) =>
        call('auth.revokeSession', [id], () => {
          const user = requireUser('auth.revokeSession');
          const session = db.sessions.find((s) => s.id === id && s.user_id === user.id && !s.revoked);
          if (!session) throw err('auth.revokeSession', 404, 'Session not found.');
          const wasCurrent = currentSession()?.id === id;
          session.revoked = true;
          if (wasCurrent) store.clearTokens();
        }),
      revokeAllSessions: () =>
        call('auth.revokeAllSessions', [], () => {
          const user = requireUser('auth.revokeAllSessions');
          for (const s of db.sessions) if (s.user_id === user.id) s.revoked = true;
          store.clearTokens();
        }),
    },

    reference: {
      makes: () => call('reference.makes', [], () => [...makes].sort((a, b) => a.name.localeCompare(b.name))),
      models: (makeId) =>
        call('reference.models', [makeId], () => {
          if (!makes.some((m) => m.id === makeId)) throw err('reference.models', 404, 'Make not found.');
          return models.filter((m) => m.make_id === makeId).sort((a, b) => a.name.localeCompare(b.name));
        }),
      specs: (kind) => call('reference.specs', [kind], () => [...specs[kind]]),
    },

    vehicles: {
      list: () =>
        call('vehicles.list', [], () => {
          const user = requireUser('vehicles.list');
          return db.vehicles.filter((v) => v.user_id === user.id).map(publicVehicle);
        }),
      get: (id) => call('vehicles.get', [id], () => publicVehicle(ownVehicle('vehicles.get', id))),
      create: (body: VehicleCreate) =>
        call('vehicles.create', [body], () => {
          const user = requireUser('vehicles.create');
          const parsed = VehicleCreateSchema.safeParse(body);
          if (!parsed.success) {
            throw err('vehicles.create', 422, 'The given data was invalid.', zodErrors(parsed.error.issues));
          }
          const data = parsed.data;
          const make = makes.find((m) => m.id === data.make_id);
          const model = models.find((m) => m.id === data.model_id && m.make_id === data.make_id);
          if (!make) throw err('vehicles.create', 422, 'Choose a make.', { make_id: ['Choose a make.'] });
          if (!model) throw err('vehicles.create', 422, 'Choose a model.', { model_id: ['Choose a model.'] });
          const count = db.vehicles.filter((v) => v.user_id === user.id).length;
          if (count >= MAX_VEHICLES) throw err('vehicles.create', 409, vehicleLimitMessage(count));
          const vehicle = {
            id: nextId(),
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
            created_at: now().toISOString(),
          };
          db.vehicles.push(vehicle);
          return publicVehicle(vehicle);
        }),
      remove: (id) =>
        call('vehicles.remove', [id], () => {
          const vehicle = ownVehicle('vehicles.remove', id);
          db.vehicles.splice(db.vehicles.indexOf(vehicle), 1);
          db.refuels = db.refuels.filter((r) => r.vehicle_id !== id);
          db.expenses = db.expenses.filter((e) => e.vehicle_id !== id);
        }),
      summary: (id) =>
        call('vehicles.summary', [id], (): VehicleSummary => {
          ownVehicle('vehicles.summary', id);
          const refuels = db.refuels
            .filter((r) => r.vehicle_id === id)
            .sort((a, b) => b.date.localeCompare(a.date));
          const last = refuels[0];
          const month = iso(now()).slice(0, 7);
          const totals = new Map<string, number>();
          for (const r of refuels)
            if (r.date.startsWith(month)) totals.set('fuel', (totals.get('fuel') ?? 0) + r.total_cost);
          for (const e of db.expenses)
            if (e.vehicle_id === id && e.date.startsWith(month))
              totals.set(e.category, (totals.get(e.category) ?? 0) + e.amount);
          const since = iso(addDays(now(), -30));
          const recent = refuels.filter((r) => r.date >= since);
          const litres = recent.reduce((s, r) => s + r.liters, 0);
          const cost = recent.reduce((s, r) => s + r.total_cost, 0);
          const odometers = refuels.map((r) => r.odometer_km).filter((o): o is number => o !== null);
          return {
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
          };
        }),
      monthly: (id, months = 12) =>
        call('vehicles.monthly', [id, months], (): MonthlySpend[] => {
          ownVehicle('vehicles.monthly', id);
          const today = now();
          const list: MonthlySpend[] = [];
          for (let i = months - 1; i >= 0; i--) {
            const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
            const key = iso(d).slice(0, 7);
            const totals: Record<string, number> = {};
            for (const r of db.refuels)
              if (r.vehicle_id === id && r.date.startsWith(key))
                totals.fuel = (totals.fuel ?? 0) + r.total_cost;
            for (const e of db.expenses)
              if (e.vehicle_id === id && e.date.startsWith(key))
                totals[e.category] = (totals[e.category] ?? 0) + e.amount;
            list.push({ month: key, totals, currency: 'RWF' });
          }
          return list;
        }),
      refuels: (id, limit = 10) =>
        call('vehicles.refuels', [id, limit], () => {
          ownVehicle('vehicles.refuels', id);
          return db.refuels
            .filter((r) => r.vehicle_id === id)
            .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
            .slice(0, limit);
        }),
      recentExpenses: (id, limit = 10) =>
        call('vehicles.recentExpenses', [id, limit], () => {
          ownVehicle('vehicles.recentExpenses', id);
          return db.expenses
            .filter((e) => e.vehicle_id === id)
            .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
            .slice(0, limit);
        }),
      addRefuel: (id, body: RefuelCreate) =>
        call('vehicles.addRefuel', [id, body], (): Refuel => {
          ownVehicle('vehicles.addRefuel', id);
          const parsed = RefuelCreateSchema.safeParse(body);
          if (!parsed.success) {
            throw err(
              'vehicles.addRefuel',
              422,
              'The given data was invalid.',
              zodErrors(parsed.error.issues),
            );
          }
          if (parsed.data.date > iso(now())) {
            throw err('vehicles.addRefuel', 422, 'The date cannot be in the future.', {
              date: ['The date cannot be in the future.'],
            });
          }
          const refuel: Refuel = {
            id: nextId(),
            vehicle_id: id,
            date: parsed.data.date,
            liters: parsed.data.liters,
            total_cost: parsed.data.total_cost,
            currency: parsed.data.currency,
            odometer_km: parsed.data.odometer_km ?? null,
            station_name: parsed.data.station_name ?? null,
            location: parsed.data.location ?? null,
          };
          db.refuels.push(refuel);
          return refuel;
        }),
      addExpense: (id, body: ExpenseCreate) =>
        call('vehicles.addExpense', [id, body], (): Expense => {
          ownVehicle('vehicles.addExpense', id);
          const parsed = ExpenseCreateSchema.safeParse(body);
          if (!parsed.success) {
            throw err(
              'vehicles.addExpense',
              422,
              'The given data was invalid.',
              zodErrors(parsed.error.issues),
            );
          }
          if (parsed.data.date > iso(now())) {
            throw err('vehicles.addExpense', 422, 'The date cannot be in the future.', {
              date: ['The date cannot be in the future.'],
            });
          }
          const expense: Expense = {
            id: nextId(),
            vehicle_id: id,
            date: parsed.data.date,
            category: parsed.data.category,
            amount: parsed.data.amount,
            currency: parsed.data.currency,
            note: parsed.data.note ?? null,
          };
          db.expenses.push(expense);
          return expense;
        }),
    },

    ai: {
      ask: (body: MechanicRequestInput) =>
        call('ai.ask', [body], (): DiagnosisResponse & { diagnosis_id?: number } => {
          const parsed = MechanicRequestSchema.safeParse(body);
          if (!parsed.success) {
            throw err(
              'ai.ask',
              422,
              parsed.error.issues[0]?.message ?? 'The given data was invalid.',
              zodErrors(parsed.error.issues),
            );
          }
          const request = parsed.data;
          ownVehicle('ai.ask', request.vehicle_id);
          const script = options.ai ?? {};
          const isFailure = (r: FakeAiReply): r is FakeFailure => 'status' in r;
          const reply = (r: FakeAiReply) => {
            if (isFailure(r)) throw err('ai.ask', r.status, r.message, r.errors);
            return structuredClone(r);
          };
          if (request.request_type === 'final_diagnosis') {
            const result = reply(script.final ?? AI_FINAL_ANSWER);
            const id = nextId();
            db.diagnoses.push({
              id,
              vehicle_id: request.vehicle_id,
              symptoms_text: request.symptoms,
              answers: (request.answers ?? []).map((a) => ({ ...a })),
              result: { ...result, diagnosis_id: id },
              created_at: now().toISOString(),
            });
            return { ...result, diagnosis_id: id };
          }
          if (request.request_type === 'follow_up_questions') {
            const turns = script.followUps ?? [AI_FOLLOW_UP_ANSWER];
            const done = calls.filter(
              (c) =>
                c.method === 'ai.ask' &&
                (c.args[0] as MechanicRequestInput).request_type === 'follow_up_questions',
            ).length;
            const turn = turns[Math.min(done - 1, turns.length - 1)] ?? AI_FOLLOW_UP_ANSWER;
            const result = reply(turn);
            const max = request.max_questions ?? result.further_questions.length;
            return {
              ...result,
              further_questions: result.further_questions.slice(0, max),
              question_types: result.question_types.slice(0, max),
            };
          }
          return reply(script.first ?? AI_FIRST_ANSWER);
        }),
      diagnosis: (id) =>
        call('ai.diagnosis', [id], () => {
          const user = requireUser('ai.diagnosis');
          const found = db.diagnoses.find(
            (d) => d.id === id && db.vehicles.some((v) => v.id === d.vehicle_id && v.user_id === user.id),
          );
          if (!found) throw err('ai.diagnosis', 404, 'Diagnosis not found');
          return structuredClone(found);
        }),
      diagnoses: (vehicleId) =>
        call('ai.diagnoses', [vehicleId], () => {
          ownVehicle('ai.diagnoses', vehicleId);
          return db.diagnoses
            .filter((d) => d.vehicle_id === vehicleId)
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
            .map((d) => structuredClone(d));
        }),
    },

    dev: {
      accounts: () =>
        call('dev.accounts', [], () => {
          if (options.devAccounts === false) throw err('dev.accounts', 404, 'Not Found');
          return DEV_ACCOUNTS.map((a) => ({ ...a }));
        }),
    },

    site: {
      stats: () =>
        call(
          'site.stats',
          [],
          (): SiteStats => ({
            active_members: users.length + 1520,
            vehicles_listed: db.vehicles.length + 2310,
            communities: 48,
            parts_available: 12_400,
          }),
        ),
      testimonials: (q) =>
        call('site.testimonials', [q], (): TestimonialPage => {
          const perPage = q.per_page ?? 6;
          const page = q.page ?? 1;
          const published = db.testimonials.filter(
            (t) => t.is_published && (!q.country || t.country === q.country),
          );
          return {
            data: published.slice((page - 1) * perPage, page * perPage),
            meta: {
              total: published.length,
              per_page: perPage,
              current_page: page,
              last_page: Math.max(1, Math.ceil(published.length / perPage)),
            },
          };
        }),
    },
  };
  return api;
}
