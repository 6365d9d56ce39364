import { isApiError } from '@gari/client/errors';
import type { GariApi } from '@gari/client/types';
import type { Cart, CartItem, Listing } from '@gari/contract/marketplace';
import {
  buildCart,
  type CartData,
  type CartSnapshot,
  canChangeCart,
  cartMachine,
  type LoadCartInput,
  maxQuantity,
  quantityIn,
  type SaveItemInput,
} from '@gari/machines/cart';
import { toast } from '@gari/ui/Toast';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useApi, useFlow, useHydrated } from '../app';
import { useSession } from '../auth/session';
import { cartKeys, listingOrNull, marketplaceKeys } from '../shared';
import { useT } from '../shared/locale';
import { type LocalCart, useLocalCart } from './localCart';
import { t as cartT } from './messages';

/** The merge at sign-in of one visitor cart: shared by every cart view, so it runs once. */
interface MergeRun {
  promise: Promise<Cart>;
  running: boolean;
  announced: boolean;
}
const merges = new WeakMap<LocalCart, MergeRun>();

/**
 * POST /cart/merge of the visitor's lines (GET /cart/items when there are none), then clears the
 * local cart and stores the member cart under `cartKeys.member`. Views that ask while a merge runs
 * get the same promise (the local lines are cleared only after the server took them, so a failure
 * keeps them for a retry).
 */
function mergeLocalCart(api: GariApi, qc: QueryClient, local: LocalCart): Promise<Cart> {
  const current = merges.get(local);
  if (current?.running) return current.promise;
  const items = local.items();
  const run: MergeRun = {
    running: true,
    announced: items.length === 0,
    promise: Promise.resolve(null as never),
  };
  run.promise = (async () => {
    try {
      const cart = items.length > 0 ? await api.marketplace.mergeCart(items) : await api.marketplace.cart();
      local.clear();
      qc.setQueryData(cartKeys.member, cart);
      return cart;
    } finally {
      run.running = false;
    }
  })();
  merges.set(local, run);
  return run.promise;
}

/** A 422 on `quantity` says why ('Only 2 left in stock.'): that text, not the generic one. */
function explain(error: unknown): unknown {
  if (isApiError(error) && error.errors?.quantity?.[0])
    return Object.assign(new Error(error.errors.quantity[0]), { status: error.status });
  return error;
}

/**
 * The visitor cart with its listings: each line's listing from GET /marketplace/listings/{id} (cached
 * under `marketplaceKeys.listing`); lines whose listing is gone (404) are dropped from local storage.
 * Stored under `cartKeys.visitor`.
 */
async function visitorCart(api: GariApi, qc: QueryClient, local: LocalCart): Promise<Cart> {
  const lines = await Promise.all(
    local.items().map(async (item) => {
      const listing = await qc.fetchQuery({
        queryKey: marketplaceKeys.listing(item.listing_id),
        queryFn: () => listingOrNull(api, item.listing_id),
        staleTime: 60_000,
      });
      if (listing) return { quantity: item.quantity, listing };
      local.set(item.listing_id, 0);
      return null;
    }),
  );
  const cart: Cart = buildCart(lines.filter((l): l is { quantity: number; listing: Listing } => l !== null));
  qc.setQueryData(cartKeys.visitor, cart);
  return cart;
}

/** What the cart's effects use; read at call time (the client changes once the page has hydrated). */
interface CartDeps {
  api: GariApi;
  qc: QueryClient;
  local: LocalCart;
}

/** The cart's effects over the client, the query cache and the visitor's local cart. */
function cartActors(deps: { current: CartDeps }) {
  return {
    loadCart: fromPromise<CartData, LoadCartInput>(({ input }) => {
      const { api, qc, local } = deps.current;
      return input.owner === 'member'
        ? qc.fetchQuery({ queryKey: cartKeys.member, queryFn: () => api.marketplace.cart(), staleTime: 0 })
        : visitorCart(api, qc, local);
    }),
    mergeCart: fromPromise<CartData, void>(() => {
      const { api, qc, local } = deps.current;
      return mergeLocalCart(api, qc, local);
    }),
    saveItem: fromPromise<CartData, SaveItemInput>(async ({ input }) => {
      const { api, qc, local } = deps.current;
      if (input.owner === 'visitor') {
        if (input.listing) qc.setQueryData(marketplaceKeys.listing(input.listing_id), input.listing);
        local.set(input.listing_id, input.quantity);
        return visitorCart(api, qc, local);
      }
      try {
        const cart =
          input.quantity > 0
            ? await api.marketplace.setCartItem(input.listing_id, input.quantity)
            : await api.marketplace.removeCartItem(input.listing_id);
        qc.setQueryData(cartKeys.member, cart);
        return cart;
      } catch (error) {
        throw explain(error);
      }
    }),
  };
}

