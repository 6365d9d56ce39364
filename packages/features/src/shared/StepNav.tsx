import { Button, type ButtonProps } from '@gari/ui/Button';

/**
 * One button of a {@link StepNav}: its text, and the `Button` props of its press and state —
 * `onPress` (the flow's `back`, `next`, `confirm` …), `isDisabled`, `isPending` (a spinner while the
 * step's request runs); each unset is false.
 */
export interface StepNavButton extends Pick<ButtonProps, 'onPress' | 'isDisabled' | 'isPending'> {
  /** The button's text, e.g. 'Back', 'Next', 'Confirm Booking'. */
  label: string;
}

/** Props of {@link StepNav}. */
export interface StepNavProps {
  /** The bar's class (its flow's layout: the booking's sticky bar, the checkout's row). */
  className: string;
  /** `data-testid` of the bar, e.g. 'booking-nav'. */
  testId: string;
  /** The secondary button that goes a step back. */
  back: StepNavButton;
  /** The primary button that goes on: Next, or on the last step the flow's final action. */
  forward: StepNavButton;
}

/**
 * The Back / forward bar under the steps of a flow (spec §2 Booking wizard "Back/Next", Checkout
 * "Back/Continue, Place order"): a secondary Back button, then the primary button that goes on —
 * the same button element from step to step, so its focus stays when the step changes.
 */
export function StepNav({ className, testId, back, forward }: StepNavProps) {
  const { label: backLabel, ...backPress } = back;
  const { label: forwardLabel, ...forwardPress } = forward;
  return (
    <div className={className} data-testid={testId}>
      <Button variant="secondary" {...backPress}>
        {backLabel}
      </Button>
      <Button variant="primary" {...forwardPress}>
        {forwardLabel}
      </Button>
    </div>
  );
}
