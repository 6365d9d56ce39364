import { LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import type { ReactNode } from 'react';
import { usePageMeta } from '../app/pageMeta';
import * as s from './detailGate.css';
import { useT } from './locale';
import type { CatalogEntries, CatalogText, Translator } from './messages';
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

/** One row of the detail-page table (see {@link DETAIL_PAGES}). */
interface DetailPage {
  /** The list page it belongs to (site path). */
  list: string;
  /** Catalog key of the 'Loading…' heading. */
  loading: string;
  /** Catalog key of the 404's link to the list, e.g. 'Browse convoys'. @default 'browse' */
  browse?: string;
  /** Catalog key of the ghost link to the list above every state, e.g. 'All convoys'; `null`: none. */
  back: string | null;
  /** Height of the loading skeleton (CSS length). @default '12rem' */
  height?: string;
}

/** The pages about one thing, by the `name` a page gives {@link DetailGate} (spec §2 route table). */
const DETAIL_PAGES = {
  convoy: { list: '/communities', loading: 'loadingConvoy', back: 'back' },
  station: { list: '/gas-station', loading: 'loadingStation', back: 'back', height: '20rem' },
  listing: { list: '/marketplace', loading: 'loading', back: 'back', height: '20rem' },
  member: { list: '/communities', loading: 'loading', browse: 'backToConvoys', back: null },
} as const satisfies Record<string, DetailPage>;

/** The name of a page about one thing (a key of the detail-page table). */
export type DetailName = keyof typeof DETAIL_PAGES;

/**
 * The catalog keys {@link DetailGate} reads for page `N`: the row's (loading, browse, back) and the
 * 404 and failure texts.
 */
export type DetailTextKey<N extends DetailName> =
  | 'notFound'
  | 'notFoundText'
  | 'failed'
  | 'tryAgain'
  | Exclude<(typeof DETAIL_PAGES)[N]['loading' | 'back'], null>
  | ((typeof DETAIL_PAGES)[N] extends { browse: infer B extends string } ? B : 'browse');

/** Props of {@link DetailGate}. */
export interface DetailGateProps<T, N extends DetailName> {
  /**
   * What the page is about, e.g. 'convoy': its row of the detail-page table; the ready view's `<h1>`
   * has the id `${name}-title` (the section's `aria-labelledby` when ready), the loading / not-found /
   * error heading `${name}-state-title`.
   */
  name: N;
  /** The page's catalog: the loading heading, the links, 'Not found', 'Failed to load', 'Try again'. */
  catalog: Translator<Record<DetailTextKey<N>, CatalogText>>;
  /** The page's query of its one thing; `data === null` means the server answered 404. */
  query: DetailQuery<T>;
  /** True when the URL's id is not even valid (then no request is made). @default false */
  missing?: boolean;
  /** The document title once loaded. */
  titleOf: (data: T) => string;
  /** Class of the page root. @default the page layout (`app/page.css`) */
  className?: string;
  /** Class of the 'Loading…' heading. @default small muted text (`note` of `app/atoms.css`) */
  mutedClassName?: string;
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
export function DetailGate<T, N extends DetailName>({
  name,
  catalog,
  query,
  missing = false,
  titleOf,
  className = s.page,
  mutedClassName = s.note,
  children,
}: DetailGateProps<T, N>) {
  // The row's keys are in the catalog (`DetailTextKey<N>`): read them as plain strings.
  const t: (key: string) => string = useT(catalog as Translator<CatalogEntries>);
  const page: DetailPage = DETAIL_PAGES[name];
  const errorText = useErrorText();
  const titleId = `${name}-title`;
  const stateTitleId = `${name}-state-title`;
  const state = detailState(query, missing);
  const data = query.data;
  const ready = state === 'ready' && data !== null && data !== undefined;
  usePageMeta({
    title: ready ? titleOf(data) : state === 'not-found' ? t('notFound') : undefined,
    status: state === 'not-found' ? 404 : undefined,
  });
  return (
    <section
      className={className}
      data-state={state}
      aria-labelledby={state === 'ready' ? titleId : stateTitleId}
      aria-busy={state === 'loading' || undefined}
    >
      {page.back ? (
        <LinkButton href={page.list} variant="ghost" size="sm">
          {t(page.back)}
        </LinkButton>
      ) : null}
      {state === 'loading' ? (
        <>
          <h1 id={stateTitleId} className={mutedClassName}>
            {t(page.loading)}
          </h1>
          <Skeleton height={page.height ?? '12rem'} radius="lg" />
        </>
      ) : null}
      {state === 'not-found' ? (
        <>
          <PageHeader titleId={stateTitleId} title={t('notFound')} subtitle={t('notFoundText')} />
          <div>
            <LinkButton href={page.list}>{t(page.browse ?? 'browse')}</LinkButton>
          </div>
        </>
      ) : null}
      {state === 'error' ? (
        <>
          <PageHeader titleId={stateTitleId} title={t('failed')} />
          <RetryAlert onRetry={() => query.refetch()} retryLabel={t('tryAgain')}>
            {errorText(query.error)}
          </RetryAlert>
        </>
      ) : null}
      {ready ? children(data) : null}
    </section>
  );
}
