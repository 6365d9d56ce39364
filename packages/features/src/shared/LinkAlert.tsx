import { Alert } from '@gari/ui/Alert';
import { LinkButton } from '@gari/ui/Button';
import type { ReactNode } from 'react';

/** Props of {@link LinkAlert}. */
export interface LinkAlertProps {
  /** The alert's title, e.g. 'No bookings yet'. */
  title: string;
  /** Where the next step goes, e.g. '/maintenance'. */
  href: string;
  /** The link's text, e.g. 'Find a garage'. */
  linkText: string;
  /** The link's look. @default 'secondary' */
  variant?: 'primary' | 'secondary';
  /** The alert's text. */
  children: ReactNode;
}

/**
 * An info alert whose next step is a link, shown as a small button (an empty list's "Find a garage" or
 * "Browse the Spareshop", a member without a car's "Add your car", a visitor's "Sign in").
 */
export function LinkAlert({ title, href, linkText, variant = 'secondary', children }: LinkAlertProps) {
  return (
    <Alert
      tone="info"
      title={title}
      action={
        <LinkButton href={href} variant={variant} size="sm">
          {linkText}
        </LinkButton>
      }
    >
      {children}
    </Alert>
  );
}
