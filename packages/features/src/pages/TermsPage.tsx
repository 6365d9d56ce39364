import { useT } from '../shared/locale';
import { t as legalT } from './legalMessages';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** /terms (spec §2 Static pages): static text, from `legalMessages.ts` in the page's language. */
export function TermsPage() {
  const t = useT(legalT);
  return (
    <StaticPage title={t('termsTitle')} lead={t('termsLead')}>
      <h2 className={styles.h2}>{t('termsAccountTitle')}</h2>
      <p>{t('termsAccount')}</p>
      <h2 className={styles.h2}>{t('termsContentTitle')}</h2>
      <p>{t('termsContent')}</p>
      <h2 className={styles.h2}>{t('termsServiceTitle')}</h2>
      <p>{t('termsService')}</p>
    </StaticPage>
  );
}
