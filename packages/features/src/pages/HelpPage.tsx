import { Link } from '@gari/ui/Link';
import { SearchField } from '@gari/ui/TextField';
import { visuallyHidden } from '@gari/ui/theme';
import { useState } from 'react';
import { filterFaq } from './helpSearch';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** The four FAQ items of the Help Center (spec §2 Static pages). */
export const HELP_FAQ = [
  {
    q: 'Do I need an account to use Gari?',
    a: 'Yes. All users must be registered and logged in to use Gari: create a free account, verify your email, then sign in.',
  },
  {
    q: 'How many vehicles can I add?',
    a: 'Up to 5 vehicles per account. Remove one from My Cars before adding another.',
  },
  {
    q: 'How do I track fuel and expenses?',
    a: 'Open a car in My Cars and add refuels and expenses; the status page shows this month, the last 12 months and your average fuel price.',
  },
  {
    q: 'I forgot my password. What now?',
    a: 'Use "Forgot password?" on the sign-in page. We email you a link to choose a new password of at least 8 characters.',
  },
] as const;

/**
 * /help (spec §2 Static pages Help Center; issue #12 "Help Center search over the FAQ"): a search box
 * that filters the FAQ as the visitor types (every word, in the question or the answer, ignoring case
 * and accents: `filterFaq`), "No results for 'q'" with a link to Contact when nothing matches, and the
 * four FAQ items; says that all users must be registered and logged in. The number of matching
 * questions is announced.
 */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const items = filterFaq(HELP_FAQ, query);
  const searching = query.trim() !== '';
  return (
    <StaticPage title="Help Center" lead="All users must be registered and logged in to use Gari's services.">
      <SearchField
        label="Search help"
        value={query}
        onChange={setQuery}
        placeholder="e.g. password, vehicles"
      />
      <p role="status" className={items.length === 0 ? styles.muted : visuallyHidden}>
        {items.length === 0 ? (
          <>
            No results for '{query.trim()}'. <Link href="/contact">Contact us</Link> and we will answer.
          </>
        ) : searching ? (
          `${items.length} of ${HELP_FAQ.length} questions match.`
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
