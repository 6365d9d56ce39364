/**
 * Spareshop routes of the fake backend (issue #10; spec §2 Marketplace list / Listing detail, §7 GET
 * /marketplace/listings): the list with every filter, sort and cursor paging, detail, images, selling
 * (create, edit, delete, photos); cart, orders and payments live in `./marketplaceOrders` (test
 * numbers ending 000001 decline, 000002 approve, others wait for `simulatePayment`) — the same rules and
 * messages as the API, in memory. Query and body validation use the contract's schemas.
 */
import {
  type Listing,
  ListingCreate,
  ListingQuery,
  ListingUpdate,
  MARKET_CURRENCIES,
  type Order,
  PhotoOrder,
} from '@gari/contract/marketplace';
import { listingImageSvg } from '../fixtures/imageFiles';
import type { FakeSeller } from '../fixtures/marketplace';
import { fail, handle, type RouteContext, reply } from './handle';
import { zodErrors } from './validation';

/** A stored order with its buyer and idempotency key. */
export interface FakeOrderRow extends Order {
  buyer_id: number;
  key: string | null;
}
/** The spareshop tables of a scenario. */
export interface FakeMarketplace {
  listings: Listing[];
  sellers: FakeSeller[];
  carts: { user_id: number; listing_id: number; quantity: number }[];
  orders: FakeOrderRow[];
}

export const INVALID = 'The given data was invalid.';

/** True when a fitment row of `listing` covers the car's make, model (or every model) and year. */
export const partFits = (
  listing: Pick<Listing, 'fitment'>,
  car: { make: string; model: string; year: number },
) =>
  listing.fitment.some(
    (f) =>
      f.make === car.make &&
      (f.model === null || f.model === car.model) &&
      car.year >= f.year_from &&
      car.year <= f.year_to,
  );
export const parse = <T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  v: unknown,
): T => {
  const r = schema.safeParse(v);
  return r.success ? r.data : fail(422, INVALID, zodErrors(r.error.issues));
};
export const m = (ctx: RouteContext): FakeMarketplace => ctx.s.db.marketplace;
const visible = (l: Listing) => l.status !== 'draft';
export const sellerOfUser = (ctx: RouteContext, userId: number) =>
  m(ctx).sellers.find((s) => s.user_id === userId);
const own = (ctx: RouteContext, id: number) => {
  const user = ctx.requireUser();
  const seller = sellerOfUser(ctx, user.id);
  return (
    m(ctx).listings.find((l) => l.id === id && seller && l.seller.id === seller.id) ??
    fail(404, 'Listing not found.')
  );
};

