/** `checkout` waiting for the phone's approval, and the failed and expired ends. */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { apiError, ctx, type Fakes, order, place, start, toWaiting, value } from './test-utils';
import type { CheckoutOrder } from './types';

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
