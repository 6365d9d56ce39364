import { LinkButton } from '@gari/ui/Button';
import { visuallyHidden } from '@gari/ui/theme';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../shared/locale';
import { t as pagesT } from './messages';
import * as styles from './pages.css';

/**
 * The catch-all page (spec §2 Static pages "Not found"): '404', 'Oops! Page not found' and 'Return to
 * Home'. The attempted path is logged with `console.warn`.
 */
export function NotFoundPage() {
  const t = useT(pagesT);
  const location = useLocation();
  const attempted = `${location.pathname}${location.search}`;
  useEffect(() => {
    console.warn(`404 Not Found: the user tried to open ${attempted}`);
  }, [attempted]);
  return (
    <div className={`${styles.page} ${styles.centered}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className={visuallyHidden}>404 </span>
        {t('notFound')}
      </h1>
      <p className={styles.muted}>
        {t('noPageAt')} <code>{location.pathname}</code>.
      </p>
      <LinkButton href="/">{t('returnHome')}</LinkButton>
    </div>
  );
}
