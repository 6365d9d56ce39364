import { sprinkles } from '@gari/ui/Box';
import { insetFocusRing, vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { column } from '../app/atoms.css';

/** The dialog's body: the field, then the results scrolling under it. */
export const panel = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { minHeight: '8rem' },
]);

/** The results: a column at most 60 % of the screen (28 rem) high, scrolling beyond. */
export const results = style([column, { maxHeight: 'min(60vh, 28rem)', overflowY: 'auto', outline: 'none' }]);

export const sectionHeader = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // An outline, not a fill: the muted subtitle and the brand link keep their contrast.
    '&:focus-visible, &[data-focus-visible]': insetFocusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

/** A section's list of links. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const allParts = style([item, { color: vars.color.brand, fontWeight: vars.fontWeight.medium }]);

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
