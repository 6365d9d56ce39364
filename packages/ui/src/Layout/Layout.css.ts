import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokenVariants } from '../internal/tokenVariants';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

/** Centred page column; padding grows from mobile to desktop. */
export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
  },
  variants: {
    width: {
      readable: { maxWidth: vars.size.readable },
      page: { maxWidth: vars.size.container },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'page' },
});

/** `size` variants over the font-size tokens (headings and text). */
const fontSizes = tokenVariants('fontSize', vars.fontSize);

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: 'inherit',
  },
  variants: { size: fontSizes },
});

export const text = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.normal },
  variants: {
    tone: {
      default: { color: 'inherit' },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    size: fontSizes,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'default' },
});

/** Coloured dot + optional visible label. */
export const statusDot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

/**
 * Bright fixed colours (not theme tokens): the dot sits on the black top bar in both themes, and
 * its meaning is carried by the accessible label, not the colour alone.
 */
export const dot = recipe({
  base: {
    display: 'inline-block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
    flexShrink: 0,
    boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.85)',
  },
  variants: {
    status: {
      checking: { background: '#9ca3af' },
      authenticated: { background: '#22c55e' },
      unauthenticated: { background: '#ef4444' },
    },
  },
});
