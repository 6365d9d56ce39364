import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokenVariants } from '../internal/tokenVariants';
import { vars } from '../theme/theme.css';

/** `gap` variants over the space tokens (and `none`), shared with `Inline`. */
export const gap = { none: { gap: 0 }, ...tokenVariants('gap', vars.space) };

/** Cross-axis alignment variants, shared with `Inline`. */
export const alignItems = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
} as const;

/**
 * Drops the margins, padding and bullets of lists and paragraphs at zero specificity, so a feature's
 * own class (`className`) can still add padding.
 */
export const reset = style({});
globalStyle(`:where(${reset})`, { margin: 0, padding: 0, listStyle: 'none' });

/** Vertical flow with a uniform gap; lists lose bullets and padding. */
export const stack = recipe({
  base: [reset, { display: 'flex', flexDirection: 'column', minWidth: 0 }],
  variants: { gap, align: alignItems },
  defaultVariants: { gap: 'md', align: 'stretch' },
});
