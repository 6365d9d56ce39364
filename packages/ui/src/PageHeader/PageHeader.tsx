import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './PageHeader.css';

/** Props of `PageHeader`; other `<div>` attributes (`data-*`, `aria-*`) pass through. */
export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading text. */
  title: ReactNode;
  /** `id` of the heading, so the page's landmark can be `aria-labelledby` it. */
  titleId?: string;
  /**
   * Heading level: 1 for the page's title, 2 for a title inside a page section.
   * @default 1
   */
  level?: 1 | 2 | 3;
  /**
   * Visual size of the heading (`xxl` 28 px, `xl` 22 px), independent of the level.
   * @default 'xxl'
   */
  size?: 'xxl' | 'xl';
  /** Line under the title (muted), e.g. a count or a hint. */
  subtitle?: ReactNode;
  /** Buttons or links on the right (under the title on narrow screens). */
  actions?: ReactNode;
  /**
   * `start`: title left, actions right; `center`: everything centred in a column.
   * @default 'start'
   * @selector `[data-align="center"]`
   */
  align?: 'start' | 'center';
}

/**
 * The top of a page: its heading (a real `<h1>` by default), an optional subtitle and actions. A
 * `<div>`, not a `<header>`, so it adds no landmark inside the app shell.
 */
export function PageHeader({
  title,
  titleId,
  level = 1,
  size = 'xxl',
  subtitle,
  actions,
  align = 'start',
  className,
  ...props
}: PageHeaderProps) {
  const Heading = `h${level}` as ElementType;
  return (
    <div {...props} data-align={align} className={cx(styles.root, className)}>
      <div className={styles.titles}>
        <Heading id={titleId} className={styles.title} data-size={size}>
          {title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
