import { sprinkles } from '@gari/ui/Box';
import { media as bp, vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { panel } from '../app/atoms.css';
import { sideBySide } from '../app/page.css';

/** Small secondary text. */
export { note } from '../app/atoms.css';

/** Page layout shared by every flow. */
export { page } from '../app/page.css';

/** Lines and summary side by side on wide screens. */
export const layout = sideBySide('2fr 1fr');

/** One line: thumbnail, text, quantity and total. */
export const line = style([
  sprinkles({ background: 'surface', borderRadius: 'lg', padding: 'md' }),
  {
    border: `1px solid ${vars.color.borderSubtle}`,
    display: 'grid',
    gridTemplateColumns: '5rem 1fr',
    gridTemplateAreas: '"thumb text" "thumb controls"',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    '@media': {
      [bp.desktop]: {
        gridTemplateColumns: '6rem 1fr auto',
        gridTemplateAreas: '"thumb text controls"',
        alignItems: 'center',
      },
    },
  },
]);
export const thumb = style({
  gridArea: 'thumb',
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
globalStyle(`${thumb} img`, { width: '100%', height: '100%', objectFit: 'cover' });
export const text = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { gridArea: 'text', minWidth: 0 },
]);
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
globalStyle(`${title} a`, { color: 'inherit' });
export const controls = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'sm' }),
  { gridArea: 'controls' },
]);
export const stepper = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', padding: 'none' }),
  { border: 0, margin: 0, minWidth: 0 },
]);
export const stepperValue = style({ minWidth: '2.5rem', textAlign: 'center', fontWeight: 600 });
export const lineTotal = style({ fontWeight: 600, minWidth: '7rem', textAlign: 'end' });

/** The summary with totals and Proceed to Checkout (sticks on wide screens). */
export const summary = style([
  panel,
  { '@media': { [bp.desktop]: { position: 'sticky', top: vars.space.lg } } },
]);
export const totals = style({ margin: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${totals} div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${totals} dd`, { margin: 0, fontWeight: 700 });

export const empty = style([panel, { alignItems: 'flex-start' }]);
