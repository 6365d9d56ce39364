import { LinkButton } from '@gari/ui/Button';
import { visuallyHidden } from '@gari/ui/theme';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import * as styles from './pages.css';

/**
 * The catch-all page (spec §2 Static pages "Not found"): '404', 'Oops! Page not found' and 'Return to
 * Home'. The attempted path is logged with `console.warn`.
 */
export function NotFoundPage() {
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
        <span className={visuallyHidden}>404 </span>Oops! Page not found
      </h1>
      <p className={styles.muted}>
        There is no page at <code>{location.pathname}</code>.
      </p>
      <LinkButton href="/">Return to Home</LinkButton>
    </div>
  );
}
