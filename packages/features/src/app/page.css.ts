import { media, vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { framedSurface } from '../shared/surfaces.css';

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

/**
 * Parts side by side from desktop up, in the grid columns `desktopColumns`; below, one `columns`
 * column (`minmax(0, 1fr)` keeps a wide child from widening the page). A large gap, and each part as
 * high as its content (a short summary does not stretch beside long steps).
 */
export const sideBySide = (desktopColumns: string, columns = '1fr') =>
  style({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: columns,
    alignItems: 'start',
    '@media': { [media.desktop]: { gridTemplateColumns: desktopColumns } },
  });

/** A flow's two columns from desktop up: the steps (2 parts) and a summary (1 part, at least 14 rem). */
export const flowLayout = sideBySide('minmax(0, 2fr) minmax(14rem, 1fr)');

/** The panel that holds a flow's current step (booking wizard, checkout, an order's sections). */
export const flowPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  ...framedSurface,
  color: vars.color.text,
  padding: vars.space.lg,
  minWidth: 0,
});

/** The heading block of a flow step: title over its hint. */
export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
