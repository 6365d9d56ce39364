/**
 * Spareshop routes of the fake backend (issue #10; spec §2 Marketplace list / Listing detail, §7 GET
 * /marketplace/listings): the list with every filter, sort and cursor paging, detail, images, selling
 * (create, edit, delete, photos), seller orders, the cart, orders with `Idempotency-Key`, payments (test
 * numbers ending 000001 decline, 000002 approve, others wait for `simulatePayment`) — the same rules and
 * messages as the API, in memory. Query and body validation use the contract's schemas.
 */
import {
  CartItemPut,
  CartMerge,
  type Cart,
  type Listing,
  ListingCreate,
  ListingQuery,
  ListingUpdate,
  MARKET_CURRENCIES,
  type Order,
  OrderCreate,
  SellerOrderUpdate,
  SimulatorDecision,
  toMajor,
} from '@gari/contract/marketplace';
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

const INVALID = 'The given data was invalid.';
const parse = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown): T => {
  const r = schema.safeParse(v);
  return r.success ? r.data : fail(422, INVALID, zodErrors(r.error.issues));
};
const m = (ctx: RouteContext): FakeMarketplace => ctx.s.db.marketplace;
const visible = (l: Listing) => l.status !== 'draft';
const sellerOfUser = (ctx: RouteContext, userId: number) => m(ctx).sellers.find((s) => s.user_id === userId);
const own = (ctx: RouteContext, id: number) => {
  const user = ctx.requireUser();
  const seller = sellerOfUser(ctx, user.id);
  return m(ctx).listings.find((l) => l.id === id && seller && l.seller.id === seller.id) ?? fail(404, 'Listing not found.');
};

