import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, checkoutStep } from './machine';
import {
  checkoutGroups,
  clampQuantity,
  idempotencyKey,
  looksLikePhone,
  orderLines,
  phoneCountry,
} from './rules';
import type {
  CheckoutEmitted,
  CheckoutLine,
  CheckoutOrder,
  CheckoutSource,
  LoadCheckoutOutput,
  OrderRef,
  PlaceOrderRequest,
  SimulateInput,
} from './types';

const line = (over: Partial<CheckoutLine> = {}): CheckoutLine => ({
  listing_id: 11,
  title: 'Brake pads – Toyota RAV4 2013–2018',
  image_url: null,
  unit_price_minor: 45_000,
  currency: 'RWF',
  currency_exponent: 0,
  quantity: 1,
  stock: 4,
  available: true,
  seller_id: 3,
  seller_name: 'Kigali Auto Parts',
  country: 'RW',
  ...over,
});

const order = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  id: 501,
  status: 'pending_payment',
  payment_method: 'momo',
  total_minor: 45_000,
  currency: 'RWF',
  currency_exponent: 0,
  payment: {
    provider: 'simulator',
    reference: '5d1c1f55-0000-4000-8000-000000000001',
    status: 'PENDING',
    msisdn: '+250788123456',
    reason: null,
    simulator_url: '/api/v1/payments/simulator/5d1c1f55-0000-4000-8000-000000000001/decision',
  },
  expires_at: '2026-11-20T09:15:00.000Z',
  ...over,
});

const apiError = (status: number, message: string, errors?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, errors });

interface Fakes {
  load?: (s: CheckoutSource) => Promise<LoadCheckoutOutput>;
  place?: (r: PlaceOrderRequest) => Promise<CheckoutOrder>;
  fetch?: (r: OrderRef) => Promise<CheckoutOrder>;
  pay?: (r: OrderRef) => Promise<CheckoutOrder>;
  cancel?: (r: OrderRef) => Promise<CheckoutOrder>;
  simulate?: (r: SimulateInput) => Promise<unknown>;
  isMobile?: (phone: string, country: string) => boolean;
}

function start(
  source: CheckoutSource | null = { kind: 'item', listingId: 11, quantity: 1 },
  fakes: Fakes = {},
  opts: {
    poll?: number;
    contact?: { full_name?: string; phone?: string };
    minimums?: Record<string, number>;
  } = {},
) {
  const loadCheckout = vi.fn(fakes.load ?? (async () => ({ lines: [line()], order: null })));
  const placeOrder = vi.fn(fakes.place ?? (async () => order()));
  const fetchOrder = vi.fn(fakes.fetch ?? (async () => order()));
  const payOrder = vi.fn(fakes.pay ?? (async () => order()));
  const cancelOrder = vi.fn(fakes.cancel ?? (async () => order({ status: 'cancelled' })));
  const simulatePayment = vi.fn(fakes.simulate ?? (async () => ({ status: 'SUCCESSFUL' })));
  const isMobile = vi.fn(fakes.isMobile ?? ((phone: string) => looksLikePhone(phone)));
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(({ input }: { input: CheckoutSource }) => loadCheckout(input)),
      placeOrder: fromPromise(({ input }: { input: PlaceOrderRequest }) => placeOrder(input)),
      fetchOrder: fromPromise(({ input }: { input: OrderRef }) => fetchOrder(input)),
      payOrder: fromPromise(({ input }: { input: OrderRef }) => payOrder(input)),
      cancelOrder: fromPromise(({ input }: { input: OrderRef }) => cancelOrder(input)),
      simulatePayment: fromPromise(({ input }: { input: SimulateInput }) => simulatePayment(input)),
    },
    delays: { pollInterval: opts.poll ?? 1e9 },
    guards: {
      isMobileNumber: ({ context }, params: { field: 'phone' | 'payer_phone' }) =>
        isMobile(context[params.field], phoneCountry(context)),
    },
  });
  const actor = createActor(machine, {
    input: {
      source,
      keyPrefix: 'k1',
      contact: opts.contact,
      mobileMinimums: opts.minimums ?? { RWF: 100 },
    },
  });
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return {
    actor,
    emitted,
    loadCheckout,
    placeOrder,
    fetchOrder,
    payOrder,
    cancelOrder,
    simulatePayment,
    isMobile,
  };
}
type Run = ReturnType<typeof start>;
const value = (r: Run) => r.actor.getSnapshot().value;
const ctx = (r: Run) => r.actor.getSnapshot().context;

