import type { Order } from '@gari/contract/marketplace';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { Stack } from '@gari/ui/Stack';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../app';
import { ConfirmModal } from '../app/ConfirmModal';
import { LoadingStatus } from '../shared/LoadingStatus';
import { useT } from '../shared/locale';
import { orderKeys } from '../shared/queryKeys';
import { RetryAlert } from '../shared/RetryAlert';
import { TitledSection } from '../shared/TitledSection';
import { useErrorText } from '../shared/useErrorText';
import { useFormat } from '../shared/useFormat';
import { isNotFound, parseVehicleId as parseRouteId } from '../shared/vehicleRoute';
import * as s from './checkout.css';
import { checkoutHref } from './checkoutQuery';
import { t as checkoutT } from './messages';
import { OrderExpensePrompt } from './OrderExpensePrompt';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderSummary } from './OrderSummary';
import { canCancelOrder, canPayAgain, isAwaitingPayment, orderTimeline } from './orderStatus';

/** How often a pending order is read again while its page is open (ms). */
const PENDING_REFRESH_MS = 5000;

const METHOD_TEXT = { momo: 'methodMomo', airtel: 'methodAirtel', cash: 'methodCash' } as const;

/**
 * Pay again and Cancel order of an order page (POST /orders/{id}/pay | /cancel; the mutations take the
 * order id): the answered order replaces the cached one and the orders list is read again. Pay again
 * goes on to the checkout's waiting screen, Cancel toasts 'Order cancelled'; a failure toasts the
 * error's text.
 */
function useOrderActions() {
  const errorText = useErrorText();
  const t = useT(checkoutT);
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settled = (next: Order) => {
    queryClient.setQueryData(orderKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all, exact: true });
  };
  const payAgain = useMutation({
    mutationFn: (orderId: number) => api.marketplace.payOrder(orderId),
    onSuccess: (next) => {
      settled(next);
      navigate(checkoutHref({ orderId: next.id }));
    },
    onError: (error) => toast.error(t('payAgainFailed'), errorText(error)),
  });
  const cancel = useMutation({
    mutationFn: (orderId: number) => api.marketplace.cancelOrder(orderId),
    onSuccess: (next) => {
      settled(next);
      toast.success(t('cancelledToast'), t('cancelledText'));
    },
    onError: (error) => toast.error(t('cancelFailedToast'), errorText(error)),
  });
  return { payAgain, cancel };
}

/**
 * /orders/{id} (issue #10): one of the buyer's orders (GET /orders/{id}; another member's is 'Order
 * not found'): state badge, the items and total (minor units of the order currency), the progress
 * timeline (placed → paid → confirmed → completed, or where it stopped), delivery and payment details.
 * Actions: Continue payment (pending: back to the checkout's waiting screen), Pay again (payment_failed:
 * POST /orders/{id}/pay, then the waiting screen; a 409 when the stock is gone is toasted), Cancel order
 * with a confirmation (POST /orders/{id}/cancel; before payment, after a failed one, or a confirmed
 * cash order). A pending order is re-read every 5 s. A paid order of parts offers to log it as a car
 * expense, and says "Logged as expense" after ({@link OrderExpensePrompt}, issue #13).
 */
