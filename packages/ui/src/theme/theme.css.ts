import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './vars.css';

export { vars };

/** Tokens shared by both colour schemes. */
const base = {
  space: { xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2.5rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: { base: '0', sticky: '100', topbar: '200', popover: '300', modal: '400', toast: '500' },
  size: { touch: '44px', container: '72rem', readable: '36rem' },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

/** Light colours: warm off-white page, white surfaces, orange-700 brand (5.2:1 with white). */
const lightColor = {
  bg: '#f6f5f2',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceMuted: '#eeece8',
  text: '#1c1917',
  textMuted: '#57534e',
  border: '#78716c',
  borderSubtle: '#e2e0db',
  brand: '#c2410c',
  brandHover: '#9a3412',
  brandText: '#ffffff',
  brandSoft: '#fff1e6',
  accent: '#f59e0b',
  success: '#15803d',
  successSoft: '#f0fdf4',
  warning: '#a16207',
  warningSoft: '#fffbeb',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerText: '#ffffff',
  dangerSoft: '#fef2f2',
  info: '#1d4ed8',
  infoSoft: '#eff6ff',
  neutral: '#57534e',
  neutralSoft: '#f0efec',
  focus: '#1d4ed8',
  topbar: '#000000',
  topbarText: '#ffffff',
  topbarHover: 'rgba(255, 255, 255, 0.14)',
  topbarBorder: 'rgba(255, 255, 255, 0.35)',
  selectedFill: 'rgba(127, 127, 127, 0.35)',
  overlay: 'rgba(12, 10, 9, 0.55)',
  chart1: '#c2410c',
  chart2: '#1d4ed8',
  chart3: '#15803d',
  chart4: '#a21caf',
  chart5: '#0e7490',
  chart6: '#a16207',
  chart7: '#be123c',
  chart8: '#475569',
};

/** Dark colours: near-black page, orange-400 brand with dark text (7.7:1). */
const darkColor: typeof lightColor = {
  bg: '#121110',
  surface: '#1c1a19',
  surfaceRaised: '#272422',
  surfaceMuted: '#2e2b29',
  text: '#f5f5f4',
  textMuted: '#b8b2ad',
  border: '#8f8882',
  borderSubtle: '#3a3633',
  brand: '#fb923c',
  brandHover: '#fdba74',
  brandText: '#1c1917',
  brandSoft: '#431407',
  accent: '#fbbf24',
  success: '#4ade80',
  successSoft: '#052e16',
  warning: '#fbbf24',
  warningSoft: '#422006',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  dangerText: '#1c1917',
  dangerSoft: '#450a0a',
  info: '#60a5fa',
  infoSoft: '#172554',
  neutral: '#a8a29e',
  neutralSoft: '#292524',
  focus: '#93c5fd',
  topbar: '#000000',
  topbarText: '#ffffff',
  topbarHover: 'rgba(255, 255, 255, 0.14)',
  topbarBorder: 'rgba(255, 255, 255, 0.35)',
  selectedFill: 'rgba(127, 127, 127, 0.35)',
  overlay: 'rgba(0, 0, 0, 0.7)',
  chart1: '#fb923c',
  chart2: '#60a5fa',
  chart3: '#4ade80',
  chart4: '#e879f9',
  chart5: '#22d3ee',
  chart6: '#facc15',
  chart7: '#fb7185',
  chart8: '#94a3b8',
};

const lightShadow = {
  sm: '0 1px 2px rgba(28, 25, 23, 0.08), 0 1px 3px rgba(28, 25, 23, 0.06)',
  md: '0 4px 12px rgba(28, 25, 23, 0.12), 0 2px 4px rgba(28, 25, 23, 0.08)',
};
const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 6px 16px rgba(0, 0, 0, 0.6), 0 2px 4px rgba(0, 0, 0, 0.4)',
};

const reducedMotion = {
  '(prefers-reduced-motion: reduce)': {
    vars: { [vars.motion.fast]: '0s', [vars.motion.normal]: '0s' },
  },
};

/** A theme class's style: fills the contract with `color` and `shadow` and paints the page colours. */
const themeStyle = (colorScheme: 'light' | 'dark', color: typeof lightColor, shadow: typeof lightShadow) => ({
  vars: assignVars(vars, { ...base, color, shadow }),
  colorScheme,
  background: vars.color.bg,
  color: vars.color.text,
  '@media': reducedMotion,
});

/**
 * Class that fills the contract with the light values and paints its element with the page
 * background and text colour. `ThemeProvider` puts it on `<html>`; it also works on any subtree.
 */
export const lightTheme = style(themeStyle('light', lightColor, lightShadow));

/** Class that fills the contract with the dark values (see `lightTheme`). */
export const darkTheme = style(themeStyle('dark', darkColor, darkShadow));

// Light values on :root too, so pages render correctly before ThemeProvider runs. `:where()` keeps
// the specificity at 0 so the theme classes always win.
globalStyle(':where(:root)', {
  vars: assignVars(vars, { ...base, color: lightColor, shadow: lightShadow }),
  background: vars.color.bg,
  color: vars.color.text,
  '@media': reducedMotion,
});

// Dark values when the inline script of index.html marked <html data-theme="dark"> before any script of the app ran,
// so server-rendered pages paint in the stored or system scheme at once (issue #8).
globalStyle(':where(:root[data-theme="dark"])', {
  vars: assignVars(vars, { ...base, color: darkColor, shadow: darkShadow }),
  colorScheme: 'dark',
  background: vars.color.bg,
  color: vars.color.text,
});

// ---- Reset and base styles -------------------------------------------------------------------

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.brand });
/**
 * On touch screens and phones every link that is not inside a sentence (`p`) is a 44 px high tap
 * target (issue #16, WCAG 2.5.5; links in a paragraph keep the "inline" exception). Zero specificity:
 * a component's own `display` (block cards, flex rows) wins and keeps the minimum height.
 */
