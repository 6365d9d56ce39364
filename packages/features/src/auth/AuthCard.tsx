import type { ReactNode } from 'react';
import * as styles from './auth.css';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** Page heading (an `<h1>`), e.g. 'Welcome Back'. */
  title: string;
  /** Line under the heading. */
  subtitle?: ReactNode;
  /** Machine state shown by the card, exposed as `data-state` (@selector `[data-state="failure"]`). */
  state?: string;
  /** Icon above the heading (result screens). */
  icon?: ReactNode;
  /** Form and messages. */
  children: ReactNode;
  /** Links under the card content ('Don't have an account? Sign up'). */
  footer?: ReactNode;
}

/** The centred card every account screen uses (spec §2 Accounts). */
export function AuthCard({ title, subtitle, state, icon, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} data-state={state} aria-labelledby="auth-card-title">
        {icon}
        <header className={styles.header}>
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
