import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { gap, reset } from '../Stack/Stack.css';
import { vars } from '../theme/theme.css';

/**
 * The panel every screen repeats: surface, subtle border, large radius. `padding` sets
 * `--card-padding` (used by the sections, or by the card itself when `gap` makes it a stack).
 */
export const card = recipe({
  base: [
    reset,
    {
      display: 'flex',
      flexDirection: 'column',
      minWidth: 0,
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.borderSubtle}`,
      borderRadius: vars.radius.lg,
    },
  ],
  variants: {
    padding: {
      none: { vars: { '--card-padding': '0px' } },
      sm: { vars: { '--card-padding': vars.space.md } },
      md: { vars: { '--card-padding': vars.space.lg } },
      lg: { vars: { '--card-padding': vars.space.xl } },
    },
    /** Set: the card pads itself and spaces its children (a panel without sections). */
    gap: {
      sections: {},
      ...Object.fromEntries(
        Object.entries(gap).map(([name, value]) => [name, { ...value, padding: 'var(--card-padding)' }]),
      ),
    } as Record<'sections' | keyof typeof gap, { gap?: string | number; padding?: string }>,
    tone: {
      surface: {},
      muted: { background: vars.color.surfaceMuted },
      brand: { background: vars.color.brandSoft, borderColor: vars.color.brandSoft },
      /** Dashed outline: an empty state or a drop zone. */
      dashed: { borderStyle: 'dashed', borderColor: vars.color.border },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.sm },
    },
    /** Clip children to the rounded corners (media at the top of a card). */
    clip: { true: { overflow: 'hidden' }, false: {} },
  },
  defaultVariants: { padding: 'md', gap: 'sections', tone: 'surface', elevation: 'raised', clip: false },
});

/** Header and body: a section that follows another one drops its top padding. */
const section = {
  padding: 'var(--card-padding)',
  selectors: { '* + &': { paddingTop: 0 } },
} as const;

export const header = style({
  ...section,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const body = style({ ...section, flex: 1 });

export const footer = style({
  padding: 'var(--card-padding)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
