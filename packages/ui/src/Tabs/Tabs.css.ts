import { style } from '@vanilla-extract/css';
import { insetFocusRing, vars } from '../theme/theme.css';

/** `[data-orientation]` (@selector) on the root. */
export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

/** A horizontal row of tabs: scrolls sideways on small screens instead of wrapping. */
const tabRow = {
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
} as const;

/** Scrolls horizontally on small screens instead of wrapping. */
export const tabList = style({
  ...tabRow,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.borderSubtle}`,
    },
  },
});

/** The look of one tab: 44 px high, muted text over a transparent 3 px underline. */
const tabLook = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  marginBottom: '-1px',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
} as const;

/** The look of the current tab (or tab link): text colour, bold, underlined in the brand colour. */
const currentTab = {
  color: vars.color.text,
  borderBottomColor: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
} as const;

/** A tab: 44 px high. `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`, `[data-disabled]`. */
export const tab = style({
  ...tabLook,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': currentTab,
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/**
 * Navigation that looks like tabs (links, e.g. the spareshop's categories): the row of
 * {@link tabLinks}, each link a {@link tabLink}.
 */
export const tabLinks = style(tabRow);

/** One link of {@link tabLinks}; the current one (`aria-current="true"`) underlined in the brand colour. */
export const tabLink = style({
  ...tabLook,
  textDecoration: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="true"]': currentTab,
    '&:focus-visible': insetFocusRing,
  },
});
