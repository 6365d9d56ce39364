import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Title block on the left, actions on the right; wraps under the title on small screens. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  selectors: { '&[data-align="center"]': { flexDirection: 'column', textAlign: 'center' } },
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: { '&[data-size="xl"]': { fontSize: vars.fontSize.xl } },
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
