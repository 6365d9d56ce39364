import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import type { ReactNode } from 'react';
import { useT } from './locale';
import { retryT } from './retryMessages';

/** Props of {@link RetryAlert}. */
export interface RetryAlertProps {
  /** Bold first line, e.g. 'Failed to load'. */
  title?: ReactNode;
  /** The message under it, e.g. the error's text or 'Failed to load vehicles.'. */
  children?: ReactNode;
  /** What "Try again" does (usually the query's `refetch`). */
  onRetry: () => void;
  /** The button's text. @default 'Try again' in the member's language (`retryMessages.ts`) */
  retryLabel?: string;
}

/**
 * A load or submit failure (spec §8 page texts: 'Failed to load' …) as a danger alert, announced
 * (`role="alert"`), with a small secondary "Try again" button at its end.
 */
export function RetryAlert({ title, children, onRetry, retryLabel }: RetryAlertProps) {
  const t = useT(retryT);
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {retryLabel ?? t('tryAgain')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
