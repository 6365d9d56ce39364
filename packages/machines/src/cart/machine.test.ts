import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { canChangeCart, cartMachine } from './machine';
import { buildCart, maxQuantity, quantityIn } from './rules';
import {
  CART_MAX_QUANTITY,
  type CartData,
  type CartEmitted,
  type CartListing,
  type LoadCartInput,
  type SaveItemInput,
} from './types';

const PADS: CartListing = {
  id: 1,
  stock: 3,
  status: 'published',
  price_minor: 45_500,
  currency: 'RWF',
  currency_exponent: 0,
};
const FILTER: CartListing = {
  id: 5,
  stock: 20,
  status: 'published',
  price_minor: 11_500,
  currency: 'RWF',
  currency_exponent: 0,
};
const KES: CartListing = {
  id: 9,
  stock: 4,
  status: 'published',
  price_minor: 450_050,
  currency: 'KES',
  currency_exponent: 2,
};
const SOLD_OUT: CartListing = { ...FILTER, id: 6, stock: 0 };
const EMPTY: CartData = buildCart([]);

/** A fake backend: one cart that `saveItem` edits, answers built with `buildCart`. */
function start(
  opts: {
    cart?: { quantity: number; listing: CartListing }[];
    load?: (input: LoadCartInput) => Promise<CartData>;
    merge?: () => Promise<CartData>;
    save?: (input: SaveItemInput) => Promise<CartData>;
  } = {},
) {
  let lines = [...(opts.cart ?? [])];
  const known = [PADS, FILTER, KES, SOLD_OUT];
  const loadCart = vi.fn(opts.load ?? (async () => buildCart(lines)));
  const mergeCart = vi.fn(opts.merge ?? (async () => buildCart(lines)));
  const saveItem = vi.fn(
    opts.save ??
      (async (input: SaveItemInput) => {
        const listing = input.listing ?? known.find((l) => l.id === input.listing_id);
        if (!listing) throw new Error('unknown');
        lines = lines.filter((l) => l.listing.id !== input.listing_id);
        if (input.quantity > 0) lines.unshift({ quantity: input.quantity, listing });
        return buildCart(lines);
      }),
  );
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(({ input }: { input: LoadCartInput }) => loadCart(input)),
        mergeCart: fromPromise(() => mergeCart()),
        saveItem: fromPromise(({ input }: { input: SaveItemInput }) => saveItem(input)),
      },
    }),
  );
  const emitted: CartEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, loadCart, mergeCart, saveItem, emitted };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(actor, (s) => !s.matches('loading') && !s.matches('merging') && !s.matches('saving'));
async function visitorReady(opts: Parameters<typeof start>[0] = {}) {
  const run = start(opts);
  run.actor.send({ type: 'SESSION', member: false, localItems: 0 });
  await settled(run.actor);
  return run;
}

describe('cart rules', () => {
  it('maxQuantity: the stock, capped at 99; 0 for sold out or unpublished', () => {
    expect(maxQuantity(PADS)).toBe(3);
    expect(maxQuantity({ stock: 500, status: 'published' })).toBe(CART_MAX_QUANTITY);
    expect(maxQuantity({ stock: 0, status: 'published' })).toBe(0);
    expect(maxQuantity({ stock: 5, status: 'paused' })).toBe(0);
    expect(maxQuantity({ stock: -2, status: 'published' })).toBe(0);
  });

  it('buildCart: line totals, availability, count and totals per currency of available lines', () => {
    const cart = buildCart([
      { quantity: 2, listing: PADS },
      { quantity: 1, listing: KES },
      { quantity: 5, listing: { ...FILTER, stock: 2 } },
    ]);
    expect(cart.data.map((l) => [l.listing_id, l.line_total_minor, l.available])).toEqual([
      [1, 91_000, true],
      [9, 450_050, true],
      [5, 57_500, false],
    ]);
    expect(cart.meta.count).toBe(8);
    expect(cart.meta.totals).toEqual([
      { currency: 'RWF', amount_minor: 91_000, amount: 91_000 },
      { currency: 'KES', amount_minor: 450_050, amount: 4500.5 },
    ]);
    expect(buildCart([])).toEqual({ data: [], meta: { count: 0, totals: [] } });
  });

  it('quantityIn', () => {
    const cart = buildCart([{ quantity: 2, listing: PADS }]);
    expect(quantityIn(cart, 1)).toBe(2);
    expect(quantityIn(cart, 5)).toBe(0);
    expect(quantityIn(null, 1)).toBe(0);
  });
});

