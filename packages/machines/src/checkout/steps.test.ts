/** `checkout` from loading to the payment method: review, contact and delivery, payment method. */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { checkoutStep } from './machine';
import { checkoutGroups, clampQuantity, orderLines, phoneCountry } from './rules';
import { apiError, ctx, line, order, start, toContact, toPayment, toReview, value } from './test-utils';

describe('checkout machine: loading', () => {
  it('without a source goes to missing at once and emits item.missing (spec §8)', () => {
    const r = start(null);
    expect(value(r)).toBe('missing');
    expect(r.actor.getSnapshot().status).toBe('done');
    expect(r.emitted).toEqual([{ type: 'item.missing' }]);
    expect(r.loadCheckout).not.toHaveBeenCalled();
  });

  it('loads the item and reviews it, choosing its seller group', async () => {
    const r = start({ kind: 'item', listingId: 11, quantity: 2 });
    expect(value(r)).toBe('loading');
    await toReview(r);
    expect(r.loadCheckout).toHaveBeenCalledWith({ kind: 'item', listingId: 11, quantity: 2 });
    expect(ctx(r).groupKey).toBe('3:RWF');
    expect(checkoutStep(r.actor.getSnapshot())).toBe(0);
  });

  it('an empty answer or a 404 is "item information is missing"', async () => {
    const empty = start({ kind: 'cart' }, { load: async () => ({ lines: [], order: null }) });
    await waitFor(empty.actor, (s) => s.matches('missing'));
    expect(empty.emitted).toContainEqual({ type: 'item.missing' });
    const gone = start(undefined, {
      load: async () => {
        throw apiError(404, 'Listing not found.');
      },
    });
    await waitFor(gone.actor, (s) => s.matches('missing'));
    expect(gone.emitted).toContainEqual({ type: 'item.missing' });
  });

  it('another failure is loadFailed with the message; RETRY loads again', async () => {
    let calls = 0;
    const r = start(undefined, {
      load: async () => {
        calls += 1;
        if (calls === 1) throw apiError(500, 'Server error');
        return { lines: [line()], order: null };
      },
    });
    await waitFor(r.actor, (s) => s.matches('loadFailed'));
    expect(ctx(r).error).toEqual({ text: 'Server error' });
    r.actor.send({ type: 'RETRY' });
    expect(ctx(r).error).toBeNull();
    await toReview(r);
    expect(r.loadCheckout).toHaveBeenCalledTimes(2);
  });

  it.each([
    [order({ status: 'pending_payment' }), { waiting: 'idle' }],
    [order({ status: 'paid' }), 'paid'],
    [order({ status: 'completed' }), 'paid'],
    [order({ status: 'confirmed', payment_method: 'cash' }), 'placed'],
    [order({ status: 'payment_failed' }), { failed: 'idle' }],
    [order({ status: 'expired' }), 'expired'],
    [order({ status: 'cancelled' }), 'cancelled'],
  ] as const)('a placed order (reload) resumes by its status: %o', async (o, state) => {
    const r = start({ kind: 'order', orderId: 501 }, { load: async () => ({ lines: [], order: o }) });
    await waitFor(r.actor, (s) => s.matches(state));
    expect(ctx(r).order).toEqual(o);
  });
});

