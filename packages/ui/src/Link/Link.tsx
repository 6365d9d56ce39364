import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as styles from './Link.css';

/**
 * Props of `Link`: every react-aria-components Link prop (`href`, `target`, `rel`,
 * `routerOptions`, `onPress`, `isDisabled`, `aria-current` …) plus style props.
 * State attributes: `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`,
 * `data-current` (@selector `[data-*]`).
 */
export interface LinkProps extends Omit<RACLinkProps, 'className'> {
  /**
   * Colour: `brand` (warm brand colour), `inherit` (surrounding text, e.g. on the black top bar),
   * `muted` (secondary text).
   * @default 'brand'
   */
  tone?: 'brand' | 'inherit' | 'muted';
  /**
   * When the underline shows: `always` (body text, required for links inside sentences) or
   * `hover` (navigation lists where the context makes links obvious).
   * @default 'always'
   */
  underline?: 'always' | 'hover';
  /** Extra class names. */
  className?: string;
}

/**
 * A text link (react-aria-components `Link`). Internal `href`s use client-side routing because the
 * site wraps the app in RAC `RouterProvider`; external links open normally.
 */
export function Link({ tone, underline, className, ...props }: LinkProps) {
  return <RACLink {...props} className={cx(styles.link({ tone, underline }), className)} />;
}
