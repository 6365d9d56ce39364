import { Card } from '@gari/ui/Card';
import { Link } from '@gari/ui/Link';
import { useT } from '../shared/locale';
import { t as pagesT } from './messages';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** /more (spec §2 Static pages): links to Help Center, Contact Us, Privacy Policy, Terms of Service. */
export function MorePage() {
  const t = useT(pagesT);
  const links = [
    { href: '/help', title: t('helpTitle'), text: t('helpText') },
    { href: '/contact', title: t('contactTitle'), text: t('contactText') },
    { href: '/privacy', title: t('privacyTitle'), text: t('privacyText') },
    { href: '/terms', title: t('termsTitle'), text: t('termsText') },
  ];
  return (
    <StaticPage title={t('moreTitle')} lead={t('moreLead')}>
      <ul className={styles.cards}>
        {links.map((l) => (
          <Card as="li" padding="md" gap="xs" elevation="flat" key={l.href}>
            <Link href={l.href}>{l.title}</Link>
            <span className={styles.muted}>{l.text}</span>
          </Card>
        ))}
      </ul>
    </StaticPage>
  );
}
