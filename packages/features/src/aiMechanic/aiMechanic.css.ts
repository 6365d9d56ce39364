import { sprinkles } from '@gari/ui/Box';
import { media, vars } from '@gari/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export { muted, row as actions, strong as cta, strong as subTitle } from '../app/atoms.css';
export { page } from '../app/page.css';

export const log = style({ maxHeight: '60vh', overflowY: 'auto' });

export const message = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-role="assistant"]': {
      alignSelf: 'flex-start',
      background: vars.color.surfaceMuted,
      borderEndStartRadius: vars.radius.sm,
    },
    '&[data-role="user"]': {
      alignSelf: 'flex-end',
      background: vars.color.brand,
      color: vars.color.brandText,
      borderEndEndRadius: vars.radius.sm,
    },
    '&[data-kind="error"]': {
      background: vars.color.dangerSoft,
      color: vars.color.text,
      border: `1px solid ${vars.color.danger}`,
    },
    '&[data-kind="check"], &[data-kind="refusal"]': {
      background: vars.color.warningSoft,
      color: vars.color.text,
      border: `1px solid ${vars.color.warning}`,
    },
    '&[data-kind="question"]': { fontWeight: vars.fontWeight.medium },
  },
});

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const dots = style({ display: 'inline-flex', gap: '3px' });
export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export { column as composer, grow } from '../app/atoms.css';

export const meter = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const meterTrack = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const meterFill = style({ height: '100%', background: vars.color.brand });

export { bulletList as list } from '../app/atoms.css';
export const details = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  '@media': { [media.belowTablet]: { gridTemplateColumns: '1fr' } },
});
export const dt = sprinkles({ fontWeight: 'medium' });
export const dd = sprinkles({ color: 'muted' });

export const quote = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  fontStyle: 'italic',
});

/** The report's cost table: fixed layout so it never outgrows a 360 px screen; long cells wrap (issue #16). */
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  overflowWrap: 'anywhere',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
export const th = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  verticalAlign: 'top',
});
export const tdAmount = style([
  td,
  // Wraps after the range's dash on a 360 px phone; each amount keeps its no-break spaces (issue #16).
  { textAlign: 'end', overflowWrap: 'normal', fontVariantNumeric: 'tabular-nums' },
]);
