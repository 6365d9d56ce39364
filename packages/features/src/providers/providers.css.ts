import { media as bp, vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Page layout shared by every flow (packages/features/src/app/page.css.ts). */
export { page } from '../app/page.css';

/** The sticky bar of search, selects, sort and the Filters button. */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
});

export const barSearch = style({ flex: '1 1 14rem', minWidth: 0 });
export const barSelect = style({ flex: '0 1 12rem', minWidth: '9rem' });
/** Hidden on small screens (they use the dialog and a compact sort). */
export const desktopOnly = style({ display: 'none', '@media': { [bp.desktop]: { display: 'flex' } } });

export const brands = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const brandChip = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const mediaBadges = style({
  position: 'absolute',
  insetInline: vars.space.sm,
  top: vars.space.sm,
  display: 'flex',
  justifyContent: 'space-between',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
globalStyle(`${facts} div`, { display: 'flex', gap: vars.space.sm });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, minWidth: '4.5rem' });
globalStyle(`${facts} dd`, { margin: 0 });

export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
});

export const cardActions = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  paddingTop: 0,
});

export const wave = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      borderColor: vars.color.brand,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const panelRow = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr 1fr' });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const legend = style({ fontWeight: 600, marginBlockEnd: vars.space.xs, padding: 0 });
export const panelActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  position: 'sticky',
  bottom: 0,
  background: vars.color.surface,
  paddingBlock: vars.space.sm,
});

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const sliderHead = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 600 });
export const track = style({
  position: 'relative',
  height: '2rem',
  width: '100%',
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});
globalStyle(`${track}::before`, {
  content: '""',
  position: 'absolute',
  top: '50%',
  insetInline: 0,
  height: '4px',
  transform: 'translateY(-50%)',
  background: vars.color.border,
  borderRadius: vars.radius.full,
});
export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  border: `2px solid ${vars.color.surface}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { background: vars.color.border },
  },
});

/** The filter panel slides in from the inline end on wide screens. */
export const slideIn = style({
  '@media': {
    [bp.desktop]: {
      marginInlineStart: 'auto',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      overflowY: 'auto',
    },
  },
});

export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [bp.desktop]: { gridTemplateColumns: '2fr 1fr' } },
});
export const section = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
