import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { useHydrateOnViewRoot } from '@gari/ui/hydration';
import { tabLink, tabLinks } from '@gari/ui/Tabs';
import { SearchField } from '@gari/ui/TextField';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as ps from '../providers/providers.css';
import { useT } from './locale';
import { OptionSelect } from './OptionSelect';
import { RetryAlert } from './RetryAlert';
import { SkeletonGrid } from './SkeletonGrid';
import { t as sharedT } from './sharedMessages';
import { useErrorText } from './useErrorText';
import { useSearchText } from './useSearchText';

/** Props of {@link SortSelect}: the sort keys of one list and the chosen one. */
export interface SortSelectProps<K extends string> {
  /** The bar's select class. */
  className: string;
  /** The chosen sort key, e.g. 'newest'. */
  value: K;
  /** The sort options in display order (id = the query value, label = the visible text). */
  options: readonly { id: K; label: string }[];
  /** Called with the key the user picks. */
  onChange: (sort: K) => void;
}

/**
 * The "Sort by" select of a search bar (spec §2 Garages/Carwashes list, Marketplace list): one option
 * per sort key; picking one calls `onChange` with its key.
 */
export function SortSelect<K extends string>({ className, value, options, onChange }: SortSelectProps<K>) {
  const t = useT(sharedT);
  return (
    <OptionSelect
      className={className}
      label={t('sortBy')}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

/** Props of {@link FiltersButton}. */
export interface FiltersButtonProps {
  /** How many advanced filters are set (0: plain 'Filters'). */
  count: number;
  /** Opens the Advanced Filters dialog. */
  onOpen: () => void;
  /** Starts loading the dialog's chunk (on hover or focus, before the press). */
  preload: () => Promise<unknown>;
}

/** The search bar's "Filters" button, 'Filters (n)' when n advanced filters are set; it preloads the dialog. */
export function FiltersButton({ count, onOpen, preload }: FiltersButtonProps) {
  const t = useT(sharedT);
  return (
    <Button
      variant="secondary"
      onPress={onOpen}
      onHoverStart={() => void preload()}
      onFocus={() => void preload()}
    >
      {count > 0 ? t('filtersCount', { count }) : t('filters')}
    </Button>
  );
}

/** The catalog keys of a {@link ListSearchBar}'s texts. */
export type SearchTextKey = 'searchLabel' | 'placeholder';

/** Props of {@link ListSearchBar}. */
export interface ListSearchBarProps {
  /**
   * The list page's translator: the bar reads its `searchLabel` (the bar's and the field's accessible
   * name, e.g. 'Search the Spareshop') and its `placeholder`.
   */
  t: (key: SearchTextKey) => string;
  /** The search the list applies (from the URL); a change from elsewhere replaces the field's text. */
  applied: string;
  /** Applies a search: after a pause in typing ({@link useSearchText}), at once on Enter and on clear. */
  onSearch: (text: string) => void;
  /** The bar's other controls after the field (selects, the sort select, the Filters button). */
  children?: ReactNode;
}

/**
 * The search bar of a list page (spec §2 Marketplace list, Gas stations, Communities; the list pages'
 * `bar` style): a `<search>` landmark named by the page's `searchLabel` with the search field (its text kept by
 * {@link useSearchText}; the clear button searches '') and then `children`. It may be a part that
 * hydrates when seen or used (`<HydrateOnView>` around it: its root carries the part's name).
 */
export function ListSearchBar({ t: pageT, applied, onSearch, children }: ListSearchBarProps) {
  const label = pageT('searchLabel');
  const t = useT(sharedT);
  const [text, setText, submit] = useSearchText(applied, onSearch);
  return (
    <search className={ps.bar} aria-label={label} {...useHydrateOnViewRoot()}>
      <SearchField
        clearLabel={t('clearSearch')}
        className={ps.barSearch}
        label={label}
        placeholder={pageT('placeholder')}
        value={text}
        onChange={setText}
        onSubmit={submit}
        onClear={() => submit('')}
      />
      {children}
    </search>
  );
}

/** Props of {@link CategoryLinks}. */
export interface CategoryLinksProps<C extends string> {
  /** The links' accessible name, e.g. 'Categories'. */
  label: string;
  /** The categories in display order. */
  tabs: readonly C[];
  /** The category the list shows. */
  current: C;
  /** The list's query string with the category set to `category` (the other filters kept). */
  searchOf: (category: C) => string;
  /** A category's visible name (in the page's language). */
  nameOf: (category: C) => string;
}

/**
 * The category links of a list page (spec §2 Marketplace list, Communities; §9 categories), looking
 * like tabs: one link per category to the list filtered by it (replacing history, keeping the scroll
 * place), the current one marked `aria-current`.
 */
export function CategoryLinks<C extends string>({
  label,
  tabs,
  current,
  searchOf,
  nameOf,
}: CategoryLinksProps<C>) {
  return (
    <nav aria-label={label} className={tabLinks}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          className={tabLink}
          to={{ search: searchOf(tab) }}
          replace
          preventScrollReset
          aria-current={tab === current ? 'true' : undefined}
        >
          {nameOf(tab)}
        </Link>
      ))}
    </nav>
  );
}

