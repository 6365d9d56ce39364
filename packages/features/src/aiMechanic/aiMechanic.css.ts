import { vars } from '@gari/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

/** Page layout shared by every flow (packages/features/src/app/page.css.ts). */
export { page, pageHeader as header, pageTitle as title } from '../app/page.css';

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const log = style({
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const message = style({
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-role="assistant"]': {
      alignSelf: 'flex-start',
      background: vars.color.surfaceMuted,
      color: vars.color.text,
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
    '&[data-kind="question"]': {
      fontWeight: vars.fontWeight.medium,
    },
  },
});

const blink = keyframes({
  '0%, 80%, 100%': { opacity: 0.25 },
  '40%': { opacity: 1 },
});

export const typing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const dots = style({
  display: 'inline-flex',
  gap: '3px',
});

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.2s' },
    '&:nth-child(3)': { animationDelay: '0.4s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const composerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({
  flex: '1 1 16rem',
  minWidth: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const ranked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cause = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const causeHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const causeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

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

export const meterFill = style({
  height: '100%',
  background: vars.color.brand,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});

export const dt = style({
  fontWeight: vars.fontWeight.medium,
});

export const dd = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  fontStyle: 'italic',
});

export const table = style({
  width: '100%',
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
  {
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const cta = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});
