import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { type Sprinkles, sprinkles } from './sprinkles.css';

/** Elements a `Box` can render. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'p'
  | 'form'
  | 'fieldset';

/**
 * Props of `Box`: every {@link Sprinkles} prop (theme tokens; layout props take one value or
 * `{ mobile, tablet, desktop }`) and any HTML attribute of the element.
 */
export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'> {
  /**
   * Element to render.
   * @default 'div'
   */
  as?: BoxElement;
  /** Extra class names, after the sprinkles classes. */
  className?: string;
  children?: ReactNode;
}

/**
 * The base layout primitive: an element styled by sprinkles props over the theme tokens, e.g.
 * `<Box as="section" display="grid" gap="lg" padding="lg">`. Prefer
 * `Stack`, `Inline` and `Card` for the common cases; use `Box` for the rest, never raw CSS values.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms as Sprinkles), className) || undefined });
}
