import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { narrowPage, note, pageTitle, panel, sectionTitle, titledPanel } from '../app/atoms.css';
import { outlinedControl } from '../shared/surfaces.css';

export const page = narrowPage('48rem');

export { note as muted, pageTitle as title, panel as section, sectionTitle, titledPanel as titledSection };

const wrapRow = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 'md' } as const;

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const term = sprinkles({ color: 'muted', fontSize: 'sm' });
export const value = style({ margin: 0, wordBreak: 'break-word' });

export const token = style([
  sprinkles({ display: 'block', fontSize: 'sm', padding: 'sm', borderRadius: 'sm', background: 'muted' }),
  { fontFamily: vars.font.mono, wordBreak: 'break-all' },
]);

export const item = style([
  sprinkles({ ...wrapRow, justifyContent: 'space-between', padding: 'md' }),
  sprinkles({ background: 'surface', borderRadius: 'md' }),
  {
    border: `1px solid ${vars.color.borderSubtle}`,
    selectors: { '&[data-current]': { borderColor: vars.color.brand } },
  },
]);

export const itemMain = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', minWidth: 0 }),
  { flex: '1 1 16rem' },
]);
export const agent = style([sprinkles({ color: 'muted', fontSize: 'xs' }), { wordBreak: 'break-all' }]);

/** The 'Show token' toggle (RAC ToggleButton). @selector `[data-selected]` when the token is shown. */
export const toggle = style({
  ...outlinedControl,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-selected]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