export function OrderDetailPage() {
  const errorText = useErrorText();
  const t = useT(checkoutT);
  const fmt = useFormat();
  const api = useApi();
  const id = parseRouteId(useParams().id);
  const [confirming, setConfirming] = useState(false);
  const order = useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: () => api.marketplace.order(id ?? 0),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 2,
    refetchInterval: (q) => (q.state.data?.status === 'pending_payment' ? PENDING_REFRESH_MS : false),
  });
  const { payAgain, cancel } = useOrderActions();

  const back = (
    <Link href="/orders" data-testid="back-to-orders">
      ← {t('backToOrders')}
    </Link>
  );

  /** The page before the order shows, in `state`: the back link, the header `title`, then `body`. */
  const stateFrame = (state: 'notFound' | 'loading' | 'error', title: string, body: ReactNode = null) => (
    <section className={s.page} aria-labelledby="order-title" data-state={state}>
      {back}
      <PageHeader titleId="order-title" title={title} />
      {body}
    </section>
  );

  if (id === null || (order.isError && isNotFound(order.error))) {
    return stateFrame('notFound', t('orderNotFound'));
  }
  if (order.isPending) {
    return stateFrame(
      'loading',
      t('orderTitle', { id }),
      <LoadingStatus label={t('loading')} height="10rem" />,
    );
  }
  if (order.isError) {
    return stateFrame(
      'error',
      t('orderTitle', { id }),
      <RetryAlert title={t('ordersFailed')} onRetry={() => void order.refetch()} retryLabel={t('retry')}>
        {errorText(order.error)}
      </RetryAlert>,
    );
  }

  const o = order.data;
  const busy = payAgain.isPending || cancel.isPending;
  return (
    <section className={s.page} aria-labelledby="order-title" data-state="ready" data-status={o.status}>
      {back}
      <PageHeader
        titleId="order-title"
        title={
          <>
            {t('orderTitle', { id: o.id })} <OrderStatusBadge status={o.status} />
          </>
        }
        subtitle={`${t('placedOn', { date: fmt.date(o.created_at) })} · ${t('soldBy', { seller: o.seller.name })}`}
        actions={
          <>
            {isAwaitingPayment(o) ? (
              <LinkButton href={checkoutHref({ orderId: o.id })} variant="primary">
                {t('continuePayment')}
              </LinkButton>
            ) : null}
            {canPayAgain(o) ? (
              <Button
                variant="primary"
                onPress={() => payAgain.mutate(o.id)}
                isPending={payAgain.isPending}
                isDisabled={busy}
              >
                {t('payAgain')}
              </Button>
            ) : null}
            {canCancelOrder(o) ? (
              <Button
                variant="ghost"
                onPress={() => setConfirming(true)}
                isPending={cancel.isPending}
                isDisabled={busy}
              >
                {t('cancelOrder')}
              </Button>
            ) : null}
          </>
        }
      />
      <OrderExpensePrompt order={o} />
      <div className={s.layout}>
        <Box display="grid" gap="md">
          <TitledSection look={s.titledPanel} titleId="order-timeline-title" title={t('orderTimeline')}>
            <Stack as="ol" gap="sm" data-testid="order-timeline">
              {orderTimeline(o, t).map((step) => (
                <li
                  key={step.key}
                  className={s.timelineStep}
                  data-state={step.state}
                  aria-current={step.current ? 'step' : undefined}
                >
                  <span className={s.dot} aria-hidden="true" />
                  {step.label}
                </li>
              ))}
            </Stack>
          </TitledSection>
          <TitledSection look={s.titledPanel} titleId="order-delivery-title" title={t('orderDelivery')}>
            <dl className={s.details}>
              <dt>{t('fullName')}</dt>
              <dd>{o.buyer_name}</dd>
              <dt>{t('phone')}</dt>
              <dd>{o.phone}</dd>
              <dt>{t('address')}</dt>
              <dd>{[o.delivery_address, o.delivery_city].filter(Boolean).join(', ')}</dd>
              {o.note ? (
                <>
                  <dt>{t('note')}</dt>
                  <dd style={{ whiteSpace: 'pre-line' }}>{o.note}</dd>
                </>
              ) : null}
            </dl>
          </TitledSection>
          <TitledSection look={s.titledPanel} titleId="order-payment-title" title={t('orderPayment')}>
            <dl className={s.details}>
              <dt>{t('method')}</dt>
              <dd>{t(METHOD_TEXT[o.payment_method])}</dd>
              {o.payment && o.payment_method !== 'cash' ? (
                <>
                  <dt>{t('payerPhone')}</dt>
                  <dd>{o.payment.msisdn}</dd>
                </>
              ) : null}
              {o.payment?.reason && o.status === 'payment_failed' ? (
                <>
                  <dt>{t('failedTitle')}</dt>
                  <dd>{o.payment.reason}</dd>
                </>
              ) : null}
            </dl>
          </TitledSection>
        </Box>
        <OrderSummary
          lines={o.items}
          total_minor={o.total_minor}
          currency={o.currency}
          currency_exponent={o.currency_exponent}
          seller={o.seller.name}
        />
      </div>
      <ConfirmModal
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(o.id)}
        title={t('cancelConfirmTitle')}
        actionLabel={t('cancelOrder')}
        cancelLabel={t('keepOrder')}
        message={t('cancelConfirmText')}
      />
    </section>
  );
}
