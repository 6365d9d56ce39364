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

/**
 * An outlined control at least a touch target high (a chip, a toggle): the text colour on the
 * surface, a 1 px border, a pointer; the caller sets its padding and corners.
 */
export const outlinedControl = {
  minHeight: vars.size.touch,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
} as const;
