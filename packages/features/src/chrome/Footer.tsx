import { sprinkles } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { Heading, Text } from '@gari/ui/Layout';
import { Link } from '@gari/ui/Link';
import { Stack } from '@gari/ui/Stack';
import { TextField } from '@gari/ui/TextField';
import { type ReactNode, useState } from 'react';
import { useNewsletterSubscribe } from '../contact/useContactForms';
import { fieldError } from '../shared/fieldError';
import { useT } from '../shared/locale';
import { SendForm } from '../shared/SendForm';
import * as styles from './chrome.css';
import { chromeT } from './messages';
import { CONTACT } from './navigation';

/** The Platform column's links (spec §2 Global chrome): where each goes and its text's catalog key. */
const PLATFORM_LINKS = [
  ['/marketplace', 'footerSpareshop'],
  ['/communities', 'footerConvoys'],
  ['/maintenance', 'footerGarage'],
  ['/vehicles', 'footerCarStatus'],
] as const;

/** The Support column's links (spec §2 Global chrome): where each goes and its text's catalog key. */
const SUPPORT_LINKS = [
  ['/help', 'helpCenter'],
  ['/contact', 'contactUs'],
  ['/privacy', 'privacyPolicy'],
  ['/terms', 'termsOfService'],
] as const;

/** The columns of links: their heading's id and catalog key, and their links. */
const NAV_COLUMNS = [
  { id: 'footer-platform', title: 'platform', links: PLATFORM_LINKS },
  { id: 'footer-support', title: 'support', links: SUPPORT_LINKS },
] as const;

/** A titled column of the footer: a heading and a list of links or lines. */
function FooterColumn({
  id,
  title,
  nav,
  items,
}: {
  id: string;
  title: string;
  nav?: boolean;
  items: ReactNode[];
}) {
  const Element = nav ? 'nav' : 'section';
  return (
    <Stack as={Element} gap="sm" aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      <Stack as="ul" gap="xs" className={sprinkles({ fontSize: 'sm' })}>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i}>{item}</li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The site footer (spec §2 Global chrome; hidden on small screens): the newsletter box, columns
 * Platform (Spareshop, Convoys, Garage, Car Status), Support (Help Center, Contact Us, Privacy Policy,
 * Terms of Service), Connect (hello@gari.rw, +250 788 000 000, Kigali RW), and Privacy, Terms, Cookies.
 * Subscribe posts the email (`POST /newsletter`, double opt-in; see {@link useNewsletterSubscribe}):
 * pending meanwhile, then the server's "check your inbox" text and an empty box; a 422 shows on the
 * field, a 429 or 503 as an alert, and the email is kept. `data-state` of the form: idle | sending |
 * sent | failed.
 */
export function Footer() {
  const t = useT(chromeT);
  const [email, setEmail] = useState('');
  const newsletter = useNewsletterSubscribe();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <Stack as="section" gap="sm" aria-labelledby="footer-newsletter">
          <Heading level={2} size="md" id="footer-newsletter">
            {t('newsletterTitle')}
          </Heading>
          <Text tone="muted" size="sm">
            {t('newsletterText')}
          </Text>
          <SendForm
            send={newsletter}
            body={email}
            onSent={() => setEmail('')}
            className={sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'sm' })}
            sentTitle={t('checkInbox')}
            failedTitle={t('notSubscribed')}
          >
            <TextField
              label={t('emailAddress')}
              type="email"
              name="email"
              isRequired
              value={email}
              onChange={(value) => {
                if (newsletter.state === 'sent') newsletter.reset();
                setEmail(value);
              }}
              {...fieldError(newsletter.failure.fieldErrors.email)}
            />
            <Button type="submit" variant="secondary" isPending={newsletter.state === 'sending'}>
              {t('subscribe')}
            </Button>
          </SendForm>
        </Stack>
        {NAV_COLUMNS.map((column) => (
          <FooterColumn
            key={column.id}
            id={column.id}
            title={t(column.title)}
            nav
            items={column.links.map(([href, key]) => (
              <Link key={href} href={href}>
                {t(key)}
              </Link>
            ))}
          />
        ))}
        <FooterColumn
          id="footer-connect"
          title={t('connect')}
          items={[
            <Link key="e" href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </Link>,
            <Link key="p" href={CONTACT.phoneHref}>
              {CONTACT.phone}
            </Link>,
            CONTACT.location,
          ]}
        />
      </div>
      <Inline
        justify="between"
        gap="md"
        className={`${styles.footerBottom} ${sprinkles({ fontSize: 'sm', color: 'muted' })}`}
      >
        <p>{t('copyright', { year })}</p>
        <Inline as="ul" gap="lg" wrap={false} aria-label={t('legal')}>
          <li>
            <Link href="/privacy">{t('privacy')}</Link>
          </li>
          <li>
            <Link href="/terms">{t('terms')}</Link>
          </li>
          <li>
            <Link href="/cookies">{t('cookies')}</Link>
          </li>
        </Inline>
      </Inline>
    </footer>
  );
}
