import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** A full page of a flow: one column, centred, as wide as the site's container. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: vars.space.lg,
});
