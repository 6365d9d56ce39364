import type { SearchHit } from '@gari/contract/search';
import { Spinner } from '@gari/ui/Skeleton';
import { SearchField } from '@gari/ui/TextField';
import { useState } from 'react';
import { Autocomplete, Header, Menu, MenuItem, MenuSection } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { RetryAlert } from '../shared/RetryAlert';
import { kindLabel, t } from './messages';
import * as styles from './search.css';
import { allPartsHref, searchTextOf } from './searchResults';
import { type SiteSearch, useSiteSearch } from './useSiteSearch';

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  /** Called when a result or "See all parts" is chosen (the dialog closes). */
  onChoose?: () => void;
  /** Text already in the field when the panel opens. @default '' */
  defaultText?: string;
}

/** One result row: title, then its one-line subtitle (where, price or counts); both name the link. */
function HitItem({ hit }: { hit: SearchHit }) {
  return (
    <MenuItem id={`${hit.kind}:${hit.id}`} href={hit.href} textValue={hit.title} className={styles.item}>
      <span className={styles.itemTitle}>{hit.title}</span>
      {hit.subtitle ? <span className={styles.itemSubtitle}>{hit.subtitle}</span> : null}
    </MenuItem>
  );
}

/** What shows under the field when there are no results to list. */
function StatusNote({ search }: { search: SiteSearch }) {
  switch (search.status) {
    case 'idle':
      return <p className={styles.note}>{t('hint')}</p>;
    case 'loading':
      return <Spinner label={t('loading')} />;
    case 'error':
      return (
        <RetryAlert title={t('failed')} onRetry={search.retry}>
          {t('failedText')}
        </RetryAlert>
      );
    case 'empty':
      return (
        <div>
          <p className={styles.itemTitle}>{t('empty', { q: search.q ?? '' })}</p>
          <p className={styles.note}>{t('emptyHint')}</p>
        </div>
      );
    default:
      return null;
  }
}

/** What the live region says: the result count, 'No results…', 'Searching…' or nothing. */
function announcement(search: SiteSearch): string {
  if (search.status === 'results')
    return t('found', { count: search.sections.reduce((n, s) => n + s.hits.length, 0) });
  if (search.status === 'empty') return t('empty', { q: search.q ?? '' });
  if (search.status === 'loading') return t('loading');
  return '';
}

/**
 * The top-bar search dialog's body (spec §2 Global chrome "search button"; issue #12 `GET /search`):
 * a search field over a menu of results grouped by kind (Parts, Garages, Carwashes, Gas stations,
 * Convoys, Members; at most 5 each), each a link to its page, and "See all parts for 'q'" →
 * `/marketplace?search=q` (also where Enter goes when no result is chosen). Arrow keys move through the results while the field keeps focus
 * (react-aria `Autocomplete` + `Menu`; the results come from the server, so nothing is focused
 * until ArrowDown), Enter opens one. Searches as the visitor types (see
 * {@link useSiteSearch}); a hint below 2 characters, a spinner, "No results for 'q'" or a failure with
 * "Try again". The result count is announced.
 *
 * @selector `[data-state]` on the root: `idle`, `loading`, `results`, `empty`, `error`;
 * `[aria-busy]` while a newer search runs over shown results.
 */
export function SearchPanel({ onChoose, defaultText = '' }: SearchPanelProps) {
  const [text, setText] = useState(defaultText);
  const search = useSiteSearch(text);
  const navigate = useNavigate();
  /** Enter with no result chosen: the spareshop's own search (what the button did before issue #12). */
  const submit = (value: string) => {
    const q = searchTextOf(value) ?? value.trim();
    if (!q) return;
    onChoose?.();
    navigate(allPartsHref(q));
  };
  const showMenu = search.status === 'results' || search.status === 'empty';
  return (
    <div className={styles.panel} data-state={search.status} aria-busy={search.isUpdating || undefined}>
      <Autocomplete inputValue={text} onInputChange={setText} disableAutoFocusFirst>
        <SearchField label={t('label')} placeholder={t('placeholder')} autoFocus onSubmit={submit} />
        <StatusNote search={search} />
        {showMenu && search.q ? (
          <Menu aria-label={t('results')} className={styles.results} onAction={() => onChoose?.()}>
            {search.sections.map((section) => (
              <MenuSection key={section.kind} id={section.kind}>
                <Header className={styles.sectionHeader}>{kindLabel(section.kind)}</Header>
                {section.hits.map((hit) => (
                  <HitItem key={`${hit.kind}:${hit.id}`} hit={hit} />
                ))}
              </MenuSection>
            ))}
            <MenuSection id="more" aria-label={t('seeAllParts', { q: search.q })}>
              <MenuItem id="all-parts" href={allPartsHref(search.q)} className={styles.allParts}>
                {t('seeAllParts', { q: search.q })}
              </MenuItem>
            </MenuSection>
          </Menu>
        ) : null}
      </Autocomplete>
      <p role="status" className={styles.visuallyHidden}>
        {announcement(search)}
      </p>
    </div>
  );
}
