import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { muted, narrowPage, pageTitle, panel, sectionTitle } from '../app/atoms.css';

export const page = narrowPage('60rem');

export { muted, pageTitle as title, panel as section, sectionTitle };

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const itemTitle = style({ fontWeight: vars.fontWeight.bold });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
});

export const swatch = style({
  display: 'inline-block',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