/** GET /marketplace/listings filters, in memory (the API does this in SQL). */
function listListings(ctx: RouteContext) {
  const q = parse(ListingQuery, Object.fromEntries(ctx.query));
  let rows = m(ctx).listings.filter((l) => l.status === 'published');
  const terms = (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  rows = rows.filter((l) => {
    const doc =
      `${l.title} ${l.brand ?? ''} ${l.category} ${l.oem_numbers.join(' ')} ${l.oem_numbers.map(compact).join(' ')}`.toLowerCase();
    return terms.every((t) =>
      /\d/.test(t)
        ? doc.includes(compact(t))
        : doc.includes(t) || doc.split(/\s+/).some((w) => w.startsWith(t.slice(0, 4))),
    );
  });
  if (q.country) rows = rows.filter((l) => l.country === q.country);
  if (q.category) rows = rows.filter((l) => l.category === q.category);
  // A gas station's products are listed only when asked for (`kind=station_product`), as in the API.
  rows = rows.filter((l) => (q.kind ? l.kind === q.kind : l.kind !== 'station_product'));
  if (q.min_price !== undefined) rows = rows.filter((l) => l.price >= (q.min_price ?? 0));
  if (q.max_price !== undefined) rows = rows.filter((l) => l.price <= (q.max_price ?? 0));
  const span = (l: Listing) =>
    l.year !== null
      ? [l.year, l.year]
      : [Math.min(...l.fitment.map((f) => f.year_from)), Math.max(...l.fitment.map((f) => f.year_to))];
  if (q.year_from !== undefined) rows = rows.filter((l) => (span(l)[1] ?? 0) >= (q.year_from ?? 0));
  if (q.year_to !== undefined) rows = rows.filter((l) => (span(l)[0] ?? 9999) <= (q.year_to ?? 9999));
  if (q.brand?.length)
    rows = rows.filter((l) => q.brand?.some((b) => b.toLowerCase() === l.brand?.toLowerCase()));
  if (q.condition?.length) rows = rows.filter((l) => q.condition?.includes(l.condition));
  if (q.features?.length) rows = rows.filter((l) => q.features?.every((f) => l.features.includes(f)));
  let fitsCar: { make: string; model: string; year: number } | null = null;
  if (q.fits !== undefined) {
    const user = ctx.user ?? fail(401, 'Sign in to match parts to your car.');
    const car =
      ctx.s.db.vehicles.find((v) => v.id === q.fits && v.user_id === user.id) ??
      fail(404, 'Vehicle not found.');
    fitsCar = { make: car.make, model: car.model, year: car.year };
    rows = rows.filter((l) => l.kind === 'part' && partFits(l, car));
  }
  const key = (l: Listing) =>
    q.sort === 'newest'
      ? -Date.parse(l.created_at)
      : q.sort === 'price_high'
        ? -l.price_minor
        : q.sort === 'mileage_low'
          ? (l.mileage ?? 2147483647)
          : l.price_minor;
  rows.sort(
    (a, b) => key(a) - key(b) || (q.sort === 'price_high' || q.sort === 'newest' ? b.id - a.id : a.id - b.id),
  );
  const start = q.cursor ? Number(atob(q.cursor.replace(/-/g, '+').replace(/_/g, '/'))) : 0;
  if (!Number.isInteger(start) || start < 0)
    fail(422, INVALID, {
      cursor: ['The cursor is not valid for this list. Start again from the first page.'],
    });
  const page = rows.slice(start, start + q.limit).map((l) => ({ ...l, fits: fitsCar ? true : null }));
  const next = start + q.limit < rows.length ? btoa(String(start + q.limit)).replace(/=+$/, '') : null;
  return { data: page, meta: { total: rows.length, limit: q.limit, next_cursor: next } };
}

export const marketplaceRoutes = [
  handle('GET', '/marketplace/listings', listListings),
  handle('GET', '/marketplace/listings/{id}', (ctx) => ({
    data:
      m(ctx).listings.find((l) => l.id === Number(ctx.params.id) && visible(l)) ??
      fail(404, 'Listing not found.'),
  })),
  handle('GET', '/marketplace/images/{name}', ({ params }) => {
    return new Response(listingImageSvg(params.name ?? ''), { headers: { 'content-type': 'image/svg+xml' } });
  }),
  handle('GET', '/marketplace/mine', (ctx) => {
    const seller = sellerOfUser(ctx, ctx.requireUser().id);
    return { data: seller ? m(ctx).listings.filter((l) => l.seller.id === seller.id) : [] };
  }),
  handle('POST', '/marketplace/listings', (ctx) => {
    const user = ctx.requireUser();
    const b = parse(ListingCreate, ctx.body);
    let seller = sellerOfUser(ctx, user.id);
    if (!seller) {
      seller = {
        id: ctx.s.nextId(),
        type: 'member',
        name: user.name,
        city: b.city,
        country: b.country,
        phone: null,
        whatsapp: null,
        user_id: user.id,
      };
      m(ctx).sellers.push(seller);
    }
    const { currency, exponent } = MARKET_CURRENCIES[b.country];
    const { user_id: _u, ...pub } = seller;
    const at = ctx.s.now().toISOString();
    const fitment = b.fitment.map((f) => {
      const make =
        ctx.s.db.makes.find((x) => x.id === f.make_id) ??
        fail(422, INVALID, { 'fitment.0.make_id': ['Unknown make.'] });
      const model = f.model_id ? ctx.s.db.models.find((x) => x.id === f.model_id) : undefined;
      return {
        make_id: make.id,
        make: make.name,
        model_id: model?.id ?? null,
        model: model?.name ?? null,
        year_from: f.year_from,
        year_to: f.year_to,
      };
    });
    const listing: Listing = {
      id: ctx.s.nextId(),
      kind: b.kind,
      status: b.status,
      title: b.title,
      description: b.description,
      category: b.category,
      brand: b.brand ?? null,
      condition: b.condition,
      features: b.features,
      oem_numbers: b.oem_numbers,
      fitment,
      price: b.price,
      price_minor: Math.round(b.price * 10 ** exponent),
      currency,
      currency_exponent: exponent,
      country: b.country,
      city: b.city,
      location: b.city,
      image_url: null,
      images: [],
      featured: false,
      year: b.year ?? null,
      mileage: b.mileage ?? null,
      mileage_unit: 'km',
      fuel: b.fuel ?? null,
      transmission: b.transmission ?? null,
      make_id: b.make_id ?? null,
      model_id: b.model_id ?? null,
      make: ctx.s.db.makes.find((x) => x.id === b.make_id)?.name ?? null,
      model: ctx.s.db.models.find((x) => x.id === b.model_id)?.name ?? null,
      stock: b.stock,
      seller: pub,
      seller_name: pub.name,
      contact_whatsapp: b.contact_whatsapp ?? null,
      station_id: null,
      buy_url: b.buy_url || null,
      fits: null,
      created_at: at,
      updated_at: at,
    };
    m(ctx).listings.push(listing);
    return reply(201, { data: listing });
  }),
  handle('PATCH', '/marketplace/listings/{id}', (ctx) => {
    const listing = own(ctx, Number(ctx.params.id));
    const b = parse(ListingUpdate, ctx.body);
    const { fitment: _f, price, ...rest } = b;
    Object.assign(listing, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
    if (rest.buy_url !== undefined) listing.buy_url = rest.buy_url || null;
    if (price !== undefined) {
      listing.price = price;
      listing.price_minor = Math.round(price * 10 ** listing.currency_exponent);
    }
    listing.updated_at = ctx.s.now().toISOString();
    return { data: listing };
  }),
  handle('DELETE', '/marketplace/listings/{id}', (ctx) => {
    const listing = own(ctx, Number(ctx.params.id));
    m(ctx).listings = m(ctx).listings.filter((l) => l !== listing);
    return reply(204);
  }),
  handle('POST', '/marketplace/listings/{id}/photos', async (ctx) => {
    const listing = own(ctx, Number(ctx.params.id));
    const form = await ctx.request.formData().catch(() => null);
    const file = form?.get('photo');
    if (!(file instanceof Blob)) return fail(422, INVALID, { photo: ['The photo field is required.'] });
    if (!file.type.startsWith('image/'))
      return fail(422, INVALID, {
        photo: ['The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).'],
      });
    if (listing.images.length >= 6)
      return fail(422, INVALID, { photo: ['A listing may have at most 6 photos.'] });
    const url = `/api/v1/marketplace/images/${listing.category}-${listing.images.length % 6}.svg`;
    listing.images.push({
      id: ctx.s.nextId(),
      position: listing.images.length,
      url,
      medium_url: url,
      thumb_url: url,
    });
    listing.image_url = listing.images[0]?.medium_url ?? null;
    return reply(201, { data: listing });
  }),
  handle('DELETE', '/marketplace/listings/{id}/photos/{photo_id}', (ctx) => {
    const listing = own(ctx, Number(ctx.params.id));
    const before = listing.images.length;
    listing.images = listing.images.filter((i) => i.id !== Number(ctx.params.photo_id));
    if (listing.images.length === before) fail(404, 'Photo not found.');
    listing.image_url = listing.images[0]?.medium_url ?? null;
    return { data: listing };
  }),
  handle('PUT', '/marketplace/listings/{id}/photos/order', (ctx) => {
    const listing = own(ctx, Number(ctx.params.id));
    const { image_ids: ids } = parse(PhotoOrder, ctx.body);
    const known = new Set(listing.images.map((i) => i.id));
    if (ids.length !== known.size || ids.some((i) => !known.has(i)))
      fail(422, INVALID, { image_ids: ['Send every photo of the listing, each once.'] });
    listing.images = ids.map((id, position) => ({
      ...(listing.images.find((i) => i.id === id) as Listing['images'][number]),
      position,
    }));
    listing.image_url = listing.images[0]?.medium_url ?? null;
    return { data: listing };
  }),
];
