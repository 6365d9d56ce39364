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

/** 'Cancel order' of a pending or declined order: spins while cancelling, waits while another call runs. */
export function CancelOrderButton({
  onCancel,
  isPending,
  isDisabled,
}: {
  onCancel: () => void;
  isPending: boolean;
  isDisabled: boolean;
}) {
  return (
    <Button variant="ghost" onPress={onCancel} isPending={isPending} isDisabled={isDisabled}>
      {t('cancelOrder')}
    </Button>
  );
}
