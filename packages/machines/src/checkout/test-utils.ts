/**
 * Test harness of the `checkout` machine: cart lines and orders, API errors, and the machine started
 * with fake effect actors the test scripts.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine } from './machine';
import { looksLikePhone, phoneCountry } from './rules';
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

/** A cart line (one Akebono brake pad set, RWF) with `over` on top. */
export const line = (over: Partial<CheckoutLine> = {}): CheckoutLine => ({
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

/** A placed order with `over` on top. */
export const order = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
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

/** An API error as the client rejects with (`status`, `message`, field `errors`). */
export const apiError = (status: number, message: string, errors?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, errors });

/** Replacements of the effect actors (defaults: a one-line cart, orders that succeed). */
export interface Fakes {
  load?: (s: CheckoutSource) => Promise<LoadCheckoutOutput>;
  place?: (r: PlaceOrderRequest) => Promise<CheckoutOrder>;
  fetch?: (r: OrderRef) => Promise<CheckoutOrder>;
  pay?: (r: OrderRef) => Promise<CheckoutOrder>;
  cancel?: (r: OrderRef) => Promise<CheckoutOrder>;
  simulate?: (r: SimulateInput) => Promise<unknown>;
  isMobile?: (phone: string, country: string) => boolean;
}

/** Starts the machine on `source` (default: buy listing 11 now) with spied fake actors. */
export function start(
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

/** What {@link start} returns. */
export type Run = ReturnType<typeof start>;
/** The machine's state value. */
export const value = (r: Run) => r.actor.getSnapshot().value;
/** The machine's context. */
export const ctx = (r: Run) => r.actor.getSnapshot().context;

/** Waits for `review`. */
export async function toReview(r: Run) {
  await waitFor(r.actor, (s) => s.matches('review'));
}
/** To `contact` (NEXT from review). */
export async function toContact(r: Run) {
  await toReview(r);
  r.actor.send({ type: 'NEXT' });
  expect(value(r)).toBe('contact');
}
/** To `payment` with a valid contact and delivery address. */
export async function toPayment(r: Run, phone = '0788 123 456') {
  await toContact(r);
  r.actor.send({ type: 'CHANGE', field: 'full_name', value: 'Amina Uwase' });
  r.actor.send({ type: 'CHANGE', field: 'phone', value: phone });
  r.actor.send({ type: 'CHANGE', field: 'delivery_address', value: 'KG 11 Ave, Kimihurura' });
  r.actor.send({ type: 'CHANGE', field: 'delivery_city', value: 'Kigali' });
  r.actor.send({ type: 'NEXT' });
  expect(value(r)).toBe('payment');
}
/** Picks `method` and sends PLACE. */
export async function place(r: Run, method: 'momo' | 'airtel' | 'cash' = 'momo') {
  await toPayment(r);
  r.actor.send({ type: 'SELECT_METHOD', method });
  r.actor.send({ type: 'PLACE' });
}
/** Placed with MoMo, waiting for the phone (`waiting.idle`). */
export async function toWaiting(r: Run) {
  await place(r);
  await waitFor(r.actor, (s) => s.matches({ waiting: 'idle' }));
}
