/**
 * Seeds garages and carwashes with services, hours and reviews (issue #3 Seed), and — outside
 * production — the demo staff accounts with widget settings for the three demo garages and two demo
 * carwashes. Idempotent: providers are matched by slug; services and reviews are written only with a
 * new provider; staff accounts only when their email is missing.
 */
import type { OpeningHours } from '@gari/contract/providers';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/tokens';
import type { Db } from '../db/client';
import { providerServices, providerStaff, providers, reviews, users } from '../db/schema';
import { newWidgetKey } from '../partner/service';
import { CARWASH_CATALOG, GARAGE_CATALOG, scaledPrice } from '../providers/catalog';
import { CARWASHES } from './data/providers-carwashes';
import { GARAGES } from './data/providers-garages';
import type { HoursPreset, SeedProvider } from './data/providers-types';

/** Weekly hours of each preset (0 = Sunday); `default` = none, i.e. the spec §9 default slots. */
export const HOURS_PRESETS: Record<HoursPreset, OpeningHours[] | null> = {
  workshop: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '08:00', close: '18:00' })),
    { day: 6, open: '08:00', close: '14:00' },
  ],
  workshop_sunday: [
    ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })),
    { day: 0, open: '10:00', close: '14:00' },
  ],
  long: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '20:00' })),
  wash: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:00', close: '19:00' })),
  wash_short: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '07:30', close: '18:30' })),
  default: null,
};

/** Origins the demo widgets accept: the site (3000) and the embed demo (3001). */
export const DEMO_WIDGET_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://127.0.0.1:3001',
];

/** A seeded staff login of a demo provider (development only). */
export interface StaffSeedAccount {
  email: string;
  password: string;
  name: string;
  username: string;
  providerSlug: string;
}

/** Shared password of the demo staff accounts. */
export const STAFF_PASSWORD = 'gari-staff-pass';

/**
 * The demo staff accounts: three garages, two carwashes and two gas stations (listed by GET
 * /dev/staff-accounts; the stations are seeded first, `seed/gasStations.ts`).
 */
export const STAFF_ACCOUNTS: readonly StaffSeedAccount[] = [
  ['staff.remera', 'Jean Claude Habimana', 'remera-auto-care'],
  ['staff.kicukiro', 'Aline Mukamana', 'kicukiro-brake-clutch'],
  ['staff.nyamirambo', 'Eric Niyonzima', 'nyamirambo-motor-works'],
  ['staff.kimihurura', 'Diane Uwimana', 'kimihurura-sparkle-wash'],
  ['staff.kacyiru', 'Patrick Mugisha', 'kacyiru-express-car-wash'],
  ['staff.sp.kimironko', 'Olivier Nshimiyimana', 'sp-kimironko'],
  ['staff.total.kiyovu', 'Chantal Ingabire', 'totalenergies-kiyovu'],
].map(([username = '', name = '', providerSlug = '']) => ({
  email: `${username}@gari.rw`,
  password: STAFF_PASSWORD,
  name,
  username,
  providerSlug,
}));

/** Fixed widget key of a demo provider outside production (so demo pages can hard-code it). */
export const demoWidgetKey = (slug: string) => `gw_demo_${slug.replaceAll('-', '_')}`;

const REVIEWERS = [
  'Aimable N.',
  'Claudine U.',
  'Olivier M.',
  'Grace I.',
  'Emmanuel K.',
  'Josiane M.',
  'Fabrice H.',
  'Sandrine N.',
  'Innocent B.',
  'Yvonne A.',
  'David W.',
  'Faith A.',
  'Brian O.',
  'Sarah N.',
  'Joseph M.',
  'Neema J.',
];

const GARAGE_REVIEWS = [
  'Explained the problem clearly and showed me the worn parts before replacing them.',
  'Car was ready when they promised. Fair price for the brake job.',
  'They found an electrical fault two other garages missed.',
  'Good work on the engine, but the waiting area could be better.',
  'Quote by WhatsApp in the morning, car back the same evening. Recommended.',
  'Professional team, genuine parts and a receipt for everything.',
  'Took a little longer than planned, but they called to explain why.',
  'My RAV4 drives like new after the suspension work.',
  'Honest mechanics, they told me the repair could wait a few months.',
  'Paid with MoMo, got an SMS when the car was ready. Easy.',
];

const CARWASH_REVIEWS = [
  'Spotless inside and out, they even cleaned the door jambs.',
  'Quick and friendly. The foam wash is worth it.',
  'Busy on Saturdays, come early.',
  'Engine wash done carefully, no electrical problems after.',
  'Great value for a full wash and vacuum.',
  'The wax finish lasted through two weeks of rain.',
  'Staff are polite and the waiting area is clean.',
  'Missed a few spots on the rims, but they redid it without fuss.',
];

