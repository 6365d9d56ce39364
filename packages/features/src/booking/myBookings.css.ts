import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The expense prompt opened by the one-tap link of the completion SMS/mail (`/bookings?log=<id>`,
 * issue #13): ringed so it stands out, and scrolled to with room above.
 */
export const focusedPrompt = style({
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '3px',
  borderRadius: vars.radius.md,
  scrollMarginTop: '5rem',
});
