/**
 * Cart, order and payment routes of the fake spareshop (issue #10): the member cart (quantities bounded
 * by stock, the visitor cart merged at sign-in), orders with `Idempotency-Key`, the buyer's orders,
 * retry and cancel, payment callbacks and the simulator (test numbers ending 000001 decline, 000002
 * approve, others wait for `simulatePayment`). The seller side lives in `./marketplace`.
 */

import { notAvailableMessage, productOfListingTitle } from '@gari/contract/gasOptions';
import {
  type Cart,
  CartItemPut,
  CartMerge,
  type Order,
  OrderCreate,
  SellerOrderUpdate,
  SimulatorDecision,
  toMajor,
} from '@gari/contract/marketplace';
import {
  CHOOSE_CAR_MESSAGE,
  canLogOrder,
  defaultOrderCar,
  NO_CAR_MESSAGE,
  ORDER_ALREADY_LOGGED,
  ORDER_EXPENSE_CATEGORY,
  OrderExpenseCreate,
  orderExpenseNote,
} from '@gari/contract/orderExpense';
import { fail, handle, type RouteContext, reply } from './handle';
import { type FakeOrderRow, INVALID, m, parse, partFits, sellerOfUser } from './marketplace';

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
      totals: [...totals].map(([currency, t]) => ({
        currency,
        amount_minor: t.minor,
        amount: toMajor(t.minor, t.exponent),
      })),
    },
  };
}

const buyerOrder = (ctx: RouteContext) => {
  const user = ctx.requireUser();
  return (
    m(ctx).orders.find((o) => o.id === Number(ctx.params.id) && o.buyer_id === user.id) ??
    fail(404, 'Order not found.')
  );
};
export const publicOrder = ({ buyer_id: _b, key: _k, ...o }: FakeOrderRow): Order => o;
/**
 * The buyer's view of an order (issue #13): also the buyer's cars that a part of it fits
 * (`fits_vehicle_ids`, from the listings' fitment).
 */
const buyerView = (ctx: RouteContext, o: FakeOrderRow): Order => {
  const parts = o.items.flatMap((i) => m(ctx).listings.filter((l) => l.id === i.listing_id));
  const fits = ctx.s.db.vehicles
    .filter((v) => v.user_id === o.buyer_id && parts.some((l) => partFits(l, v)))
    .map((v) => v.id);
  return { ...publicOrder(o), fits_vehicle_ids: fits };
};

/**
 * POST /orders/{id}/expense (issue #13): a paid/confirmed/completed order of the member's, logged once
 * as a `parts` expense of its total on `vehicle_id` (default: the only car a part fits, else the only
 * car; 422 naming `vehicle_id` otherwise); 409 naming `order_id` or `status`.
 */
