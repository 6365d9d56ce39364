/** The checkout's pure helpers: phone shapes, quantities, groups, idempotency keys. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine } from './machine';
import { looksLikePhone } from './rules';
import { line } from './test-utils';
import type { CheckoutSource, LoadCheckoutOutput } from './types';

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
