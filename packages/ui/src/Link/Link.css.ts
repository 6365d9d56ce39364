import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** Inline text link (a native `<a>`): `:hover`, `:focus-visible`, `[data-disabled]`, `[aria-current]`. */
export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover:not([data-disabled])': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', textDecoration: 'none' },
      '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand },
      inherit: { color: 'inherit' },
      muted: { color: vars.color.textMuted },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