describe('cart machine: session, loading and merging', () => {
  it('waits for the session; changes are ignored meanwhile', () => {
    const { actor, loadCart } = start();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(canChangeCart(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ADD', listing: PADS });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(loadCart).not.toHaveBeenCalled();
  });

  it('SESSION visitor → loading the visitor cart → empty', async () => {
    const { actor, loadCart } = start();
    actor.send({ type: 'SESSION', member: false, localItems: 0 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadCart).toHaveBeenCalledWith({ owner: 'visitor' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.cart).toEqual(EMPTY);
    expect(canChangeCart(actor.getSnapshot())).toBe(true);
  });

  it('SESSION member without local lines → loading the member cart → ready', async () => {
    const { actor, loadCart, mergeCart } = start({ cart: [{ quantity: 1, listing: PADS }] });
    actor.send({ type: 'SESSION', member: true, localItems: 0 });
    expect(actor.getSnapshot().context.owner).toBe('member');
    expect(loadCart).toHaveBeenCalledWith({ owner: 'member' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(mergeCart).not.toHaveBeenCalled();
  });

  it('SESSION visitor with local lines just loads them (nothing to merge into)', async () => {
    const { actor, mergeCart } = start({ cart: [{ quantity: 1, listing: PADS }] });
    actor.send({ type: 'SESSION', member: false, localItems: 1 });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);
    expect(mergeCart).not.toHaveBeenCalled();
  });

  it('SESSION member with local lines → merging → ready, emits merged with the count', async () => {
    const { actor, mergeCart, loadCart, emitted } = start({ cart: [{ quantity: 2, listing: PADS }] });
    actor.send({ type: 'SESSION', member: true, localItems: 1 });
    expect(actor.getSnapshot().value).toBe('merging');
    await settled(actor);
    expect(mergeCart).toHaveBeenCalledTimes(1);
    expect(loadCart).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(emitted).toEqual([{ type: 'merged', count: 2 }]);
  });

  it('a merge answering an empty cart → empty, emits merged 0', async () => {
    const { actor, emitted } = start();
    actor.send({ type: 'SESSION', member: true, localItems: 2 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(emitted).toEqual([{ type: 'merged', count: 0 }]);
  });

  it('a failed merge → failed (server text), RETRY merges again', async () => {
    let fail = true;
    const { actor, mergeCart } = start({
      merge: async () => {
        if (fail) throw Object.assign(new Error('POST /cart/merge failed: 503'), { status: 503 });
        return buildCart([{ quantity: 1, listing: PADS }]);
      },
    });
    actor.send({ type: 'SESSION', member: true, localItems: 1 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'POST /cart/merge failed: 503' });
    expect(actor.getSnapshot().context.failedStep).toBe('merge');
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('merging');
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(mergeCart).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failedStep).toBeNull();
  });

  it('a failed load → failed (fallback key without a message), RETRY loads again', async () => {
    let fail = true;
    const { actor, loadCart } = start({
      load: async () => {
        if (fail) throw {};
        return EMPTY;
      },
    });
    actor.send({ type: 'SESSION', member: true, localItems: 0 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'loadFailed' });
    expect(actor.getSnapshot().context.failedStep).toBe('load');
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settled(actor);
    expect(loadCart).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('SESSION from ready (sign out) loads the visitor cart; from failed too', async () => {
    const { actor, loadCart } = start({ cart: [{ quantity: 1, listing: PADS }] });
    actor.send({ type: 'SESSION', member: true, localItems: 0 });
    await settled(actor);
    actor.send({ type: 'SESSION', member: false, localItems: 0 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadCart).toHaveBeenLastCalledWith({ owner: 'visitor' });
    await settled(actor);

    const failing = start({ load: async () => Promise.reject(new Error('down')) });
    failing.actor.send({ type: 'SESSION', member: false, localItems: 0 });
    await settled(failing.actor);
    expect(failing.actor.getSnapshot().value).toBe('failed');
    failing.actor.send({ type: 'SESSION', member: true, localItems: 3 });
    expect(failing.actor.getSnapshot().value).toBe('merging');
  });

  it('actors that are not provided fail loudly (failed with their message)', async () => {
    const actor = createActor(cartMachine).start();
    actor.send({ type: 'SESSION', member: false, localItems: 0 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'cart: the "loadCart" actor is not provided',
    });
  });
});

describe('cart machine: changes', () => {
  it('empty: ADD → saving → ready, emits added; the listing goes to the actor', async () => {
    const { actor, saveItem, emitted } = await visitorReady();
    actor.send({ type: 'ADD', listing: PADS });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(canChangeCart(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.pending).toEqual({
      intent: 'add',
      listing_id: 1,
      quantity: 1,
      listing: PADS,
    });
    expect(saveItem).toHaveBeenCalledWith({ owner: 'visitor', listing_id: 1, quantity: 1, listing: PADS });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(actor.getSnapshot().context.cart?.meta.count).toBe(1);
    expect(emitted).toEqual([{ type: 'added', listing_id: 1, quantity: 1 }]);
  });

  it('ready: ADD adds to the quantity already in the cart', async () => {
    const { actor, saveItem, emitted } = await visitorReady({ cart: [{ quantity: 1, listing: PADS }] });
    actor.send({ type: 'ADD', listing: PADS, quantity: 2 });
    expect(saveItem).toHaveBeenLastCalledWith(expect.objectContaining({ listing_id: 1, quantity: 3 }));
    await settled(actor);
    expect(emitted).toEqual([{ type: 'added', listing_id: 1, quantity: 3 }]);
    expect(quantityIn(actor.getSnapshot().context.cart, 1)).toBe(3);
  });

  it('ADD beyond the stock is refused without a call (stockLimit with the stock); DISMISS clears it', async () => {
    const { actor, saveItem } = await visitorReady({ cart: [{ quantity: 3, listing: PADS }] });
    actor.send({ type: 'ADD', listing: PADS });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'stockLimit', values: { stock: 3 } });
    expect(saveItem).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ADD of a sold-out or unpublished listing is refused (soldOut), also from empty', async () => {
    const { actor, saveItem } = await visitorReady();
    actor.send({ type: 'ADD', listing: SOLD_OUT });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'soldOut' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'ADD', listing: { ...PADS, status: 'sold' } });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'soldOut' });
    expect(saveItem).not.toHaveBeenCalled();
  });

  it('SET_QUANTITY within the stock → saving → ready, no added event', async () => {
    const { actor, saveItem, emitted } = await visitorReady({ cart: [{ quantity: 1, listing: PADS }] });
    actor.send({ type: 'SET_QUANTITY', listing_id: 1, quantity: 3 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.pending?.intent).toBe('update');
    expect(saveItem).toHaveBeenCalledWith({ owner: 'visitor', listing_id: 1, quantity: 3, listing: null });
    await settled(actor);
    expect(quantityIn(actor.getSnapshot().context.cart, 1)).toBe(3);
    expect(emitted).toEqual([]);
  });

  it('SET_QUANTITY above the stock is refused; unchanged, below 1, fractional or unknown lines are ignored', async () => {
    const { actor, saveItem } = await visitorReady({ cart: [{ quantity: 2, listing: PADS }] });
    actor.send({ type: 'SET_QUANTITY', listing_id: 1, quantity: 4 });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'stockLimit', values: { stock: 3 } });
    for (const quantity of [2, 0, -1, 1.5]) actor.send({ type: 'SET_QUANTITY', listing_id: 1, quantity });
    actor.send({ type: 'SET_QUANTITY', listing_id: 77, quantity: 1 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(saveItem).not.toHaveBeenCalled();
  });

  it('a line above a stock that dropped may still be lowered', async () => {
    const { actor, saveItem } = await visitorReady({ cart: [{ quantity: 5, listing: PADS }] });
    expect(actor.getSnapshot().context.cart?.data[0]?.available).toBe(false);
    actor.send({ type: 'SET_QUANTITY', listing_id: 1, quantity: 4 });
    expect(saveItem).toHaveBeenCalledWith(expect.objectContaining({ quantity: 4 }));
  });

  it('REMOVE of the last line → saving → empty; REMOVE of an unknown line is ignored', async () => {
    const { actor, saveItem } = await visitorReady({ cart: [{ quantity: 1, listing: PADS }] });
    actor.send({ type: 'REMOVE', listing_id: 99 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'REMOVE', listing_id: 1 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.pending).toEqual({
      intent: 'remove',
      listing_id: 1,
      quantity: 0,
      listing: null,
    });
    await settled(actor);
    expect(saveItem).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('REMOVE of one of two lines → ready', async () => {
    const { actor } = await visitorReady({
      cart: [
        { quantity: 1, listing: PADS },
        { quantity: 2, listing: FILTER },
      ],
    });
    actor.send({ type: 'REMOVE', listing_id: 1 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.cart?.meta.count).toBe(2);
  });

  it('a failed save → back to ready with the server message, the cart unchanged', async () => {
    const { actor } = await visitorReady({
      cart: [{ quantity: 1, listing: PADS }],
      save: async () => {
        throw Object.assign(new Error('The given data was invalid.'), { status: 422 });
      },
    });
    const before = actor.getSnapshot().context.cart;
    actor.send({ type: 'SET_QUANTITY', listing_id: 1, quantity: 2 });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'The given data was invalid.' });
    expect(actor.getSnapshot().context.cart).toBe(before);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('a failed ADD into an empty cart → back to empty with the fallback key', async () => {
    const { actor, emitted } = await visitorReady({ save: async () => Promise.reject('offline') });
    actor.send({ type: 'ADD', listing: PADS });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'saveFailed' });
    expect(emitted).toEqual([]);
  });

  it('SESSION while saving starts over (the save is dropped)', async () => {
    const { actor } = await visitorReady({ save: () => new Promise<CartData>(() => {}) });
    actor.send({ type: 'ADD', listing: PADS });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'ADD', listing: FILTER });
    expect(actor.getSnapshot().context.pending?.listing_id).toBe(1);
    actor.send({ type: 'SESSION', member: true, localItems: 1 });
    expect(actor.getSnapshot().value).toBe('merging');
  });

  it('SYNC takes a cart saved elsewhere: ready ↔ empty', async () => {
    const { actor } = await visitorReady();
    const one = buildCart([{ quantity: 1, listing: FILTER }]);
    actor.send({ type: 'SYNC', cart: EMPTY });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'SYNC', cart: one });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.cart).toBe(one);
    const two = buildCart([{ quantity: 2, listing: FILTER }]);
    actor.send({ type: 'SYNC', cart: two });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.cart).toBe(two);
    actor.send({ type: 'SYNC', cart: EMPTY });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.cart).toBe(EMPTY);
  });
});
