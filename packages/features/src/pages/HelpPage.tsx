import { Link } from '@gari/ui/Link';
import { SearchField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { useState } from 'react';
import { useT } from '../shared/locale';
import { t as sharedT } from '../shared/sharedMessages';
import { filterFaq } from './helpSearch';
import { t as pagesT } from './messages';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** The FAQ items' numbers: `faq{n}q` / `faq{n}a` of the pages catalog. */
const FAQ_NUMBERS = [1, 2, 3, 4] as const;

/** The four FAQ items of the Help Center (spec §2 Static pages) in `t`'s language. */
const faqOf = (t: typeof pagesT) => FAQ_NUMBERS.map((n) => ({ q: t(`faq${n}q`), a: t(`faq${n}a`) }));

/** The four FAQ items of the Help Center (spec §2 Static pages), in English. */
export const HELP_FAQ = faqOf(pagesT);

/**
 * /help (spec §2 Static pages Help Center; issue #12 "Help Center search over the FAQ"): a search box
 * that filters the FAQ as the visitor types (every word, in the question or the answer, ignoring case
 * and accents: `filterFaq`), "No results for 'q'" with a link to Contact when nothing matches, and the
 * four FAQ items; says that all users must be registered and logged in. The number of matching
 * questions is announced.
 */
export function HelpPage() {
  const t = useT(pagesT);
  const sharedText = useT(sharedT);
  const faq = faqOf(t);
  const [query, setQuery] = useState('');
  const items = filterFaq(faq, query);
  const searching = query.trim() !== '';
  return (
    <StaticPage title={t('helpTitle')} lead={t('helpLead')}>
      <SearchField
        clearLabel={sharedText('clearSearch')}
        label={t('searchHelp')}
        value={query}
        onChange={setQuery}
        placeholder={t('searchHint')}
      />
      <p role="status" className={items.length === 0 ? styles.muted : visuallyHidden}>
        {items.length === 0 ? (
          <>
            {t('noResults', { query: query.trim() })}
            <Link href="/contact">{t('contactUs')}</Link>
            {t('weWillAnswer')}
          </>
        ) : searching ? (
          t('matches', { count: items.length, total: faq.length })
        ) : null}
      </p>
      {items.map((f) => (
        <details key={f.q} className={styles.faq}>
          <summary className={styles.faqQuestion}>{f.q}</summary>
          <p>{f.a}</p>
        </details>
      ))}
    </StaticPage>
  );
}
