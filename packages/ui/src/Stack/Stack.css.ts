import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** `gap` variants over the space tokens, shared with `Inline`. */
export const gap = {
  none: { gap: 0 },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
};

/** Cross-axis alignment variants, shared with `Inline`. */
export const alignItems = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
} as const;

/** Vertical flow with a uniform gap; lists lose bullets and padding. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: { gap, align: alignItems },
  defaultVariants: { gap: 'md', align: 'stretch' },
});
