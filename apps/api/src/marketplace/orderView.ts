/**
 * Order helpers shared by the order and payment calls (issue #10): stock held and given back, expiry of
 * unpaid orders after 15 minutes, the contract `Order` of a row, and the buyer/seller notices.
 */
import { type Order, toMajor } from '@gari/contract/marketplace';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { listingImages, listings, orderItems, orders, payments, sellers, users } from '../db/schema';
import { HttpError } from '../errors';
import { recipientOf } from '../mail/language';
import type { Mailer } from '../mail/mailer';
import { MARKETPLACE_TEXTS, type OrderEvent, orderSubject } from '../mail/texts/marketplace';
import type { SmsSender } from '../partner/sms';
import { imageUrls } from './images';
import { toSeller } from './listings';
import { orderExpenseFacts } from './orderExpense';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/** What the views and notices need. */
export interface ViewDeps {
  db: Db;
  appUrl: string;
  mailer: Mailer;
  /** SMS to the buyer's and the seller's phones (the partner adapter: HTTP gateway or dev outbox). */
  sms?: SmsSender;
  now: () => Date;
}

/** Gives an order's held units back (once): `stock_held` goes false. */
export async function releaseStock(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.stockHeld) return;
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const line of lines)
    await tx
      .update(listings)
      .set({ stock: sql`${listings.stock} + ${line.quantity}` })
      .where(eq(listings.id, line.listingId));
  await tx.update(orders).set({ stockHeld: false }).where(eq(orders.id, order.id));
}

/**
 * Takes `lines` out of stock (in listing-id order, so concurrent orders lock in the same order);
 * throws 409 naming what is short. Runs inside the caller's transaction, so a refusal undoes it all.
 */
