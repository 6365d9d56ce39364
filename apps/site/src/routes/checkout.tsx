import { CheckoutPage } from '@gari/features/checkout';
import { RequireAuth } from '@gari/features/chrome';

/**
 * /checkout?item_id=&quantity= | ?order_id= | ?seller_id= (spec §2 Listing detail "Proceed to
 * Checkout", §8; issue #10): review → contact and delivery → payment (MTN MoMo, Airtel Money, cash on
 * delivery) → waiting for the phone → paid. For signed-in members only (signed out → /login?next=…).
 */
export function Component() {
  return (
    <RequireAuth>
      <CheckoutPage />
    </RequireAuth>
  );
}
