import { sprinkles } from '@gari/ui/Box';
import { media as bp, vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { panel as panelLook } from '../app/atoms.css';
import { outlinedControl } from '../shared/surfaces.css';

/** A list without bullets or indent. */
const bare = { listStyle: 'none', margin: 0 } as const;
/** A round chip button (brand filter, wave). */
const chip = { ...outlinedControl, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.full } as const;
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** Page layout shared by every flow (packages/features/src/app/page.css.ts). */
export { page } from '../app/page.css';

/** The sticky bar of search, selects, sort and the Filters button. */
export const bar = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'md', padding: 'md' }),
  sprinkles({ background: 'surface', borderRadius: 'lg' }),
  { position: 'sticky', top: 0, zIndex: vars.zIndex.sticky, border: `1px solid ${vars.color.borderSubtle}` },
]);

export const barSearch = style({ flex: '1 1 14rem', minWidth: 0 });
export const barSelect = style({ flex: '0 1 12rem', minWidth: '9rem' });
/** Hidden on small screens (they use the dialog and a compact sort). */
export const desktopOnly = style({ display: 'none', '@media': { [bp.desktop]: { display: 'flex' } } });

export const brands = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' });
/** A Popular Brands chip: a native button, so its states are the browser's own (`:focus-visible`, `:hover`). */
export const brandChip = style({
  ...chip,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceMuted } } } },
});

export const grid = style([
  sprinkles({ display: 'grid', gap: 'lg', padding: 'none' }),
  { ...bare, gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))' },
]);

export const card = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    background: 'surface',
    color: 'text',
    borderRadius: 'lg',
  }),
  { border: `1px solid ${vars.color.borderSubtle}`, overflow: 'hidden' },
]);

export const media = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'muted',
    color: 'muted',
  }),
  { position: 'relative', aspectRatio: '16 / 9' },
]);
/** The photo fills the 16:9 box whatever its own shape, so a card never grows nor shifts as it loads. */
globalStyle(`${media} img`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The provider page's cover (issue #16): 16:9 up to 18rem high, so nothing shifts as it loads. */
export const detailCover = style([
  sprinkles({ borderRadius: 'lg' }),
  { width: '100%', aspectRatio: '16 / 9', maxHeight: '18rem', overflow: 'hidden' },
]);
globalStyle(`${detailCover} img, ${detailCover} svg`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const mediaBadges = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between' }),
  { position: 'absolute', insetInline: vars.space.sm, top: vars.space.sm },
]);

export const cardBody = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', padding: 'md' }),
  { flex: 1 },
]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The part of a provider's name row (its logo, then the name) that takes the rest of the width. */
export const grow = style({ flex: 1, minWidth: 0 });
/** A provider's logo: a fixed square box (width/height set inline), rounded, never shrinking. */
export const logo = style({
  flexShrink: 0,
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
globalStyle(`${logo} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const row = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
globalStyle(`${facts} div`, { display: 'flex', gap: vars.space.sm });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, minWidth: '4.5rem' });
globalStyle(`${facts} dd`, { margin: 0 });

export const tags = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', padding: 'none' }),
  bare,
]);
export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
});

export const cardActions = sprinkles({ display: 'flex', gap: 'sm', paddingX: 'md', paddingBottom: 'md' });

export const wave = style({
  ...chip,
  selectors: {
    '&[data-selected]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      borderColor: vars.color.brand,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });
export const panelRow = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: '1fr 1fr' },
]);
export const fieldset = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'none' }),
  { border: 'none', margin: 0 },
]);
export const legend = style({ fontWeight: 600, marginBlockEnd: vars.space.xs, padding: 0 });
export const panelActions = style([
  sprinkles({
    display: 'flex',
    justifyContent: 'space-between',
    gap: 'md',
    background: 'surface',
    paddingY: 'sm',
  }),
  { position: 'sticky', bottom: 0 },
]);

export const slider = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });
export const sliderHead = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between' }),
  { fontWeight: 600 },
]);
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
    '&[data-focus-visible]': focusRing,
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

export const detail = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  // minmax(0, …): a column never grows past the screen for a long table row (360 px phones, issue #16).
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [bp.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
  },
]);
/** A section of the provider page (the shared panel look, in the text colour). */
export const section = style([panelLook, sprinkles({ color: 'text' })]);
/** The look of a titled section here (`TitledSection`): a section of a provider or station page. */
export const titledSection = { section, title: cardTitle };
/** The services and hours tables: fixed layout, so they never outgrow a 360 px screen; long cells wrap (issue #16). */
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  overflowWrap: 'anywhere',
  borderCollapse: 'collapse',
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});