export async function reserveStock(
  tx: Tx,
  lines: readonly { listingId: number; quantity: number; title: string }[],
) {
  for (const line of [...lines].sort((a, b) => a.listingId - b.listingId)) {
    const [taken] = await tx
      .update(listings)
      .set({ stock: sql`${listings.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(listings.id, line.listingId),
          eq(listings.status, 'published'),
          sql`${listings.stock} >= ${line.quantity}`,
        ),
      )
      .returning({ id: listings.id });
    if (!taken) throw new HttpError(409, `Not enough stock left of "${line.title}".`);
  }
}

/**
 * Expires pending orders whose 15 minutes are over (stock back, payment FAILED "timeout"). Called
 * before order reads and writes and by the plugin's timer; safe to run concurrently (rows locked).
 */
export async function expireOrders(deps: Pick<ViewDeps, 'db' | 'now'>): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, deps.now())))
    .limit(100);
  let expired = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (order?.status !== 'pending_payment') return;
      await releaseStock(tx, order);
      await tx
        .update(orders)
        .set({ status: 'expired', expiresAt: null, updatedAt: new Date() })
        .where(eq(orders.id, id));
      await tx
        .update(payments)
        .set({ status: 'FAILED', reason: 'timeout', updatedAt: new Date() })
        .where(and(eq(payments.orderId, id), eq(payments.status, 'PENDING')));
      expired += 1;
    });
  }
  return expired;
}

/** The latest payment of an order. */
export async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * The contract `Order` of a row: lines with their first image, seller and latest payment; for the
 * buyer (`side`, default 'buyer') also the expense that logs it and the buyer's cars a part fits
 * (issue #13, {@link orderExpenseFacts}); the seller sees null and [].
 */
export async function orderView(
  deps: Pick<ViewDeps, 'db' | 'appUrl'>,
  order: OrderRow,
  side: 'buyer' | 'seller' = 'buyer',
): Promise<Order> {
  const { db } = deps;
  const [lines, [seller], payment, facts] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(sellers).where(eq(sellers.id, order.sellerId)),
    latestPayment(db, order.id),
    side === 'buyer' ? orderExpenseFacts(db, order) : { expense: null, fits_vehicle_ids: [] },
  ]);
  const ids = lines.map((l) => l.listingId);
  const images = ids.length
    ? await db
        .select()
        .from(listingImages)
        .where(inArray(listingImages.listingId, ids))
        .orderBy(asc(listingImages.position))
    : [];
  if (!seller) throw new Error(`order ${order.id} has no seller`);
  return {
    id: order.id,
    status: order.status,
    payment_method: order.paymentMethod,
    items: lines.map((l) => {
      const img = images.find((i) => i.listingId === l.listingId);
      return {
        listing_id: l.listingId,
        title: l.title,
        image_url: img ? imageUrls(img.source, img.key).thumb_url : null,
        quantity: l.quantity,
        unit_price_minor: l.unitPriceMinor,
        line_total_minor: l.unitPriceMinor * l.quantity,
      };
    }),
    total_minor: order.totalMinor,
    total: toMajor(order.totalMinor, order.currencyExponent),
    currency: order.currency,
    currency_exponent: order.currencyExponent,
    seller: toSeller(seller),
    buyer_name: order.buyerName,
    phone: order.phone,
    delivery_address: order.deliveryAddress,
    delivery_city: order.deliveryCity,
    note: order.note,
    payment: payment
      ? {
          id: payment.id,
          provider: payment.provider,
          method: payment.method,
          reference: payment.reference,
          status: payment.status,
          msisdn: payment.msisdn,
          amount_minor: payment.amountMinor,
          currency: payment.currency,
          reason: payment.reason,
          simulator_url:
            payment.provider === 'simulator'
              ? `${deps.appUrl}/api/v1/payments/simulator/${payment.reference}/decision`
              : null,
          created_at: payment.createdAt.toISOString(),
        }
      : null,
    expires_at: order.expiresAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    ...facts,
  };
}

/** One party told of an order: where to write and in which language. */
interface Party {
  email: string | null;
  phone: string | null;
  language: string | null;
  country: string | null;
}

/**
 * Tells the buyer and the seller of `event` by mail and SMS (dev outbox without SMTP / SMS gateway),
 * each in their own language and locale (issue #16; a seeded shop with no account: English) — best
 * effort, never fails the call. The buyer's SMS goes to the order's phone, the seller's to the shop's.
 */
export async function notify(deps: ViewDeps, order: OrderRow, event: OrderEvent): Promise<void> {
  try {
    const [buyer] = await deps.db
      .select({ email: users.email, language: users.language, country: users.country })
      .from(users)
      .where(eq(users.id, order.buyerId));
    const [seller] = await deps.db
      .select({
        phone: sellers.phone,
        shopCountry: sellers.country,
        email: users.email,
        language: users.language,
        country: users.country,
      })
      .from(sellers)
      .leftJoin(users, eq(users.id, sellers.userId))
      .where(eq(sellers.id, order.sellerId));
    const parties: Party[] = [];
    if (buyer) parties.push({ ...buyer, phone: order.phone });
    if (seller) parties.push({ ...seller, country: seller.country ?? seller.shopCountry });
    const link = `${deps.appUrl}/orders/${order.id}`;
    const notices = parties.map((party) => {
      const to = recipientOf(party);
      const texts = MARKETPLACE_TEXTS[to.language];
      const values = {
        subject: orderSubject(texts, event, order.id, order.status),
        total: to.format.money(toMajor(order.totalMinor, order.currencyExponent), order.currency),
        status: texts.statuses[order.status],
        link,
      };
      return { party, texts, values };
    });
    const mailed = new Set<string>();
    for (const { party, texts, values } of notices) {
      if (!party.email || mailed.has(party.email)) continue;
      mailed.add(party.email);
      await deps.mailer.send({
        to: party.email,
        subject: values.subject,
        text: texts.mailBody(values),
        link,
      });
    }
    if (deps.sms) {
      const texted = new Set<string>();
      for (const { party, texts, values } of notices) {
        if (!party.phone || texted.has(party.phone)) continue;
        texted.add(party.phone);
        await deps.sms.send(party.phone, texts.sms(values)).catch(() => undefined);
      }
    }
  } catch {
    // Notices are a courtesy here: the order stands whatever the transports do.
  }
}
