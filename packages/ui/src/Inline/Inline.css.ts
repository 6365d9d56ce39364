import { recipe } from '@vanilla-extract/recipes';
import { alignItems, gap, reset } from '../Stack/Stack.css';
import { media } from '../theme/breakpoints';

/** Horizontal row that wraps; `collapseBelow` turns it into a column on narrower screens. */
export const inline = recipe({
  base: [reset, { display: 'flex', flexDirection: 'row', minWidth: 0 }],
  variants: {
    gap,
    align: alignItems,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
    collapseBelow: {
      none: {},
      tablet: { '@media': { [media.belowTablet]: { flexDirection: 'column', alignItems: 'stretch' } } },
      desktop: { '@media': { [media.belowDesktop]: { flexDirection: 'column', alignItems: 'stretch' } } },
    },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true, collapseBelow: 'none' },
});
