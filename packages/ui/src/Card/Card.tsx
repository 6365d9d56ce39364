import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Card.css';

/** Props of `Card`. Other HTML attributes (`aria-labelledby`, `id`, `data-*`) pass through. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Element: `article` for a self-contained item (a vehicle), `section` for a titled part of a
   * page (give it `aria-labelledby`), `div` otherwise.
   * @default 'div'
   */
  as?: 'article' | 'section' | 'div';
  /**
   * Inner spacing of header, body and footer: none 0, sm 12 px, md 16 px, lg 24 px.
   * @default 'md'
   */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Content, usually `CardHeader`, `CardBody`, `CardFooter`. */
  children?: ReactNode;
}

/** A surface with a subtle border and shadow that groups related content. */
export function Card({ as: Element = 'div', padding, className, children, ...props }: CardProps) {
  return (
    <Element {...props} className={cx(styles.card({ padding }), className)}>
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
