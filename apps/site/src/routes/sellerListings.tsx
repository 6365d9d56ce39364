import { RequireAuth } from '@gari/features/chrome';
import { MyListingsPage } from '@gari/features/selling';

/**
 * /marketplace/mine (issue #10 "Selling"): the seller's listings and, with `?tab=orders`, the orders
 * on them. Signed-in members only (signed out → /login?next=…).
 */
export function Component() {
  return (
    <RequireAuth>
      <MyListingsPage />
    </RequireAuth>
  );
}
