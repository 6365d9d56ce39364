import type { ReactNode } from 'react';
import { LoadingStatus, type LoadingStatusProps } from './LoadingStatus';
import { RetryAlert } from './RetryAlert';
import { useErrorText } from './useErrorText';

/** Props of {@link ListQueryBody}. */
export interface ListQueryBodyProps<T> {
  /** The list's query (TanStack Query): its state, error, data and `refetch` (Try again). */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T[] | undefined;
    refetch: () => unknown;
  };
  /** The skeleton while the query loads: what it says and the size of its lines. */
  loading: LoadingStatusProps;
  /** Title of the failure, e.g. 'Failed to load'; its text is the error's message. */
  failedTitle: string;
  /** Shown when the list is empty (usually a `LinkAlert` onward). */
  empty: ReactNode;
  /** The list, given the loaded items (never empty). */
  children: (items: T[]) => ReactNode;
}

/**
 * The body of a page that lists one query's items (spec §8 page texts): skeleton lines while it
 * loads, the failure with Try again (`RetryAlert`), `empty` for no items, else `children(items)`.
 */
export function ListQueryBody<T>({ query, loading, failedTitle, empty, children }: ListQueryBodyProps<T>) {
  const errorText = useErrorText();
  if (query.isPending) return <LoadingStatus {...loading} />;
  if (query.isError) {
    return (
      <RetryAlert title={failedTitle} onRetry={() => void query.refetch()}>
        {errorText(query.error)}
      </RetryAlert>
    );
  }
  const items = query.data ?? [];
  return <>{items.length === 0 ? empty : children(items)}</>;
}
