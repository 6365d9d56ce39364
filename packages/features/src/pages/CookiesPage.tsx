import { useT } from '../shared/locale';
import { t as legalT } from './legalMessages';
import { StaticPage } from './StaticPage';

/** /cookies (spec §2 Static pages): static text, from `legalMessages.ts` in the page's language. */
export function CookiesPage() {
  const t = useT(legalT);
  return (
    <StaticPage title={t('cookiesTitle')} lead={t('cookiesLead')}>
      <p>{t('cookiesStorage')}</p>
      <p>{t('cookiesNoTracking')}</p>
    </StaticPage>
  );
}
