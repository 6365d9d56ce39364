/**
 * The member's cart (issue #10 "Cart"): one line per listing, quantities bounded by the stock, the
 * visitor's local cart merged in at sign-in. Amounts in minor units per currency.
 */
import { notAvailableMessage, productOfListingTitle } from '@gari/contract/gasOptions';
import { type Cart, MAX_QUANTITY, toMajor } from '@gari/contract/marketplace';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, listings } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { LISTING_NOT_FOUND, toListings } from './listings';

/** The cart answer: lines newest first, `count` = units, totals per currency (available lines only). */
export async function cartOf(db: Db, userId: number): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, listing: listings })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.updatedAt), desc(cartItems.listingId));
  const shown = await toListings(
    db,
    rows.map((r) => r.listing),
  );
  const totals = new Map<string, { minor: number; exponent: number }>();
  const data = rows.map((r, i) => {
    const listing = shown[i];
    if (!listing) throw new Error('cart listing lost');
    const available = r.listing.status === 'published' && r.listing.stock >= r.item.quantity;
    const line = r.listing.priceMinor * r.item.quantity;
    if (available) {
      const t = totals.get(r.listing.currency) ?? { minor: 0, exponent: r.listing.currencyExponent };
      t.minor += line;
      totals.set(r.listing.currency, t);
    }
    return {
      listing_id: r.item.listingId,
      quantity: r.item.quantity,
      line_total_minor: line,
      available,
      listing,
    };
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

/**
 * PUT /cart/items/{listing_id}: sets the quantity. 404 for a listing that is not published (409 '{fuel}
 * is not available at this station' for a gas station's product without a price); 422 on
 * `quantity` above the stock (naming how many are left); a member's own listing is a 422 on `listing_id`.
 */
export async function putCartItem(
  db: Db,
  userId: number,
  listingId: number,
  quantity: number,
): Promise<void> {
  const [row] = await db
    .select({
      listing: listings,
      sellerUser: sql<number | null>`(select user_id from sellers s where s.id = ${listings.sellerId})`,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  if (row?.listing.kind === 'station_product' && row.listing.status !== 'published') {
    // A gas station's fuel or product without a price (spec §5 Buy Now without a price, §8).
    const message = notAvailableMessage(productOfListingTitle(row.listing.title));
    throw conflict('listing_id', message);
  }
  if (row?.listing.status !== 'published') throw notFound(LISTING_NOT_FOUND);
  if (row.sellerUser === userId) throw invalid({ listing_id: ['You cannot buy your own listing.'] });
  if (quantity > row.listing.stock)
    throw invalid({
      quantity: [
        row.listing.stock === 0 ? 'This item is sold out.' : `Only ${row.listing.stock} left in stock.`,
      ],
    });
  await db
    .insert(cartItems)
    .values({ userId, listingId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.listingId],
      set: { quantity, updatedAt: new Date() },
    });
}

/** DELETE /cart/items/{listing_id} (no error when absent). */
export async function removeCartItem(db: Db, userId: number, listingId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
}

/**
 * POST /cart/merge: adds the visitor's lines (quantities summed with the member's, capped at the stock
 * and {@link MAX_QUANTITY}); unknown, unpublished, sold-out or own listings are skipped.
 */
export async function mergeCart(
  db: Db,
  userId: number,
  items: readonly { listing_id: number; quantity: number }[],
): Promise<void> {
  if (items.length === 0) return;
  const ids = [...new Set(items.map((i) => i.listing_id))];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: listings.id,
        stock: listings.stock,
        status: listings.status,
        sellerId: listings.sellerId,
        own: sql<boolean>`exists (select 1 from sellers s where s.id = ${listings.sellerId} and s.user_id = ${userId})`,
      })
      .from(listings)
      .where(inArray(listings.id, ids));
    const mine = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.listingId, ids)));
    for (const id of ids) {
      const listing = found.find((l) => l.id === id);
      if (listing?.status !== 'published' || listing.own || listing.stock < 1) continue;
      const wanted = items.filter((i) => i.listing_id === id).reduce((n, i) => n + i.quantity, 0);
      const have = mine.find((m) => m.listingId === id)?.quantity ?? 0;
      const quantity = Math.min(have + wanted, listing.stock, MAX_QUANTITY);
      await tx
        .insert(cartItems)
        .values({ userId, listingId: id, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.listingId],
          set: { quantity, updatedAt: new Date() },
        });
    }
  });
}
