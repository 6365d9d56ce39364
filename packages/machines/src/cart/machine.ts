import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { msg, notProvided, readFailure } from '../shared';
import { maxQuantity, quantityIn } from './rules';
import type {
  CartContext,
  CartData,
  CartEmitted,
  CartEvent,
  CartListing,
  CartMessage,
  LoadCartInput,
  SaveItemInput,
} from './types';

const hasLines = (cart: CartData | null | undefined) => (cart?.data.length ?? 0) > 0;
const lineOf = (context: CartContext, listingId: number) =>
  context.cart?.data.find((l) => l.listing_id === listingId);
const refusal = (listing: CartListing): CartMessage => {
  const max = maxQuantity(listing);
  return max === 0 ? msg('soldOut') : msg('stockLimit', { stock: max });
};
const outputOf = (event: unknown) => (event as { output: CartData }).output;

/**
 * The `cart` machine (issue #10 "Cart"; spec §2 Global chrome cart, Listing detail Add to cart). One
 * cart at a time: the visitor's (local storage, listing ids and quantities) or the member's (the
 * server's `/cart/items`); the effects are the caller's actors `loadCart`, `mergeCart` and `saveItem`,
 * each resolving with the whole cart ({@link CartData}). States:
 *
 * - `waiting` (initial): the session is not known yet (server render, hydration, token check).
 * - `SESSION` (from any state; the hook sends it when the session is known or changes): a member with
 *   lines in the local cart → `merging`; else → `loading` of that owner's cart.
 * - `loading`: actor `loadCart` → `ready` (lines) or `empty`; failure → `failed`.
 * - `merging`: actor `mergeCart` (POST /cart/merge of the local lines, which it then clears) → `ready`
 *   or `empty`, emits `merged`; failure → `failed` (the local lines are kept for RETRY).
 * - `ready` / `empty`: `ADD` a listing (sold out or more than its stock → `error`, no call), and in
 *   `ready` `SET_QUANTITY` (1..stock, at most 99) and `REMOVE` → `saving`. `SYNC` takes a cart saved
 *   elsewhere. `DISMISS` clears `error`.
 * - `saving`: actor `saveItem` (quantity 0 removes) → `ready`/`empty` with the answer (an ADD emits
 *   `added`); failure (e.g. 422 'Only 2 left in stock.') → back with `error` and the cart unchanged.
 * - `failed`: `error`; `RETRY` reruns what failed (merge or load).
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    loadCart: fromPromise<CartData, LoadCartInput>(notProvided('cart', 'loadCart')),
    mergeCart: fromPromise<CartData, void>(notProvided('cart', 'mergeCart')),
    saveItem: fromPromise<CartData, SaveItemInput>(notProvided('cart', 'saveItem')),
  },
  guards: {
    memberWithLocalItems: ({ event }) => event.type === 'SESSION' && event.member && event.localItems > 0,
    answerHasLines: ({ event }) => hasLines(outputOf(event)),
    addSaved: ({ context, event }) => context.pending?.intent === 'add' && hasLines(outputOf(event)),
    cartHasLines: ({ context }) => hasLines(context.cart),
    syncHasLines: ({ event }) => event.type === 'SYNC' && hasLines(event.cart),
    addRefused: ({ context, event }) =>
      event.type === 'ADD' &&
      quantityIn(context.cart, event.listing.id) + Math.max(1, event.quantity ?? 1) >
        maxQuantity(event.listing),
    quantityOverStock: ({ context, event }) => {
      if (event.type !== 'SET_QUANTITY') return false;
      const line = lineOf(context, event.listing_id);
      return (
        line !== undefined && event.quantity > line.quantity && event.quantity > maxQuantity(line.listing)
      );
    },
    quantityChange: ({ context, event }) => {
      if (event.type !== 'SET_QUANTITY') return false;
      const line = lineOf(context, event.listing_id);
      return (
        line !== undefined &&
        Number.isInteger(event.quantity) &&
        event.quantity >= 1 &&
        event.quantity !== line.quantity &&
        (event.quantity < line.quantity || event.quantity <= maxQuantity(line.listing))
      );
    },
    inCart: ({ context, event }) =>
      event.type === 'REMOVE' && lineOf(context, event.listing_id) !== undefined,
    mergeFailed: ({ context }) => context.failedStep === 'merge',
  },
  actions: {
    setOwner: assign(({ event }) =>
      event.type === 'SESSION' ? { owner: event.member ? ('member' as const) : ('visitor' as const) } : {},
    ),
    takeAnswer: assign(({ event }) => ({ cart: outputOf(event), error: null, failedStep: null })),
    takeSync: assign(({ event }) => (event.type === 'SYNC' ? { cart: event.cart } : {})),
    refuseAdd: assign(({ event }) => (event.type === 'ADD' ? { error: refusal(event.listing) } : {})),
    refuseQuantity: assign(({ context, event }) => {
      const line = event.type === 'SET_QUANTITY' ? lineOf(context, event.listing_id) : undefined;
      return line ? { error: refusal(line.listing) } : {};
    }),
    pendAdd: assign(({ context, event }) =>
      event.type === 'ADD'
        ? {
            error: null,
            pending: {
              intent: 'add' as const,
              listing_id: event.listing.id,
              quantity: quantityIn(context.cart, event.listing.id) + Math.max(1, event.quantity ?? 1),
              listing: event.listing,
            },
          }
        : {},
    ),
    pendQuantity: assign(({ event }) =>
      event.type === 'SET_QUANTITY'
        ? {
            error: null,
            pending: {
              intent: 'update' as const,
              listing_id: event.listing_id,
              quantity: event.quantity,
              listing: null,
            },
          }
        : {},
    ),
    pendRemove: assign(({ event }) =>
      event.type === 'REMOVE'
        ? {
            error: null,
            pending: { intent: 'remove' as const, listing_id: event.listing_id, quantity: 0, listing: null },
          }
        : {},
    ),
    dismiss: assign({ error: null }),
    /** Loading or merging failed: the error (else the step's fallback) and which step to retry. */
    failStep: assign((_, p: { error: unknown; step: 'load' | 'merge' }) => ({
      error: readFailure(p.error, p.step === 'load' ? 'loadFailed' : 'mergeFailed').message,
      failedStep: p.step,
    })),
    /** Saving a change failed: the error (else 'saveFailed'); the cart stays as it was. */
    refuseSave: assign((_, p: { error: unknown }) => ({
      error: readFailure(p.error, 'saveFailed').message,
      pending: null,
    })),
  },
}).createMachine({
  id: 'cart',
  context: {
    owner: 'visitor',
    cart: null,
    pending: null,
    error: null,
    failedStep: null,
  },
  initial: 'waiting',
  on: {
    SESSION: [
      { guard: 'memberWithLocalItems', target: '.merging', actions: 'setOwner' },
      { target: '.loading', actions: 'setOwner' },
    ],
  },
  states: {
    waiting: {},
    loading: {
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: [
          { guard: 'answerHasLines', target: 'ready', actions: 'takeAnswer' },
          { target: 'empty', actions: 'takeAnswer' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failStep', params: ({ event }) => ({ error: event.error, step: 'load' }) },
        },
      },
    },
    merging: {
      invoke: {
        src: 'mergeCart',
        onDone: [
          {
            guard: 'answerHasLines',
            target: 'ready',
            actions: [
              'takeAnswer',
              emit(({ event }) => ({ type: 'merged' as const, count: event.output.meta.count })),
            ],
          },
          {
            target: 'empty',
            actions: ['takeAnswer', emit({ type: 'merged' as const, count: 0 })],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'failStep', params: ({ event }) => ({ error: event.error, step: 'merge' }) },
        },
      },
    },
    ready: {
      on: {
        ADD: [
          { guard: 'addRefused', actions: 'refuseAdd' },
          { target: 'saving', actions: 'pendAdd' },
        ],
        SET_QUANTITY: [
          { guard: 'quantityOverStock', actions: 'refuseQuantity' },
          { guard: 'quantityChange', target: 'saving', actions: 'pendQuantity' },
        ],
        REMOVE: { guard: 'inCart', target: 'saving', actions: 'pendRemove' },
        SYNC: [
          { guard: 'syncHasLines', actions: 'takeSync' },
          { target: 'empty', actions: 'takeSync' },
        ],
        DISMISS: { actions: 'dismiss' },
      },
    },
    empty: {
      on: {
        ADD: [
          { guard: 'addRefused', actions: 'refuseAdd' },
          { target: 'saving', actions: 'pendAdd' },
        ],
        SYNC: [{ guard: 'syncHasLines', target: 'ready', actions: 'takeSync' }, { actions: 'takeSync' }],
        DISMISS: { actions: 'dismiss' },
      },
    },
    saving: {
      invoke: {
        src: 'saveItem',
        input: ({ context }) => ({
          owner: context.owner,
          listing_id: context.pending?.listing_id ?? 0,
          quantity: context.pending?.quantity ?? 0,
          listing: context.pending?.listing ?? null,
        }),
        onDone: [
          {
            guard: 'addSaved',
            target: 'ready',
            actions: [
              emit(({ context }) => ({
                type: 'added' as const,
                listing_id: context.pending?.listing_id ?? 0,
                quantity: context.pending?.quantity ?? 0,
              })),
              'takeAnswer',
              assign({ pending: null }),
            ],
          },
          { guard: 'answerHasLines', target: 'ready', actions: ['takeAnswer', assign({ pending: null })] },
          { target: 'empty', actions: ['takeAnswer', assign({ pending: null })] },
        ],
        onError: [
          {
            guard: 'cartHasLines',
            target: 'ready',
            actions: { type: 'refuseSave', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'empty',
            actions: { type: 'refuseSave', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      on: {
        RETRY: [
          { guard: 'mergeFailed', target: 'merging', actions: 'dismiss' },
          { target: 'loading', actions: 'dismiss' },
        ],
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<CartMachine>;

/** True while a change can be made (ADD, quantities): the cart is loaded and nothing is being saved. */
export function canChangeCart(snapshot: Pick<CartSnapshot, 'matches'>): boolean {
  return snapshot.matches('ready') || snapshot.matches('empty');
}