function logOrderExpense(ctx: RouteContext) {
  const order = buyerOrder(ctx);
  const input = parse(OrderExpenseCreate, ctx.body) ?? {};
  if (order.expense) return fail(409, ORDER_ALREADY_LOGGED, { order_id: [ORDER_ALREADY_LOGGED] });
  if (!canLogOrder(order)) {
    const message = `Only paid orders can be logged as an expense; this one is ${order.status}.`;
    return fail(409, message, { status: [message] });
  }
  const cars = ctx.s.db.vehicles.filter((v) => v.user_id === order.buyer_id).map((v) => v.id);
  const vehicleId =
    input.vehicle_id ?? defaultOrderCar(cars, buyerView(ctx, order).fits_vehicle_ids) ?? undefined;
  if (vehicleId === undefined || !cars.includes(vehicleId)) {
    const message = cars.length === 0 ? NO_CAR_MESSAGE : CHOOSE_CAR_MESSAGE;
    return fail(422, message, { vehicle_id: [message] });
  }
  const expense = {
    id: ctx.s.nextId(),
    vehicle_id: vehicleId,
    date: input.date ?? order.created_at.slice(0, 10),
    category: ORDER_EXPENSE_CATEGORY,
    amount: order.total,
    currency: order.currency,
    note: input.note ?? orderExpenseNote(order),
  };
  ctx.s.db.expenses.push(expense);
  order.expense = { id: expense.id, vehicle_id: vehicleId };
  return reply(201, { data: { expense } });
}
/** Gives an order's units back and marks it `status`. */
export function settle(
  ctx: RouteContext,
  order: FakeOrderRow,
  status: Order['status'],
  payment?: 'SUCCESSFUL' | 'FAILED',
) {
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

/** Cart, order and payment routes. */
export const marketplaceOrderRoutes = [
  handle('GET', '/marketplace/orders', (ctx) => {
    const seller = sellerOfUser(ctx, ctx.requireUser().id);
    return {
      data: m(ctx)
        .orders.filter((o) => seller && o.seller.id === seller.id)
        .map(publicOrder),
    };
  }),
  handle('POST', '/marketplace/orders/{id}/status', (ctx) => {
    const seller = sellerOfUser(ctx, ctx.requireUser().id);
    const order =
      m(ctx).orders.find((o) => o.id === Number(ctx.params.id) && seller && o.seller.id === seller.id) ??
      fail(404, 'Order not found.');
    const { status } = parse(SellerOrderUpdate, ctx.body);
    const from = {
      confirmed: ['paid'],
      completed: ['confirmed', 'paid'],
      cancelled: ['pending_payment', 'paid', 'confirmed'],
    }[status];
    if (!from.includes(order.status))
      fail(409, `An order that is ${order.status.replace('_', ' ')} cannot become ${status}.`);
    settle(
      ctx,
      order,
      status,
      status === 'completed' ? 'SUCCESSFUL' : status === 'cancelled' ? 'FAILED' : undefined,
    );
    return { data: publicOrder(order) };
  }),
  handle('GET', '/cart/items', (ctx) => cartOf(ctx, ctx.requireUser().id)),
  handle('PUT', '/cart/items/{listing_id}', (ctx) => {
    const user = ctx.requireUser();
    const id = Number(ctx.params.listing_id);
    const { quantity } = parse(CartItemPut, ctx.body);
    const found = m(ctx).listings.find((l) => l.id === id);
    if (found?.kind === 'station_product' && found.status !== 'published') {
      const message = notAvailableMessage(productOfListingTitle(found.title));
      fail(409, message, { listing_id: [message] });
    }
    const listing = found?.status === 'published' ? found : fail(404, 'Listing not found.');
    if (quantity > listing.stock)
      fail(422, INVALID, {
        quantity: [listing.stock === 0 ? 'This item is sold out.' : `Only ${listing.stock} left in stock.`],
      });
    const line = m(ctx).carts.find((c) => c.user_id === user.id && c.listing_id === id);
    if (line) line.quantity = quantity;
    else m(ctx).carts.unshift({ user_id: user.id, listing_id: id, quantity });
    return cartOf(ctx, user.id);
  }),
  handle('DELETE', '/cart/items/{listing_id}', (ctx) => {
    const user = ctx.requireUser();
    m(ctx).carts = m(ctx).carts.filter(
      (c) => !(c.user_id === user.id && c.listing_id === Number(ctx.params.listing_id)),
    );
    return cartOf(ctx, user.id);
  }),
  handle('POST', '/cart/merge', (ctx) => {
    const user = ctx.requireUser();
    for (const item of parse(CartMerge, ctx.body).items) {
      const listing = m(ctx).listings.find(
        (l) => l.id === item.listing_id && l.status === 'published' && l.stock > 0,
      );
      if (!listing) continue;
      const line = m(ctx).carts.find((c) => c.user_id === user.id && c.listing_id === item.listing_id);
      if (line) line.quantity = Math.min(line.quantity + item.quantity, listing.stock, 99);
      else
        m(ctx).carts.unshift({
          user_id: user.id,
          listing_id: item.listing_id,
          quantity: Math.min(item.quantity, listing.stock),
        });
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
      return l
        ? { l, quantity: item.quantity }
        : fail(422, INVALID, { [`items.${i}.listing_id`]: ['This item is no longer for sale.'] });
    });
    const first = lines[0]?.l ?? fail(422, INVALID, { items: ['Choose at least one item.'] });
    if (lines.some((x) => x.l.seller.id !== first.seller.id))
      fail(422, INVALID, { items: ['Order from one seller at a time.'] });
    for (const x of lines) if (x.l.stock < x.quantity) fail(409, `Not enough stock left of "${x.l.title}".`);
    for (const x of lines) x.l.stock -= x.quantity;
    const total = lines.reduce((n, x) => n + x.l.price_minor * x.quantity, 0);
    const at = ctx.s.now();
    const cash = b.payment_method === 'cash';
    const reference = `00000000-0000-4000-8000-${String(ctx.s.nextId()).padStart(12, '0')}`;
    const status = cash
      ? 'PENDING'
      : b.phone.endsWith('000001')
        ? 'FAILED'
        : b.phone.endsWith('000002')
          ? 'SUCCESSFUL'
          : 'PENDING';
    const order: FakeOrderRow = {
      id: ctx.s.nextId(),
      buyer_id: user.id,
      key,
      status: cash ? 'confirmed' : 'pending_payment',
      payment_method: b.payment_method,
      items: lines.map((x) => ({
        listing_id: x.l.id,
        title: x.l.title,
        image_url: x.l.images[0]?.thumb_url ?? null,
        quantity: x.quantity,
        unit_price_minor: x.l.price_minor,
        line_total_minor: x.l.price_minor * x.quantity,
      })),
      total_minor: total,
      total: toMajor(total, first.currency_exponent),
      currency: first.currency,
      currency_exponent: first.currency_exponent,
      seller: first.seller,
      buyer_name: b.full_name,
      phone: b.phone,
      delivery_address: b.delivery_address,
      delivery_city: b.delivery_city ?? null,
      note: b.note ?? null,
      payment: {
        id: ctx.s.nextId(),
        provider: cash ? 'cash' : 'simulator',
        method: b.payment_method,
        reference,
        status: 'PENDING',
        msisdn: b.phone,
        amount_minor: total,
        currency: first.currency,
        reason: null,
        simulator_url: cash ? null : `/api/v1/payments/simulator/${reference}/decision`,
        created_at: at.toISOString(),
      },
      expires_at: cash ? null : new Date(at.getTime() + 15 * 60_000).toISOString(),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      expense: null,
      fits_vehicle_ids: [],
    };
    m(ctx).orders.unshift(order);
    if (status === 'SUCCESSFUL') settle(ctx, order, 'paid', 'SUCCESSFUL');
    if (status === 'FAILED') settle(ctx, order, 'payment_failed', 'FAILED');
    m(ctx).carts = m(ctx).carts.filter(
      (c) => !(c.user_id === user.id && lines.some((x) => x.l.id === c.listing_id)),
    );
    return reply(201, { data: publicOrder(order) });
  }),
  handle('GET', '/orders', (ctx) => {
    const user = ctx.requireUser();
    return {
      data: m(ctx)
        .orders.filter((o) => o.buyer_id === user.id)
        .map((o) => buyerView(ctx, o)),
    };
  }),
  handle('GET', '/orders/{id}', (ctx) => {
    const order = buyerOrder(ctx);
    if (
      order.status === 'pending_payment' &&
      order.expires_at &&
      Date.parse(order.expires_at) <= ctx.s.now().getTime()
    )
      settle(ctx, order, 'expired', 'FAILED');
    return { data: buyerView(ctx, order) };
  }),
  handle('POST', '/orders/{id}/expense', logOrderExpense),
  handle('POST', '/orders/{id}/pay', (ctx) => {
    const order = buyerOrder(ctx);
    if (order.payment_method === 'cash' || !['pending_payment', 'payment_failed'].includes(order.status))
      fail(409, 'This order is not waiting for a payment.');
    if (order.status === 'payment_failed')
      for (const item of order.items) {
        const l = m(ctx).listings.find((x) => x.id === item.listing_id);
        if (!l || l.stock < item.quantity) fail(409, `Not enough stock left of "${item.title}".`);
        l.stock -= item.quantity;
      }
    const at = ctx.s.now();
    order.status = 'pending_payment';
    order.expires_at = new Date(at.getTime() + 15 * 60_000).toISOString();
    if (order.payment)
      order.payment = {
        ...order.payment,
        id: ctx.s.nextId(),
        status: 'PENDING',
        reason: null,
        created_at: at.toISOString(),
      };
    return { data: publicOrder(order) };
  }),
  handle('POST', '/orders/{id}/cancel', (ctx) => {
    const order = buyerOrder(ctx);
    if (!['pending_payment', 'payment_failed', 'confirmed'].includes(order.status))
      fail(409, `An order that is ${order.status.replace('_', ' ')} cannot become cancelled.`);
    settle(ctx, order, 'cancelled', 'FAILED');
    return { data: publicOrder(order) };
  }),
  handle('POST', '/payments/{provider}/callback', (ctx) => {
    const ref = (ctx.body as { externalId?: string } | undefined)?.externalId;
    const order = m(ctx).orders.find((o) => o.payment?.reference === ref) ?? fail(404, 'Payment not found.');
    return { status: order.payment?.status ?? null };
  }),
  handle('POST', '/payments/simulator/{reference}/decision', (ctx) => {
    const order =
      m(ctx).orders.find((o) => o.payment?.reference === ctx.params.reference) ??
      fail(404, 'Payment not found.');
    if (order.payment?.status !== 'PENDING') fail(409, 'This payment is already settled.');
    const { decision } = parse(SimulatorDecision, ctx.body);
    if (decision === 'approve') settle(ctx, order, 'paid', 'SUCCESSFUL');
    else settle(ctx, order, 'payment_failed', 'FAILED');
    return { status: order.payment?.status ?? null };
  }),
];
