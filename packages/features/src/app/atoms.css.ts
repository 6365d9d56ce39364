/** Shared atoms of feature views (sprinkles over the theme tokens), the booking widget's views included. */
import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { page } from './page.css';

/** Secondary text. */
export const muted = sprinkles({ color: 'muted' });
/** Small secondary text. */
export const note = sprinkles({ color: 'muted', fontSize: 'sm' });
/** A row of buttons or links that wraps. */
export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });
/** A column with a small gap (a form, a group of fields). */
export const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
/** Bold text at body size (small section titles, calls to action). */
export const strong = sprinkles({ fontSize: 'md', fontWeight: 'bold' });
/** A page's h1 (where `PageHeader` does not fit the markup). */
export const pageTitle = style([
  sprinkles({ fontSize: 'xxl', fontWeight: 'bold' }),
  { lineHeight: vars.lineHeight.tight },
]);
/** A title in the heading font at `xl`, without margins (a flow step's, a home section's, a short page's). */
export const displayTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });
/** A section title inside a page. */
export const sectionTitle = sprinkles({ fontSize: 'lg', fontWeight: 'bold' });
/** The panel of a page section (the look of `Card` with `gap="md"`, for markup that is not a Card). */
export const panel = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'md',
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
  }),
  { border: `1px solid ${vars.color.borderSubtle}` },
]);
/** The look of a titled section (`TitledSection`) that is a {@link panel} under a {@link sectionTitle}. */
export const titledPanel = { section: panel, title: sectionTitle };
/** A page of narrower width (`max` rem) with more room above and below. */
export const narrowPage = (max: string, block: string = vars.space.xl) =>
  style([page, { maxWidth: max, paddingBlock: block }]);

/** A field of a form row that takes the rest of the width (at least 16 rem before the row wraps). */
export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

/** A list without bullets or indent (the caller lays its items out). */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A {@link plainList} of cards or rows in a column, a medium gap apart (cart lines, orders, my listings). */
export const cardList = style([
  plainList,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
]);

/** A text cut after three lines with an ellipsis (post excerpts), long words broken anywhere. */
export const threeLineExcerpt = style({
  margin: 0,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A bulleted list of short lines (steps, tips): indented, its items a small gap apart. */
export const bulletList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** A form page: the page's width capped at the readable measure. */
export const formPage = style([page, { maxWidth: vars.size.readable }]);

/** The legend of a {@link fieldGroup}: bold, at body size, a small gap above the fields. */
export const legend = style([
  sprinkles({ fontSize: 'md', fontWeight: 'bold' }),
  { padding: 0, marginBottom: vars.space.sm },
]);

/** A group of fields (a fieldset without its frame) in as many columns of at least 14 rem as fit. */
export const fieldGroup = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

/**
 * A horizontal progress bar `height` high: the rounded `track` and its brand-coloured `fill`, whose
 * width the view sets inline and which moves with `transition`.
 */
export const progressBar = (height: string, transition: string) => ({
  track: style({
    height,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceMuted,
    overflow: 'hidden',
  }),
  fill: style({ height: '100%', background: vars.color.brand, transition }),
});

/**
 * One pickable card of a radio group (a service, a payment method): 44 px high at least, framed,
 * in the brand's colours when `[data-selected]`, a focus ring, faded when `[data-disabled]`.
 */
export const choiceCard = style({
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/**
 * A `<dl>` of terms beside their values (a review, an order's details) in the grid `columns`, `gap`
 * between rows and columns: muted terms, values that wrap anywhere (a long name never widens the page).
 */
export const termList = (columns: string, gap: string) => {
  const list = style({ display: 'grid', gridTemplateColumns: columns, gap, margin: 0 });
  globalStyle(`${list} dt`, { color: vars.color.textMuted });
  globalStyle(`${list} dd`, { margin: 0, overflowWrap: 'anywhere' });
  return list;
};
