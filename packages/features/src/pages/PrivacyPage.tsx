import { Link } from '@gari/ui/Link';
import { CONTACT } from '../chrome/navigation';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** /privacy (spec §2 Static pages): static text. */
export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lead="Gari keeps only what it needs to run your account and your cars."
    >
      <h2 className={styles.h2}>What we collect</h2>
      <ul className={styles.list}>
        <li>Your account: name, email, country and a hashed password (we never store it in plain text).</li>
        <li>Your vehicles, refuels and expenses, which you enter yourself.</li>
        <li>
          Sessions: the device, browser, IP address and last activity of each sign-in, so you can revoke them.
        </li>
      </ul>
      <h2 className={styles.h2}>How we use it</h2>
      <p>
        To run Gari for you: sign you in, show your car costs and send account emails (verification and
        password reset). We do not sell your data.
      </p>
      <h2 className={styles.h2}>Your choices</h2>
      <p>
        You can revoke sessions on the Sessions page and remove vehicles at any time. To delete your account,
        write to <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>.
      </p>
    </StaticPage>
  );
}
