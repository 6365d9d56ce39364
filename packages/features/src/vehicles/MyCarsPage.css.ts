import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** Page layout shared by every flow (packages/features/src/app/page.css.ts). */
export { page, pageHeader as header, pageTitle as title } from '../app/page.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const media = style({
  aspectRatio: '16 / 9',
  width: '100%',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceMuted,
});

export const noImage = style([
  media,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});
