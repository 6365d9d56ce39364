import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { choiceCard, progressBar, termList } from '../app/atoms.css';
import { flowPanel, sideBySide } from '../app/page.css';

/** Shared atoms of feature views (`app/atoms.css.ts`). */
export { cardList, muted, plainList, strong } from '../app/atoms.css';
/** Page, step panel and step heading shared by every flow (`app/page.css.ts`). */
export { flowPanel as panel, page, stepHeader } from '../app/page.css';

/** Steps and the order summary side by side from desktop up (the summary at least 15 rem). */
export const layout = sideBySide('minmax(0, 2fr) minmax(15rem, 1fr)');

export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: 700 },
    '&:not(:last-child)::after': { content: '"›"', marginInlineStart: vars.space.sm },
  },
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  selectors: { '&[data-available="false"]': { opacity: 0.7 } },
});

export const thumb = style({
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const lineTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const quantity = style({ maxWidth: '9rem' });

export const choice = style([choiceCard, { display: 'flex', flexDirection: 'column', gap: '0.125rem' }]);

export const groupLabel = style({ fontWeight: 600, display: 'block', marginBlockEnd: vars.space.sm });

export const summary = style([flowPanel, { gap: vars.space.md }]);

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });
/** The look of a titled section here (`TitledSection`): an order's panel. */
export const titledPanel = { section: flowPanel, title: summaryTitle };

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  paddingTop: vars.space.md,
});

export const result = style([
  flowPanel,
  { alignItems: 'flex-start', maxWidth: vars.size.readable, width: '100%', marginInline: 'auto' },
]);

export const countdown = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
});

const bar = progressBar('0.5rem', 'none');
/** The bar of the time left to approve a payment: as wide as the panel. */
export const track = style([bar.track, { width: '100%' }]);
export const fill = bar.fill;

export const devHint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

// --- orders -------------------------------------------------------------------------------------

/** The list of orders: the same column as the checkout's item lines. */

export const orderCard = style([
  flowPanel,
  {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    flexWrap: 'wrap',
    padding: vars.space.md,
  },
]);

export const details = termList('max-content minmax(0, 1fr)', `${vars.space.xs} ${vars.space.md}`);

export const timelineStep = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"]': { color: vars.color.text },
    '&[data-state="stopped"]': { color: vars.color.danger, fontWeight: 700 },
    '&[aria-current="step"]': { fontWeight: 700 },
  },
});

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  flexShrink: 0,
  selectors: {
    [`${timelineStep}[data-state="done"] &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
    },
    [`${timelineStep}[data-state="stopped"] &`]: {
      background: vars.color.danger,
      borderColor: vars.color.danger,
    },
  },
});
