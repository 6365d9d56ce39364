import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { softToneVariants, tokenVariants } from '../internal/tokenVariants';
import { vars } from '../theme/theme.css';

/** The alert tones, in the order of their variants. */
const tones = ['info', 'success', 'warning', 'danger'] as const;

/** Inline message box; `Banner` is the full-width, square-cornered variant. */
export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    color: vars.color.text,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    flexWrap: 'wrap',
  },
  variants: {
    tone: softToneVariants('borderColor', tones),
    banner: {
      true: {
        width: '100%',
        borderRadius: 0,
        borderInlineWidth: 0,
        borderTopWidth: 0,
        paddingInline: vars.space.lg,
        alignItems: 'center',
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'info', banner: false },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: { tone: tokenVariants('color', vars.color, tones) },
});

export const content = style({
  flex: '1 1 12rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const action = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
