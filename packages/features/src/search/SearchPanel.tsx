import type { SearchHit } from '@gari/contract/search';
import { Box } from '@gari/ui/Box';
import { Link } from '@gari/ui/Link';
import { Spinner } from '@gari/ui/Skeleton';
import { SearchField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { t as sharedT } from '../shared/sharedMessages';
import { kindLabel, t as searchT } from './messages';
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

/** One result link: title, then its one-line subtitle (where, price or counts); both name the link. */
function HitLink({ hit, onChoose }: { hit: SearchHit; onChoose?: () => void }) {
  return (
    <li>
      <Link href={hit.href} className={styles.item} data-search-result="" onPress={onChoose}>
        <Box as="span" fontWeight="medium">
          {hit.title}
        </Box>
        {hit.subtitle ? (
          <Box as="span" fontSize="sm" color="muted">
            {hit.subtitle}
          </Box>
        ) : null}
      </Link>
    </li>
  );
}

/** What shows under the field when there are no results to list. */
function StatusNote({ search }: { search: SiteSearch }) {
  const t = useT(searchT);
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
          <Box as="p" fontWeight="medium">
            {t('empty', { q: search.q ?? '' })}
          </Box>
          <p className={styles.note}>{t('emptyHint')}</p>
        </div>
      );
    default:
      return null;
  }
}

/** What the live region says: the result count, 'No results…', 'Searching…' or nothing. */
function announcement(search: SiteSearch, t: typeof searchT): string {
  if (search.status === 'results')
    return t('found', { count: search.sections.reduce((n, s) => n + s.hits.length, 0) });
  if (search.status === 'empty') return t('empty', { q: search.q ?? '' });
  if (search.status === 'loading') return t('loading');
  return '';
}

/**
 * Arrow keys over the panel: from the field, ArrowDown goes to the first result; between results,
 * ArrowDown/ArrowUp go to the next/previous one (Home/End to the first/last), ArrowUp from the first
 * back to the field. Enter on a result opens it (a link).
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null) {
  if (!root || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const links = [...root.querySelectorAll<HTMLElement>('[data-search-result]')];
  const input = root.querySelector<HTMLInputElement>('input');
  const active = document.activeElement as HTMLElement | null;
  const at = active ? links.indexOf(active) : -1;
  if (at === -1 && active !== input) return;
  if (at === -1 && event.key !== 'ArrowDown') return;
  let next: HTMLElement | null | undefined;
  if (event.key === 'Home') next = links[0];
  else if (event.key === 'End') next = links.at(-1);
  else if (event.key === 'ArrowDown') next = links[Math.min(at + 1, links.length - 1)];
  else next = at <= 0 ? input : links[at - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The top-bar search dialog's body (spec §2 Global chrome "search button"; issue #12 `GET /search`):
 * a search field over the results grouped by kind (Parts, Garages, Carwashes, Gas stations, Convoys,
 * Members; at most 5 each, each a heading over a list of links to their pages), and "See all parts
 * for 'q'" → `/marketplace?search=q` (also where Enter in the field goes). ArrowDown from the field
 * moves to the results, arrow keys move between them, Enter opens one (see {@link moveFocus}).
 * Searches as the visitor types (see {@link useSiteSearch}); a hint below 2 characters, a spinner,
 * "No results for 'q'" or a failure with "Try again". The result count is announced.
 *
 * Plain links rather than react-aria's Autocomplete: its module is shared with every text field of the
 * site, so using it here would put it on every public page's first load.
 *
 * @selector `[data-state]` on the root: `idle`, `loading`, `results`, `empty`, `error`;
 * `[aria-busy]` while a newer search runs over shown results; `[data-search-result]` on each link.
 */
export function SearchPanel({ onChoose, defaultText = '' }: SearchPanelProps) {
  const t = useT(searchT);
  const sharedText = useT(sharedT);
  const [text, setText] = useState(defaultText);
  const search = useSiteSearch(text);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  /** Enter in the field: the spareshop's own search (what the button did before issue #12). */
  const submit = (value: string) => {
    const q = searchTextOf(value) ?? value.trim();
    if (!q) return;
    onChoose?.();
    navigate(allPartsHref(q));
  };
  const showLinks = (search.status === 'results' || search.status === 'empty') && search.q;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubbling up from the field and the result links (both focusable) move focus between them
    <div
      ref={root}
      className={styles.panel}
      data-state={search.status}
      aria-busy={search.isUpdating || undefined}
      onKeyDown={(event) => moveFocus(event, root.current)}
    >
      <SearchField
        clearLabel={sharedText('clearSearch')}
        label={t('label')}
        placeholder={t('placeholder')}
        autoFocus
        value={text}
        onChange={setText}
        onSubmit={submit}
      />
      <StatusNote search={search} />
      {showLinks ? (
        <nav aria-label={t('results')} className={styles.results}>
          {search.sections.map((section) => (
            <section key={section.kind} aria-labelledby={`${id}-${section.kind}`}>
              <h3 id={`${id}-${section.kind}`} className={styles.sectionHeader}>
                {kindLabel(section.kind, t)}
              </h3>
              <ul className={styles.list}>
                {section.hits.map((hit) => (
                  <HitLink key={`${hit.kind}:${hit.id}`} hit={hit} onChoose={onChoose} />
                ))}
              </ul>
            </section>
          ))}
          <Link
            href={allPartsHref(search.q as string)}
            className={styles.allParts}
            data-search-result=""
            onPress={onChoose}
          >
            {t('seeAllParts', { q: search.q as string })}
          </Link>
        </nav>
      ) : null}
      <p role="status" className={visuallyHidden}>
        {announcement(search, t)}
      </p>
    </div>
  );
}
