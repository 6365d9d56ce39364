/**
 * Orders and their payments (issue #10 "Orders", "Order states as data"): placing an order reserves the
 * stock in the same transaction (a conditional `UPDATE … WHERE stock >= n`, so the last unit goes to one
 * order and the rest get 409), idempotent per `Idempotency-Key`; mobile-money orders wait in
 * `pending_payment` for 15 minutes and give the stock back when the payment fails or times out;
 * payment results are applied once (the same callback twice changes nothing).
 * States: pending_payment → paid → confirmed → completed; payment_failed; cancelled; expired.
 */
import { randomUUID } from 'node:crypto';
import { notAvailableMessage, productOfListingTitle } from '@gari/contract/gasOptions';
import {
  MOMO_MIN_RWF,
  type Order,
  type OrderCreate,
  PAYMENT_TIMEOUT_MINUTES,
} from '@gari/contract/marketplace';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { normalizePhone, PHONE_MESSAGE } from '../bookings/phone';
import type { Db, Tx } from '../db/client';
import { ownedRow } from '../db/owned';
import { cartItems, listings, orderItems, orders, payments, sellers, type users } from '../db/schema';
import { HttpError, invalid, notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../partner/sms';
import {
  expireOrders,
  latestPayment,
  notify,
  type OrderRow,
  orderView,
  type PaymentRow,
  releaseStock,
  reserveStock,
} from './orderView';
import type { PaymentProvider, PaymentProviders, PaymentState } from './payments';

export { expireOrders, orderView };

type User = typeof users.$inferSelect;

/** Message of an unknown order (or another member's): 404. */
export const ORDER_NOT_FOUND = 'Order not found.';

/** What the order calls need besides the database. */
export interface OrderDeps {
  db: Db;
  providers: PaymentProviders;
  mailer: Mailer;
  /** SMS notices (see `orderView.notify`). */
  sms?: SmsSender;
  appUrl: string;
  isProduction: boolean;
  now: () => Date;
}

/** The provider of a mobile-money method, or a 422 on `payment_method` when none is configured. */
function providerFor(deps: OrderDeps, method: 'momo' | 'airtel'): PaymentProvider {
  const provider = deps.providers[method] ?? deps.providers.simulator;
  if (!provider) throw invalid({ payment_method: ['This payment method is not available yet.'] });
  return provider;
}

/** The provider a stored payment went through. */
function providerOf(deps: OrderDeps, payment: PaymentRow): PaymentProvider | null {
  if (payment.provider === 'cash') return null;
  return deps.providers[payment.provider];
}

/** A new payment attempt row (PENDING). */
async function newPayment(tx: Tx, order: OrderRow, provider: string, msisdn: string): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider as PaymentRow['provider'],
      method: order.paymentMethod,
      reference: randomUUID(),
      msisdn,
      amountMinor: order.totalMinor,
      currency: order.currency,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/**
 * POST /orders. Checks the items (published, one seller, one currency, not the buyer's own), the
 * phone (E.164 for the listing country) and the MoMo minimum; reserves stock, writes the order, its
 * lines and payment, and empties those cart lines in one transaction; then sends the request to pay.
 * With `idempotencyKey`, a repeat answers the first order (`created` false).
 */
export async function placeOrder(
  deps: OrderDeps,
  user: User,
  body: z.output<typeof OrderCreate>,
  idempotencyKey: string | undefined,
): Promise<{ order: Order; created: boolean }> {
  const { db } = deps;
  if (idempotencyKey) {
    const existing = await byKey(db, user.id, idempotencyKey);
    if (existing) return { order: await orderView(deps, existing), created: false };
  }
  await expireOrders(deps);
  const ids = [...new Set(body.items.map((i) => i.listing_id))];
  if (ids.length !== body.items.length) throw invalid({ items: ['List each item once.'] });
  const rows = await db
    .select({ listing: listings, seller: sellers })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(inArray(listings.id, ids));
  const errors: Record<string, string[]> = {};
  body.items.forEach((item, i) => {
    const row = rows.find((r) => r.listing.id === item.listing_id);
    if (row?.listing.kind === 'station_product' && row.listing.status !== 'published')
      errors[`items.${i}.listing_id`] = [notAvailableMessage(productOfListingTitle(row.listing.title))];
    else if (row?.listing.status !== 'published')
      errors[`items.${i}.listing_id`] = ['This item is no longer for sale.'];
    else if (row.seller.userId === user.id)
      errors[`items.${i}.listing_id`] = ['You cannot buy your own listing.'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const first = rows[0];
  if (!first) throw invalid({ items: ['Choose at least one item.'] });
  if (rows.some((r) => r.seller.id !== first.seller.id || r.listing.currency !== first.listing.currency))
    throw invalid({ items: ['Order from one seller at a time.'] });
  const msisdn = normalizePhone(body.phone, first.listing.country);
  if (!msisdn) throw invalid({ phone: [PHONE_MESSAGE] });
  const lines = body.items.map((item) => {
    const row = rows.find((r) => r.listing.id === item.listing_id);
    if (!row) throw new Error('order line lost');
    return {
      listingId: row.listing.id,
      title: row.listing.title,
      quantity: item.quantity,
      unitPriceMinor: row.listing.priceMinor,
    };
  });
  const total = lines.reduce((n, l) => n + l.unitPriceMinor * l.quantity, 0);
  const method = body.payment_method;
  if (method !== 'cash' && first.listing.currency === 'RWF' && total < MOMO_MIN_RWF)
    throw invalid({ payment_method: [`Mobile money payments start at ${MOMO_MIN_RWF} RWF.`] });
  const provider = method === 'cash' ? null : providerFor(deps, method);
  const now = deps.now();

  const placed = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: user.id,
        sellerId: first.seller.id,
        status: method === 'cash' ? 'confirmed' : 'pending_payment',
        paymentMethod: method,
        idempotencyKey: idempotencyKey ?? null,
        totalMinor: total,
        currency: first.listing.currency,
        currencyExponent: first.listing.currencyExponent,
        buyerName: body.full_name,
        phone: msisdn,
        deliveryAddress: body.delivery_address,
        deliveryCity: body.delivery_city || null,
        note: body.note || null,
        expiresAt: method === 'cash' ? null : new Date(now.getTime() + PAYMENT_TIMEOUT_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) return null; // the same key won a race: answer that order below
    await reserveStock(tx, lines);
    await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: order.id })));
    const payment = await newPayment(tx, order, provider?.name ?? 'cash', msisdn);
    await tx.delete(cartItems).where(and(eq(cartItems.userId, user.id), inArray(cartItems.listingId, ids)));
    return { order, payment };
  });
  if (!placed) {
    const existing = idempotencyKey ? await byKey(db, user.id, idempotencyKey) : null;
    if (!existing) throw new HttpError(409, 'The order could not be placed. Try again.');
    return { order: await orderView(deps, existing), created: false };
  }
  if (provider) await startPayment(deps, provider, placed.order, placed.payment);
  await notify(deps, placed.order, 'placed');
  const [fresh] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
  return { order: await orderView(deps, fresh ?? placed.order), created: true };
}

