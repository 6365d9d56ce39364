/** `checkout` placing the order (`placing`). */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { checkoutStep } from './machine';
import { idempotencyKey } from './rules';
import { apiError, ctx, order, place, start, toPayment, value } from './test-utils';
import type { CheckoutOrder } from './types';

describe('checkout machine: placing the order', () => {
  it('sends the order with an Idempotency-Key, emits order.placed and waits for the phone', async () => {
    let answer: (o: CheckoutOrder) => void = () => {};
    const r = start(undefined, { place: () => new Promise((resolve) => (answer = resolve)) });
    await place(r);
    expect(value(r)).toBe('placing');
    expect(checkoutStep(r.actor.getSnapshot())).toBe(2);
    answer(order());
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
    expect(r.placeOrder).toHaveBeenCalledWith({
      key: idempotencyKey(ctx(r)),
      items: [{ listing_id: 11, quantity: 1 }],
      payment_method: 'momo',
      payer_phone: '0788 123 456',
      full_name: 'Amina Uwase',
      phone: '0788 123 456',
      delivery_address: 'KG 11 Ave, Kimihurura',
      delivery_city: 'Kigali',
      country: 'RW',
    });
    expect(r.emitted).toEqual([{ type: 'order.placed', orderId: 501 }]);
    expect(ctx(r).order?.id).toBe(501);
    expect(checkoutStep(r.actor.getSnapshot())).toBeNull();
  });

  it('cash on delivery goes straight to placed (order.confirmed); the contact phone is the order phone', async () => {
    const r = start(undefined, {
      place: async () => order({ status: 'confirmed', payment_method: 'cash', expires_at: null }),
    });
    await toPayment(r);
    r.actor.send({ type: 'CHANGE', field: 'note', value: ' Call at the gate ' });
    r.actor.send({ type: 'CHANGE', field: 'payer_phone', value: '0722 000 000' });
    r.actor.send({ type: 'SELECT_METHOD', method: 'cash' });
    r.actor.send({ type: 'PLACE' });
    await waitFor(r.actor, (s) => s.matches('placed'));
    expect(r.placeOrder.mock.calls[0]?.[0]).toMatchObject({
      payment_method: 'cash',
      payer_phone: '0788 123 456',
      note: 'Call at the gate',
    });
    expect(r.emitted.map((e) => e.type)).toEqual(['order.placed', 'order.confirmed']);
  });

  it('a test number approved at once is paid; declined at once is failed', async () => {
    const ok = start(undefined, { place: async () => order({ status: 'paid' }) });
    await place(ok);
    await waitFor(ok.actor, (s) => s.matches('paid'));
    expect(ok.emitted.map((e) => e.type)).toEqual(['order.placed', 'order.paid']);
    const no = start(undefined, { place: async () => order({ status: 'payment_failed' }) });
    await place(no);
    await waitFor(no.actor, (s) => s.matches({ failed: 'idle' }));
    expect(no.emitted.map((e) => e.type)).toEqual(['order.placed', 'payment.failed']);
  });

  it('RETRY after a failure sends the same key (no second order); a changed detail makes a new key', async () => {
    let calls = 0;
    const r = start(undefined, {
      place: async () => {
        calls += 1;
        if (calls < 3) throw apiError(0, 'Failed to fetch');
        return order();
      },
    });
    await place(r);
    await waitFor(r.actor, (s) => s.matches('placeFailed'));
    expect(ctx(r).error).toEqual({ text: 'Failed to fetch' });
    r.actor.send({ type: 'RETRY' });
    expect(ctx(r).error).toBeNull();
    await waitFor(r.actor, (s) => s.matches('placeFailed'));
    const [first, second] = r.placeOrder.mock.calls.map((c) => c[0].key);
    expect(second).toBe(first);
    r.actor.send({ type: 'BACK' });
    expect(value(r)).toBe('payment');
    r.actor.send({ type: 'SELECT_METHOD', method: 'airtel' });
    r.actor.send({ type: 'PLACE' });
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
    expect(r.placeOrder.mock.calls[2]?.[0].key).not.toBe(first);
  });

  it('ignores PLACE while placing (a double click makes one request)', async () => {
    const r = start(undefined, { place: () => new Promise(() => {}) });
    await place(r);
    r.actor.send({ type: 'PLACE' });
    r.actor.send({ type: 'NEXT' });
    expect(value(r)).toBe('placing');
    expect(r.placeOrder).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['items.0.listing_id', 'momo', 'review', 'items.0.listing_id'],
    ['full_name', 'momo', 'contact', 'full_name'],
    ['delivery_address', 'cash', 'contact', 'delivery_address'],
    ['phone', 'cash', 'contact', 'phone'],
    ['phone', 'momo', 'payment', 'payer_phone'],
    ['payment_method', 'airtel', 'payment', 'payment_method'],
  ] as const)('a 422 on %s (%s) returns to %s with the error on %s', async (field, method, state, shown) => {
    const r = start(undefined, {
      place: async () => {
        throw apiError(422, 'The given data was invalid.', { [field]: ['Server says no.'] });
      },
    });
    await place(r, method);
    await waitFor(r.actor, (s) => s.matches(state));
    expect(ctx(r).fieldErrors).toEqual({ [shown]: [{ text: 'Server says no.' }] });
    expect(ctx(r).error).toEqual({ text: 'The given data was invalid.' });
  });

  it('a 409 (stock gone) or a 422 without fields is placeFailed', async () => {
    const r = start(undefined, {
      place: async () => {
        throw apiError(409, 'Not enough stock left of "Brake pads".');
      },
    });
    await place(r);
    await waitFor(r.actor, (s) => s.matches('placeFailed'));
    expect(ctx(r).error).toEqual({ text: 'Not enough stock left of "Brake pads".' });
    const bare = start(undefined, {
      place: async () => {
        throw apiError(422, '');
      },
    });
    await place(bare);
    await waitFor(bare.actor, (s) => s.matches('placeFailed'));
    expect(ctx(bare).error).toEqual({ key: 'placeFailed' });
  });
});
