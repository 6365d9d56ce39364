import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of Gari: every colour, space, radius, font, shadow and layer used by
 * `@gari/ui` and by the screens built on it. Values are CSS custom properties filled in by
 * `lightTheme` / `darkTheme` (see `theme.css.ts`), so a component never hard-codes a colour.
 *
 * Colour naming: `brand`, `danger`, … are solid colours that read as text on `surface` and `bg`
 * (contrast ≥ 4.5:1); `*Soft` are tinted backgrounds for those tones; `*Text` is the text colour to
 * put ON the solid colour (e.g. label of a primary button).
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    bg: null,
    /** Cards, fields, menus. */
    surface: null,
    /** Popovers, dialogs, toasts (above `surface`). */
    surfaceRaised: null,
    /** Subtle fill for hovered rows, skeletons, tracks. */
    surfaceMuted: null,
    /** Body text. */
    text: null,
    /** Secondary text (descriptions, captions); ≥ 4.5:1 on `bg` and `surface`. */
    textMuted: null,
    /** Borders of form controls (≥ 3:1 against `surface`). */
    border: null,
    /** Decorative dividers and card outlines. */
    borderSubtle: null,
    /** Gari's warm brand colour (buttons, links, current nav item). */
    brand: null,
    brandHover: null,
    /** Text/icons on `brand`. */
    brandText: null,
    brandSoft: null,
    /** Warm highlight used on the black top bar and for decoration (not for text on light surfaces). */
    accent: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    danger: null,
    dangerHover: null,
    /** Text/icons on `danger`. */
    dangerText: null,
    dangerSoft: null,
    info: null,
    infoSoft: null,
    /** Neutral status (e.g. the grey "checking" dot). */
    neutral: null,
    neutralSoft: null,
    /** Keyboard focus ring. */
    focus: null,
    /** The black top bar and the mobile tab bar. */
    topbar: null,
    topbarText: null,
    /** Hover fill of controls on the top bar (translucent `topbarText`). */
    topbarHover: null,
    /** Outlines and dividers on the top bar and tab bar (translucent `topbarText`). */
    topbarBorder: null,
    /** Fill of a selected toggle that works on both the top bar and a surface (translucent grey). */
    selectedFill: null,
    /** Backdrop behind modals. */
    overlay: null,
    /** Bar chart series, in legend order. */
    chart1: null,
    chart2: null,
    chart3: null,
    chart4: null,
    chart5: null,
    chart6: null,
    chart7: null,
    chart8: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null },
  /** Stacking layers, lowest first. */
  zIndex: { base: null, sticky: null, topbar: null, popover: null, modal: null, toast: null },
  size: {
    /** Minimum touch target for primary controls (44 px). */
    touch: null,
    /** Max width of the page container. */
    container: null,
    /** Max width of text-heavy columns and dialogs. */
    readable: null,
  },
  motion: {
    /** Short UI transitions; 0s under `prefers-reduced-motion: reduce`. */
    fast: null,
    normal: null,
  },
});
