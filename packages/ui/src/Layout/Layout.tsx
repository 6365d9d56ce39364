import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { BlockTag } from '../Stack/Stack';
import { visuallyHidden } from '../theme/theme.css';
import * as styles from './Layout.css';

export { Inline, type InlineProps } from '../Inline/Inline';
export { type Align, type Space, Stack, type StackProps } from '../Stack/Stack';

/** Font size token names. */
export type FontSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** Props of `Container`. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /**
   * Max width: `page` 72rem, `readable` 36rem (forms, articles), `full` none.
   * @default 'page'
   */
  width?: 'page' | 'readable' | 'full';
  /**
   * Element to render.
   * @default 'div'
   */
  as?: BlockTag;
  children?: ReactNode;
}

/** Centres content with side padding (16 px on phones, 24 px from 768 px) and a max width. */
export function Container({ width, as: Element = 'div', className, ...props }: ContainerProps) {
  return <Element {...props} className={cx(styles.container({ width }), className)} />;
}

const defaultHeadingSize: Record<1 | 2 | 3 | 4 | 5 | 6, FontSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'md',
  6: 'sm',
};

/** Props of `Heading`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: renders `<h1>` … `<h6>`. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Visual size, independent of the level.
   * @default by level: 1 xxl, 2 xl, 3 lg, 4-5 md, 6 sm
   */
  size?: FontSize;
  children?: ReactNode;
}

/** A heading whose level (semantics) and size (looks) are set separately. */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Element = `h${level}` as ElementType;
  return (
    <Element
      {...props}
      className={cx(styles.heading({ size: size ?? defaultHeadingSize[level] }), className)}
    />
  );
}

/** Props of `Text`. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * Colour: `default` inherits, `muted` secondary text, `danger` errors, `success` confirmations.
   * @default 'default'
   */
  tone?: 'default' | 'muted' | 'danger' | 'success';
  /** Font size token (inherits when unset). */
  size?: FontSize;
  /** Font weight (inherits when unset). */
  weight?: 'regular' | 'medium' | 'bold';
  /**
   * Element to render.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'dt' | 'dd' | 'li' | 'figcaption';
  children?: ReactNode;
}

/** Body text with tone and size from the theme. */
export function Text({ tone, size, weight, as: Element = 'p', className, ...props }: TextProps) {
  return <Element {...props} className={cx(styles.text({ tone, size, weight }), className)} />;
}

/** Props of `VisuallyHidden`. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element to render.
   * @default 'span'
   */
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p' | 'label';
  children?: ReactNode;
}

/** Text for screen readers only (e.g. a heading for a section whose title is visual). */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={cx(visuallyHidden, className)} />;
}

/** API session status shown by the top bar's dot (spec §2 Global chrome). */
export type SessionStatus = 'checking' | 'authenticated' | 'unauthenticated';

/** Default accessible labels of `StatusDot`. */
export const STATUS_DOT_LABELS: Record<SessionStatus, string> = {
  checking: 'Checking API session',
  authenticated: 'Authenticated with API',
  unauthenticated: 'Not authenticated with API.',
};

/** Props of `StatusDot`. */
export interface StatusDotProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** grey = `checking`, green = `authenticated`, red = `unauthenticated`. */
  status: SessionStatus;
  /**
   * Accessible name (also the hover tooltip).
   * @default STATUS_DOT_LABELS[status], e.g. 'Not authenticated with API.'
   */
  label?: string;
  /**
   * Also show the label as text next to the dot.
   * @default false
   */
  showLabel?: boolean;
}

/**
 * The coloured API-status dot of the top bar: `role="img"` named by `label`, so colour is never
 * the only carrier of meaning. `data-status` (@selector `[data-status="…"]`) mirrors `status`.
 */
export function StatusDot({ status, label, showLabel = false, className, ...props }: StatusDotProps) {
  const name = label ?? STATUS_DOT_LABELS[status];
  if (showLabel) {
    return (
      <span {...props} data-status={status} className={cx(styles.statusDot, className)}>
        <span className={styles.dot({ status })} aria-hidden="true" />
        <span>{name}</span>
      </span>
    );
  }
  return (
    <span
      {...props}
      role="img"
      aria-label={name}
      title={name}
      data-status={status}
      className={cx(styles.statusDot, className)}
    >
      <span className={styles.dot({ status })} />
    </span>
  );
}
