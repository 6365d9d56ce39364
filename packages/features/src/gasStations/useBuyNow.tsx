import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useHydrated } from '../app';
import type { CartApi } from '../cart/useCart';
import { checkoutHref } from '../checkout/checkoutQuery';
import { listingOrNull, marketplaceKeys } from '../shared';
import { useT } from '../shared/locale';
import { t as gasT } from './messages';

/**
 * The cart (its machine, XState, the local cart) in a chunk of its own, mounted once the page has
 * hydrated: the station page is interactive without it, Buy Now is enabled when it is ready (issue #8).
 */
const LazyCartBridge = lazy(() => import('./CartBridge').then((m) => ({ default: m.CartBridge })));

/** Something a station sells: its name (for the §8 toast), spareshop listing and price (null = none). */
export interface BuyableItem {
  name: string;
  listing_id: number | null;
  price: number | null;
}

/**
 * Buy Now on a station page (spec §2 Gas station detail, §3 Checkout item, §5 "a missing price gives
 * 'Not Available' / '{fuel} is not available at this station'"; issue #11 "Buy Now into the cart"):
 * an item without a price (or no longer on sale) toasts 'Not Available'; else its spareshop listing
 * (GET /marketplace/listings/{id}) goes into the cart (the visitor's or the member's) and the browser
 * goes to `/checkout?seller_id=` of the station (sign-in first for visitors). An item already in the
 * cart goes straight to checkout.
 *
 * The cart loads after hydration ({@link LazyCartBridge}): render the returned `cartLoader` somewhere
 * in the view; until the cart is ready `canBuy` is false (as before its first load).
 *
 * @returns `buy(item)`, the listing being bought (`buying`), `canBuy` (the cart is ready), the cart's
 * error text (`cartError`, null) and `dismissCartError()`, and the `cartLoader` element.
 */
export function useBuyNow(sellerId: number | null) {
  const t = useT(gasT);
  const api = useApi();
  const qc = useQueryClient();
  const hydrated = useHydrated();
  const [cart, setCart] = useState<CartApi | null>(null);
  const navigate = useNavigate();
  const [buying, setBuying] = useState<number | null>(null);
  const notAvailable = useCallback(
    (name: string) => toast.error(t('notAvailableTitle'), t('notAvailable', { product: name })),
    [t],
  );
  const pending = cart?.pending ?? false;
  const error = cart?.error ?? null;
  const quantityOf = cart?.quantityOf;
  useEffect(() => {
    if (buying === null || pending || !quantityOf) return;
    if (quantityOf(buying) > 0) {
      setBuying(null);
      navigate(checkoutHref({ sellerId }));
    } else if (error) setBuying(null);
  }, [buying, pending, error, quantityOf, navigate, sellerId]);

  const buy = async (item: BuyableItem) => {
    if (item.price === null || item.listing_id === null) return notAvailable(item.name);
    if (!cart) return;
    if (cart.quantityOf(item.listing_id) > 0) return navigate(checkoutHref({ sellerId }));
    const id = item.listing_id;
    setBuying(id);
    try {
      const listing = await qc.fetchQuery({
        queryKey: marketplaceKeys.listing(id),
        queryFn: () => listingOrNull(api, id),
        staleTime: 0,
      });
      if (!listing || cart.maxOf(listing) === 0) {
        setBuying(null);
        return notAvailable(item.name);
      }
      cart.dismiss();
      cart.add(listing);
    } catch (e) {
      setBuying(null);
      toast.error(t('notAvailableTitle'), e instanceof Error ? e.message : undefined);
    }
  };
  const cartLoader: ReactNode = hydrated ? (
    <Suspense fallback={null}>
      <LazyCartBridge onCart={setCart} />
    </Suspense>
  ) : null;
  return {
    buy,
    buying,
    canBuy: cart?.canChange ?? false,
    cartError: error,
    dismissCartError: () => cart?.dismiss(),
    cartLoader,
  };
}
