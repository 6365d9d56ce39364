import { controlFrame, insetFocusRing, media, touchRow, vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const TOPBAR_HEIGHT = '3.5rem';
export const TABBAR_HEIGHT = '4rem';
const onBar = { outline: `2px solid ${vars.color.topbarText}`, outlineOffset: '2px' };

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-4rem',
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const topbar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.topbar,
  height: TOPBAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  background: vars.color.topbar,
  color: vars.color.topbarText,
});
globalStyle(`${topbar} svg`, { flexShrink: 0 });

export const logo = style({
  color: vars.color.topbarText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  outlineColor: vars.color.topbarText,
});

export const navLink = style({
  color: vars.color.topbarText,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  opacity: 0.85,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[aria-current="page"]': { background: vars.color.topbarText, color: vars.color.topbar, opacity: 1 },
    '&:focus-visible': onBar,
  },
});

/** Round icon control of the top bar (links and buttons): a 44 px tap target (issue #16). */
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  height: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.topbarText,
  cursor: 'pointer',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-hovered], &:hover': { background: vars.color.topbarHover },
    '&[data-focus-visible], &:focus-visible': { ...onBar, outlineOffset: '1px' },
    '&[data-pending], &[data-disabled]': { opacity: 0.7, cursor: 'default' },
  },
});

/** The member's avatar in the account button: 32 px round (the button stays a 44 px target). */
export const avatar = style({
  display: 'block',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const badge = style({ position: 'absolute', top: '-2px', insetInlineEnd: '-4px' });
export const countrySelect = style({ width: '9.5rem' });
/** Stand-in of the country picker while it loads: the look of the Select trigger. */
export const countryPlaceholder = style({
  width: '9.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  font: 'inherit',
  ...controlFrame,
  textAlign: 'start',
  cursor: 'default',
});

/** The menu popover of small screens. */
export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  maxHeight: 'calc(100vh - 5rem)',
  overflowY: 'auto',
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: '16rem',
  outline: 'none',
});

export const panelLink = style({
  ...touchRow,
  padding: `0 ${vars.space.sm}`,
  width: '100%',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &:hover': { background: vars.color.surfaceMuted },
    '&[data-focus-visible], &:focus-visible': insetFocusRing,
  },
});

export const themeGroup = style({
  display: 'inline-flex',
  gap: '2px',
  padding: '2px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.topbarBorder}`,
  selectors: { '&[data-on-surface]': { borderColor: vars.color.border, alignSelf: 'flex-start' } },
});

export const themeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  '@media': { [media.touch]: { width: vars.size.touch, height: vars.size.touch } },
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.selectedFill },
    '&[data-focus-visible]': { outline: `2px solid currentColor`, outlineOffset: '1px' },
  },
});

export const main = style({
  flex: 1,
  paddingTop: TOPBAR_HEIGHT,
  paddingBottom: `calc(${TABBAR_HEIGHT} + ${vars.space.md})`,
  outline: 'none',
  '@media': { [media.desktop]: { paddingBottom: 0 } },
});

export const tabbar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.topbar,
  height: TABBAR_HEIGHT,
  display: 'grid',
  // minmax(0, …): five equal tabs that never grow past a 320 px screen for a long label (issue #16).
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  background: vars.color.topbar,
  borderTop: `1px solid ${vars.color.topbarBorder}`,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  color: vars.color.topbarText,
  opacity: 0.8,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  minWidth: 0,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="page"]': {
      opacity: 1,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 3px 0 ${vars.color.topbarText}`,
    },
    '&:focus-visible': { ...onBar, outlineOffset: '-3px' },
  },
});

/** The footer shows from the desktop breakpoint only. */
export const footer = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.borderSubtle}`,
      padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.lg}`,
      marginTop: vars.space.xxl,
    },
  },
});

const container = { maxWidth: vars.size.container, marginInline: 'auto' } as const;
export const footerGrid = style({
  ...container,
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr 1.4fr',
  gap: vars.space.xl,
});
export const footerBottom = style({
  ...container,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

/** The box around a deferred part's stand-in (`deferred.tsx`): no box of its own, so layout is unchanged. */
export const partSlot = style({ display: 'contents' });
