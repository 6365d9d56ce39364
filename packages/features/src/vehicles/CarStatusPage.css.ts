import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** Page layout shared by every flow (packages/features/src/app/page.css.ts). */
export { page, pageHeader as header, pageTitle as title } from '../app/page.css';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
});

export const wide = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** Groups one dt/dd pair without affecting the grid. */
export const dlRow = style({
  display: 'contents',
});

export const dt = style({
  color: vars.color.textMuted,
});

export const dd = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
});

export const big = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const rowAmount = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
