import { Card } from '@gari/ui/Card';
import { Heading } from '@gari/ui/Layout';
import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The level-2 title, e.g. 'No vehicles yet'. */
  title: string;
  /** Extra class of the card. */
  className?: string;
  /** What follows the title: a hint, the first action. */
  children: ReactNode;
}

/** An empty list (My Cars, My listings, seller orders): a dashed card with its title and next step. */
export function EmptyState({ title, className, children }: EmptyStateProps) {
  return (
    <Card gap="md" padding="lg" tone="dashed" elevation="flat" className={className}>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {children}
    </Card>
  );
}
