import { media, vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { choiceCard, progressBar, termList } from '../app/atoms.css';

export { displayTitle as stepTitle } from '../app/atoms.css';

/** Page, columns, step panel and step heading shared by every flow (`app/page.css.ts`). */
export { flowLayout as layout, flowPanel as wizard, page, stepHeader } from '../app/page.css';

const progress = progressBar('0.5rem', `width ${vars.motion.normal}`);
export const progressTrack = progress.track;
export const progressFill = progress.fill;

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});

export const choice = style([
  choiceCard,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    selectors: { '&[data-selected]': { fontWeight: 700 } },
  },
]);

export const groupLabel = style({ fontWeight: 600, marginBlockEnd: vars.space.sm, display: 'block' });

export const dateTime = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const calendar = style({ width: 'fit-content', color: vars.color.text });
globalStyle(`${calendar} header`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});
globalStyle(`${calendar} h3`, { margin: 0, fontSize: vars.fontSize.md });
globalStyle(`${calendar} table`, { borderCollapse: 'collapse' });
globalStyle(`${calendar} th`, {
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  padding: '0.25rem',
});

export const navButton = style({
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const cell = style({
  width: '2.5rem',
  height: '2.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      opacity: 0.6,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.brandText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { background: vars.color.surfaceMuted },
  },
});

export const slots = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const review = termList('max-content 1fr', `${vars.space.sm} ${vars.space.lg}`);
globalStyle(`${review} dd`, { fontWeight: 600 });

/** The Back/Next bar: inline on wide screens, a sticky bottom bar on small ones (spec §2 Booking). */
export const navBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [media.desktop]: { position: 'static', borderTop: 'none', paddingBlock: 0 } },
});

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  paddingTop: vars.space.sm,
});

export const confirmed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const reference = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.05em',
});
