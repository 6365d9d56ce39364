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
  boxSizing: 'border-box',
  color: vars.color.text,
});

/** The row of a page's title and its actions; wraps on small screens. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The page's h1. */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});
