import type { Order } from '@gari/contract/marketplace';
import { Box } from '@gari/ui/Box';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { LinkAlert } from '../shared/LinkAlert';
import { ListQueryBody } from '../shared/ListQueryBody';
import { useT } from '../shared/locale';
import { orderKeys } from '../shared/queryKeys';
import { useFormat } from '../shared/useFormat';
import * as s from './checkout.css';
import { orderHref } from './checkoutQuery';
import { t as checkoutT } from './messages';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useFormatMinor } from './orderStatus';

/** 'Brake pads' or 'Brake pads + 2 more'. */
const itemsText = (order: Order) => {
  const [first, ...rest] = order.items;
  if (!first) return '';
  const more = rest.reduce((n, i) => n + i.quantity, 0) + first.quantity - 1;
  return more > 0 ? `${first.title} + ${more} more` : first.title;
};

/**
 * /orders (issue #10): the buyer's Spareshop orders, newest first (GET /orders), each with its number,
 * state badge, date, items, seller and total, linking to /orders/{id}. Loading skeleton; 'Failed to
 * load' with Try again (spec §8 page texts); 'No orders yet' with a link to the Spareshop. For signed-in
 * members (the route wraps it in `RequireAuth`).
 * @selector `[data-order-id]` on each list item.
 */
export function OrdersPage() {
  const t = useT(checkoutT);
  const formatMinor = useFormatMinor();
  const fmt = useFormat();
  const api = useApi();
  const orders = useQuery({ queryKey: orderKeys.all, queryFn: () => api.marketplace.orders() });
  return (
    <section className={s.page} aria-labelledby="orders-title">
      <PageHeader titleId="orders-title" title={t('ordersTitle')} subtitle={t('ordersSubtitle')} />
      <ListQueryBody
        query={orders}
        loading={{ label: t('loading'), height: '4.5rem', lines: 3 }}
        failedTitle={t('ordersFailed')}
        empty={
          <LinkAlert title={t('ordersEmpty')} href="/marketplace" linkText={t('browse')}>
            {t('ordersEmptyText')}
          </LinkAlert>
        }
      >
        {(list) => (
          <ul className={s.cardList} aria-label={t('ordersTitle')}>
            {newestFirst(list).map((order) => (
              <li key={order.id} className={s.orderCard} data-order-id={order.id} data-status={order.status}>
                <Box display="flex" flexDirection="column" gap="xs" minWidth={0}>
                  <Box as="span" fontWeight="bold" display="flex" gap="sm" alignItems="center">
                    <Link href={orderHref(order.id)}>{t('orderTitle', { id: order.id })}</Link>
                    <OrderStatusBadge status={order.status} />
                  </Box>
                  <span>{itemsText(order)}</span>
                  <span className={s.muted}>
                    {t('placedOn', { date: fmt.date(order.created_at) })} ·{' '}
                    {t('soldBy', { seller: order.seller.name })}
                  </span>
                </Box>
                <strong>{formatMinor(order.total_minor, order.currency, order.currency_exponent)}</strong>
              </li>
            ))}
          </ul>
        )}
      </ListQueryBody>
    </section>
  );
}

/** Newest first (the API's order; kept when several arrive in the same second). */
function newestFirst(orders: Order[]): Order[] {
  return [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