globalStyle(':where(a[href]:not(p a))', {
  '@media': {
    [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch },
  },
});

/** One visible focus ring for everything that is keyboard-focused. */
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

// Reduced motion: no decorative animation and no transitions anywhere, except elements that mark
// their motion as essential (the spinner slows down instead, see Skeleton.css.ts). `none` rather
// than a near-zero duration: react-aria then finds no animation or transition on an overlay entering
// or leaving and opens or closes it at once, instead of waiting for its end (which never comes if
// something cancels it meanwhile, and the dialog would stay on screen).
globalStyle(
  '*:not([data-motion-essential]), *:not([data-motion-essential])::before, *:not([data-motion-essential])::after',
  {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        animation: 'none !important',
        transition: 'none !important',
      },
    },
  },
);

/**
 * Hides an element visually while keeping it in the accessibility tree (screen-reader-only text).
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Focus ring for RAC components that expose `[data-focus-visible]` rather than native focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/**
 * The focus ring drawn inside an element (a tab, a list option, a menu row), where an outer ring
 * would be clipped by a scrolling parent or overlap a neighbour: 2 px in the focus colour, inset by
 * 2 px. A plain style object to spread under a `[data-focus-visible]` / `:focus-visible` selector.
 */
export const insetFocusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } as const;

/**
 * A row of an icon and its text at least one touch target (44 px) high (a list option, a menu link;
 * issue #16, WCAG 2.5.5): flex, centred, a small gap. A plain style object to spread into a
 * `style({...})`; the caller sets the padding, corners and states.
 */
export const touchRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
} as const;

/**
 * The frame of a text control (inputs, the `Select` trigger, a stand-in of one): medium inline
 * padding, a 1 px border in the border colour, medium corners, the surface and text colours and
 * body-size (`md`) text. A plain style object to spread into a `style({...})`; the caller sets the
 * height, width and states.
 */
export const controlFrame = {
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
} as const;
