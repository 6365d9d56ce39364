import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

/** Placeholder block; the shimmer stops under `prefers-reduced-motion: reduce`. */
export const skeleton = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.borderSubtle} 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ring = style({ color: vars.color.brand });
