/** The visitor cart in local storage (issue #10): ids and quantities, bounded, junk-tolerant. */
import { createMemoryStorage } from '@gari/client/storage';
import { describe, expect, it, vi } from 'vitest';
import { createLocalCart, LOCAL_CART_KEY, LOCAL_CART_MAX_LINES } from './localCart';

describe('local cart', () => {
  it('keeps lines newest first under gari.cart, counts units and notifies', () => {
    const storage = createMemoryStorage();
    const cart = createLocalCart(storage);
    const listener = vi.fn();
    const stop = cart.subscribe(listener);
    cart.set(1, 2);
    cart.set(5, 1);
    expect(cart.items()).toEqual([
      { listing_id: 5, quantity: 1 },
      { listing_id: 1, quantity: 2 },
    ]);
    expect(cart.count()).toBe(3);
    expect(JSON.parse(storage.getItem(LOCAL_CART_KEY) ?? '')).toEqual(cart.items());
    cart.set(1, 3);
    expect(cart.items()[0]).toEqual({ listing_id: 1, quantity: 3 });
    cart.set(5, 0);
    expect(cart.items()).toEqual([{ listing_id: 1, quantity: 3 }]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    cart.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(cart.count()).toBe(0);
  });

  it('returns the same items between writes (a stable snapshot)', () => {
    const cart = createLocalCart(createMemoryStorage());
    cart.set(1, 1);
    expect(cart.items()).toBe(cart.items());
  });

  it('caps quantities at 99 and lines at 50; junk and duplicates are dropped', () => {
    const storage = createMemoryStorage({
      [LOCAL_CART_KEY]: JSON.stringify([
        { listing_id: 1, quantity: 500 },
        { listing_id: 1, quantity: 2 },
        { listing_id: 'x', quantity: 1 },
        { listing_id: 2, quantity: 0 },
        null,
      ]),
    });
    const cart = createLocalCart(storage);
    expect(cart.items()).toEqual([{ listing_id: 1, quantity: 99 }]);
    for (let id = 100; id < 200; id++) cart.set(id, 1);
    expect(cart.items()).toHaveLength(LOCAL_CART_MAX_LINES);
    expect(createLocalCart(createMemoryStorage({ [LOCAL_CART_KEY]: '{not json' })).items()).toEqual([]);
  });

  it('keeps working in memory when storage refuses writes or there is none', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const cart = createLocalCart(refusing);
    cart.set(3, 2);
    expect(cart.items()).toEqual([{ listing_id: 3, quantity: 2 }]);
    const none = createLocalCart(null);
    none.set(4, 1);
    expect(none.count()).toBe(1);
  });
});