/** Deterministic small hash of a text (for picking reviews). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** 2–4 reviews for a provider, ratings around its own, dated over the last months. */
function reviewsFor(p: SeedProvider, type: 'garage' | 'carwash', now: Date) {
  const pool = type === 'garage' ? GARAGE_REVIEWS : CARWASH_REVIEWS;
  const h = hash(p.slug);
  const n = 2 + (h % 3);
  return Array.from({ length: n }, (_, i) => {
    const pick = (h >>> (i * 3)) + i * 7;
    const rating = Math.min(5, Math.max(1, Math.round(p.rating + ((pick % 3) - 1) * 0.6)));
    return {
      authorName: REVIEWERS[(pick + i) % REVIEWERS.length] ?? 'Gari member',
      rating,
      text: pool[(h + i * 5) % pool.length] ?? pool[0] ?? '',
      createdAt: new Date(now.getTime() - (3 + ((pick * 13) % 170)) * 86_400_000),
    };
  });
}

/** What {@link seedProviders} wrote. */
export interface ProviderSeedReport {
  providers: number;
  staff: string[];
}

/**
 * Inserts the seeded garages and carwashes that are missing (with services priced in RWF by pricing
 * label, and reviews) and, when `isProduction` is false, the demo staff accounts, their provider_staff
 * links (role owner), fixed demo widget keys and {@link DEMO_WIDGET_ORIGINS}.
 */
export async function seedProviders(db: Db, opts: { isProduction: boolean }): Promise<ProviderSeedReport> {
  const demoSlugs = new Set(STAFF_ACCOUNTS.map((a) => a.providerSlug));
  const all = [
    ...GARAGES.map((p) => ({ p, type: 'garage' as const })),
    ...CARWASHES.map((p) => ({ p, type: 'carwash' as const })),
  ];
  const inserted = await db
    .insert(providers)
    .values(
      all.map(({ p, type }) => {
        const demo = !opts.isProduction && demoSlugs.has(p.slug);
        return {
          type,
          slug: p.slug,
          name: p.name,
          description: p.description,
          city: p.city,
          address: p.address,
          country: p.country,
          lat: p.lat,
          lng: p.lng,
          phone: p.phone,
          imageUrl: null,
          images: [],
          timezone: p.timezone ?? 'Africa/Kigali',
          openingHours: HOURS_PRESETS[p.hours],
          capacity: p.capacity ?? (type === 'garage' ? 2 : 3),
          certifications: p.certifications,
          availability: p.availability,
          pricing: p.pricing,
          waitTime: p.wait,
          rating: p.rating,
          reviewsCount: p.reviews,
          brands: p.brands,
          widgetKey: demo ? demoWidgetKey(p.slug) : newWidgetKey(),
          allowedOrigins: demo ? DEMO_WIDGET_ORIGINS : [],
          brandColor: type === 'garage' ? '#0f766e' : '#1d4ed8',
        };
      }),
    )
    .onConflictDoNothing({ target: providers.slug })
    .returning({ id: providers.id, slug: providers.slug });

  const now = new Date();
  const bySlug = new Map(all.map((x) => [x.p.slug, x]));
  const serviceRows = [];
  const reviewRows = [];
  for (const { id, slug } of inserted) {
    const entry = bySlug.get(slug);
    if (!entry) continue;
    const catalog = entry.type === 'garage' ? GARAGE_CATALOG : CARWASH_CATALOG;
    for (const [position, name] of entry.p.services.entries()) {
      const item = catalog[name];
      if (!item) throw new Error(`seed: unknown service ${name} for ${slug}`);
      serviceRows.push({
        providerId: id,
        name,
        priceFrom: scaledPrice(item.price, entry.p.pricing),
        durationMin: item.duration,
        position,
      });
    }
    for (const r of reviewsFor(entry.p, entry.type, now)) reviewRows.push({ providerId: id, ...r });
  }
  if (serviceRows.length > 0) await db.insert(providerServices).values(serviceRows).onConflictDoNothing();
  if (reviewRows.length > 0) await db.insert(reviews).values(reviewRows);

  const staff: string[] = [];
  if (!opts.isProduction) {
    const existing = await db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          STAFF_ACCOUNTS.map((a) => a.email),
        ),
      );
    const missing = STAFF_ACCOUNTS.filter((a) => !existing.some((e) => e.email === a.email));
    if (missing.length > 0) {
      const passwordHash = await hashPassword(STAFF_PASSWORD);
      for (const account of missing) {
        const [user] = await db
          .insert(users)
          .values({
            name: account.name,
            email: account.email,
            username: account.username,
            country: 'RW',
            passwordHash,
            emailVerifiedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        const [provider] = await db
          .select({ id: providers.id })
          .from(providers)
          .where(eq(providers.slug, account.providerSlug))
          .limit(1);
        if (!user || !provider) continue;
        await db
          .insert(providerStaff)
          .values({ userId: user.id, providerId: provider.id, role: 'owner' })
          .onConflictDoNothing();
        staff.push(account.email);
      }
    }
  }
  return { providers: inserted.length, staff };
}
