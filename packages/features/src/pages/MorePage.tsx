import { Link } from '@gari/ui/Link';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** /more (spec §2 Static pages): links to Help Center, Contact Us, Privacy Policy, Terms of Service. */
export function MorePage() {
  const links = [
    { href: '/help', title: 'Help Center', text: 'Answers to common questions about your account and cars.' },
    { href: '/contact', title: 'Contact Us', text: 'Write to the Gari team in Kigali.' },
    { href: '/privacy', title: 'Privacy Policy', text: 'What we collect and how we use it.' },
    { href: '/terms', title: 'Terms of Service', text: 'The rules of using Gari.' },
  ];
  return (
    <StaticPage title="More" lead="Help, contact and the fine print.">
      <ul className={styles.cards}>
        {links.map((l) => (
          <li key={l.href} className={styles.card}>
            <Link href={l.href}>{l.title}</Link>
            <span className={styles.muted}>{l.text}</span>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
