import { recipe } from '@vanilla-extract/recipes';
import { tokenVariants } from '../internal/tokenVariants';
import { vars } from '../theme/theme.css';

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: tokenVariants('gap', vars.space, ['sm', 'md', 'lg', 'xl']),
  },
  defaultVariants: { gap: 'lg' },
});

/**
 * Buttons: stacked on phones (a column stretches them full width) with the LAST child on top, in a row (source order) from
 * 480 px.
 */
export const actions = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
    '@media': { 'screen and (min-width: 480px)': { flexDirection: 'row' } },
  },
  variants: {
    align: {
      start: { '@media': { 'screen and (min-width: 480px)': { justifyContent: 'flex-start' } } },
      end: { '@media': { 'screen and (min-width: 480px)': { justifyContent: 'flex-end' } } },
      between: { '@media': { 'screen and (min-width: 480px)': { justifyContent: 'space-between' } } },
    },
  },
  defaultVariants: { align: 'end' },
});
