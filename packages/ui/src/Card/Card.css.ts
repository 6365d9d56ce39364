import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { vars: { '--card-padding': '0px' } },
      sm: { vars: { '--card-padding': vars.space.md } },
      md: { vars: { '--card-padding': vars.space.lg } },
      lg: { vars: { '--card-padding': vars.space.xl } },
    },
  },
  defaultVariants: { padding: 'md' },
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