async function toReview(r: Run) {
  await waitFor(r.actor, (s) => s.matches('review'));
}
async function toContact(r: Run) {
  await toReview(r);
  r.actor.send({ type: 'NEXT' });
  expect(value(r)).toBe('contact');
}
async function toPayment(r: Run, phone = '0788 123 456') {
  await toContact(r);
  r.actor.send({ type: 'CHANGE', field: 'full_name', value: 'Amina Uwase' });
  r.actor.send({ type: 'CHANGE', field: 'phone', value: phone });
  r.actor.send({ type: 'CHANGE', field: 'delivery_address', value: 'KG 11 Ave, Kimihurura' });
  r.actor.send({ type: 'CHANGE', field: 'delivery_city', value: 'Kigali' });
  r.actor.send({ type: 'NEXT' });
  expect(value(r)).toBe('payment');
}
async function place(r: Run, method: 'momo' | 'airtel' | 'cash' = 'momo') {
  await toPayment(r);
  r.actor.send({ type: 'SELECT_METHOD', method });
  r.actor.send({ type: 'PLACE' });
}
async function toWaiting(r: Run) {
  await place(r);
  await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
}

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

describe('checkout machine: waiting for the phone', () => {
  it('polls the order every interval until it is paid', async () => {
    let polls = 0;
    const r = start(
      undefined,
      { fetch: async () => order(++polls < 3 ? {} : { status: 'paid' }) },
      { poll: 5 },
    );
    await toWaiting(r);
    await waitFor(r.actor, (s) => s.matches('paid'));
    expect(r.fetchOrder).toHaveBeenCalledTimes(3);
    expect(r.fetchOrder).toHaveBeenCalledWith({ orderId: 501 });
    expect(r.emitted.map((e) => e.type)).toEqual(['order.placed', 'order.paid']);
  });

  it('a failed poll keeps waiting with an error; a decline or the hold running out end the wait', async () => {
    const answers: (CheckoutOrder | Error)[] = [apiError(503, 'Busy'), order({ status: 'payment_failed' })];
    const r = start(
      undefined,
      {
        fetch: async () => {
          const next = answers.shift() ?? order();
          if (next instanceof Error) throw next;
          return next;
        },
      },
      { poll: 5 },
    );
    await toWaiting(r);
    await waitFor(r.actor, (s) => s.context.error !== null);
    expect(ctx(r).error).toEqual({ text: 'Busy' });
    await waitFor(r.actor, (s) => s.matches('failed'));
    expect(ctx(r).error).toBeNull();
    expect(r.emitted.at(-1)).toEqual({ type: 'payment.failed', orderId: 501 });

    const late = start(undefined, { fetch: async () => order({ status: 'expired' }) }, { poll: 5 });
    await toWaiting(late);
    await waitFor(late.actor, (s) => s.matches('expired'));
  });

  it.each([
    [order({ status: 'paid' }), 'paid'],
    [order({ status: 'confirmed', payment_method: 'cash' }), 'placed'],
    [order({ status: 'payment_failed' }), { failed: 'idle' }],
    [order({ status: 'expired' }), 'expired'],
    [order({ status: 'cancelled' }), 'cancelled'],
  ] as const)('a poll, a resend or a placing answered with %o goes by its status', async (o, state) => {
    const polled = start(undefined, { fetch: async () => o }, { poll: 1 });
    await toWaiting(polled);
    await waitFor(polled.actor, (s) => s.matches(state));
    const resent = start(undefined, { pay: async () => o });
    await toWaiting(resent);
    resent.actor.send({ type: 'RESEND' });
    await waitFor(resent.actor, (s) => s.matches(state));
    expect(ctx(resent).resent).toBe(1);
    const placed = start(undefined, { place: async () => o });
    await place(placed);
    await waitFor(placed.actor, (s) => s.matches(state));
    expect(ctx(placed).order).toEqual(o);
  });

  it('polling state is visible while GET /orders/{id} runs', async () => {
    const r = start(undefined, { fetch: () => new Promise(() => {}) }, { poll: 1 });
    await toWaiting(r);
    await waitFor(r.actor, (s) => s.matches({ waiting: 'polling' }));
  });

  it('RESEND ("I didn\'t get a prompt") asks again and counts; a refusal shows an error', async () => {
    let fail = false;
    const r = start(undefined, {
      pay: async () => {
        if (fail) throw apiError(409, 'This order is not waiting for a payment.');
        return order();
      },
    });
    await toWaiting(r);
    r.actor.send({ type: 'RESEND' });
    expect(r.actor.getSnapshot().matches({ waiting: 'resending' })).toBe(true);
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
    expect(r.payOrder).toHaveBeenCalledWith({ orderId: 501 });
    expect(ctx(r).resent).toBe(1);
    fail = true;
    r.actor.send({ type: 'RESEND' });
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }) && s.context.error !== null);
    expect(ctx(r).error).toEqual({ text: 'This order is not waiting for a payment.' });
    expect(ctx(r).resent).toBe(1);
  });

  it('SIMULATE works only with the simulator, then checks the order at once', async () => {
    const real = start(undefined, { place: async () => order({ payment: null }) });
    await toWaiting(real);
    real.actor.send({ type: 'SIMULATE', decision: 'approve' });
    expect(real.actor.getSnapshot().matches({ waiting: 'idle' })).toBe(true);
    expect(real.simulatePayment).not.toHaveBeenCalled();

    const r = start(undefined, { fetch: async () => order({ status: 'paid' }) });
    await toWaiting(r);
    r.actor.send({ type: 'SIMULATE', decision: 'decline' });
    expect(r.actor.getSnapshot().matches({ waiting: 'simulating' })).toBe(true);
    await waitFor(r.actor, (s) => s.matches('paid'));
    expect(r.simulatePayment).toHaveBeenCalledWith({
      reference: '5d1c1f55-0000-4000-8000-000000000001',
      decision: 'decline',
    });
    expect(r.fetchOrder).toHaveBeenCalledTimes(1);
  });

  it('a failed SIMULATE returns to waiting with an error', async () => {
    const r = start(undefined, {
      simulate: async () => {
        throw apiError(409, 'This payment is already settled.');
      },
    });
    await toWaiting(r);
    r.actor.send({ type: 'SIMULATE', decision: 'approve' });
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }) && s.context.error !== null);
    expect(ctx(r).error).toEqual({ text: 'This payment is already settled.' });
  });

  it('CANCEL cancels the order; a refusal keeps waiting with the error', async () => {
    const r = start();
    await toWaiting(r);
    r.actor.send({ type: 'CANCEL' });
    expect(r.actor.getSnapshot().matches({ waiting: 'cancelling' })).toBe(true);
    await waitFor(r.actor, (s) => s.matches('cancelled'));
    expect(r.cancelOrder).toHaveBeenCalledWith({ orderId: 501 });

    const no = start(undefined, {
      cancel: async () => {
        throw apiError(409, 'An order that is paid cannot become cancelled.');
      },
    });
    await toWaiting(no);
    no.actor.send({ type: 'CANCEL' });
    await waitFor(no.actor, (s) => s.matches({ waiting: 'idle' }) && s.context.error !== null);
    expect(ctx(no).error).toEqual({ text: 'An order that is paid cannot become cancelled.' });
  });

  it('a cancel answered with an order still pending stays waiting', async () => {
    const r = start(undefined, { cancel: async () => order() });
    await toWaiting(r);
    r.actor.send({ type: 'CANCEL' });
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
    expect(r.cancelOrder).toHaveBeenCalledTimes(1);
  });
});

