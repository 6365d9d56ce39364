/**
 * The fake spareshop (issue #10) through the real client: the list filters and pages like the API,
 * the cart is bounded by stock, an order reserves stock and is idempotent per key, the simulator
 * settles it, and the seller completes a cash order — the data the UI round's stories build on.
 */
import type { Listing } from '@gari/contract/marketplace';
import { describe, expect, it } from 'vitest';
import { createScenario } from './scenario';

const DELIVERY = { full_name: 'Amina Uwase', delivery_address: 'KG 7 Ave 12, Kigali' };

describe('fake spareshop', () => {
  it('lists, filters, searches with typos and OEM numbers, and pages', async () => {
    const s = createScenario();
    const all = await s.api.marketplace.listings({ country: 'RW' });
    expect(all.meta.total).toBeGreaterThan(10);
    const prices = all.data.map((l) => l.price_minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const brakes = await s.api.marketplace.listings({ search: 'brak pads', country: 'RW' });
    expect(brakes.data.length).toBeGreaterThan(0);
    expect(brakes.data.every((l: Listing) => /brake pads/i.test(l.title))).toBe(true);
    const oem = await s.api.marketplace.listings({ search: '0446542160' });
    expect(oem.data[0]?.oem_numbers).toContain('04465-42160');
    const page1 = await s.api.marketplace.listings({ limit: 5 });
    expect(page1.meta.next_cursor).not.toBeNull();
    const page2 = await s.api.marketplace.listings({ limit: 5, cursor: page1.meta.next_cursor ?? '' });
    expect(page2.data[0]?.id).not.toBe(page1.data[0]?.id);
    await expect(s.api.marketplace.listings({ condition: ['Broken' as never] })).rejects.toMatchObject({
      status: 422,
    });
    await expect(s.api.marketplace.listing(9999)).rejects.toMatchObject({ status: 404 });
  });

  it('checks out: cart within stock, idempotent order, simulator approval, seller completion', async () => {
    const s = createScenario({ signedInAs: 'amina@gari.rw' });
    const part = (await s.api.marketplace.listings({ search: '04465-42160' })).data[0];
    if (!part) throw new Error('no fake brake pads');
    await expect(s.api.marketplace.setCartItem(part.id, part.stock + 1)).rejects.toMatchObject({
      status: 422,
    });
    const cart = await s.api.marketplace.setCartItem(part.id, 2);
    expect(cart.meta.count).toBe(2);
    const body = {
      items: [{ listing_id: part.id, quantity: 2 }],
      payment_method: 'momo' as const,
      phone: '+250788123456',
      ...DELIVERY,
    };
    const order = await s.api.marketplace.createOrder(body, 'key-1');
    expect(order).toMatchObject({ status: 'pending_payment', payment: { status: 'PENDING' } });
    expect((await s.api.marketplace.createOrder(body, 'key-1')).id).toBe(order.id);
    expect((await s.api.marketplace.cart()).meta.count).toBe(0);
    expect(await s.api.marketplace.simulatePayment(order.payment?.reference ?? '', 'approve')).toBe(
      'SUCCESSFUL',
    );
    expect((await s.api.marketplace.order(order.id)).status).toBe('paid');
    const declined = await s.api.marketplace.createOrder(
      { ...body, items: [{ listing_id: part.id, quantity: 1 }], phone: '+250788000001' },
      'key-2',
    );
    expect(declined.status).toBe('payment_failed');
  });
});
