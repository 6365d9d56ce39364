/**
 * Scale seed for the benchmarks (issue #8 "Benchmarks"): adds generated garages and carwashes
 * (slug `scale-<n>`) until the database holds `target` providers in all, each with three services
 * (RWF, minutes). Deterministic (same names, places and prices on every run) and idempotent: running
 * it again with the same target adds nothing. Not part of the normal seed: only
 * `pnpm --filter @gari/api seed:scale` (or `SEED_SCALE=<n>` with it) and `pnpm bench:api` call it.
 */
import { count, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providerServices, providers } from '../db/schema';
import { prng } from './history';

/** Towns the generated providers are spread over: country, city, centre, time zone. */
const PLACES = [
  { country: 'RW', city: 'Kigali', lat: -1.95, lng: 30.06, tz: 'Africa/Kigali', weight: 5 },
  { country: 'RW', city: 'Musanze', lat: -1.5, lng: 29.63, tz: 'Africa/Kigali', weight: 1 },
  { country: 'RW', city: 'Huye', lat: -2.6, lng: 29.74, tz: 'Africa/Kigali', weight: 1 },
  { country: 'RW', city: 'Rubavu', lat: -1.68, lng: 29.26, tz: 'Africa/Kigali', weight: 1 },
  { country: 'KE', city: 'Nairobi', lat: -1.29, lng: 36.82, tz: 'Africa/Nairobi', weight: 1 },
  { country: 'UG', city: 'Kampala', lat: 0.35, lng: 32.58, tz: 'Africa/Kampala', weight: 1 },
] as const;
const WEIGHTED = PLACES.flatMap((p) => Array.from({ length: p.weight }, () => p));

const GARAGE_SERVICES = ['Oil change', 'Brake repair', 'Diagnostics', 'Tyre change', 'Engine repair'];
const CARWASH_SERVICES = ['Exterior wash', 'Full wash', 'Interior cleaning', 'Engine wash'];
const WAITS = ['Same day', '1-2 days', '2-3 days', '1 week'];
const AVAILABILITY = ['Flexible', 'Weekdays', 'Weekends'];
const CERTS = ['Certified', 'Insured', 'Licensed'];
const BRANDS = ['Toyota', 'Nissan', 'Honda', 'Mitsubishi', 'Suzuki', 'Hyundai', 'Mercedes-Benz'];

/** A small deterministic pseudo-random sequence (mulberry32) so every run writes the same data. */
const random = prng;

/**
 * Adds generated providers until there are `target` in all (70 % garages, 30 % carwashes; half of
 * them in Kigali). Inserts in batches of 500. Resolves the number of providers added.
 */
export async function seedScale(db: Db, target: number): Promise<number> {
  const [all] = await db.select({ n: count() }).from(providers);
  const [generated] = await db.select({ n: count() }).from(providers).where(like(providers.slug, 'scale-%'));
  const missing = target - (all?.n ?? 0);
  if (missing <= 0) return 0;
  const first = (generated?.n ?? 0) + 1;
  let added = 0;
  for (let start = first; start < first + missing; start += 500) {
    const end = Math.min(first + missing, start + 500);
    const rows = [];
    for (let n = start; n < end; n += 1) {
      const r = random(n);
      const type = r() < 0.7 ? ('garage' as const) : ('carwash' as const);
      const place = WEIGHTED[Math.floor(r() * WEIGHTED.length)] ?? PLACES[0];
      const label = type === 'garage' ? 'Garage' : 'Car Wash';
      rows.push({
        type,
        slug: `scale-${n}`,
        name: `${place.city} ${label} ${n}`,
        description: `Generated ${type} number ${n} for the benchmarks.`,
        city: place.city,
        address: `KG ${Math.floor(r() * 900) + 1} St`,
        country: place.country,
        lat: place.lat + (r() - 0.5) * 0.2,
        lng: place.lng + (r() - 0.5) * 0.2,
        phone: `+250 788 ${String(n).padStart(6, '0')}`,
        timezone: place.tz,
        openingHours:
          r() < 0.2 ? null : [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })),
        capacity: 1 + Math.floor(r() * 4),
        certifications: CERTS.filter(() => r() < 0.4),
        availability: AVAILABILITY[Math.floor(r() * AVAILABILITY.length)] ?? 'Flexible',
        pricing: ['$', '$$', '$$$'][Math.floor(r() * 3)] ?? '$$',
        waitTime: WAITS[Math.floor(r() * WAITS.length)] ?? '2-3 days',
        rating: Math.round((3 + r() * 2) * 10) / 10,
        reviewsCount: Math.floor(r() * 400),
        brands: BRANDS.filter(() => r() < 0.3),
        widgetKey: `gw_scale_${n}`,
      });
    }
    const inserted = await db
      .insert(providers)
      .values(rows)
      .returning({ id: providers.id, type: providers.type });
    const services = inserted.flatMap((p) => {
      const r = random(p.id * 7);
      const names = p.type === 'garage' ? GARAGE_SERVICES : CARWASH_SERVICES;
      return names.slice(0, 3).map((name, position) => ({
        providerId: p.id,
        name,
        priceFrom: (5 + Math.floor(r() * 60)) * 1000,
        durationMin: 30 + 30 * Math.floor(r() * 4),
        position,
      }));
    });
    await db.insert(providerServices).values(services);
    added += inserted.length;
  }
  return added;
}
