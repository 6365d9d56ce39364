import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { grow, muted, narrowPage, pageTitle, panel, sectionTitle, titledPanel } from '../app/atoms.css';

export const page = narrowPage('60rem');

export { grow, muted, pageTitle as title, panel as section, sectionTitle, titledPanel as titledSection };

export const item = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }),
  sprinkles({ gap: 'md', padding: 'md', borderRadius: 'md' }),
  { border: `1px solid ${vars.color.borderSubtle}` },
]);
/** A form of rows (the station forms): a column without the form's margins. */
export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'none' }),
  { listStyle: 'none', margin: 0 },
]);
export const itemTitle = sprinkles({ fontWeight: 'bold' });
/** A form in one row that wraps: fields bottom-aligned with their button. */
export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'sm' });

export const code = style([
  sprinkles({ padding: 'md', fontSize: 'sm', background: 'muted', borderRadius: 'sm' }),
  { margin: 0, fontFamily: vars.font.mono, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
]);

export const swatch = style([
  sprinkles({ borderRadius: 'sm' }),
  { display: 'inline-block', width: '2.5rem', height: '2.5rem', border: `1px solid ${vars.color.border}` },
]);

/** A request that arrived while the console was open (issue #16): brand outline and soft fill. */
export const fresh = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
});

/** The dot before the connection text: green when live, amber while polling. */
export const liveDot = style({
  display: 'inline-block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  marginInlineEnd: '0.5rem',
  background: vars.color.warning,
  selectors: { '&[data-connection="live"]': { background: vars.color.success } },
});

/** The pending count beside the Pending tab's label. */
export const tabCount = style({ marginInlineStart: '0.375rem' });
