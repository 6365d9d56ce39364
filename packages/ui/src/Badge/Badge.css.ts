import { recipe } from '@vanilla-extract/recipes';
import { softToneVariants } from '../internal/tokenVariants';
import { vars } from '../theme/theme.css';

/** What the badge and the count bubble share: a rounded inline-flex pill of bold extra-small text. */
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
} as const;

/** Tinted pill; text uses the tone's solid colour on its soft background (≥ 4.5:1). */
export const badge = recipe({
  base: {
    ...pill,
    gap: vars.space.xs,
    padding: `0 ${vars.space.sm}`,
    minHeight: '1.5rem',
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.neutralSoft,
        color: vars.color.text,
        borderColor: vars.color.borderSubtle,
      },
      ...softToneVariants('color', ['brand', 'success', 'warning', 'danger', 'info']),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Solid count bubble (e.g. on the vehicles icon of the top bar). */
export const count = recipe({
  base: {
    ...pill,
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    padding: '0 0.35rem',
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.brandText },
      danger: { background: vars.color.danger, color: vars.color.dangerText },
      neutral: { background: vars.color.text, color: vars.color.bg },
    },
  },
  defaultVariants: { tone: 'brand' },
});
