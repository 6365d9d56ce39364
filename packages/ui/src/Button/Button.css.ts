import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

/**
 * A variant's hovered or pressed look: react-aria's state attributes on `Button`, the same states from
 * CSS on `LinkButton` (a native link).
 */
const HOVERED = '&[data-hovered], &[data-pressed], a&:hover:not([data-disabled]), a&:active';

/**
 * Shared by `Button` and `LinkButton`. Every size is mobile-friendly: `md` and `lg` meet the 44 px
 * touch target; `sm` (36 px) is for dense secondary actions with a mouse and grows to 44 px on touch
 * (`media.touch`, issue #16), where every button is also at least 44 px wide.
 */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    outline: 'none',
    '@media': { [media.touch]: { minWidth: vars.size.touch } },
    selectors: {
      // `LinkButton` is a native link: the same states from CSS.
      '&[data-focus-visible], a&:focus-visible': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      '&[data-pressed], a&:active:not([data-disabled])': { transform: 'scale(0.98)' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandText,
        selectors: {
          [HOVERED]: {
            background: vars.color.brandHover,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          [HOVERED]: {
            background: vars.color.surfaceMuted,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          [HOVERED]: {
            background: vars.color.surfaceMuted,
          },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: {
          [HOVERED]: {
            background: vars.color.dangerHover,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: '36px',
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.sm,
        '@media': { [media.touch]: { minHeight: vars.size.touch } },
      },
      md: { minHeight: vars.size.touch, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label; stays in the accessibility tree while pending but is hidden visually. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

/** Centres the spinner over the (invisible) label so the button keeps its width. */
export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
