import { recipe } from '@vanilla-extract/recipes';
import { gap } from '../Stack/Stack.css';
import { vars } from '../theme/theme.css';

/** The space tokens a form may space its fields by: `Stack`'s gap variants from sm to xl. */
const { sm, md, lg, xl } = gap;

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap: { sm, md, lg, xl } },
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
