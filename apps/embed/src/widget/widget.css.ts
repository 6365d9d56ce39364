import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** Height (px) the widget reserves; the loader's skeleton uses the same (loader.ts `HEIGHT`). */
export const WIDGET_HEIGHT = 640;

/**
 * The widget's inner root: every inherited property set explicitly (the host is `all: initial`), the
 * reserved height, and the page background of the theme class it sits with.
 */
export const root = style({
  display: 'block',
  position: 'relative',
  minHeight: WIDGET_HEIGHT,
  padding: vars.space.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  letterSpacing: 'normal',
  textAlign: 'start',
  textTransform: 'none',
  whiteSpace: 'normal',
  color: vars.color.text,
  background: vars.color.bg,
  borderRadius: vars.radius.lg,
  WebkitFontSmoothing: 'antialiased',
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The wizard in one column: its layout switches to two columns (steps + summary) on wide viewports,
 * but a widget is as wide as its box on the host page, not the viewport, and shows no summary.
 */
export const wizard = style({
  selectors: { [`${root} &`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
