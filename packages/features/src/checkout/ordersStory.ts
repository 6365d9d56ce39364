/**
 * Orders of the demo buyer for the orders stories (issue #10), placed through the fake backend so they
 * carry its exact shapes: one per state — awaiting payment, paid, payment failed, cash confirmed,
 * completed, cancelled, expired. Returns their ids by state.
 */
import type { Order, OrderStatus } from '@gari/contract/marketplace';
import type { Scenario } from '../testing/msw';

const DELIVERY = {
  full_name: 'Amina Uwase',
  delivery_address: 'KG 11 Ave 24, Kimihurura',
  delivery_city: 'Kigali',
};

/** Places one order of listing `listingId` as the signed-in member of `s`. */
export async function placeStoryOrder(
  s: Scenario,
  opts: { listingId?: number; phone?: string; method?: 'momo' | 'airtel' | 'cash'; quantity?: number } = {},
): Promise<Order> {
  return s.api.marketplace.createOrder(
    {
      ...DELIVERY,
      items: [{ listing_id: opts.listingId ?? 1, quantity: opts.quantity ?? 1 }],
      payment_method: opts.method ?? 'momo',
      phone: opts.phone ?? '0788123456',
    },
    `story-${s.nextId()}`,
  );
}

/** Moves a stored order to `status` (what the seller or the clock would do). */
export function setStoryOrderStatus(s: Scenario, id: number, status: OrderStatus): void {
  const row = s.db.marketplace.orders.find((o) => o.id === id);
  if (row) row.status = status;
}

/** One order per state, oldest first (so the list shows them newest first). */
export async function seedStoryOrders(s: Scenario): Promise<Record<OrderStatus, number>> {
  const completed = await placeStoryOrder(s, { listingId: 2, method: 'cash' });
  setStoryOrderStatus(s, completed.id, 'completed');
  const expired = await placeStoryOrder(s, { listingId: 2 });
  setStoryOrderStatus(s, expired.id, 'expired');
  const cancelled = await placeStoryOrder(s, { listingId: 2 });
  await s.api.marketplace.cancelOrder(cancelled.id);
  const confirmed = await placeStoryOrder(s, { listingId: 1, method: 'cash', quantity: 2 });
  const failed = await placeStoryOrder(s, { listingId: 1, phone: '0788000001' });
  const paid = await placeStoryOrder(s, { listingId: 1, phone: '0788000002' });
  const pending = await placeStoryOrder(s, { listingId: 1 });
  return {
    completed: completed.id,
    expired: expired.id,
    cancelled: cancelled.id,
    confirmed: confirmed.id,
    payment_failed: failed.id,
    paid: paid.id,
    pending_payment: pending.id,
  };
}
