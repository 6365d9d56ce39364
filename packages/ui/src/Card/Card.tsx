import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { Space } from '../Stack/Stack';
import * as styles from './Card.css';

/** Props of `Card`. Other HTML attributes (`aria-labelledby`, `id`, `data-*`) pass through. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element: `article` for a self-contained item (a vehicle), `section` for a titled part of a
   * page (give it `aria-labelledby`), `div` otherwise.
   * @default 'div'
   */
  as?: 'article' | 'section' | 'div' | 'aside' | 'li' | 'form' | 'dl';
  /**
   * Inner spacing of header, body and footer: none 0, sm 12 px, md 16 px, lg 24 px.
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * Set it for a panel without sections: the card pads itself with `padding` and lays its
   * children out in a column with this gap (see `Stack`). Unset: use `CardHeader`/`CardBody`/
   * `CardFooter`, which carry the padding.
   * @default undefined (sections)
   */
  gap?: Space;
  /**
   * Background: `surface`, `muted` (a quieter panel inside a page), `brand` (brand-tinted
   * highlight), `dashed` (an empty state: dashed outline).
   * @default 'surface'
   */
  tone?: 'surface' | 'muted' | 'brand' | 'dashed';
  /**
   * `raised` adds the small shadow; `flat` is a bordered panel only.
   * @default 'raised'
   */
  elevation?: 'flat' | 'raised';
  /**
   * Clip children to the rounded corners (an image at the top).
   * @default false
   */
  clip?: boolean;
  /** Content, usually `CardHeader`, `CardBody`, `CardFooter`. */
  children?: ReactNode;
}

/**
 * A surface with a subtle border (and by default a small shadow) that groups related content: a
 * vehicle, a form, a summary. The panel of every screen: features compose it instead of styling
 * their own.
 */
export function Card({
  as: Element = 'div',
  padding,
  gap,
  tone,
  elevation,
  clip,
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element
      {...props}
      className={cx(styles.card({ padding, gap: gap ?? 'sections', tone, elevation, clip }), className)}
    >
      {children}
    </Element>
  );
}

/** Props of the card sections: any `<div>` attribute. */
export type CardSectionProps = HTMLAttributes<HTMLDivElement>;

/** Top row of a card: title on the left, actions on the right (wraps on small screens). */
export function CardHeader({ className, ...props }: CardSectionProps) {
  return <div {...props} className={cx(styles.header, className)} />;
}

/** Main content of a card. */
export function CardBody({ className, ...props }: CardSectionProps) {
  return <div {...props} className={cx(styles.body, className)} />;
}

/** Bottom row of a card with actions, right-aligned, above a divider. */
export function CardFooter({ className, ...props }: CardSectionProps) {
  return <div {...props} className={cx(styles.footer, className)} />;
}
