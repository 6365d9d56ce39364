import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import { PaymentActions, Result } from './CheckoutResult';
import * as s from './checkout.css';
import { t as checkoutT } from './messages';
import { useFormatMinor } from './orderStatus';
import type { CheckoutController } from './useCheckout';
import { formatCountdown, useCountdown } from './useCountdown';

/**
 * Waiting for the phone's approval (mobile money): amount and number, the countdown to the 15-minute
 * hold, "I didn't get a prompt", cancel, and the development simulator's approve/decline when the
 * payment is the simulator's.
 */
export function CheckoutWaiting({ checkout, path }: { checkout: CheckoutController; path: string }) {
  const t = useT(checkoutT);
  const formatMinor = useFormatMinor();
  const { state, order } = checkout;
  const c = state.context;
  const seconds = useCountdown(order?.expires_at ?? null);
  const amount = order ? formatMinor(order.total_minor, order.currency, order.currency_exponent) : '';
  const payment = order?.payment ?? null;
  const simulator = payment?.provider === 'simulator' && payment.simulator_url ? payment : null;
  const HOLD = 15 * 60;
  const busy = !state.matches({ waiting: 'idle' }) && !state.matches({ waiting: 'polling' });
  return (
    <Result path={path} title={t('waitingTitle')}>
      <p className={s.muted}>{t('waitingText', { amount, phone: payment?.msisdn ?? order?.phone ?? '' })}</p>
      {seconds !== null && seconds > 0 ? (
        <>
          <p className={s.muted}>
            <span id="checkout-time-left">{t('timeLeft')}</span>
          </p>
          <p
            className={s.countdown}
            role="timer"
            aria-labelledby="checkout-time-left"
            data-testid="countdown"
          >
            {formatCountdown(seconds)}
          </p>
          <div className={s.track} aria-hidden="true">
            <div className={s.fill} style={{ width: `${Math.min(100, (seconds / HOLD) * 100)}%` }} />
          </div>
        </>
      ) : seconds === 0 ? (
        <p role="status">{t('timeUp')}</p>
      ) : null}
      {c.resent > 0 && !state.matches({ waiting: 'resending' }) ? (
        <Alert tone="success">{t('resent')}</Alert>
      ) : null}
      <PaymentActions checkout={checkout} phase="waiting" busy={busy} />
      {simulator ? (
        <TitledSection
          look={{ section: s.devHint, title: s.strong }}
          level={3}
          data-testid="simulator-hint"
          titleId="checkout-simulator-title"
          title={t('simulatorTitle')}
        >
          <p className={s.muted}>{t('simulatorText')}</p>
          <Box display="flex" gap="sm" flexWrap="wrap">
            <Button
              variant="primary"
              size="sm"
              onPress={() => checkout.simulate('approve')}
              isPending={state.matches({ waiting: 'simulating' })}
              isDisabled={busy}
            >
              {t('simulatorApprove')}
            </Button>
            <Button variant="danger" size="sm" onPress={() => checkout.simulate('decline')} isDisabled={busy}>
              {t('simulatorDecline')}
            </Button>
          </Box>
        </TitledSection>
      ) : null}
    </Result>
  );
}
