import { LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import type { ReactNode } from 'react';
import { usePageMeta } from '../app/pageMeta';
import { RetryAlert } from './RetryAlert';
import { useErrorText } from './useErrorText';

/** Load state of a page about one thing (a convoy, member, station, listing): its root's `data-state`. */
export type DetailState = 'loading' | 'error' | 'not-found' | 'ready';

/** What {@link DetailGate} reads of the page's TanStack query: `data` is `null` for a 404. */
export interface DetailQuery<T> {
  data: T | null | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The state of a detail page: 'not-found' for a bad id (`missing`) or a 404 (`data === null`),
 * 'ready' once data is there (a failed background refetch keeps showing it), else 'error' or
 * 'loading'.
 */
export function detailState<T>(query: DetailQuery<T>, missing = false): DetailState {
  if (missing || query.data === null) return 'not-found';
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}

/** The texts of a {@link DetailGate} (spec §8 page texts). */
export interface DetailTexts {
  /** Heading while loading, e.g. 'Loading convoy…'. */
  loading: string;
  /** Heading and document title of a 404, e.g. 'Convoy not found'. */
  notFound: string;
  /** The line under it. */
  notFoundText: string;
  /** Heading of a failed load, e.g. 'Failed to load'. */
  failed: string;
  /** The retry button. @default 'Try again' */
  tryAgain?: string;
}

/** Props of {@link DetailGate}. */
export interface DetailGateProps<T> {
  /** The page's query of its one thing; `data === null` means the server answered 404. */
  query: DetailQuery<T>;
  /** True when the URL's id is not even valid (then no request is made). @default false */
  missing?: boolean;
  /** The document title once loaded. */
  titleOf: (data: T) => string;
  /** Id of the ready view's `<h1>` (the section's `aria-labelledby` when ready). */
  titleId: string;
  /** Id given to the loading / not-found / error heading. */
  stateTitleId: string;
  /** Class of the page root. */
  className: string;
  /** Class of the 'Loading…' heading. */
  mutedClassName: string;
  /** A ghost "back" link above every state, e.g. `{ href: '/communities', label: '← Convoys' }`. @default none */
  back?: { href: string; label: string };
  /** The link offered on a 404, e.g. `{ href: '/communities', label: 'Browse convoys' }`. */
  browse: { href: string; label: string };
  texts: DetailTexts;
  /** Height of the loading skeleton (CSS length). @default '12rem' */
  skeletonHeight?: string;
  /** The ready view. */
  children: (data: T) => ReactNode;
}

/**
 * The shell of a page about one thing loaded by id (convoy, member, gas station, listing — issues #10,
 * #11, #12): the `<section>` root with `data-state` and `aria-busy`, the document title and HTTP status
 * through {@link usePageMeta} (a 404 answers 404 on a full page load), and the three states before the
 * view: a skeleton under 'Loading…', the not-found text with a browse link, and 'Failed to load' with
 * Try again (calls `query.refetch`).
 * @selector `section[data-state]`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function DetailGate<T>({
  query,
  missing = false,
  titleOf,
  titleId,
  stateTitleId,
  className,
  mutedClassName,
  back,
  browse,
  texts,
  skeletonHeight = '12rem',
  children,
}: DetailGateProps<T>) {
  const errorText = useErrorText();
  const state = detailState(query, missing);
  const data = query.data;
  const ready = state === 'ready' && data !== null && data !== undefined;
  usePageMeta({
    title: ready ? titleOf(data) : state === 'not-found' ? texts.notFound : undefined,
    status: state === 'not-found' ? 404 : undefined,
  });
  return (
    <section
      className={className}
      data-state={state}
      aria-labelledby={state === 'ready' ? titleId : stateTitleId}
      aria-busy={state === 'loading' || undefined}
    >
      {back ? (
        <LinkButton href={back.href} variant="ghost" size="sm">
          {back.label}
        </LinkButton>
      ) : null}
      {state === 'loading' ? (
        <>
          <h1 id={stateTitleId} className={mutedClassName}>
            {texts.loading}
          </h1>
          <Skeleton height={skeletonHeight} radius="lg" />
        </>
      ) : null}
      {state === 'not-found' ? (
        <>
          <PageHeader titleId={stateTitleId} title={texts.notFound} subtitle={texts.notFoundText} />
          <div>
            <LinkButton href={browse.href}>{browse.label}</LinkButton>
          </div>
        </>
      ) : null}
      {state === 'error' ? (
        <>
          <PageHeader titleId={stateTitleId} title={texts.failed} />
          <RetryAlert onRetry={() => query.refetch()} retryLabel={texts.tryAgain}>
            {errorText(query.error)}
          </RetryAlert>
        </>
      ) : null}
      {ready ? children(data) : null}
    </section>
  );
}