async function byKey(db: Db, buyerId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Sends the request to pay; a refusal fails the payment (stock back). Test numbers settle at once. */
async function startPayment(
  deps: OrderDeps,
  provider: PaymentProvider,
  order: OrderRow,
  payment: PaymentRow,
) {
  try {
    await provider.requestToPay({
      reference: payment.reference,
      msisdn: payment.msisdn,
      amountMinor: payment.amountMinor,
      exponent: order.currencyExponent,
      currency: payment.currency,
      note: `Gari order ${order.id}`,
    });
  } catch (error) {
    await applyPayment(deps, payment.reference, { status: 'FAILED', reason: (error as Error).message });
    return;
  }
  if (provider.name === 'simulator') await pollPayment(deps, payment);
}

/** Reads a pending payment's state from its provider and applies it. */
export async function pollPayment(deps: OrderDeps, payment: PaymentRow): Promise<PaymentState> {
  if (payment.status !== 'PENDING') return payment.status;
  const provider = providerOf(deps, payment);
  if (!provider) return payment.status;
  const result = await provider
    .status(payment.reference, payment.msisdn)
    .catch(() => ({ status: 'PENDING' as const }));
  if (result.status === 'PENDING') return 'PENDING';
  return applyPayment(deps, payment.reference, {
    status: result.status,
    providerReference: result.providerReference ?? null,
    reason: result.reason ?? null,
  });
}

/**
 * Applies a final payment state once: the payment row is locked and left alone unless still PENDING, so
 * a repeated callback or poll changes nothing. SUCCESSFUL: a pending order becomes paid. FAILED: a
 * pending order becomes payment_failed and gives its stock back. Answers the state now stored.
 */
export async function applyPayment(
  deps: OrderDeps,
  reference: string,
  result: { status: 'SUCCESSFUL' | 'FAILED'; providerReference?: string | null; reason?: string | null },
): Promise<PaymentState> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (!payment) throw notFound('Payment not found.');
    if (payment.status !== 'PENDING') return { state: payment.status, order: null };
    await tx
      .update(payments)
      .set({
        status: result.status,
        providerReference: result.providerReference ?? null,
        reason: result.reason ?? null,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (order?.status !== 'pending_payment') return { state: result.status, order: null };
    const status = result.status === 'SUCCESSFUL' ? 'paid' : 'payment_failed';
    if (status === 'payment_failed') await releaseStock(tx, order);
    const [updated] = await tx
      .update(orders)
      .set({ status, expiresAt: null, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    return { state: result.status, order: updated ?? null };
  });
  if (outcome.order)
    await notify(deps, outcome.order, outcome.order.status === 'paid' ? 'paid' : 'payment_failed');
  return outcome.state;
}

/** The buyer's order `id`, else 404 (another member's order too). */
export async function buyerOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  return ownedRow(db, orders, orders.buyerId, id, userId, ORDER_NOT_FOUND);
}

/** GET /orders/{id}: the buyer's order, its pending payment polled first. */
export async function readOrder(deps: OrderDeps, userId: number, id: number): Promise<Order> {
  await expireOrders(deps);
  const order = await buyerOrder(deps.db, userId, id);
  if (order.status === 'pending_payment') {
    const payment = await latestPayment(deps.db, order.id);
    if (payment) await pollPayment(deps, payment);
  }
  return orderView(deps, await buyerOrder(deps.db, userId, id));
}

/**
 * POST /orders/{id}/pay: pending_payment → a new request to pay (the old attempt is dropped);
 * payment_failed → the stock is reserved again (409 when gone) and a new 15-minute window starts.
 */
export async function retryPayment(deps: OrderDeps, userId: number, id: number): Promise<Order> {
  await expireOrders(deps);
  const order = await buyerOrder(deps.db, userId, id);
  if (order.paymentMethod === 'cash' || !['pending_payment', 'payment_failed'].includes(order.status))
    throw new HttpError(409, 'This order is not waiting for a payment.');
  const provider = providerFor(deps, order.paymentMethod as 'momo' | 'airtel');
  const now = deps.now();
  const { fresh, payment } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || !['pending_payment', 'payment_failed'].includes(locked.status))
      throw new HttpError(409, 'This order is not waiting for a payment.');
    await tx
      .update(payments)
      .set({ status: 'FAILED', reason: 'replaced', updatedAt: now })
      .where(and(eq(payments.orderId, locked.id), eq(payments.status, 'PENDING')));
    if (!locked.stockHeld) {
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, locked.id));
      await reserveStock(tx, lines);
    }
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'pending_payment',
        stockHeld: true,
        expiresAt: new Date(now.getTime() + PAYMENT_TIMEOUT_MINUTES * 60_000),
        updatedAt: now,
      })
      .where(eq(orders.id, locked.id))
      .returning();
    if (!updated) throw notFound(ORDER_NOT_FOUND);
    return { fresh: updated, payment: await newPayment(tx, updated, provider.name, locked.phone) };
  });
  await startPayment(deps, provider, fresh, payment);
  return orderView(deps, await buyerOrder(deps.db, userId, id));
}

