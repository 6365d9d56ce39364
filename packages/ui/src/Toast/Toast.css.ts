import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { squareButton } from '../internal/squareButton';
import { vars } from '../theme/theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Fixed region at the bottom. On small screens it is centred and lifted by
 * `--gari-toast-offset` (default 5rem, clears a bottom tab bar); from 640 px it sits bottom-right.
 * States (@selector): `[data-hovered]`, `[data-focused]`, `[data-focus-visible]`.
 */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.md,
  bottom: `calc(var(--gari-toast-offset, 5rem) + env(safe-area-inset-bottom))`,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
  '@media': {
    'screen and (min-width: 640px)': {
      insetInline: 'auto',
      right: vars.space.lg,
      bottom: vars.space.lg,
      width: '24rem',
    },
  },
});

/** One toast. `[data-focus-visible]` (@selector) when reached with F6/Tab. */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    animation: `${enter} ${vars.motion.normal} ease-out`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      neutral: { borderInlineStartColor: vars.color.brand },
      success: { borderInlineStartColor: vars.color.success },
      destructive: { borderInlineStartColor: vars.color.danger, background: vars.color.dangerSoft },
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    variant: {
      neutral: { color: vars.color.brand },
      success: { color: vars.color.success },
      destructive: { color: vars.color.danger },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const close = style(
  squareButton({
    size: '36px',
    margin: `calc(-1 * ${vars.space.xs})`,
    radius: vars.radius.full,
    color: vars.color.text,
    focusOffset: '2px',
  }),
);
