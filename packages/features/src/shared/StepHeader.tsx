import type { ReactNode } from 'react';

/** Props of {@link StepHeader}. */
export interface StepHeaderProps {
  /** Classes of the header and of its heading (the flow's step look, from its styles). */
  look: { header: string; title: string };
  /** Id of the heading: the step panel's `aria-labelledby`. */
  titleId: string;
  /** The step's name, e.g. 'Select Service', 'Delivery'. */
  title: string;
  /** Where the member is, above the heading: a progress bar, a list of the steps. */
  children: ReactNode;
}

/**
 * The head of one step of a flow (spec §2 Booking wizard "Step n of 4", Checkout steps): what says
 * where the member is, then the step's `<h2>`, which names the step panel.
 */
export function StepHeader({ look, titleId, title, children }: StepHeaderProps) {
  return (
    <div className={look.header}>
      {children}
      <h2 id={titleId} className={look.title}>
        {title}
      </h2>
    </div>
  );
}
