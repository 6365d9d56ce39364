/**
 * Garage and carwash routes of the fake backend (spec §2 Garages/Carwashes/Advanced Filters, §3, §7,
 * §9): lists with every filter and sort, the provider page, Popular Brands and free slots. Distances,
 * slot times and bookable dates come from `@gari/contract/rules/*`, the rules the API uses. `isOpen` is
 * fixture data (so that stories do not depend on the hour they run at).
 */
import {
  type Provider,
  type ProviderDetail,
  type ProviderType,
  type Slot,
  WAIT_TIMES,
} from '@gari/contract/providers';
import { kmBetween, roundKm } from '@gari/contract/rules/distance';
import { bookableDateError, openSlots, slotTimes } from '@gari/contract/rules/slots';
import { weekdayOf, zonedInstant } from '@gari/contract/rules/time';
import { fail, handle } from './handle';
import type { Scenario } from './scenario';

const WAIT_ORDER = (w: string) => {
  const i = (WAIT_TIMES as readonly string[]).indexOf(w);
  return i === -1 ? WAIT_TIMES.length : i;
};

/** The provider of `type` with id or slug `id`, else 404. */
export function findProvider(s: Scenario, type: ProviderType, id: string | number): Provider {
  const p = s.db.providers.find((x) => x.type === type && (String(x.id) === String(id) || x.slug === id));
  return p ?? fail(404, `${type === 'carwash' ? 'Carwash' : 'Garage'} not found.`);
}

/** `garages`/`garage` → 'garage', `carwashes`/`carwash` → 'carwash'. */
const typeOf = (v: string | undefined): ProviderType => (v?.startsWith('carwash') ? 'carwash' : 'garage');

/**
 * The free slots of `p` on `date`: the scenario's `slotTimes` for that date, else the provider's
 * opening hours through the contract's {@link slotTimes}; full slots (capacity) left out. Past times of
 * today are kept so that stories do not depend on the hour they run at.
 */
export function freeSlots(s: Scenario, p: Provider, date: string): Slot[] {
  const capacity = s.options.capacity ?? 1;
  const active = (b: { status: string }) => b.status === 'pending' || b.status === 'accepted';
  return openSlots({
    times: s.options.slotTimes?.[date] ?? slotTimes(p.opening_hours, weekdayOf(date)),
    date,
    timeZone: p.timezone,
    capacity,
    now: null,
    taken: (start) =>
      s.db.bookings.filter(
        (b) =>
          b.provider.id === p.id &&
          active(b) &&
          zonedInstant(b.date, b.time, p.timezone).getTime() === start.getTime(),
      ).length,
  });
}

/** GET /garages and /carwashes. */
function list(s: Scenario, type: ProviderType, q: URLSearchParams) {
  const num = (k: string) => (q.get(k) === null ? undefined : Number(q.get(k)));
  const lat = num('lat');
  const lng = num('lng');
  const here = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  const text = (q.get('q') ?? '').trim().toLowerCase();
  const minRating = num('min_rating') ?? num('minRating');
  const maxDistance = num('max_distance') ?? num('maxDistance');
  const listOf = (k: string) => (q.get(k) ?? '').split(',').filter(Boolean);
  const avail = listOf('availability');
  const certs = listOf('certifications');
  const service = q.get('service') ?? '';
  const city = q.get('city') ?? '';
  const minPrice = num('min_price');
  const maxPrice = num('max_price');
  const ofType = s.db.providers.filter((p) => p.type === type);
  let rows = ofType.map((p) => ({
    ...p,
    distance_km: here ? roundKm(kmBetween(here, p)) : null,
    price_from: service
      ? (p.services_detail.find((x) => x.name === service)?.price_from ?? p.price_from)
      : p.price_from,
  }));
  rows = rows.filter(
    (p) =>
      (text === '' ||
        p.name.toLowerCase().includes(text) ||
        p.description.toLowerCase().includes(text) ||
        p.brands.some((b) => b.toLowerCase().includes(text))) &&
      (!city || p.city.toLowerCase() === city.toLowerCase()) &&
      (!service || p.services.includes(service)) &&
      (minPrice === undefined || (p.price_from ?? 0) >= minPrice) &&
      (maxPrice === undefined || (p.price_from ?? 0) <= maxPrice) &&
      (minRating === undefined || p.rating >= minRating) &&
      (avail.length === 0 || avail.includes(p.availability)) &&
      certs.every((c) => p.certifications.includes(c)) &&
      (!here || maxDistance === undefined || (p.distance_km ?? 0) <= maxDistance),
  );
  const sort = q.get('sort') ?? 'rating';
  const byName = (a: Provider, b: Provider) => a.name.localeCompare(b.name);
  rows.sort((a, b) => {
    if (sort === 'reviews') return b.reviews - a.reviews || byName(a, b);
    if (sort === 'name') return byName(a, b);
    if (sort === 'fastest') return WAIT_ORDER(a.waitTime) - WAIT_ORDER(b.waitTime) || b.rating - a.rating;
    if (sort === 'closest')
      return here
        ? (a.distance_km ?? 0) - (b.distance_km ?? 0)
        : a.city.localeCompare(b.city) || byName(a, b);
    if (sort === 'price_low') return (a.price_from ?? Infinity) - (b.price_from ?? Infinity) || byName(a, b);
    return b.rating - a.rating || b.reviews - a.reviews || byName(a, b);
  });
  const perPage = num('per_page') ?? 20;
  const page = num('page') ?? 1;
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: {
      total: rows.length,
      per_page: perPage,
      current_page: page,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
      cities: [...new Set(ofType.map((p) => p.city))].sort(),
    },
  };
}

/** Every provider route. */
export const providerRoutes = [
  handle('GET', '/garages/popular-brands', ({ s }) => ({
    data: s.db.popularBrands.slice(0, 10).map((b) => ({ ...b })),
  })),
  handle('GET', '/garages', ({ s, query }) => list(s, 'garage', query)),
  handle('GET', '/carwashes', ({ s, query }) => list(s, 'carwash', query)),
  handle('GET', '/providers/{type}/{id}', ({ s, params }): { data: ProviderDetail } => {
    const p = findProvider(s, typeOf(params.type), String(params.id));
    const ago = (days: number) => new Date(s.now().getTime() - days * 86_400_000).toISOString();
    return {
      data: {
        ...structuredClone(p),
        recent_reviews: [
          {
            id: p.id * 10 + 1,
            author_name: 'Eric Mugisha',
            rating: 5,
            text: 'Quick, honest and fairly priced. Booked in the morning, done by lunch.',
            created_at: ago(3),
          },
          {
            id: p.id * 10 + 2,
            author_name: 'Grace Ingabire',
            rating: 4,
            text: 'Friendly staff; the waiting area could be bigger.',
            created_at: ago(20),
          },
        ],
        map_url: `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`,
        capacity: s.options.capacity ?? 1,
      },
    };
  }),
  handle('GET', '/providers/{type}/{id}/slots', ({ s, params, query }) => {
    const p = findProvider(s, typeOf(params.type), String(params.id));
    const date = query.get('date') ?? '';
    // Bookable dates are judged only against a scenario's own clock: the calendar of a story uses the
    // browser's today, which may already be yesterday in Kigali.
    const problem = s.options.now ? bookableDateError(date, p.timezone, s.now()) : null;
    if (problem) fail(422, problem, { date: [problem] });
    return { data: freeSlots(s, p, date), meta: { date, timezone: p.timezone } };
  }),
];
