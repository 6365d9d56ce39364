/**
 * Style fragments (plain style objects, spread into a `style({...})`) that several feature
 * stylesheets share.
 */
import { vars } from '@gari/ui/theme';

/** A framed surface: the surface colour inside a subtle 1 px border with large rounded corners. */
export const framedSurface = {
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
} as const;

/** A picture tile: the picture cover-fitted, medium rounded corners, a muted ground until it loads. */
export const photoTile = {
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
} as const;
