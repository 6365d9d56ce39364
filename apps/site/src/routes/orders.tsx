import { OrdersPage } from '@gari/features/checkout';
import { RequireAuth } from '@gari/features/chrome';

/** /orders (issue #10): the buyer's Spareshop orders, newest first. Members only (→ /login?next=…). */
export function Component() {
  return (
    <RequireAuth>
      <OrdersPage />
    </RequireAuth>
  );
}