describe('checkout machine: review', () => {
  const cart = [
    line({ listing_id: 1, seller_id: 3 }),
    line({ listing_id: 2, seller_id: 8, seller_name: 'Nairobi Spares', currency: 'KES', country: 'KE' }),
    line({ listing_id: 3, seller_id: 3, available: false, stock: 0 }),
    line({ listing_id: 4, seller_id: 9, seller_name: 'Sold Out Shop', available: false }),
  ];

  it('groups a cart per seller and currency; the cart source may pick a seller', async () => {
    expect(checkoutGroups(cart).map((g) => [g.key, g.lines.length, g.total_minor])).toEqual([
      ['3:RWF', 2, 45_000],
      ['8:KES', 1, 45_000],
      ['9:RWF', 1, 0],
    ]);
    const r = start({ kind: 'cart', sellerId: 8 }, { load: async () => ({ lines: cart, order: null }) });
    await toReview(r);
    expect(ctx(r).groupKey).toBe('8:KES');
    expect(phoneCountry(ctx(r))).toBe('KE');
  });

  it('SELECT_GROUP takes known groups only and makes a new attempt; NEXT needs an available line', async () => {
    const r = start({ kind: 'cart' }, { load: async () => ({ lines: cart, order: null }) });
    await toReview(r);
    expect(ctx(r).groupKey).toBe('3:RWF');
    r.actor.send({ type: 'SELECT_GROUP', key: '42:USD' });
    expect(ctx(r).groupKey).toBe('3:RWF');
    expect(ctx(r).attempt).toBe(1);
    r.actor.send({ type: 'SELECT_GROUP', key: '9:RWF' });
    expect(ctx(r).groupKey).toBe('9:RWF');
    expect(ctx(r).attempt).toBe(2);
    r.actor.send({ type: 'NEXT' });
    expect(value(r)).toBe('review');
    r.actor.send({ type: 'SELECT_GROUP', key: '3:RWF' });
    expect(orderLines(ctx(r)).map((l) => l.listing_id)).toEqual([1]);
    r.actor.send({ type: 'NEXT' });
    expect(value(r)).toBe('contact');
  });

  it('SET_QUANTITY stays within 1..stock (and 99) and makes a new attempt', async () => {
    const r = start();
    await toReview(r);
    r.actor.send({ type: 'SET_QUANTITY', listingId: 11, quantity: 9 });
    expect(ctx(r).lines[0]?.quantity).toBe(4);
    r.actor.send({ type: 'SET_QUANTITY', listingId: 11, quantity: 0 });
    expect(ctx(r).lines[0]?.quantity).toBe(1);
    r.actor.send({ type: 'SET_QUANTITY', listingId: 11, quantity: 3 });
    expect(ctx(r).lines[0]?.quantity).toBe(3);
    expect(ctx(r).attempt).toBe(4);
    expect(clampQuantity(500, 1000)).toBe(99);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});

describe('checkout machine: contact and delivery', () => {
  it('NEXT names every missing field; editing a field clears its error; BACK returns to review', async () => {
    const r = start();
    await toContact(r);
    r.actor.send({ type: 'NEXT' });
    expect(value(r)).toBe('contact');
    expect(ctx(r).fieldErrors).toEqual({
      full_name: [{ key: 'nameRequired' }],
      phone: [{ key: 'phoneRequired' }],
      delivery_address: [{ key: 'addressRequired' }],
    });
    r.actor.send({ type: 'CHANGE', field: 'full_name', value: 'Amina' });
    expect(ctx(r).fieldErrors.full_name).toBeUndefined();
    r.actor.send({ type: 'BACK' });
    expect(value(r)).toBe('review');
    expect(ctx(r).fieldErrors).toEqual({});
    expect(ctx(r).full_name).toBe('Amina');
  });

  it('refuses a phone the per-country rule refuses, read with the listing country', async () => {
    const r = start(undefined, { isMobile: (phone) => phone.startsWith('07') });
    await toContact(r);
    r.actor.send({ type: 'CHANGE', field: 'phone', value: '12345' });
    r.actor.send({ type: 'NEXT' });
    expect(ctx(r).fieldErrors).toEqual({
      full_name: [{ key: 'nameRequired' }],
      delivery_address: [{ key: 'addressRequired' }],
      phone: [{ key: 'phoneInvalid' }],
    });
    expect(r.isMobile).toHaveBeenCalledWith('12345', 'RW');
    r.actor.send({ type: 'CHANGE', field: 'full_name', value: 'Amina Uwase' });
    r.actor.send({ type: 'CHANGE', field: 'delivery_address', value: 'KG 11 Ave' });
    r.actor.send({ type: 'NEXT' });
    expect(value(r)).toBe('contact');
    expect(ctx(r).fieldErrors).toEqual({ phone: [{ key: 'phoneInvalid' }] });
    r.actor.send({ type: 'CHANGE', field: 'phone', value: '0788 123 456' });
    r.actor.send({ type: 'NEXT' });
    expect(value(r)).toBe('payment');
  });

  it('prefills the member contact; the payer phone defaults to the contact phone once', async () => {
    const r = start(undefined, {}, { contact: { full_name: ' Amina Uwase ', phone: '0788 555 111' } });
    await toContact(r);
    expect(ctx(r).full_name).toBe('Amina Uwase');
    r.actor.send({ type: 'CHANGE', field: 'delivery_address', value: 'KG 11 Ave' });
    r.actor.send({ type: 'NEXT' });
    expect(ctx(r).payer_phone).toBe('0788 555 111');
    r.actor.send({ type: 'CHANGE', field: 'payer_phone', value: '0722 000 000' });
    r.actor.send({ type: 'BACK' });
    expect(value(r)).toBe('contact');
    r.actor.send({ type: 'NEXT' });
    expect(ctx(r).payer_phone).toBe('0722 000 000');
  });
});

describe('checkout machine: payment method', () => {
  it('PLACE needs a method; MoMo needs the minimum and a valid payer phone; BACK → contact', async () => {
    const r = start(undefined, {
      load: async () => ({ lines: [line({ unit_price_minor: 50 })], order: null }),
    });
    await toPayment(r);
    r.actor.send({ type: 'PLACE' });
    expect(ctx(r).fieldErrors).toEqual({ payment_method: [{ key: 'methodRequired' }] });
    r.actor.send({ type: 'SELECT_METHOD', method: 'momo' });
    expect(ctx(r).fieldErrors).toEqual({});
    r.actor.send({ type: 'PLACE' });
    expect(ctx(r).fieldErrors).toEqual({
      payment_method: [{ key: 'mobileMinimum', values: { amount: 100, currency: 'RWF' } }],
    });
    r.actor.send({ type: 'SELECT_METHOD', method: 'airtel' });
    r.actor.send({ type: 'PLACE' });
    expect(ctx(r).fieldErrors.payment_method?.[0]?.key).toBe('mobileMinimum');
    expect(value(r)).toBe('payment');
    r.actor.send({ type: 'BACK' });
    expect(value(r)).toBe('contact');
    expect(ctx(r).fieldErrors).toEqual({});
    // Cash on delivery has no minimum.
    r.actor.send({ type: 'NEXT' });
    r.actor.send({ type: 'SELECT_METHOD', method: 'cash' });
    r.actor.send({ type: 'PLACE' });
    expect(value(r)).toBe('placing');
  });

  it('refuses an empty or invalid payer phone for mobile money', async () => {
    const r = start();
    await toPayment(r);
    r.actor.send({ type: 'SELECT_METHOD', method: 'momo' });
    r.actor.send({ type: 'CHANGE', field: 'payer_phone', value: '' });
    r.actor.send({ type: 'PLACE' });
    expect(ctx(r).fieldErrors).toEqual({ payer_phone: [{ key: 'phoneRequired' }] });
    r.actor.send({ type: 'CHANGE', field: 'payer_phone', value: 'call me' });
    expect(ctx(r).fieldErrors).toEqual({});
    r.actor.send({ type: 'PLACE' });
    expect(ctx(r).fieldErrors).toEqual({ payer_phone: [{ key: 'phoneInvalid' }] });
    r.actor.send({ type: 'CHANGE', field: 'payer_phone', value: '+250 788 000 002' });
    r.actor.send({ type: 'PLACE' });
    expect(value(r)).toBe('placing');
  });
});