/** Props of {@link LoadMoreRow}. */
export interface LoadMoreRowProps {
  /** The row's class. */
  className: string;
  /** The note's class. @default the list pages' muted text */
  noteClassName?: string;
  /** How much of the list shows, e.g. 'Showing 12 of 40'. */
  note: string;
  /** The list's paging (as `useLoadedPages` gives it): more pages exist, load the next, it is loading. */
  paging: { hasMore: boolean; loadMore: () => void; isLoadingMore: boolean };
  /** The button's text ('Load More'). */
  loadMoreLabel: string;
  /** The button's text while the next page loads ('Loading more…'). */
  loadingMoreLabel: string;
  /** The alert when the next page failed: its title and text; null when it did not. */
  failure: { title: string; text: ReactNode } | null;
}

/**
 * The row under a paged list (spec §2 Marketplace list, Gas stations, Communities "Load More"): how
 * much shows, the Load More button while more pages exist (disabled while the next one loads), and
 * the alert of a next page that failed.
 */
export function LoadMoreRow({
  className,
  noteClassName = ps.muted,
  note,
  paging,
  loadMoreLabel,
  loadingMoreLabel,
  failure,
}: LoadMoreRowProps) {
  return (
    <div className={className} {...useHydrateOnViewRoot()}>
      <span className={noteClassName}>{note}</span>
      {paging.hasMore ? (
        // Disabled rather than `isPending`: a pending button announces itself and then vanishes
        // with the last page, leaving the live announcer pointing at nothing.
        <Button variant="secondary" onPress={paging.loadMore} isDisabled={paging.isLoadingMore}>
          {paging.isLoadingMore ? loadingMoreLabel : loadMoreLabel}
        </Button>
      ) : null}
      {failure ? (
        <Alert tone="danger" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
    </div>
  );
}

/** Props of {@link NoResults}. */
export interface NoResultsProps {
  /** The block's class. */
  className: string;
  /** Why the list is empty, e.g. 'No listings match your search. Try other words…'. */
  text: string;
  /** The clear button's text ('Clear search and filters'). */
  clearLabel: string;
  /** Clears the search and filters (keeping the sort); null when none is set: no button. */
  onClear: (() => void) | null;
}

/**
 * A list with no rows (spec §2 Marketplace list, Communities "empty"): why, and while a search or a
 * filter is set, the button that clears them.
 */
export function NoResults({ className, text, clearLabel, onClear }: NoResultsProps) {
  return (
    <div className={className}>
      <p className={ps.muted}>{text}</p>
      {onClear ? (
        <Button variant="secondary" onPress={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}

/** Props of {@link ListResults}. */
export interface ListResultsProps {
  /** What shows: placeholder cards, the failure, the empty note, or the rows and the Load More row. */
  state: 'loading' | 'error' | 'empty' | 'ready';
  /**
   * The list's query (TanStack `useInfiniteQuery`): its error's text (in the member's language) shows
   * on a failure, Try again refetches, and a failed next page shows in the Load More row.
   */
  query: { error: unknown; refetch: () => unknown; isFetchNextPageError: boolean };
  /** Title of a failure, of the list and of a next page ('Failed to load'). */
  failedTitle: string;
  /** The Try again button's text. @default {@link RetryAlert}'s */
  retryLabel?: string;
  /** The grid class of the rows' `<ul>` and of the placeholder cards. */
  gridClassName: string;
  /** Height of one placeholder card (CSS length, e.g. '20rem'). */
  skeletonHeight: string;
  /** The empty note and its clear button ({@link NoResults}). */
  empty: NoResultsProps;
  /** Accessible name of the rows' `<ul>`. */
  listLabel: string;
  /** The rows: `<li>` elements (or parts that render one each). */
  children: ReactNode;
  /** The row under the rows ({@link LoadMoreRow}); its failure comes from `query`. */
  more: Omit<LoadMoreRowProps, 'failure'>;
}

/**
 * The results of a paged card list (spec §2 Marketplace list, Communities; §8 'Failed to load') by its
 * `state`: 'loading' placeholder cards ({@link SkeletonGrid}), 'error' the failure with Try again
 * ({@link RetryAlert}), 'empty' {@link NoResults}, 'ready' the rows in a labelled `<ul>` and then
 * {@link LoadMoreRow}. The list's heading (its count) stays with the page.
 */
export function ListResults({
  state,
  query,
  failedTitle,
  retryLabel,
  gridClassName,
  skeletonHeight,
  empty,
  listLabel,
  children,
  more,
}: ListResultsProps) {
  const errorText = useErrorText();
  return (
    <>
      {state === 'loading' ? <SkeletonGrid className={gridClassName} height={skeletonHeight} /> : null}
      {state === 'error' ? (
        <RetryAlert title={failedTitle} onRetry={() => query.refetch()} retryLabel={retryLabel}>
          {errorText(query.error)}
        </RetryAlert>
      ) : null}
      {state === 'empty' ? <NoResults {...empty} /> : null}
      {state === 'ready' ? (
        <ul className={gridClassName} aria-label={listLabel}>
          {children}
        </ul>
      ) : null}
      {state === 'ready' ? (
        <LoadMoreRow
          {...more}
          failure={query.isFetchNextPageError ? { title: failedTitle, text: errorText(query.error) } : null}
        />
      ) : null}
    </>
  );
}
