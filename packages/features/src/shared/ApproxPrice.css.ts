import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** The "≈ RWF 12,345" hint under a foreign price: small, muted, on its own line. */
export const approx = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
