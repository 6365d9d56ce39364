import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

export { note as muted, row as links } from '../app/atoms.css';
export { page } from '../app/page.css';

const grid = (min: string) =>
  style({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))`,
  });
export const grid15 = grid('15rem');
export const wide = grid('20rem');

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
/** Groups one dt/dd pair without affecting the grid. */
export const dlRow = style({ display: 'contents' });
export const dt = sprinkles({ color: 'muted' });
export const dd = sprinkles({ fontWeight: 'medium', textAlign: 'end' });

export const row = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'md', paddingY: 'sm', fontSize: 'sm' }),
  {
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    selectors: { '&:last-child': { borderBottom: 0 } },
  },
]);
export const rowAmount = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
