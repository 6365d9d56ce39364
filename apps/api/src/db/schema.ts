/**
 * Drizzle schema of every table (PostgreSQL dialect; the same migrations run on PGlite and PostgreSQL).
 * Units: money in `currency` (default RWF) as numeric(14,2), litres numeric(10,2), odometer and mileage km.
 * Migrations: `pnpm --filter @gari/api db:generate` writes `apps/api/drizzle/`.
 */
import type { DiagnosisResponse, StoredAnswer } from '@gari/contract/ai';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calendarDate, createdAt, optionalRef, ownedBy, serialTable, textList, timestamptz } from './columns';
import { trigramIndex } from './filters';
import { orders } from './marketplace';

/** Members (spec §3 User). `email` is stored lower-case; `password_hash` is argon2id. */
export const users = serialTable(
  'users',
  {
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    country: text('country').notNull().default('RW'),
    /** Mobile number in E.164 (`+250788123456`), set on the profile (issue #16); null = none. */
    phone: text('phone'),
    /** The chosen language ('en' | 'fr' | 'rw' | 'sw', issue #16 Locale); null = not chosen yet. */
    language: text('language'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** A short public text on the member page (issue #12); null = none. */
    bio: text('bio'),
    /** The avatar's picture key (`photos/store.ts`, issue #16 Profile); null = none. */
    avatarKey: text('avatar_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    // The top-bar search (issue #12): names and usernames by substring or trigram similarity.
    trigramIndex('users_name_trgm_idx', t.name),
    trigramIndex('users_username_trgm_idx', t.username),
  ],
);

/**
 * Signed-in devices (spec §3 Session). The refresh token is opaque and stored as a SHA-256 hash; the
 * previous hash is kept to recognise reuse of a rotated token (or a same-device repeat inside the grace
 * window, issue #9 finding 7). `revoked_at` set = refused at once.
 */
export const sessions = serialTable(
  'sessions',
  {
    userId: ownedBy('user_id', () => users.id),
    deviceId: text('device_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    /** When the refresh token was last rotated (start of the grace window of the previous one). */
    rotatedAt: timestamptz('rotated_at'),
    /**
     * The current refresh token encrypted with a key derived from the previous one (AES-256-GCM), so a
     * repeat of the previous token from the same device inside the grace window gets the same pair.
     */
    graceRefreshToken: text('grace_refresh_token'),
    remember: boolean('remember').notNull().default(false),
    refreshExpiresAt: timestamptz('refresh_expires_at').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    uniqueIndex('sessions_refresh_hash_unique').on(t.refreshTokenHash),
    index('sessions_previous_hash_idx').on(t.previousRefreshTokenHash),
  ],
);

/** Password reset tokens (SHA-256 hash of the mailed token), valid 60 minutes, single-use. */
export const passwordResets = serialTable(
  'password_resets',
  {
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Dev outbox: every mail (and later SMS) when no SMTP_URL is set. */
export const outbox = serialTable(
  'outbox',
  {
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** Vehicle makes (spec §3 Make). */
export const makes = serialTable('makes', {
  name: text('name').notNull().unique(),
});

/** Models of a make, with type and the years they were sold (end_year null: still sold). */
export const models = serialTable(
  'models',
  {
    makeId: ownedBy('make_id', () => makes.id),
    name: text('name').notNull(),
    vehicleType: text('vehicle_type')
      .$type<'car' | 'suv' | 'truck' | 'pickup' | 'van' | 'bus' | 'motorbike'>()
      .notNull(),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
  },
  (t) => [uniqueIndex('models_make_name_unique').on(t.makeId, t.name)],
);

/** The four /vehicle-specs lists (fuels, transmissions, body-styles, colors) in display order. */
export const vehicleSpecs = serialTable(
  'vehicle_specs',
  {
    kind: text('kind').$type<'fuels' | 'transmissions' | 'body-styles' | 'colors'>().notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('vehicle_specs_kind_name_unique').on(t.kind, t.name)],
);

/** A member's vehicle (spec §3 Vehicle); at most 5 per member, enforced in the create transaction. */
export const vehicles = serialTable(
  'vehicles',
  {
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    makeId: optionalRef('make_id', () => makes.id),
    modelId: optionalRef('model_id', () => models.id),
    color: text('color'),
    mileage: integer('mileage'),
    mileageUnit: text('mileage_unit').notNull().default('km'),
    fuelType: text('fuel_type'),
    transmission: text('transmission'),
    bodyStyle: text('body_style'),
    drivetrain: text('drivetrain'),
    variant: text('variant'),
    vin: text('vin'),
    engineType: text('engine_type'),
    engineSize: text('engine_size'),
    primaryImageUrl: text('primary_image_url'),
    primaryUse: text('primary_use').notNull().default('daily_commute'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicles_user_idx').on(t.userId)],
);

/** Refuels (spec §3 Refuel entry): litres, total cost, odometer (km). */
export const refuels = serialTable(
  'refuels',
  {
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    date: calendarDate('date').notNull(),
    liters: numeric('liters', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    totalCost: numeric('total_cost', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('RWF'),
    odometerKm: integer('odometer_km'),
    /** The tank was filled up (issue #13 fuel economy is measured between full fills). */
    fullTank: boolean('full_tank').notNull().default(true),
    stationName: text('station_name'),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [index('refuels_vehicle_date_idx').on(t.vehicleId, t.date)],
);

/** Expenses (spec §3 Expense) by category; refuels count as `fuel` in spend totals. */
export const expenses = serialTable(
  'expenses',
  {
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    date: calendarDate('date').notNull(),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('RWF'),
    note: text('note'),
    /**
     * The completed booking this expense logs (issue #13 "close the loop"); unique, so one booking is
     * logged once. Null for expenses typed in by hand.
     */
    bookingId: optionalRef('booking_id', (): AnyPgColumn => bookings.id),
    /**
     * The spareshop order of parts this expense logs (issue #13 "orders of parts for a car can be logged
     * the same way"); unique, so one order is logged once. Null otherwise.
     */
    orderId: optionalRef('order_id', (): AnyPgColumn => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('expenses_vehicle_date_idx').on(t.vehicleId, t.date),
    uniqueIndex('expenses_booking_unique').on(t.bookingId),
    uniqueIndex('expenses_order_unique').on(t.orderId),
  ],
);

/**
 * Final diagnoses of the AI mechanic (issue #4), stored with their vehicle and removed with it.
 * `symptoms_text` is what the member described; `answers` the question/answer pairs of the chat
 * (`{ question, answer, question_type? }[]`); `result` the whole `DiagnosisResponse` sent back (without
 * `diagnosis_id`, which is this row's id); `engine` which engine answered (`embedded` or `llm`).
 */
export const diagnoses = serialTable(
  'diagnoses',
  {
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    userId: ownedBy('user_id', () => users.id),
    symptomsText: text('symptoms_text').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    result: jsonb('result').$type<Omit<DiagnosisResponse, 'diagnosis_id'>>().notNull(),
    engine: text('engine').$type<'embedded' | 'llm'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('diagnoses_vehicle_idx').on(t.vehicleId, t.createdAt)],
);

/** Home-page testimonials (spec §3 Testimonial); only published ones are served. */
export const testimonials = serialTable(
  'testimonials',
  {
    authorName: text('author_name').notNull(),
    authorRole: text('author_role'),
    avatarUrl: text('avatar_url'),
    country: text('country').notNull(),
    rating: smallint('rating').notNull().default(5),
    content: text('content').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_published_idx').on(t.isPublished, t.country).where(sql`${t.isPublished}`)],
);

// ---------------------------------------------------------------------------------------------------
// Garages, carwashes and bookings (issue #3; spec §2 Garages / Carwashes / Booking, §3, §9).

/** Weekly opening hours: `day` 0 = Sunday … 6 = Saturday, local `HH:MM`; a missing day is closed. */
export interface OpeningHoursRow {
  day: number;
  open: string;
  close: string;
}

/**
 * Garages, carwashes and gas stations (type `gas_station`, issue #11: see `./gas`). Prices of garage and
 * carwash services are RWF. `opening_hours` null = the spec §9 default
 * schedule. `capacity` = bookings one time slot takes (active = pending or accepted). `rating` 0..5 and
 * `reviews_count` are the provider's totals (the `reviews` table holds the latest texts). Widget:
 * `widget_key` (public), `allowed_origins` (where the widget may book), `brand_color` (#rrggbb).
 */
export const providers = serialTable(
  'providers',
  {
    type: text('type').$type<'garage' | 'carwash' | 'gas_station'>().notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull().default('RW'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone').notNull(),
    imageUrl: text('image_url'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Cover photo and logo uploaded by staff (picture keys, `photos/store.ts`, issue #16); null = none. */
    coverKey: text('cover_key'),
    logoKey: text('logo_key'),
    timezone: text('timezone').notNull().default('Africa/Kigali'),
    openingHours: jsonb('opening_hours').$type<OpeningHoursRow[] | null>(),
    capacity: integer('capacity').notNull().default(2),
    certifications: textList('certifications'),
    availability: text('availability').notNull().default('Flexible'),
    pricing: text('pricing').notNull().default('$$'),
    waitTime: text('wait_time').notNull().default('2-3 days'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    brands: textList('brands'),
    widgetKey: text('widget_key').notNull(),
    allowedOrigins: textList('allowed_origins'),
    brandColor: text('brand_color').notNull().default('#0f766e'),
    /** Gas stations only (issue #11): retail brand (SP, Engen…) and amenities (`AMENITIES`). */
    brand: text('brand'),
    amenities: textList('amenities'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('providers_slug_unique').on(t.slug),
    uniqueIndex('providers_widget_key_unique').on(t.widgetKey),
    // The top-bar search (issue #12): names by substring or trigram similarity.
    trigramIndex('providers_name_trgm_idx', t.name),
    index('providers_type_country_idx').on(t.type, t.country),
    // The default list order (rating, reviews, name, id) of GET /garages and /carwashes, so a page is
    // read in index order without sorting the whole country (issue #8).
    index('providers_list_rating_idx').on(
      t.type,
      t.country,
      t.rating.desc().nullsFirst(),
      t.reviewsCount.desc().nullsFirst(),
      sql`lower(${t.name})`,
      t.id,
    ),
    index('providers_list_name_idx').on(t.type, t.country, sql`lower(${t.name})`, t.id),
    // The gas station list's bounding box (issue #11): a latitude range of one type, longitude checked
    // in the index.
    index('providers_geo_idx').on(t.type, t.lat, t.lng),
  ],
);

/** Services of a provider in display order: price from (RWF) and duration (minutes). */
export const providerServices = serialTable(
  'provider_services',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    name: text('name').notNull(),
    priceFrom: numeric('price_from', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    durationMin: integer('duration_min').notNull().default(60),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('provider_services_provider_name_unique').on(t.providerId, t.name),
    // Services of a page's providers in display order, and their lowest price (issue #8).
    index('provider_services_provider_position_idx').on(t.providerId, t.position, t.priceFrom),
  ],
);

/** Members who work for a provider (partner console access). */
export const providerStaff = pgTable(
  'provider_staff',
  {
    userId: ownedBy('user_id', () => users.id),
    providerId: ownedBy('provider_id', () => providers.id),
    role: text('role').$type<'owner' | 'staff'>().notNull().default('staff'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.providerId] }),
    index('provider_staff_provider_idx').on(t.providerId),
  ],
);

/** Reviews shown on the provider page (rating 1..5). */
export const reviews = serialTable(
  'reviews',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_provider_idx').on(t.providerId, t.createdAt)],
);

/**
 * One row per provider and slot start that was ever booked: the lock that serialises bookings of that
 * slot (`SELECT … FOR UPDATE` inside the booking transaction), so capacity holds under concurrency.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    providerId: ownedBy('provider_id', () => providers.id),
    slotStart: timestamptz('slot_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.slotStart] })],
);

/**
 * Bookings (spec §3 Booking request). `booking_id` is the public reference (GR-XXXXXX); `access_code`
 * lets a visitor download the calendar file. `date`/`time` are the provider's local date and time,
 * `slot_start` the same instant in UTC. `user_id` null = a visitor. Active = pending or accepted.
 * Issue #13: `vehicle_id` and `diagnosis_id` link a repair booked from a diagnostic report (null
 * otherwise, and when the vehicle or diagnosis is deleted); staff mark an accepted booking `completed`
 * with `final_price` (whole RWF) and `completed_at`; `provider_message` is staff's note to the member.
 */
export const bookings = serialTable(
  'bookings',
  {
    bookingId: text('booking_id').notNull(),
    accessCode: text('access_code').notNull(),
    providerId: ownedBy('provider_id', () => providers.id),
    userId: optionalRef('user_id', () => users.id),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    service: text('service').notNull(),
    durationMin: integer('duration_min').notNull().default(60),
    date: calendarDate('date').notNull(),
    time: text('time').notNull(),
    slotStart: timestamptz('slot_start').notNull(),
    status: text('status')
      .$type<'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed'>()
      .notNull()
      .default('pending'),
    notes: text('notes'),
    source: text('source').$type<'site' | 'widget'>().notNull().default('site'),
    widgetOrigin: text('widget_origin'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    cancelledAt: timestamptz('cancelled_at'),
    vehicleId: optionalRef('vehicle_id', () => vehicles.id),
    diagnosisId: optionalRef('diagnosis_id', () => diagnoses.id),
    /** Whole RWF, set when staff mark the booking completed. */
    finalPrice: integer('final_price'),
    completedAt: timestamptz('completed_at'),
    providerMessage: text('provider_message'),
    /**
     * The language of the request that made the booking ('en' | 'fr' | 'rw' | 'sw': the `gari_lang`
     * cookie, else `Accept-Language`; null when neither named one). Issue #16: a visitor's (or a member
     * who never chose a language) accept/decline/complete notice speaks it.
     */
    language: text('language'),
  },
  (t) => [
    uniqueIndex('bookings_booking_id_unique').on(t.bookingId),
    index('bookings_diagnosis_idx').on(t.diagnosisId),
    index('bookings_provider_slot_idx').on(t.providerId, t.slotStart),
    index('bookings_user_idx').on(t.userId),
  ],
);
export * from './contact';
export * from './convoys';
export * from './gas';
export * from './marketplace';
export * from './reminders';
