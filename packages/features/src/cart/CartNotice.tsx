import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import type { CartApi } from './useCart';

/**
 * Why the last cart change was refused (spec §8, e.g. 'Only 3 in stock.'), as a warning the buyer
 * dismisses with OK (`DISMISS`); nothing when the cart has no error. Shown on the cart page and on a
 * listing's buy box.
 */
export function CartNotice({ cart }: { cart: Pick<CartApi, 'error' | 'dismiss'> }) {
  if (!cart.error) return null;
  return (
    <Alert
      tone="warning"
      action={
        <Button variant="ghost" size="sm" onPress={cart.dismiss}>
          OK
        </Button>
      }
    >
      {cart.error}
    </Alert>
  );
}
