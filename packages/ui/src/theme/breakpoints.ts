/**
 * The one set of breakpoints of Gari (spec §2 "Small screens"), mobile first: a name applies from
 * its width up. `mobile` is every width; from `tablet` (640 px) two-column content fits; from
 * `desktop` (768 px) the desktop chrome (top navigation, footer) replaces the tab bar.
 *
 * Widths are in rem so they follow the reader's font size (the embeddable widget turns rem into px).
 */
export const breakpoints = { mobile: 0, tablet: 40, desktop: 48 } as const;

/** Breakpoint names, narrowest first. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries of the breakpoints for vanilla-extract `'@media'` blocks:
 * `media.tablet` / `media.desktop` match from that width up; `media.belowTablet` /
 * `media.belowDesktop` match below it (for the rare style that only exists on small screens).
 *
 * @example style({ '@media': { [media.desktop]: { display: 'flex' } } })
 */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}rem)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}rem)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.01}rem)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.01}rem)`,
  /**
   * Touch screens, and any screen narrower than `tablet` (phones): where every control must be a
   * 44 × 44 px tap target (issue #16 "Layout at 320–360 px", WCAG 2.5.5).
   */
  touch: `(pointer: coarse), screen and (max-width: ${breakpoints.tablet - 0.01}rem)`,
} as const;