/** Moves an order to `status` inside a transaction when `from` allows it (409 otherwise). */
async function transition(
  deps: OrderDeps,
  order: OrderRow,
  from: readonly OrderRow['status'][],
  status: OrderRow['status'],
): Promise<OrderRow> {
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || !from.includes(locked.status))
      throw new HttpError(
        409,
        `An order that is ${locked?.status.replace('_', ' ') ?? 'gone'} cannot become ${status.replace('_', ' ')}.`,
      );
    if (status === 'cancelled') {
      await releaseStock(tx, locked);
      await tx
        .update(payments)
        .set({ status: 'FAILED', reason: 'cancelled', updatedAt: new Date() })
        .where(and(eq(payments.orderId, locked.id), eq(payments.status, 'PENDING')));
    }
    if (status === 'completed' && locked.paymentMethod === 'cash')
      await tx
        .update(payments)
        .set({ status: 'SUCCESSFUL', updatedAt: new Date() })
        .where(and(eq(payments.orderId, locked.id), eq(payments.status, 'PENDING')));
    const [row] = await tx
      .update(orders)
      .set({ status, ...(status === 'cancelled' ? { expiresAt: null } : {}), updatedAt: new Date() })
      .where(eq(orders.id, locked.id))
      .returning();
    return row ?? locked;
  });
  await notify(deps, updated, 'status');
  return updated;
}

