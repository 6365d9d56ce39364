import { Button } from '@gari/ui/Button';

/** One button of a {@link StepNav}: its text, what it does, and its state. */
export interface StepNavButton {
  /** The button's text, e.g. 'Back', 'Next', 'Confirm Booking'. */
  label: string;
  /** What a press does (the flow's `back`, `next`, `confirm` …). */
  onPress: () => void;
  /** The button cannot be pressed. @default false */
  isDisabled?: boolean;
  /** The button shows a spinner and is blocked while the step's request runs. @default false */
  isPending?: boolean;
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
  return (
    <div className={className} data-testid={testId}>
      <Button variant="secondary" onPress={back.onPress} isDisabled={back.isDisabled}>
        {back.label}
      </Button>
      <Button
        variant="primary"
        onPress={forward.onPress}
        isPending={forward.isPending}
        isDisabled={forward.isDisabled}
      >
        {forward.label}
      </Button>
    </div>
  );
}
