import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { controlFrame, insetFocusRing, touchRow, vars } from '../theme/theme.css';
import { squareButton } from './squareButton';

/** Column of label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'default',
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

const controlBase = {
  minHeight: vars.size.touch,
  width: '100%',
  ...controlFrame,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
} as const;

/** The look of a focused control (border and a 1 px ring in the focus colour). */
export const focusedControl = {
  borderColor: vars.color.focus,
  boxShadow: `0 0 0 1px ${vars.color.focus}`,
} as const;
/** The look of a disabled control. */
export const disabledControl = { opacity: 0.55, cursor: 'not-allowed' } as const;
/** The look of an invalid control. */
export const invalidControl = { borderColor: vars.color.danger } as const;

/**
 * Text input look. Shared by `TextField`, `NumberField`, `SearchField`, `ComboBox` and the `Select`
 * trigger. States: `[data-hovered]`, `[data-focused]`/`[data-focus-visible]`, `[data-invalid]`,
 * `[data-disabled]` (RAC sets them on the Input or Group).
 */
export const input = style({
  ...controlBase,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': focusedControl,
    '&[data-invalid]': invalidControl,
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': disabledControl,
  },
});

export const textarea = style([
  input,
  { minHeight: '6rem', padding: vars.space.md, resize: 'vertical', lineHeight: vars.lineHeight.normal },
]);

/** A group that looks like one input (input + suffix/buttons inside). */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': focusedControl,
    '&[data-invalid]': invalidControl,
    '&[data-disabled]': disabledControl,
  },
});

/** The bare input inside a `group`. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  padding: 0,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** Unit suffix inside a group (e.g. "km", "RWF"). */
export const suffix = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingInline: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** Small square icon button inside a group (clear, stepper, chevron). */
export const iconButton = style([
  squareButton({
    size: '36px',
    radius: vars.radius.sm,
    color: vars.color.textMuted,
    hoverColor: vars.color.text,
    focusOffset: '-2px',
    selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' } },
  }),
  // A 44 px tap target on touch screens and phones (issue #16, WCAG 2.5.5).
  { '@media': { [media.touch]: { width: vars.size.touch, height: vars.size.touch } } },
]);

/** Popover for Select / ComboBox lists; at least as wide as the trigger. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

/** A ListBox option: 44 px touch target; `[data-focused]`, `[data-selected]`, `[data-disabled]`. */
export const listItem = style({
  ...touchRow,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand });

export const emptyState = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
