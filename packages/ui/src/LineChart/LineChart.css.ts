import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The series line. */
export const line = style({
  fill: 'none',
  stroke: vars.color.chart1,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
});

/** The reference line (e.g. the regulated ceiling): dashed. */
export const reference = style({ stroke: vars.color.danger, strokeWidth: 1.5, strokeDasharray: '6 4' });

/** The vertical line at the point being read. */
export const cursor = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

/** First, middle and last labels spread along the x axis. */
export const xAxis = style({
  gridColumn: 2,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The legend swatch of the reference line. */
export const referenceSwatch = style({
  display: 'inline-block',
  width: '1rem',
  borderTop: `2px dashed ${vars.color.danger}`,
});
