import type { OrderStatus } from '@gari/contract/marketplace';
import { Badge } from '@gari/ui/Badge';
import { useT } from '../shared/locale';
import { t as checkoutT } from './messages';
import { ORDER_STATUS_TONE, orderStatusText } from './orderStatus';

/** Props of {@link OrderStatusBadge}. */
export interface OrderStatusBadgeProps {
  /** The order's state (issue #10). */
  status: OrderStatus;
}

/**
 * The state of an order as a badge ('Awaiting payment', 'Paid', 'Confirmed', 'Completed', 'Payment
 * failed', 'Cancelled', 'Expired'); the colour repeats the text, never replaces it.
 * @selector `[data-order-status="paid"]`
 */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  const t = useT(checkoutT);
  return (
    <Badge tone={ORDER_STATUS_TONE[status]} data-order-status={status}>
      {orderStatusText(status, t)}
    </Badge>
  );
}
