/**
 * Styles of the price widget (issue #11). Small on purpose — the HTML and this CSS are the widget's
 * whole first paint (≤ 20 kB gzip with the loader) — so it uses only the theme's variables, not the
 * `@gari/ui` components. Sizes in px: inside a shadow root `rem` would follow the host page's root font
 * size. Every state is {@link FUEL_WIDGET_HEIGHT} px tall with fixed header, row and footer heights and
 * one-line texts (ellipsis), so the skeleton, the prices and the error never shift the page (CLS 0).
 */
import { vars } from '@gari/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';
import { FUEL_WIDGET_HEIGHT } from './layout';

const ROW = 56;
const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The widget's box: a card of the theme (the theme class sits on the same element). */
export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  height: FUEL_WIDGET_HEIGHT,
  minWidth: 240,
  padding: '12px 16px',
  overflow: 'hidden',
  position: 'relative',
  fontFamily: vars.font.body,
  fontSize: 14,
  fontWeight: 400,
  lineHeight: 1.4,
  letterSpacing: 'normal',
  textAlign: 'start',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: 12,
  WebkitFontSmoothing: 'antialiased',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 12,
  height: 48,
  flex: 'none',
});
export const heading = style({ flex: '1 1 auto', minWidth: 0 });
export const title = style({ ...oneLine, margin: 0, fontSize: 17, fontWeight: 700, lineHeight: '24px' });
export const sub = style({
  ...oneLine,
  margin: 0,
  fontSize: 13,
  lineHeight: '20px',
  color: vars.color.textMuted,
});
export const status = style({
  flex: 'none',
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '20px',
  padding: '0 8px',
  borderRadius: 999,
  color: vars.color.success,
  background: vars.color.successSoft,
  selectors: { '&[data-open="false"]': { color: vars.color.textMuted, background: vars.color.neutralSoft } },
});

export const list = style({ flex: 1, margin: '4px 0 0', padding: 0, listStyle: 'none', minHeight: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: 12,
  height: ROW,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
export const cell = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });
export const end = style([cell, { alignItems: 'flex-end', textAlign: 'end' }]);
export const name = style({ ...oneLine, fontSize: 15, fontWeight: 600, lineHeight: '22px' });
export const note = style({ ...oneLine, fontSize: 12, lineHeight: '18px', color: vars.color.textMuted });
export const price = style({ fontSize: 17, fontWeight: 700, lineHeight: '24px', whiteSpace: 'nowrap' });
export const unit = style({ fontSize: 12, fontWeight: 400, color: vars.color.textMuted });
export const above = style({ color: vars.color.danger });
export const flag = style({
  display: 'inline-block',
  marginInlineStart: 6,
  padding: '0 6px',
  borderRadius: 999,
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '16px',
  color: vars.color.danger,
  background: vars.color.dangerSoft,
});
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
});
export const here = style({ fontWeight: 700 });

/** Centred message of the error state and the empty board. */
export const message = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: '0 8px',
  textAlign: 'center',
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  height: 24,
  flex: 'none',
  fontSize: 12,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  paddingTop: 4,
});
export const updated = style({
  ...oneLine,
  selectors: { [`${root}[data-stale] &`]: { display: 'none' } },
});
/** The stale notice: in the HTML always, shown when the loader marks the root `data-stale`. */
export const staleNote = style({
  ...oneLine,
  display: 'none',
  color: vars.color.warning,
  fontWeight: 600,
  selectors: { [`${root}[data-stale] &`]: { display: 'block' } },
});
export const credit = style([link, { flex: 'none', textDecoration: 'underline' }]);

const shimmer = keyframes({ to: { backgroundPosition: '-200% 0' } });
/** A grey bar of the skeleton (`width` and `height` set per bar). */
export const bar = style({
  display: 'block',
  borderRadius: 6,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted}, ${vars.color.surface}, ${vars.color.surfaceMuted}) 0 0 / 200% 100%`,
  animation: `${shimmer} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const barTitle = style([bar, { width: '55%', height: 20, marginTop: 2 }]);
export const barSub = style([bar, { width: '35%', height: 14, marginTop: 6 }]);
export const barName = style([bar, { width: 96, height: 16 }]);
export const barPrice = style([bar, { width: 110, height: 18 }]);
export const barFoot = style([bar, { width: 120, height: 12 }]);
