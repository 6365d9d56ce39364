import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/**
 * Label row. The whole row is the hit area (≥ 44 px high).
 * States (@selector on the root): `[data-selected]`, `[data-indeterminate]`, `[data-hovered]`,
 * `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`, `[data-invalid]`.
 */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    borderRadius: vars.radius.sm,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.brandText,
      },
      [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${checkbox}[data-focus-visible] &`]: {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
});
