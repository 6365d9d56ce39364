import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Stack.css';

/** Space token names (xs 4 px, sm 8, md 12, lg 16, xl 24, xxl 40) or `none`. */
export type Space = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
/** Cross-axis alignment. */
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

/** Elements a `Stack` or an `Inline` can render. */
export type BlockTag =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'form'
  | 'fieldset'
  | 'span'
  | 'p';

/** Props of `Stack`; other HTML attributes (`aria-*`, `data-*`, `id`) pass through. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between children.
   * @default 'md'
   */
  gap?: Space;
  /**
   * Horizontal alignment of children.
   * @default 'stretch'
   */
  align?: Align;
  /**
   * Element to render (lists get no bullets or padding).
   * @default 'div'
   */
  as?: BlockTag;
  children?: ReactNode;
}

/** Lays children out in a column with a uniform gap (no margins between them). */
export function Stack({ gap, align, as: Element = 'div', className, ...props }: StackProps) {
  return <Element {...props} className={cx(styles.stack({ gap, align }), className)} />;
}
