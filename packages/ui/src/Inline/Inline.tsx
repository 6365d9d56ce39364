import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { Align, BlockTag, Space } from '../Stack/Stack';
import * as styles from './Inline.css';

/** Props of `Inline`; other HTML attributes (`aria-*`, `data-*`, `id`) pass through. */
export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /**
   * Space between children (both ways when they wrap).
   * @default 'sm'
   */
  gap?: Space;
  /**
   * Vertical alignment.
   * @default 'center'
   */
  align?: Align;
  /**
   * Horizontal distribution.
   * @default 'start'
   */
  justify?: 'start' | 'center' | 'end' | 'between';
  /**
   * Wrap onto several lines when there is no room (mobile-first).
   * @default true
   */
  wrap?: boolean;
  /**
   * Below this breakpoint the row becomes a stretched column (`tablet` < 640 px, `desktop`
   * < 768 px; see `breakpoints` in `@gari/ui/theme`).
   * @default 'none'
   */
  collapseBelow?: 'none' | 'tablet' | 'desktop';
  /**
   * Element to render (lists get no bullets or padding).
   * @default 'div'
   */
  as?: BlockTag;
  children?: ReactNode;
}

/** Lays children out in a row that wraps, e.g. a form's buttons or a card's facts. */
export function Inline({
  gap,
  align,
  justify,
  wrap,
  collapseBelow,
  as: Element = 'div',
  className,
  ...props
}: InlineProps) {
  return (
    <Element
      {...props}
      className={cx(styles.inline({ gap, align, justify, wrap, collapseBelow }), className)}
    />
  );
}
