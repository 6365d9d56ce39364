import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { useLocalCartCount } from '../cart/localCart';

/** The cart machine without a view: its own chunk, loaded only when a merge is due. */
const LazyCartSync = lazy(() => import('../cart/CartSync').then((m) => ({ default: m.CartSync })));

/**
 * Merges the visitor cart at sign-in whatever the page (issue #10 "a visitor's cart … merges into the
 * member cart at sign-in"): once a signed-in member has lines in the visitor cart it mounts
 * `CartSync` (the cart machine, which merges them), and keeps it until sign-out so the merge's
 * 'Cart updated' toast is not lost when the local cart empties. A deferred chrome part.
 */
export function CartSyncGate() {
  const session = useSession();
  const localCount = useLocalCartCount();
  const authenticated = session.status === 'authenticated';
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!authenticated) setMounted(false);
    else if (localCount > 0) setMounted(true);
  }, [authenticated, localCount]);
  return mounted ? (
    <Suspense fallback={null}>
      <LazyCartSync />
    </Suspense>
  ) : null;
}