/**
 * The cart (issue #10 "Cart"; spec §2 Global chrome cart, Listing detail Add to cart): the `cart`
 * machine with the client's calls. A visitor's cart is the browser's local storage (`gari.cart`: ids
 * and quantities; listings fetched by id), a member's is the server's (GET/PUT/DELETE /cart/items);
 * when a member signs in with lines in the local cart they are merged (POST /cart/merge) and the local
 * cart is cleared. Quantities are bounded by the stock (and 99). The machine waits until the page has
 * hydrated and the session is known. Every view of the cart shares the query cache, so a change made
 * by one (e.g. the merge in the chrome) reaches the others (`SYNC`). Toasts 'Added to cart' after an
 * ADD and 'Cart updated' after a merge.
 *
 * @returns the machine `state` and `send`, the `cart` (contract `Cart`, null before the first load),
 * its `lines`, `count` (units) and `totals` per currency (minor and major units), `error` (text or
 * null), `pending` (the change being saved), `canChange`, `isMember`, and the commands `add(listing,
 * quantity?)`, `setQuantity(id, n)`, `remove(id)`, `retry()`, `dismiss()`, `quantityOf(id)`,
 * `maxOf(listing)`.
 */
export function useCart() {
  const t = useT(cartT);
  const api = useApi();
  const qc = useQueryClient();
  const local = useLocalCart();
  const session = useSession();
  const hydrated = useHydrated();
  const titles = useRef(new Map<number, string>());
  const deps = useRef<CartDeps>({ api, qc, local });
  deps.current = { api, qc, local };

  const { state, send, actorRef } = useFlow(cartMachine, {
    actors: cartActors(deps),
    on: {
      added: (event) => toast.success(t('addedTitle'), titles.current.get(event.listing_id)),
      merged: () => {
        const run = merges.get(local);
        if (!run || run.announced) return;
        run.announced = true;
        toast.success(t('mergedTitle'), t('merged'));
      },
    },
  });

  const known = hydrated && session.status !== 'checking';
  const member = session.status === 'authenticated';
  useEffect(() => {
    if (known) send({ type: 'SESSION', member, localItems: local.count() });
  }, [known, member, local, send]);

  // A cart stored by another view (the merge, another Add to cart) reaches this one.
  const owner = state.context.owner;
  useEffect(() => {
    const key = owner === 'member' ? cartKeys.member : cartKeys.visitor;
    return qc.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey.join('/') !== key.join('/')) return;
      const data = event.query.state.data as Cart | undefined;
      if (data && data !== actorRef.getSnapshot().context.cart) send({ type: 'SYNC', cart: data });
    });
  }, [qc, owner, send, actorRef]);

  const cart = state.context.cart as Cart | null;
  const add = useCallback(
    (listing: Listing, quantity = 1) => {
      titles.current.set(listing.id, listing.title);
      send({ type: 'ADD', listing, quantity });
    },
    [send],
  );
  return {
    state: state as CartSnapshot,
    send,
    cart,
    lines: (cart?.data ?? []) as CartItem[],
    count: cart?.meta.count ?? 0,
    totals: cart?.meta.totals ?? [],
    error: t.message(state.context.error) ?? null,
    pending: state.context.pending,
    canChange: canChangeCart(state),
    isMember: owner === 'member',
    add,
    setQuantity: (listingId: number, quantity: number) =>
      send({ type: 'SET_QUANTITY', listing_id: listingId, quantity }),
    remove: (listingId: number) => send({ type: 'REMOVE', listing_id: listingId }),
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => send({ type: 'DISMISS' }),
    quantityOf: (listingId: number) => quantityIn(cart, listingId),
    maxOf: (listing: Pick<Listing, 'stock' | 'status'>) => maxQuantity(listing),
  };
}

/** What {@link useCart} returns. */
export type CartApi = ReturnType<typeof useCart>;
