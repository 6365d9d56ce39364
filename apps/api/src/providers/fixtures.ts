/**
 * Small fixed provider fixtures for the API suites (issue #3 tests): rows written straight into the
 * database in a country the seed does not use (BI, Burundi by default), so list filters and sorts are
 * checked against known data rather than the big seed.
 */
import type { OpeningHours } from '@gari/contract/providers';
import type { Db } from '../db/client';
import { providerServices, providers, reviews } from '../db/schema';
import { bookable, type ProviderRow } from './service';

/** Fields of a fixture provider; everything but `slug`, `name` and `type` has a default. */
export interface FixtureProvider {
  slug: string;
  name: string;
  type?: 'garage' | 'carwash';
  description?: string;
  city?: string;
  country?: string;
  address?: string;
  lat?: number;
  lng?: number;
  phone?: string;
  timezone?: string;
  /** null = spec §9 default slots. */
  openingHours?: OpeningHours[] | null;
  capacity?: number;
  certifications?: string[];
  availability?: string;
  pricing?: string;
  waitTime?: string;
  rating?: number;
  reviewsCount?: number;
  brands?: string[];
  widgetKey?: string;
  allowedOrigins?: string[];
  /** Services: name, price (RWF), duration (minutes). Empty = none (the §9 fallback list applies). */
  services?: Array<{ name: string; price: number; duration?: number }>;
  reviews?: Array<{ author: string; rating: number; text: string; daysAgo: number }>;
}

/** Every day 08:00–17:00 (slots 08:00 … 16:00). */
export const EVERY_DAY_8_TO_5: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: '08:00',
  close: '17:00',
}));

/** Inserts the fixtures with their services and reviews; returns the rows by slug. */
export async function insertProviders(db: Db, list: FixtureProvider[]): Promise<Map<string, ProviderRow>> {
  const rows = await db
    .insert(providers)
    .values(
      list.map((p) => ({
        type: p.type ?? 'garage',
        slug: p.slug,
        name: p.name,
        description: p.description ?? `${p.name} test fixture`,
        city: p.city ?? 'Bujumbura',
        address: p.address ?? 'Avenue du Large',
        country: p.country ?? 'BI',
        lat: p.lat ?? -3.38,
        lng: p.lng ?? 29.36,
        phone: p.phone ?? '+250 788 000 000',
        timezone: p.timezone ?? 'Africa/Kigali',
        openingHours: p.openingHours === undefined ? EVERY_DAY_8_TO_5 : p.openingHours,
        capacity: p.capacity ?? 2,
        certifications: p.certifications ?? [],
        availability: p.availability ?? 'Flexible',
        pricing: p.pricing ?? '$$',
        waitTime: p.waitTime ?? '2-3 days',
        rating: p.rating ?? 4,
        reviewsCount: p.reviewsCount ?? 10,
        brands: p.brands ?? [],
        widgetKey: p.widgetKey ?? `gw_test_${p.slug}`,
        allowedOrigins: p.allowedOrigins ?? [],
      })),
    )
    .returning();
  const bySlug = new Map(rows.map((r) => [r.slug, bookable(r)]));
  const serviceRows = list.flatMap((p) =>
    (p.services ?? []).map((s, position) => ({
      providerId: bySlug.get(p.slug)?.id ?? 0,
      name: s.name,
      priceFrom: s.price,
      durationMin: s.duration ?? 60,
      position,
    })),
  );
  if (serviceRows.length > 0) await db.insert(providerServices).values(serviceRows);
  const reviewRows = list.flatMap((p) =>
    (p.reviews ?? []).map((r) => ({
      providerId: bySlug.get(p.slug)?.id ?? 0,
      authorName: r.author,
      rating: r.rating,
      text: r.text,
      createdAt: new Date(Date.now() - r.daysAgo * 86_400_000),
    })),
  );
  if (reviewRows.length > 0) await db.insert(reviews).values(reviewRows);
  return bySlug;
}
