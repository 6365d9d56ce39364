import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Two columns (y-axis labels, plot) and two rows (plot, x-axis labels); rows xs apart, columns sm. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

export const yAxis = style({
  position: 'relative',
  minWidth: '2.5rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const yTick = style({
  position: 'absolute',
  right: 0,
  transform: 'translateY(50%)',
  whiteSpace: 'nowrap',
  lineHeight: 1,
});

export const plot = style({
  position: 'relative',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const svg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

export const gridLine = style({ stroke: vars.color.borderSubtle, strokeWidth: 1 });
export const baseLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const bar = style({
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '[data-has-active] &:not([data-active])': { opacity: 0.45 } },
});

export const xAxis = style({
  gridColumn: 2,
  display: 'grid',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** Month labels: 11 px on phones so 12 three-letter labels fit in 320 px, 12 px from 480 px. */
export const xLabel = style({
  whiteSpace: 'nowrap',
  fontSize: '0.6875rem',
  letterSpacing: '-0.01em',
  '@media': { 'screen and (min-width: 480px)': { fontSize: vars.fontSize.xs, letterSpacing: 'normal' } },
});

export const readout = style({
  minHeight: '1.5em',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '2px',
  flexShrink: 0,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: vars.space.lg,
  textAlign: 'center',
});
