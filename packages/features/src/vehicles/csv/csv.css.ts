import { vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export { note as muted } from '../../app/atoms.css';

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  whiteSpace: 'nowrap',
});
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlock: vars.space.xs,
});
export const errors = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
