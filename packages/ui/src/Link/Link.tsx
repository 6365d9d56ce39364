import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { type AnchorOptions, useAnchor } from '../internal/anchor';
import { cx } from '../internal/cx';
import * as styles from './Link.css';

/**
 * Props of `Link`: `href`, `isDisabled`, `onPress` and `routerOptions` (as react-aria-components'
 * Link takes them), the native `<a>` attributes (`target`, `rel`, `download`, `aria-current`,
 * `data-*` …) and the style props. States: `:hover`, `:focus-visible`, `[data-disabled]`,
 * `[aria-current="page"]` (@selector).
 */
export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href' | 'onClick' | 'children'>,
    AnchorOptions {
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
  /** The link's text or content. */
  children?: ReactNode;
}

/**
 * A text link: a native `<a>` (`useAnchor`). Internal `href`s use client-side routing because the
 * site wraps the app in RAC `RouterProvider`; external links open normally.
 */
export function Link({ tone, underline, className, ...props }: LinkProps) {
  return <a {...useAnchor(props)} className={cx(styles.link({ tone, underline }), className)} />;
}