/** GET /marketplace/listings filters, in memory (the API does this in SQL). */
function listListings(ctx: RouteContext) {
  const q = parse(ListingQuery, Object.fromEntries(ctx.query));
  let rows = m(ctx).listings.filter((l) => l.status === 'published');
  const terms = (q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const compact = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  rows = rows.filter((l) => {
    const doc = `${l.title} ${l.brand ?? ''} ${l.category} ${l.oem_numbers.join(' ')} ${l.oem_numbers.map(compact).join(' ')}`.toLowerCase();
    return terms.every((t) => doc.includes(/\d/.test(t) ? compact(t) : t) || doc.split(/\s+/).some((w) => w.startsWith(t.slice(0, 4))));
  });
  if (q.country) rows = rows.filter((l) => l.country === q.country);
  if (q.category) rows = rows.filter((l) => l.category === q.category);
  if (q.kind) rows = rows.filter((l) => l.kind === q.kind);
  if (q.min_price !== undefined) rows = rows.filter((l) => l.price >= (q.min_price ?? 0));
  if (q.max_price !== undefined) rows = rows.filter((l) => l.price <= (q.max_price ?? 0));
  const span = (l: Listing) => (l.year !== null ? [l.year, l.year] : [Math.min(...l.fitment.map((f) => f.year_from)), Math.max(...l.fitment.map((f) => f.year_to))]);
  if (q.year_from !== undefined) rows = rows.filter((l) => (span(l)[1] ?? 0) >= (q.year_from ?? 0));
  if (q.year_to !== undefined) rows = rows.filter((l) => (span(l)[0] ?? 9999) <= (q.year_to ?? 9999));
  if (q.brand?.length) rows = rows.filter((l) => q.brand?.some((b) => b.toLowerCase() === l.brand?.toLowerCase()));
  if (q.condition?.length) rows = rows.filter((l) => q.condition?.includes(l.condition));
  if (q.features?.length) rows = rows.filter((l) => q.features?.every((f) => l.features.includes(f)));
  let fitsCar: { make: string; model: string; year: number } | null = null;
  if (q.fits !== undefined) {
    const user = ctx.user ?? fail(401, 'Sign in to match parts to your car.');
    const car = ctx.s.db.vehicles.find((v) => v.id === q.fits && v.user_id === user.id) ?? fail(404, 'Vehicle not found.');
    fitsCar = { make: car.make, model: car.model, year: car.year };
    rows = rows.filter((l) => l.kind === 'part' && l.fitment.some((f) => f.make === car.make && (f.model === null || f.model === car.model) && car.year >= f.year_from && car.year <= f.year_to));
  }
  const key = (l: Listing) => (q.sort === 'newest' ? -Date.parse(l.created_at) : q.sort === 'price_high' ? -l.price_minor : q.sort === 'mileage_low' ? (l.mileage ?? 2147483647) : l.price_minor);
  rows.sort((a, b) => key(a) - key(b) || (q.sort === 'price_high' || q.sort === 'newest' ? b.id - a.id : a.id - b.id));
  const start = q.cursor ? Number(atob(q.cursor.replace(/-/g, '+').replace(/_/g, '/'))) : 0;
  if (!Number.isInteger(start) || start < 0) fail(422, INVALID, { cursor: ['The cursor is not valid for this list. Start again from the first page.'] });
  const page = rows.slice(start, start + q.limit).map((l) => ({ ...l, fits: fitsCar ? true : null }));
  const next = start + q.limit < rows.length ? btoa(String(start + q.limit)).replace(/=+$/, '') : null;
  return { data: page, meta: { total: rows.length, limit: q.limit, next_cursor: next } };
}

function cartOf(ctx: RouteContext, userId: number): Cart {
  const lines = m(ctx).carts.filter((c) => c.user_id === userId);
  const totals = new Map<string, { minor: number; exponent: number }>();
  const data = lines.flatMap((c) => {
    const listing = m(ctx).listings.find((l) => l.id === c.listing_id);
    if (!listing) return [];
    const available = listing.status === 'published' && listing.stock >= c.quantity;
    const line = listing.price_minor * c.quantity;
    if (available) {
      const t = totals.get(listing.currency) ?? { minor: 0, exponent: listing.currency_exponent };
      t.minor += line;
      totals.set(listing.currency, t);
    }
    return [{ listing_id: c.listing_id, quantity: c.quantity, line_total_minor: line, available, listing }];
  });
  return {
    data,
    meta: {
      count: data.reduce((n, l) => n + l.quantity, 0),
      totals: [...totals].map(([currency, t]) => ({ currency, amount_minor: t.minor, amount: toMajor(t.minor, t.exponent) })),
    },
  };
}

const buyerOrder = (ctx: RouteContext) => {
  const user = ctx.requireUser();
  return m(ctx).orders.find((o) => o.id === Number(ctx.params.id) && o.buyer_id === user.id) ?? fail(404, 'Order not found.');
};
const publicOrder = ({ buyer_id: _b, key: _k, ...o }: FakeOrderRow): Order => o;
/** Gives an order's units back and marks it `status`. */
function settle(ctx: RouteContext, order: FakeOrderRow, status: Order['status'], payment?: 'SUCCESSFUL' | 'FAILED') {
  if (['payment_failed', 'cancelled', 'expired'].includes(status))
    for (const item of order.items) {
      const l = m(ctx).listings.find((x) => x.id === item.listing_id);
      if (l) l.stock += item.quantity;
    }
  order.status = status;
  order.updated_at = ctx.s.now().toISOString();
  if (payment && order.payment?.status === 'PENDING') order.payment.status = payment;
}

/** Every spareshop route. */
export const marketplaceRoutes = [
  handle('GET', '/marketplace/listings', listListings),
  handle('GET', '/marketplace/listings/{id}', (ctx) => ({
    data: m(ctx).listings.find((l) => l.id === Number(ctx.params.id) && visible(l)) ?? fail(404, 'Listing not found.'),
  })),
  handle('GET', '/marketplace/images/{name}', ({ params }) => {
    const category = params.name?.split('-')[0] ?? 'engine';
    const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#0f172a"/><text x="200" y="160" fill="#f59e0b" font-size="28" text-anchor="middle">${category}</text></svg>`;
    return new Response(body, { headers: { 'content-type': 'image/svg+xml' } });
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
      seller = { id: ctx.s.nextId(), type: 'member', name: user.name, city: b.city, country: b.country, phone: null, whatsapp: null, user_id: user.id };
      m(ctx).sellers.push(seller);
    }
    const { currency, exponent } = MARKET_CURRENCIES[b.country];
    const { user_id: _u, ...pub } = seller;
    const at = ctx.s.now().toISOString();
    const fitment = b.fitment.map((f) => {
      const make = ctx.s.db.makes.find((x) => x.id === f.make_id) ?? fail(422, INVALID, { 'fitment.0.make_id': ['Unknown make.'] });
      const model = f.model_id ? ctx.s.db.models.find((x) => x.id === f.model_id) : undefined;
      return { make_id: make.id, make: make.name, model_id: model?.id ?? null, model: model?.name ?? null, year_from: f.year_from, year_to: f.year_to };
    });
    const listing: Listing = {
      id: ctx.s.nextId(), kind: b.kind, status: b.status, title: b.title, description: b.description, category: b.category,
      brand: b.brand ?? null, condition: b.condition, features: b.features, oem_numbers: b.oem_numbers, fitment,
      price: b.price, price_minor: Math.round(b.price * 10 ** exponent), currency, currency_exponent: exponent,
      country: b.country, city: b.city, location: b.city, image_url: null, images: [], featured: false,
      year: b.year ?? null, mileage: b.mileage ?? null, mileage_unit: 'km', fuel: b.fuel ?? null, transmission: b.transmission ?? null,
      make: null, model: null, stock: b.stock, seller: pub, seller_name: pub.name, contact_whatsapp: b.contact_whatsapp ?? null,
      buy_url: b.buy_url ?? null, fits: null, created_at: at, updated_at: at,
    };
    m(ctx).listings.push(listing);
    return reply(201, { data: listing });
  }),
  handle('PATCH', '/marketplace/listings/{id}', (ctx) => {
    const listing = own(ctx, Number(ctx.params.id));
    const b = parse(ListingUpdate, ctx.body);
    const { fitment: _f, price, ...rest } = b;
    Object.assign(listing, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
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
    if (!file.type.startsWith('image/')) return fail(422, INVALID, { photo: ['The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).'] });
    if (listing.images.length >= 6) return fail(422, INVALID, { photo: ['A listing may have at most 6 photos.'] });
    const url = `/api/v1/marketplace/images/${listing.category}-${listing.images.length % 6}.svg`;
    listing.images.push({ id: ctx.s.nextId(), position: listing.images.length, url, medium_url: url, thumb_url: url });
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
  handle('GET', '/marketplace/orders', (ctx) => {
    const seller = sellerOfUser(ctx, ctx.requireUser().id);
    return { data: m(ctx).orders.filter((o) => seller && o.seller.id === seller.id).map(publicOrder) };
  }),
  handle('POST', '/marketplace/orders/{id}/status', (ctx) => {
    const seller = sellerOfUser(ctx, ctx.requireUser().id);
    const order = m(ctx).orders.find((o) => o.id === Number(ctx.params.id) && seller && o.seller.id === seller.id) ?? fail(404, 'Order not found.');
    const { status } = parse(SellerOrderUpdate, ctx.body);
    const from = { confirmed: ['paid'], completed: ['confirmed', 'paid'], cancelled: ['pending_payment', 'paid', 'confirmed'] }[status];
    if (!from.includes(order.status)) fail(409, `An order that is ${order.status.replace('_', ' ')} cannot become ${status}.`);
    settle(ctx, order, status, status === 'completed' ? 'SUCCESSFUL' : status === 'cancelled' ? 'FAILED' : undefined);
    return { data: publicOrder(order) };
  }),
  handle('GET', '/cart/items', (ctx) => cartOf(ctx, ctx.requireUser().id)),
  handle('PUT', '/cart/items/{listing_id}', (ctx) => {
    const user = ctx.requireUser();
    const id = Number(ctx.params.listing_id);
    const { quantity } = parse(CartItemPut, ctx.body);
    const listing = m(ctx).listings.find((l) => l.id === id && l.status === 'published') ?? fail(404, 'Listing not found.');
    if (quantity > listing.stock) fail(422, INVALID, { quantity: [listing.stock === 0 ? 'This item is sold out.' : `Only ${listing.stock} left in stock.`] });
    const line = m(ctx).carts.find((c) => c.user_id === user.id && c.listing_id === id);
    if (line) line.quantity = quantity;
    else m(ctx).carts.unshift({ user_id: user.id, listing_id: id, quantity });
    return cartOf(ctx, user.id);
  }),
  handle('DELETE', '/cart/items/{listing_id}', (ctx) => {
    const user = ctx.requireUser();
    m(ctx).carts = m(ctx).carts.filter((c) => !(c.user_id === user.id && c.listing_id === Number(ctx.params.listing_id)));
    return cartOf(ctx, user.id);
  }),
  handle('POST', '/cart/merge', (ctx) => {
    const user = ctx.requireUser();
    for (const item of parse(CartMerge, ctx.body).items) {
      const listing = m(ctx).listings.find((l) => l.id === item.listing_id && l.status === 'published' && l.stock > 0);
      if (!listing) continue;
      const line = m(ctx).carts.find((c) => c.user_id === user.id && c.listing_id === item.listing_id);
      if (line) line.quantity = Math.min(line.quantity + item.quantity, listing.stock, 99);
      else m(ctx).carts.unshift({ user_id: user.id, listing_id: item.listing_id, quantity: Math.min(item.quantity, listing.stock) });
    }
    return cartOf(ctx, user.id);
  }),
  handle('POST', '/orders', (ctx) => {
    const user = ctx.requireUser();
    const key = ctx.request.headers.get('idempotency-key');
    const again = key ? m(ctx).orders.find((o) => o.buyer_id === user.id && o.key === key) : undefined;
    if (again) return { data: publicOrder(again) };
    const b = parse(OrderCreate, ctx.body);
    const lines = b.items.map((item, i) => {
      const l = m(ctx).listings.find((x) => x.id === item.listing_id && x.status === 'published');
      return l ? { l, quantity: item.quantity } : fail(422, INVALID, { [`items.${i}.listing_id`]: ['This item is no longer for sale.'] });
    });
    const first = lines[0]?.l ?? fail(422, INVALID, { items: ['Choose at least one item.'] });
    if (lines.some((x) => x.l.seller.id !== first.seller.id)) fail(422, INVALID, { items: ['Order from one seller at a time.'] });
    for (const x of lines) if (x.l.stock < x.quantity) fail(409, `Not enough stock left of "${x.l.title}".`);
    for (const x of lines) x.l.stock -= x.quantity;
    const total = lines.reduce((n, x) => n + x.l.price_minor * x.quantity, 0);
    const at = ctx.s.now();
    const cash = b.payment_method === 'cash';
    const reference = `00000000-0000-4000-8000-${String(ctx.s.nextId()).padStart(12, '0')}`;
    const status = cash ? 'PENDING' : b.phone.endsWith('000001') ? 'FAILED' : b.phone.endsWith('000002') ? 'SUCCESSFUL' : 'PENDING';
    const order: FakeOrderRow = {
      id: ctx.s.nextId(), buyer_id: user.id, key, status: cash ? 'confirmed' : 'pending_payment', payment_method: b.payment_method,
      items: lines.map((x) => ({ listing_id: x.l.id, title: x.l.title, image_url: x.l.images[0]?.thumb_url ?? null, quantity: x.quantity, unit_price_minor: x.l.price_minor, line_total_minor: x.l.price_minor * x.quantity })),
      total_minor: total, total: toMajor(total, first.currency_exponent), currency: first.currency, currency_exponent: first.currency_exponent,
      seller: first.seller, buyer_name: b.full_name, phone: b.phone, delivery_address: b.delivery_address, delivery_city: b.delivery_city ?? null, note: b.note ?? null,
      payment: { id: ctx.s.nextId(), provider: cash ? 'cash' : 'simulator', method: b.payment_method, reference, status: 'PENDING', msisdn: b.phone, amount_minor: total, currency: first.currency, reason: null, simulator_url: cash ? null : `/api/v1/payments/simulator/${reference}`, created_at: at.toISOString() },
      expires_at: cash ? null : new Date(at.getTime() + 15 * 60_000).toISOString(), created_at: at.toISOString(), updated_at: at.toISOString(),
    };
    m(ctx).orders.unshift(order);
    if (status === 'SUCCESSFUL') settle(ctx, order, 'paid', 'SUCCESSFUL');
    if (status === 'FAILED') settle(ctx, order, 'payment_failed', 'FAILED');
    m(ctx).carts = m(ctx).carts.filter((c) => !(c.user_id === user.id && lines.some((x) => x.l.id === c.listing_id)));
    return reply(201, { data: publicOrder(order) });
  }),
  handle('GET', '/orders', (ctx) => {
    const user = ctx.requireUser();
    return { data: m(ctx).orders.filter((o) => o.buyer_id === user.id).map(publicOrder) };
  }),
  handle('GET', '/orders/{id}', (ctx) => {
    const order = buyerOrder(ctx);
    if (order.status === 'pending_payment' && order.expires_at && Date.parse(order.expires_at) <= ctx.s.now().getTime())
      settle(ctx, order, 'expired', 'FAILED');
    return { data: publicOrder(order) };
  }),
  handle('POST', '/orders/{id}/pay', (ctx) => {
    const order = buyerOrder(ctx);
    if (order.payment_method === 'cash' || !['pending_payment', 'payment_failed'].includes(order.status)) fail(409, 'This order is not waiting for a payment.');
    if (order.status === 'payment_failed')
      for (const item of order.items) {
        const l = m(ctx).listings.find((x) => x.id === item.listing_id);
        if (!l || l.stock < item.quantity) fail(409, `Not enough stock left of "${item.title}".`);
        l.stock -= item.quantity;
      }
    const at = ctx.s.now();
    order.status = 'pending_payment';
    order.expires_at = new Date(at.getTime() + 15 * 60_000).toISOString();
    if (order.payment) order.payment = { ...order.payment, id: ctx.s.nextId(), status: 'PENDING', reason: null, created_at: at.toISOString() };
    return { data: publicOrder(order) };
  }),
  handle('POST', '/orders/{id}/cancel', (ctx) => {
    const order = buyerOrder(ctx);
    if (!['pending_payment', 'payment_failed', 'confirmed'].includes(order.status)) fail(409, `An order that is ${order.status.replace('_', ' ')} cannot become cancelled.`);
    settle(ctx, order, 'cancelled', 'FAILED');
    return { data: publicOrder(order) };
  }),
  handle('POST', '/payments/{provider}/callback', (ctx) => {
    const ref = (ctx.body as { externalId?: string } | undefined)?.externalId;
    const order = m(ctx).orders.find((o) => o.payment?.reference === ref) ?? fail(404, 'Payment not found.');
    return { status: order.payment?.status ?? null };
  }),
  handle('POST', '/payments/simulator/{reference}', (ctx) => {
    const order = m(ctx).orders.find((o) => o.payment?.reference === ctx.params.reference) ?? fail(404, 'Payment not found.');
    if (order.payment?.status !== 'PENDING') fail(409, 'This payment is already settled.');
    const { decision } = parse(SimulatorDecision, ctx.body);
    if (decision === 'approve') settle(ctx, order, 'paid', 'SUCCESSFUL');
    else settle(ctx, order, 'payment_failed', 'FAILED');
    return { status: order.payment?.status ?? null };
  }),
];
