import { Stack } from '@gari/ui/Stack';
import type { ReactNode } from 'react';
import * as styles from './pages.css';

/** Props of {@link StaticPage}. */
export interface StaticPageProps {
  /** The `<h1>`. */
  title: string;
  /** Line under the title. */
  lead?: ReactNode;
  /** Page body. */
  children: ReactNode;
}

/** Layout of the static pages: a readable column with a title and lead. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <Stack className={styles.prose}>{children}</Stack>
    </div>
  );
}
