import { Button } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { TextField } from '@gari/ui/TextField';
import { toast } from '@gari/ui/Toast';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import * as styles from './chrome.css';
import { CONTACT } from './navigation';

/**
 * The site footer (spec §2 Global chrome; hidden on small screens): the newsletter box, columns
 * Platform (Spareshop, Convoys, Garage, Car Status), Support (Help Center, Contact Us, Privacy Policy,
 * Terms of Service), Connect (hello@gari.rw, +250 788 000 000, Kigali RW), and Privacy, Terms, Cookies.
 * The newsletter has no server behind it yet (spec: "behaviour: not shown"): Subscribe says so in a
 * toast instead of pretending.
 */
export function Footer() {
  const [email, setEmail] = useState('');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.footerTitle}>
            Gari newsletter
          </h2>
          <p className={styles.muted}>
            Fuel prices, new garages and convoy news for car owners across Africa.
          </p>
          <Form
            className={styles.newsletterRow}
            onSubmit={(event) => {
              event.preventDefault();
              toast.add({
                title: 'Newsletter coming soon',
                description: 'Subscriptions are not open yet, so your email was not saved.',
              });
            }}
          >
            <TextField
              label="Email address"
              type="email"
              name="newsletter"
              value={email}
              onChange={setEmail}
            />
            <Button type="submit" variant="secondary">
              Subscribe
            </Button>
          </Form>
        </section>
        <nav aria-labelledby="footer-platform">
          <h2 id="footer-platform" className={styles.footerTitle}>
            Platform
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link href="/marketplace">Spareshop</Link>
            </li>
            <li>
              <Link href="/communities">Convoys</Link>
            </li>
            <li>
              <Link href="/maintenance">Garage</Link>
            </li>
            <li>
              <Link href="/vehicles">Car Status</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.footerTitle}>
            Support
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link href="/help">Help Center</Link>
            </li>
            <li>
              <Link href="/contact">Contact Us</Link>
            </li>
            <li>
              <Link href="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link href="/terms">Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={styles.footerTitle}>
            Connect
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
            </li>
            <li>
              <Link href={CONTACT.phoneHref}>{CONTACT.phone}</Link>
            </li>
            <li>{CONTACT.location}</li>
          </ul>
        </section>
      </div>
      <div className={styles.footerBottom}>
        <p>© {year} Gari. Made for car owners in Africa.</p>
        <ul className={styles.inlineLinks} aria-label="Legal">
          <li>
            <Link href="/privacy">Privacy</Link>
          </li>
          <li>
            <Link href="/terms">Terms</Link>
          </li>
          <li>
            <Link href="/cookies">Cookies</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
