import { CountBadge } from '@gari/ui/Badge';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { chromeT } from './messages';
import { useCartCount } from './useCartCount';

/**
 * The count on the top bar's cart link (spec §2 Global chrome cart; issue #10 "The top bar's cart
 * badge counts items"): units in the cart ({@link useCartCount}), 99+ above 99, nothing when empty.
 * A deferred chrome part (loaded after the first paint), so the cart store stays out of the boot JS.
 */
export function CartBadge() {
  const t = useT(chromeT);
  const count = useCartCount();
  return count > 0 ? (
    <span className={styles.badge} data-testid="cart-badge">
      <CountBadge count={count} label={(n) => t('cartItems', { n })} />
    </span>
  ) : null;
}
