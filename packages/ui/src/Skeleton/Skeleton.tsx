import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import { spinnerRing } from '../internal/spinner.css';
import { vars } from '../theme/theme.css';
import * as styles from './Skeleton.css';

type Length = number | string;
const toCss = (v: Length | undefined) => (typeof v === 'number' ? `${v}px` : v);

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /**
   * Width (number = px, or any CSS length).
   * @default '100%'
   */
  width?: Length;
  /**
   * Height of the block, or of each line when `lines` is set.
   * @default '1em'
   */
  height?: Length;
  /**
   * Corner radius: a theme radius name or a CSS length.
   * @default 'sm'
   */
  radius?: 'sm' | 'md' | 'lg' | 'full' | Length;
  /**
   * Render this many text lines instead of one block (the last one is 60 % wide).
   */
  lines?: number;
  /** Extra class names. */
  className?: string;
}

const radii = { sm: vars.radius.sm, md: vars.radius.md, lg: vars.radius.lg, full: vars.radius.full };

/**
 * Grey shimmering placeholder shown while content loads. It is `aria-hidden`: announce loading
 * elsewhere (e.g. a `Spinner` label, or `aria-busy` on the region being loaded).
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', lines, className }: SkeletonProps) {
  const borderRadius =
    typeof radius === 'string' && radius in radii ? radii[radius as keyof typeof radii] : toCss(radius);
  const block = (style: CSSProperties, key?: number) => (
    <span key={key} className={cx(styles.skeleton, className)} style={{ borderRadius, ...style }} />
  );
  if (lines && lines > 0) {
    return (
      <span className={styles.lines} style={{ width: toCss(width) }} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) =>
          block({ height: toCss(height), width: i === lines - 1 && lines > 1 ? '60%' : '100%' }, i),
        )}
      </span>
    );
  }
  return (
    <span aria-hidden="true" data-skeleton="" style={{ display: 'block', width: toCss(width) }}>
      {block({ height: toCss(height), width: '100%' })}
    </span>
  );
}

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Accessible label, e.g. 'Loading vehicles…'. Required: it is what screen readers announce. */
  label: string;
  /**
   * Show the label next to the ring.
   * @default false
   */
  showLabel?: boolean;
  /**
   * Diameter in px.
   * @default 20
   */
  size?: number;
  /** Extra class names. */
  className?: string;
}

/**
 * An indeterminate progress indicator: `role="progressbar"` named by `label`, with no value (the ARIA
 * pattern for indeterminate progress, which is all react-aria-components' `ProgressBar` renders
 * when `isIndeterminate`; a plain element keeps its number formatting out of the booking widget's
 * bundle). Under reduced motion it turns slowly instead of stopping.
 */
export function Spinner({ label, showLabel = false, size = 20, className }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} className={cx(styles.spinner, className)}>
      <span className={cx(spinnerRing, styles.ring)} data-motion-essential="" style={{ fontSize: size }} />
      {showLabel ? <span aria-hidden="true">{label}</span> : null}
    </div>
  );
}
