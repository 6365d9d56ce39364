import { OrderDetailPage } from '@gari/features/checkout';
import { RequireAuth } from '@gari/features/chrome';

/**
 * /orders/{id} (issue #10): one of the buyer's orders — items, totals, progress, pay again, cancel.
 * Members only (signed out → /login?next=…).
 */
export function Component() {
  return (
    <RequireAuth>
      <OrderDetailPage />
    </RequireAuth>
  );
}
