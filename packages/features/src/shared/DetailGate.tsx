import { LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import type { ReactNode } from 'react';
import { usePageMeta } from '../app/pageMeta';
import * as s from './detailGate.css';
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
  /** The retry button, e.g. 'Try again'. */
  tryAgain: string;
}

/** The catalog keys of the texts every detail page's catalog has, besides its loading heading. */
export type DetailTextKey = 'notFound' | 'notFoundText' | 'failed' | 'tryAgain';

/**
 * The {@link DetailTexts} of a page read from its catalog: `loading` is the key of its loading
 * heading (e.g. 'loadingConvoy'), the others are the catalog's `notFound`, `notFoundText`, `failed`
 * and `tryAgain`.
 */
export function detailTexts<L extends string>(
  t: (key: DetailTextKey | L) => string,
  loading: L,
): DetailTexts {
  return {
    loading: t(loading),
    notFound: t('notFound'),
    notFoundText: t('notFoundText'),
    failed: t('failed'),
    tryAgain: t('tryAgain'),
  };
}

/** Props of {@link DetailGate}. */
export interface DetailGateProps<T> {
  /** The page's query of its one thing; `data === null` means the server answered 404. */
  query: DetailQuery<T>;
  /** True when the URL's id is not even valid (then no request is made). @default false */
  missing?: boolean;
  /** The document title once loaded. */
  titleOf: (data: T) => string;
  /**
   * What the page is about, e.g. 'convoy': the ready view's `<h1>` has the id `${name}-title` (the
   * section's `aria-labelledby` when ready), the loading / not-found / error heading `${name}-state-title`.
   */
  name: string;
  /**
   * The list the page belongs to: its `href`, the 404's link to it (`browse`, e.g. 'Browse convoys')
   * and, when given, the ghost "back" link to it above every state (`back`, e.g. 'All convoys').
   */
  list: { href: string; back?: string; browse: string };
  texts: DetailTexts;
  /** Class of the page root. @default the page layout (`app/page.css`) */
  className?: string;
  /** Class of the 'Loading…' heading. @default small muted text (`note` of `app/atoms.css`) */
  mutedClassName?: string;
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
  name,
  list,
  texts,
  className = s.page,
  mutedClassName = s.note,
  skeletonHeight = '12rem',
  children,
}: DetailGateProps<T>) {
  const errorText = useErrorText();
  const titleId = `${name}-title`;
  const stateTitleId = `${name}-state-title`;
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
      {list.back ? (
        <LinkButton href={list.href} variant="ghost" size="sm">
          {list.back}
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
            <LinkButton href={list.href}>{list.browse}</LinkButton>
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