describe('checkout machine: failed, expired', () => {
  async function toFailed(fakes: Fakes = {}) {
    const r = start(undefined, { place: async () => order({ status: 'payment_failed' }), ...fakes });
    await place(r);
    await waitFor(r.actor, (s) => s.matches({ failed: 'idle' }));
    return r;
  }

  it('RETRY asks the phone again and waits', async () => {
    const r = await toFailed();
    r.actor.send({ type: 'RETRY' });
    expect(r.actor.getSnapshot().matches({ failed: 'retrying' })).toBe(true);
    await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
    expect(r.payOrder).toHaveBeenCalledWith({ orderId: 501 });
  });

  it('a retry declined again stays failed; a refused retry (stock gone) shows why', async () => {
    const again = await toFailed({ pay: async () => order({ status: 'payment_failed' }) });
    again.actor.send({ type: 'RETRY' });
    await waitFor(again.actor, (s) => s.matches({ failed: 'idle' }));
    expect(again.emitted.filter((e) => e.type === 'payment.failed')).toHaveLength(2);

    const gone = await toFailed({
      pay: async () => {
        throw apiError(409, 'Not enough stock left of "Brake pads".');
      },
    });
    gone.actor.send({ type: 'RETRY' });
    await waitFor(gone.actor, (s) => s.matches({ failed: 'idle' }) && s.context.error !== null);
    expect(ctx(gone).error).toEqual({ text: 'Not enough stock left of "Brake pads".' });
  });

  it('CANCEL from failed cancels; a refusal stays failed with the error', async () => {
    const r = await toFailed();
    r.actor.send({ type: 'CANCEL' });
    expect(r.actor.getSnapshot().matches({ failed: 'cancelling' })).toBe(true);
    await waitFor(r.actor, (s) => s.matches('cancelled'));

    const no = await toFailed({
      cancel: async () => {
        throw apiError(500, '');
      },
    });
    no.actor.send({ type: 'CANCEL' });
    await waitFor(no.actor, (s) => s.matches({ failed: 'idle' }) && s.context.error !== null);
    expect(ctx(no).error).toEqual({ key: 'cancelFailed' });
  });

  it('a cancel answered with the order still failed stays failed', async () => {
    const r = await toFailed({ cancel: async () => order({ status: 'payment_failed' }) });
    r.actor.send({ type: 'CANCEL' });
    await waitFor(r.actor, (s) => s.matches({ failed: 'idle' }));
    expect(r.cancelOrder).toHaveBeenCalledTimes(1);
  });

  it('expired: RESTART places a new order (new key) from the payment step', async () => {
    const r = start(undefined, { place: async () => order({ status: 'expired' }) });
    await place(r);
    await waitFor(r.actor, (s) => s.matches('expired'));
    const firstKey = r.placeOrder.mock.calls[0]?.[0].key;
    r.actor.send({ type: 'RESTART' });
    expect(value(r)).toBe('payment');
    expect(ctx(r).order).toBeNull();
    r.actor.send({ type: 'PLACE' });
    await waitFor(r.actor, (s) => s.matches('expired'));
    expect(r.placeOrder.mock.calls[1]?.[0].key).not.toBe(firstKey);
  });

  it('an expired order reopened by id cannot restart (nothing loaded to order)', async () => {
    const r = start(
      { kind: 'order', orderId: 501 },
      { load: async () => ({ lines: [], order: order({ status: 'expired' }) }) },
    );
    await waitFor(r.actor, (s) => s.matches('expired'));
    r.actor.send({ type: 'RESTART' });
    expect(value(r)).toBe('expired');
  });
});

describe('checkout helpers', () => {
  it('looksLikePhone accepts local and international shapes', () => {
    for (const ok of ['0788 123 456', '+250788123456', '00250788123456', '254712345678'])
      expect(looksLikePhone(ok), ok).toBe(true);
    for (const bad of ['', '12345', '0788', 'call me', '+0788123456'])
      expect(looksLikePhone(bad), bad).toBe(false);
  });

  it('the default isMobileNumber guard uses the shape', async () => {
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          loadCheckout: fromPromise<LoadCheckoutOutput, CheckoutSource>(async () => ({
            lines: [line()],
            order: null,
          })),
        },
      }),
      { input: { source: { kind: 'cart' }, keyPrefix: 'x', contact: { full_name: 'Amina', phone: '12' } } },
    ).start();
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', field: 'delivery_address', value: 'KG 11 Ave' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: [{ key: 'phoneInvalid' }] });
    expect(actor.getSnapshot().context.mobileMinimums).toEqual({});
  });

  it('the placeholder actors fail loudly', async () => {
    const actor = createActor(checkoutMachine, {
      input: { source: { kind: 'cart' }, keyPrefix: 'x' },
    }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'checkout: the "loadCheckout" actor is not provided',
    });
  });
});
