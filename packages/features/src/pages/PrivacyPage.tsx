import { Link } from '@gari/ui/Link';
import { CONTACT } from '../chrome/navigation';
import { useT } from '../shared/locale';
import { t as legalT } from './legalMessages';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** /privacy (spec §2 Static pages): static text, from `legalMessages.ts` in the page's language. */
export function PrivacyPage() {
  const t = useT(legalT);
  return (
    <StaticPage title={t('privacyTitle')} lead={t('privacyLead')}>
      <h2 className={styles.h2}>{t('privacyCollectTitle')}</h2>
      <ul className={styles.list}>
        <li>{t('privacyCollectAccount')}</li>
        <li>{t('privacyCollectCars')}</li>
        <li>{t('privacyCollectSessions')}</li>
      </ul>
      <h2 className={styles.h2}>{t('privacyUseTitle')}</h2>
      <p>{t('privacyUse')}</p>
      <h2 className={styles.h2}>{t('privacyChoicesTitle')}</h2>
      <p>
        {t('privacyChoices')}
        <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>.
      </p>
    </StaticPage>
  );
}
