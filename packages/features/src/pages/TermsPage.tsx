import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** /terms (spec §2 Static pages): static text. */
export function TermsPage() {
  return (
    <StaticPage title="Terms of Service" lead="The rules of using Gari.">
      <h2 className={styles.h2}>Your account</h2>
      <p>
        You must register and sign in to use Gari. Keep your password secret; you are responsible for what
        happens in your account.
      </p>
      <h2 className={styles.h2}>Your content</h2>
      <p>
        What you enter stays yours. Do not post anything illegal, misleading or that belongs to someone else.
        Up to 5 vehicles per account.
      </p>
      <h2 className={styles.h2}>Our service</h2>
      <p>
        Gari is provided as is. Figures such as fuel prices and spend are computed from the data you and
        others enter; check them before you rely on them. These terms are governed by the laws of Rwanda.
      </p>
    </StaticPage>
  );
}
