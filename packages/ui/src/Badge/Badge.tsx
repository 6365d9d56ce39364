import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../theme/theme.css';
import * as styles from './Badge.css';

/** Colour of a badge. */
export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

/** Props of `Badge`; other `<span>` attributes pass through. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour: `success` for Open/Verified, `danger` for Closed/errors, `brand` for Featured …
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** Short text (a word or two); it is read as part of the surrounding content. */
  children: ReactNode;
}

/** A small status label ("Open", "Featured", "Unverified"). Never the only carrier of meaning by colour. */
export function Badge({ tone, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} data-tone={tone ?? 'neutral'} className={cx(styles.badge({ tone }), className)}>
      {children}
    </span>
  );
}

/** Props of `CountBadge`. */
export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number (negative values show as 0). */
  count: number;
  /**
   * Above this the badge shows "`max`+" (spec §2 and §9: the vehicles badge caps at 99+).
   * @default 99
   */
  max?: number;
  /**
   * Text for screen readers, given the exact count, e.g. `(n) => \`${n} vehicles\``; a string is
   * appended to the count ("3 vehicles"). The visible number is aria-hidden.
   * @default the count alone
   */
  label?: string | ((count: number) => string);
  /**
   * @default 'brand'
   */
  tone?: 'brand' | 'danger' | 'neutral';
}

/** Formats a count for display: "0" … "99", then "99+" (with the default `max`). */
export function formatCount(count: number, max = 99): string {
  const n = Math.max(0, Math.floor(count));
  return n > max ? `${max}+` : String(n);
}

/**
 * A numeric bubble that caps at `max`+ ("99+"), with the exact count in visually hidden text.
 */
export function CountBadge({ count, max = 99, label, tone, className, ...props }: CountBadgeProps) {
  const n = Math.max(0, Math.floor(count));
  const spoken = typeof label === 'function' ? label(n) : label ? `${n} ${label}` : String(n);
  return (
    <span {...props} data-count={n} className={cx(styles.count({ tone }), className)}>
      <span aria-hidden="true">{formatCount(n, max)}</span>
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  );
}
