/**
 * Garages, carwashes, slots and bookings for the in-memory fake API (stories and tests of the
 * `providers` and `booking` flows; spec §2 Garages/Carwashes/Booking, §3, §7 Booking, §9 slots).
 * `createProvidersFake()` is wired into `createFakeApi()` (`api.providers`, `api.bookings`).
 */
import type { Booking, BookingCreate, BookingCreated } from '@gari/contract/bookings';
import { SLOT_TAKEN_MESSAGE } from '@gari/contract/bookings';
import {
  DEFAULT_TIMEZONE,
  type PopularBrand,
  type Provider,
  type ProviderDetail,
  type ProviderPage,
  type ProviderQuery,
  type ProviderType,
  type Slot,
  type SlotList,
  WAIT_TIMES,
} from '@gari/contract/providers';

/** Builds a seed provider; unspecified fields get plausible Kigali values. */
export function makeProvider(p: Partial<Provider> & Pick<Provider, 'id' | 'type' | 'name'>): Provider {
  const services = p.services_detail ?? [
    {
      name: p.type === 'carwash' ? 'Full Car Wash' : 'Oil Change',
      price_from: 15000,
      currency: 'RWF',
      duration_min: 60,
    },
  ];
  return {
    slug: p.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, ''),
    description: `${p.name}: trusted ${p.type === 'carwash' ? 'car care' : 'auto repair'} in ${p.city ?? 'Kigali'}.`,
    city: 'Kigali',
    address: 'KG 11 Ave, Kigali',
    country: 'RW',
    phone: '+250788300100',
    image: null,
    images: [],
    lat: -1.9441,
    lng: 30.0619,
    distance_km: null,
    rating: 4.5,
    reviews: 40,
    isOpen: true,
    pricing: '$$',
    waitTime: 'Same day',
    services: services.map((s) => s.name),
    services_detail: services,
    price_from: services.length > 0 ? Math.min(...services.map((s) => s.price_from)) : null,
    currency: 'RWF',
    certifications: [],
    availability: 'Same Day',
    brands: [],
    opening_hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '17:00' })),
    timezone: DEFAULT_TIMEZONE,
    ...p,
  };
}

const svc = (name: string, price_from: number, duration_min = 60) => ({
  name,
  price_from,
  currency: 'RWF',
  duration_min,
});

/** The seed: 6 garages and 4 carwashes in Rwandan cities with real street names. */
export const SEED_PROVIDERS: Provider[] = [
  makeProvider({
    id: 1,
    type: 'garage',
    name: 'Kigali Auto Care',
    address: 'KN 5 Rd, Remera, Kigali',
    lat: -1.9536,
    lng: 30.1127,
    rating: 4.8,
    reviews: 214,
    waitTime: 'Same day',
    pricing: '$$',
    certifications: ['ASE Certified', 'Manufacturer Certified'],
    brands: ['Toyota', 'Nissan'],
    services_detail: [
      svc('Oil Change', 25000, 45),
      svc('Brake Service', 45000, 90),
      svc('Engine Repair', 120000, 240),
      svc('Performance Tuning', 90000, 180),
    ],
  }),
  makeProvider({
    id: 2,
    type: 'garage',
    name: 'Nyamirambo Motors',
    address: 'KN 2 Ave, Nyamirambo, Kigali',
    rating: 4.4,
    reviews: 98,
    isOpen: false,
    waitTime: '2-3 days',
    pricing: '$',
    availability: 'Next Day',
    brands: ['Toyota', 'Suzuki'],
    services_detail: [svc('Oil Change', 18000, 45), svc('Brake Service', 35000, 90)],
  }),
  makeProvider({
    id: 3,
    type: 'garage',
    name: 'Musanze Garage Services',
    city: 'Musanze',
    address: 'NM 14 St, Musanze',
    lat: -1.4996,
    lng: 29.6344,
    rating: 4.1,
    reviews: 37,
    waitTime: '3-5 days',
    pricing: '$',
    availability: 'Within Week',
    certifications: ['BBB Accredited'],
    services_detail: [svc('Restoration', 300000, 480), svc('Engine Repair', 100000, 240)],
  }),
  makeProvider({
    id: 4,
    type: 'garage',
    name: 'Huye Precision Autos',
    city: 'Huye',
    address: 'RN1, Ngoma, Huye',
    lat: -2.5967,
    lng: 29.7394,
    rating: 3.9,
    reviews: 21,
    waitTime: '1-2 weeks',
    pricing: '$$$',
    availability: 'Flexible',
    services_detail: [],
  }),
  makeProvider({
    id: 5,
    type: 'garage',
    name: 'Kicukiro Brake & Clutch',
    address: 'KK 15 Rd, Kicukiro, Kigali',
    lat: -1.9706,
    lng: 30.1044,
    rating: 4.6,
    reviews: 152,
    waitTime: 'Same day',
    certifications: ['AAA Approved'],
    services_detail: [svc('Brake Service', 40000, 90), svc('Oil Change', 22000, 45)],
  }),
  makeProvider({
    id: 6,
    type: 'garage',
    name: 'Rubavu Lakeside Garage',
    city: 'Rubavu',
    address: 'Avenue de l’Indépendance, Gisenyi',
    lat: -1.6792,
    lng: 29.2586,
    rating: 4.2,
    reviews: 44,
    waitTime: '1-3 weeks',
    services_detail: [svc('Engine Repair', 110000, 240), svc('Oil Change', 20000, 45)],
  }),
  makeProvider({
    id: 101,
    type: 'carwash',
    name: 'Sparkle Car Wash Kimihurura',
    address: 'KG 7 Ave, Kimihurura, Kigali',
    lat: -1.9507,
    lng: 30.0892,
    rating: 4.7,
    reviews: 120,
    pricing: '$',
    services_detail: [
      svc('Full Car Wash', 8000, 45),
      svc('Engine Wash', 6000, 30),
      svc('Wax/Polish', 15000, 60),
      svc('Quick Wash', 4000, 20),
    ],
  }),
  makeProvider({
    id: 102,
    type: 'carwash',
    name: 'Gisozi Express Wash',
    address: 'KG 14 Ave, Gisozi, Kigali',
    lat: -1.9211,
    lng: 30.0583,
    rating: 4.3,
    reviews: 61,
    pricing: '$',
    services_detail: [svc('Quick Wash', 3000, 20), svc('Interior Vacuum', 5000, 30)],
  }),
  makeProvider({
    id: 103,
    type: 'carwash',
    name: 'Musanze Shine Station',
    city: 'Musanze',
    address: 'NM 8 St, Musanze',
    lat: -1.5004,
    lng: 29.6341,
    rating: 4.0,
    reviews: 18,
    services_detail: [],
  }),
  makeProvider({
    id: 104,
    type: 'carwash',
    name: 'Nyarutarama Detailing',
    address: 'KG 9 Ave, Nyarutarama, Kigali',
    lat: -1.9408,
    lng: 30.1033,
    rating: 4.9,
    reviews: 88,
    pricing: '$$$',
    services_detail: [svc('Full + Engine (Both)', 20000, 90), svc('Tire Shine', 4000, 15)],
  }),
];

