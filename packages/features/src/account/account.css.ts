import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { narrowPage, note, pageTitle, panel, sectionTitle } from '../app/atoms.css';

export const page = narrowPage('48rem');

export { pageTitle as title };

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export { panel as section, sectionTitle };

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, wordBreak: 'break-word' });

export const token = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  wordBreak: 'break-all',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export { note as muted };

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-current]': { borderColor: vars.color.brand } },
});

export const itemMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 16rem',
});
export const itemTitle = style({
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const agent = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  wordBreak: 'break-all',
});

/** The 'Show token' toggle (RAC ToggleButton). @selector `[data-selected]` when the token is shown. */
export const toggle = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
