import { LinkButton } from '@gari/ui/Button';
import { Skeleton, Spinner } from '@gari/ui/Skeleton';
import { statePathOf } from '../app';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { CheckoutOutcome } from './CheckoutOutcome';
import { MARKETPLACE, MessageResult } from './CheckoutResult';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutWaiting } from './CheckoutWaiting';
import * as s from './checkout.css';
import { t as checkoutT } from './messages';
import type { CheckoutController } from './useCheckout';

/** Props of {@link CheckoutFlow}. */
export interface CheckoutFlowProps {
  /** The hook result of `useCheckout()`. */
  checkout: CheckoutController;
}

/**
 * The checkout views (spec §2 Listing detail "Proceed to Checkout", §8; issue #10), one per state of the
 * `checkout` machine: loading; a load failure with Try again; the §8 empty state ('Nothing to check
 * out', link to /marketplace); the three steps 'Step N of 3' — Review (seller choice when the cart holds
 * several sellers, quantity per line, unavailable lines marked), Contact & delivery (full name, phone,
 * delivery address, city, notes), Payment (MTN MoMo, Airtel Money, cash on delivery; the mobile-money
 * number) — beside the order summary; then waiting for the phone's approval (amount, number, a
 * countdown to the 15-minute hold, "I didn't get a prompt", cancel, and — only when the API's payment is
 * the simulator's — the development simulator's approve/decline), paid, placed (cash), declined with
 * Try again, expired with "Place the order again", and cancelled.
 *
 * `data-state` on the root is the machine state as a dotted path (@selector
 * `[data-state="waiting.idle"]`); `data-step` the step 0–2 while ordering.
 */
export function CheckoutFlow({ checkout }: CheckoutFlowProps) {
  const t = useT(checkoutT);
  const { state } = checkout;
  const path = statePathOf(state.value);

  if (state.matches('loading')) {
    return (
      <section className={s.panel} data-state={path} aria-busy="true" aria-label={t('loading')}>
        <Spinner label={t('loading')} showLabel />
        <Skeleton height="4rem" lines={2} />
      </section>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <div className={s.panel} data-state={path}>
        <RetryAlert
          title={t.message(state.context.error) ?? t('loadFailed')}
          onRetry={checkout.retry}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  if (state.matches('missing')) {
    return (
      <MessageResult path={path} title={t('emptyTitle')} text={t('emptyText')}>
        <LinkButton href={MARKETPLACE} variant="primary">
          {t('browse')}
        </LinkButton>
      </MessageResult>
    );
  }
  if (checkout.step !== null) return <CheckoutSteps checkout={checkout} path={path} step={checkout.step} />;
  if (state.matches('waiting')) return <CheckoutWaiting checkout={checkout} path={path} />;
  return <CheckoutOutcome checkout={checkout} path={path} />;
}