/** Popular Brands of the seed (spec §2: up to 10, member counts). */
export const SEED_POPULAR_BRANDS: PopularBrand[] = [
  { make: 'Toyota', members: 412 },
  { make: 'Nissan', members: 133 },
  { make: 'Suzuki', members: 97 },
  { make: 'Mitsubishi', members: 64 },
  { make: 'Hyundai', members: 51 },
  { make: 'Volkswagen', members: 40 },
];

/** Local time slots of §9: default 09–11, 13–16; Sunday 10–12; Saturday 09–13 hourly. */
export function defaultSlotTimes(date: string): string[] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return ['10:00', '11:00', '12:00'];
  if (weekday === 6) return ['09:00', '10:00', '11:00', '12:00', '13:00'];
  return ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
}

/** Distance in km between two coordinates (haversine). */
export function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/** Options of the provider part of the fake API. */
export interface ProvidersFakeOptions {
  /** Garages and carwashes; replaces {@link SEED_PROVIDERS}. */
  providers?: Provider[];
  /** Popular brands; replaces {@link SEED_POPULAR_BRANDS}. */
  popularBrands?: PopularBrand[];
  /** Slots per date (`YYYY-MM-DD` → times); dates not listed use {@link defaultSlotTimes}. */
  slotTimes?: Record<string, string[]>;
  /** Bookings per slot. @default 1 */
  capacity?: number;
}

/** What {@link createProvidersFake} needs from the fake API around it. */
export interface ProvidersFakeDeps<M extends string> {
  call: <T>(method: M, args: unknown[], run: () => T | Promise<T>) => Promise<T>;
  err: (method: M, status: number, message?: string, errors?: Record<string, string[]>) => Error;
  /** The signed-in member, or null for a visitor. */
  currentUser: () => { id: number; name: string } | null;
  requireUser: (method: M) => { id: number; name: string };
  now: () => Date;
}

/** The fake's booking rows. */
export interface FakeBookingRow extends Booking {
  user_id: number | null;
  widget_key: string | null;
}

type ProviderMethod =
  | 'providers.list'
  | 'providers.get'
  | 'providers.slots'
  | 'providers.popularBrands'
  | 'bookings.create'
  | 'bookings.list'
  | 'bookings.cancel';

/** A preprocessed (unknown-typed) body field as trimmed text. */
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

const WAIT_ORDER = (w: string) => {
  const i = (WAIT_TIMES as readonly string[]).indexOf(w);
  return i === -1 ? WAIT_TIMES.length : i;
};

