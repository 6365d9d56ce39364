import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.readable,
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const group = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
