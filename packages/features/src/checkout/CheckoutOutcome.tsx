import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { useT } from '../shared/locale';
import { MARKETPLACE, MessageResult, PaymentActions, Result } from './CheckoutResult';
import { orderHref } from './checkoutQuery';
import { t as checkoutT } from './messages';
import { useFormatMinor } from './orderStatus';
import type { CheckoutController } from './useCheckout';

/** The end of the checkout: paid, placed (cash), declined with Try again, expired, cancelled. */
export function CheckoutOutcome({ checkout, path }: { checkout: CheckoutController; path: string }) {
  const t = useT(checkoutT);
  const formatMinor = useFormatMinor();
  const { state, order } = checkout;
  const _c = state.context;
  const amount = order ? formatMinor(order.total_minor, order.currency, order.currency_exponent) : '';
  const viewOrder = order ? (
    <LinkButton href={orderHref(order.id)} variant="secondary">
      {t('viewOrder')}
    </LinkButton>
  ) : null;
  const shop = (
    <LinkButton href={MARKETPLACE} variant="ghost">
      {t('keepShopping')}
    </LinkButton>
  );

  if (state.matches('paid') || state.matches('placed')) {
    const cash = state.matches('placed');
    return (
      <Result path={path} title={t(cash ? 'placedTitle' : 'paidTitle')}>
        <Alert tone="success">{t(cash ? 'placedText' : 'paidText', { id: order?.id ?? 0, amount })}</Alert>
        <Box display="flex" gap="sm" flexWrap="wrap">
          {order ? (
            <LinkButton href={orderHref(order.id)} variant="primary">
              {t('viewOrder')}
            </LinkButton>
          ) : null}
          {shop}
        </Box>
      </Result>
    );
  }
  if (state.matches('failed')) {
    const busy = !state.matches({ failed: 'idle' });
    return (
      <Result path={path} title={t('failedTitle')}>
        <Alert tone="danger" title={t('failedTitle')}>
          {t('failedText')}
          {order?.payment?.reason ? ` (${order.payment.reason})` : ''}
        </Alert>
        <PaymentActions checkout={checkout} phase="failed" busy={busy}>
          {viewOrder}
        </PaymentActions>
      </Result>
    );
  }
  if (state.matches('expired')) {
    return (
      <MessageResult path={path} title={t('expiredTitle')} text={t('expiredText')}>
        {checkout.lines.length > 0 ? (
          <Button variant="primary" onPress={checkout.restart}>
            {t('placeAgain')}
          </Button>
        ) : (
          <LinkButton href={MARKETPLACE} variant="primary">
            {t('browse')}
          </LinkButton>
        )}
        {viewOrder}
      </MessageResult>
    );
  }
  return (
    <MessageResult path={path} title={t('cancelledTitle')} text={t('cancelledText')}>
      <LinkButton href="/orders" variant="secondary">
        {t('myOrders')}
      </LinkButton>
      {shop}
    </MessageResult>
  );
}
