import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import type { ReactNode } from 'react';
import * as s from './checkout.css';
import { t } from './messages';

/** Where 'Browse' and 'Keep shopping' lead. */
export const MARKETPLACE = '/marketplace';

/** A result panel of the checkout with its heading (level 2: the page's h1 is 'Checkout'). */
export function Result({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  return (
    <section className={s.result} data-state={path} aria-labelledby="checkout-result-title">
      <h2 id="checkout-result-title" className={s.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Props of {@link PaymentActions}. */
export interface PaymentActionsProps {
  /** The flow's error to show above the buttons (a warning), or null. */
  error: Parameters<typeof t.message>[0];
  /** The main action (resend the prompt, retry the payment): its text, look, handler and spinner. */
  action: { label: string; variant: 'primary' | 'secondary'; onPress: () => void; isPending: boolean };
  /** Cancels the order. */
  onCancel: () => void;
  /** True while the cancel call runs (its button spins). */
  isCancelling: boolean;
  /** True while any call runs (the buttons wait). */
  busy: boolean;
  /** What follows the buttons (e.g. 'View order'). */
  children?: ReactNode;
}

/**
 * The actions of a payment that waits for the phone or failed: the flow's error as a warning, then
 * the main `action` and 'Cancel order' (spinning while cancelling, waiting while another call runs).
 */
export function PaymentActions({
  error,
  action,
  onCancel,
  isCancelling,
  busy,
  children,
}: PaymentActionsProps) {
  return (
    <>
      {error ? <Alert tone="warning">{t.message(error)}</Alert> : null}
      <div className={s.actionsStart}>
        <Button
          variant={action.variant}
          onPress={action.onPress}
          isPending={action.isPending}
          isDisabled={busy}
        >
          {action.label}
        </Button>
        <Button variant="ghost" onPress={onCancel} isPending={isCancelling} isDisabled={busy}>
          {t('cancelOrder')}
        </Button>
        {children}
      </div>
    </>
  );
}