/**
 * The `providers` and `bookings` members of the fake API with the server's rules: every list filter
 * and sort, §9 slots minus full ones, capacity per slot (409 'This time is no longer available…'),
 * visitors need name and phone (422), members see and cancel their own bookings.
 */
export function createProvidersFake<M extends string>(
  deps: ProvidersFakeDeps<M | ProviderMethod>,
  options: ProvidersFakeOptions = {},
) {
  const providers: Provider[] = (options.providers ?? SEED_PROVIDERS).map((p) => structuredClone(p));
  const bookings: FakeBookingRow[] = [];
  const capacity = options.capacity ?? 1;
  let seq = 0;

  const find = (method: ProviderMethod, type: ProviderType, id: number | string) => {
    const p = providers.find((x) => x.type === type && (String(x.id) === String(id) || x.slug === id));
    if (!p) throw deps.err(method, 404, `${type === 'carwash' ? 'Carwash' : 'Garage'} not found.`);
    return p;
  };
  const taken = (providerId: number, date: string, time: string) =>
    bookings.filter(
      (b) =>
        b.provider.id === providerId &&
        b.date === date &&
        b.time === time &&
        b.status !== 'cancelled' &&
        b.status !== 'declined',
    ).length;

  const freeSlots = (p: Provider, date: string): Slot[] =>
    (options.slotTimes?.[date] ?? defaultSlotTimes(date))
      .map((time) => ({ time, available: capacity - taken(p.id, date, time) }))
      .filter((s) => s.available > 0);

  const providersApi = {
    list: (type: ProviderType, query: ProviderQuery = {}) =>
      deps.call('providers.list', [type, query], (): ProviderPage => {
        const q = query;
        const here =
          q.lat !== undefined && q.lng !== undefined ? { lat: Number(q.lat), lng: Number(q.lng) } : null;
        const text = typeof q.q === 'string' ? q.q.trim().toLowerCase() : '';
        const minRating = q.min_rating ?? q.minRating;
        const maxDistance = q.max_distance ?? q.maxDistance;
        const avail = (q.availability as string[] | undefined) ?? [];
        const certs = (q.certifications as string[] | undefined) ?? [];
        const ofType = providers.filter((p) => p.type === type);
        let rows = ofType.map((p) => ({
          ...p,
          distance_km: here ? Math.round(kmBetween(here, p) * 10) / 10 : null,
          price_from:
            q.service && typeof q.service === 'string'
              ? (p.services_detail.find((s) => s.name === q.service)?.price_from ?? p.price_from)
              : p.price_from,
        }));
        rows = rows.filter(
          (p) =>
            (text === '' ||
              p.name.toLowerCase().includes(text) ||
              p.description.toLowerCase().includes(text) ||
              p.brands.some((b) => b.toLowerCase().includes(text))) &&
            (!q.city || p.city.toLowerCase() === String(q.city).toLowerCase()) &&
            (!q.service || p.services.includes(String(q.service))) &&
            (q.min_price === undefined || (p.price_from ?? 0) >= Number(q.min_price)) &&
            (q.max_price === undefined || (p.price_from ?? 0) <= Number(q.max_price)) &&
            (minRating === undefined || p.rating >= Number(minRating)) &&
            (avail.length === 0 || avail.includes(p.availability)) &&
            certs.every((c) => p.certifications.includes(c)) &&
            (!here || maxDistance === undefined || (p.distance_km ?? 0) <= Number(maxDistance)),
        );
        const sort = q.sort ?? 'rating';
        const byName = (a: Provider, b: Provider) => a.name.localeCompare(b.name);
        rows.sort((a, b) => {
          if (sort === 'reviews') return b.reviews - a.reviews || byName(a, b);
          if (sort === 'name') return byName(a, b);
          if (sort === 'fastest')
            return WAIT_ORDER(a.waitTime) - WAIT_ORDER(b.waitTime) || b.rating - a.rating;
          if (sort === 'closest')
            return here
              ? (a.distance_km ?? 0) - (b.distance_km ?? 0)
              : a.city.localeCompare(b.city) || byName(a, b);
          if (sort === 'price_low')
            return (a.price_from ?? Infinity) - (b.price_from ?? Infinity) || byName(a, b);
          return b.rating - a.rating || b.reviews - a.reviews || byName(a, b);
        });
        const perPage = Number(q.per_page ?? 20);
        const page = Number(q.page ?? 1);
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
      }),
    get: (type: ProviderType, id: number | string) =>
      deps.call('providers.get', [type, id], (): ProviderDetail => {
        const p = find('providers.get', type, id);
        return {
          ...structuredClone(p),
          recent_reviews: [
            {
              id: p.id * 10 + 1,
              author_name: 'Eric Mugisha',
              rating: 5,
              text: 'Quick, honest and fairly priced. Booked in the morning, done by lunch.',
              created_at: new Date(deps.now().getTime() - 3 * 86_400_000).toISOString(),
            },
            {
              id: p.id * 10 + 2,
              author_name: 'Grace Ingabire',
              rating: 4,
              text: 'Friendly staff; the waiting area could be bigger.',
              created_at: new Date(deps.now().getTime() - 20 * 86_400_000).toISOString(),
            },
          ],
          map_url: `https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`,
          capacity,
        };
      }),
    slots: (type: ProviderType, id: number | string, date: string) =>
      deps.call('providers.slots', [type, id, date], (): SlotList => {
        const p = find('providers.slots', type, id);
        return { data: freeSlots(p, date), meta: { date, timezone: p.timezone } };
      }),
    popularBrands: () =>
      deps.call('providers.popularBrands', [], () =>
        (options.popularBrands ?? SEED_POPULAR_BRANDS).slice(0, 10).map((b) => ({ ...b })),
      ),
  };

  const toPublic = ({ user_id: _u, widget_key: _w, ...b }: FakeBookingRow): Booking => structuredClone(b);

  const bookingsApi = {
    create: (body: BookingCreate, opts?: { widgetKey?: string }) =>
      deps.call('bookings.create', [body, opts], (): BookingCreated => {
        const type: ProviderType =
          body.carwash_id !== undefined ? 'carwash' : (body.provider_type ?? 'garage');
        const id = body.carwash_id ?? body.provider_id;
        const errors: Record<string, string[]> = {};
        if (id === undefined) errors.provider_id = ['The provider id field is required.'];
        if (!body.service) errors.service = ['Choose a service.'];
        const user = deps.currentUser();
        if (!user && !text(body.full_name)) errors.full_name = ['The full name field is required.'];
        if (!user && !text(body.phone)) errors.phone = ['The phone field is required.'];
        if (Object.keys(errors).length > 0)
          throw deps.err('bookings.create', 422, Object.values(errors)[0]?.[0], errors);
        const p = find('bookings.create', type, id as number);
        if (!freeSlots(p, body.date).some((s) => s.time === body.time))
          throw deps.err('bookings.create', 409, SLOT_TAKEN_MESSAGE, { time: [SLOT_TAKEN_MESSAGE] });
        seq += 1;
        const booking_id = `GR-${String(seq).padStart(6, '0')}`;
        const calendar_url = `/api/v1/bookings/${booking_id}/calendar.ics?code=fake${seq}`;
        const duration = p.services_detail.find((s) => s.name === body.service)?.duration_min ?? 60;
        bookings.push({
          booking_id,
          status: 'pending',
          provider: {
            id: p.id,
            type: p.type,
            name: p.name,
            address: p.address,
            city: p.city,
            phone: p.phone,
          },
          service: body.service,
          duration_min: duration,
          date: body.date,
          time: body.time,
          starts_at: `${body.date}T${body.time}:00.000+02:00`,
          timezone: p.timezone,
          full_name: text(body.full_name) || (user?.name ?? ''),
          phone: text(body.phone) || null,
          notes: text(body.notes) || null,
          source: opts?.widgetKey ? 'widget' : 'site',
          created_at: deps.now().toISOString(),
          decided_at: null,
          cancelled_at: null,
          can_cancel: true,
          calendar_url,
          user_id: user?.id ?? null,
          widget_key: opts?.widgetKey ?? null,
        });
        return {
          booking_id,
          status: 'pending',
          provider: { id: p.id, name: p.name, type: p.type },
          date: body.date,
          time: body.time,
          service: body.service,
          calendar_url,
          message:
            "Booking request sent. We'll send a confirmation SMS once the provider accepts your request.",
        };
      }),
    list: () =>
      deps.call('bookings.list', [], () => {
        const user = deps.requireUser('bookings.list');
        return bookings.filter((b) => b.user_id === user.id).map(toPublic);
      }),
    cancel: (bookingId: string) =>
      deps.call('bookings.cancel', [bookingId], () => {
        const user = deps.requireUser('bookings.cancel');
        const row = bookings.find((b) => b.booking_id === bookingId && b.user_id === user.id);
        if (!row) throw deps.err('bookings.cancel', 404, 'Booking not found.');
        if (!row.can_cancel)
          throw deps.err('bookings.cancel', 409, 'This booking can no longer be cancelled.');
        row.status = 'cancelled';
        row.can_cancel = false;
        row.cancelled_at = deps.now().toISOString();
        return toPublic(row);
      }),
    calendarUrl: (bookingId: string, code?: string) =>
      `/api/v1/bookings/${bookingId}/calendar.ics${code ? `?code=${encodeURIComponent(code)}` : ''}`,
  };

  return { providers: providersApi, bookings: bookingsApi, rows: { providers, bookings } };
}
