import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import type { ReactNode } from 'react';
import { useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import * as s from './checkout.css';
import { t as checkoutT } from './messages';
import type { CheckoutController } from './useCheckout';

/** Where 'Browse' and 'Keep shopping' lead. */
export const MARKETPLACE = '/marketplace';

/** A result panel of the checkout with its heading (level 2: the page's h1 is 'Checkout'). */
export function Result({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      look={{ section: s.result, title: s.stepTitle }}
      data-state={path}
      titleId="checkout-result-title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}

/** Props of {@link MessageResult}. */
export interface MessageResultProps {
  /** The machine state's path (the panel's `data-state`). */
  path: string;
  /** The heading. */
  title: string;
  /** The line under it (muted). */
  text: string;
  /** The actions: links or buttons in a row that wraps. */
  children: ReactNode;
}

/** A result panel that says what happened and what to do next: its heading, a line and the actions. */
export function MessageResult({ path, title, text, children }: MessageResultProps) {
  return (
    <Result path={path} title={title}>
      <p className={s.muted}>{text}</p>
      <Box display="flex" gap="sm" flexWrap="wrap">
        {children}
      </Box>
    </Result>
  );
}

/** Props of {@link PaymentActions}. */
export interface PaymentActionsProps {
  checkout: CheckoutController;
  /** The machine state the payment is in: waiting for the phone, or failed. */
  phase: 'waiting' | 'failed';
  /** True while any call runs (the buttons wait). */
  busy: boolean;
  /** What follows the buttons (e.g. 'View order'). */
  children?: ReactNode;
}

/**
 * The actions of a payment that waits for the phone or failed: the flow's error as a warning, then
 * the phase's main action ("I didn't get a prompt" while waiting, 'Try again' when failed; it spins
 * while it runs) and 'Cancel order' (spinning while cancelling); every button waits while another
 * call runs.
 */
export function PaymentActions({ checkout, phase, busy, children }: PaymentActionsProps) {
  const t = useT(checkoutT);
  const { state } = checkout;
  const error = state.context.error;
  const action =
    phase === 'failed'
      ? {
          label: t('retry'),
          variant: 'primary' as const,
          onPress: checkout.retry,
          isPending: state.matches({ failed: 'retrying' }),
          isCancelling: state.matches({ failed: 'cancelling' }),
        }
      : {
          label: t('noPrompt'),
          variant: 'secondary' as const,
          onPress: checkout.resend,
          isPending: state.matches({ waiting: 'resending' }),
          isCancelling: state.matches({ waiting: 'cancelling' }),
        };
  return (
    <>
      {error ? <Alert tone="warning">{t.message(error)}</Alert> : null}
      <Box display="flex" gap="sm" flexWrap="wrap">
        <Button
          variant={action.variant}
          onPress={action.onPress}
          isPending={action.isPending}
          isDisabled={busy}
        >
          {action.label}
        </Button>
        <Button variant="ghost" onPress={checkout.cancel} isPending={action.isCancelling} isDisabled={busy}>
          {t('cancelOrder')}
        </Button>
        {children}
      </Box>
    </>
  );
}