/** POST /orders/{id}/cancel: the buyer cancels before paying. */
export async function cancelOrder(deps: OrderDeps, userId: number, id: number): Promise<Order> {
  const order = await buyerOrder(deps.db, userId, id);
  return orderView(
    deps,
    await transition(deps, order, ['pending_payment', 'payment_failed', 'confirmed'], 'cancelled'),
  );
}

/** The order `id` on one of the member's listings (seller side), else 404. */
function sellerOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  return ownedRow(
    db,
    orders,
    { link: orders.sellerId, parent: sellers, owner: sellers.userId },
    id,
    userId,
    ORDER_NOT_FOUND,
  );
}

/** Moves allowed to the seller, by target state. */
const SELLER_MOVES = {
  confirmed: ['paid'],
  completed: ['confirmed', 'paid'],
  cancelled: ['pending_payment', 'paid', 'confirmed'],
} as const;

/** POST /marketplace/orders/{id}/status: the seller confirms, completes or cancels. */
export async function sellerMove(
  deps: OrderDeps,
  userId: number,
  id: number,
  status: keyof typeof SELLER_MOVES,
): Promise<Order> {
  const order = await sellerOrder(deps.db, userId, id);
  return orderView(deps, await transition(deps, order, SELLER_MOVES[status], status), 'seller');
}

/** The buyer's orders (`side` buyer) or the orders on the member's listings (`side` seller), newest first. */
export async function listOrders(
  deps: OrderDeps,
  userId: number,
  side: 'buyer' | 'seller',
): Promise<Order[]> {
  await expireOrders(deps);
  const rows =
    side === 'buyer'
      ? await deps.db
          .select()
          .from(orders)
          .where(eq(orders.buyerId, userId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(100)
      : (
          await deps.db
            .select({ order: orders })
            .from(orders)
            .innerJoin(sellers, eq(sellers.id, orders.sellerId))
            .where(eq(sellers.userId, userId))
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(100)
        ).map((r) => r.order);
  return Promise.all(rows.map((r) => orderView(deps, r, side)));
}
