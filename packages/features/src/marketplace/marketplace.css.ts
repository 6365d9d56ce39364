import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { panel } from '../app/atoms.css';
import { sideBySide } from '../app/page.css';

/** Small secondary text. */
export { note } from '../app/atoms.css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});
export const price = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

/** The Load More row under the cards. */
export const more = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'sm',
  paddingY: 'md',
});

/** Detail page: gallery and facts, then the buy box (side by side on wide screens). */
export const detail = sideBySide('3fr 2fr');
export const section = style([panel, sprinkles({ color: 'text' })]);
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
/** The look of a titled section here (`TitledSection`): a section of the listing page. */
export const titledSection = { section, title: sectionTitle };
export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});
export const bigPrice = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700 });

export const mainImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});
export const thumbButton = style({
  padding: 0,
  width: '4.5rem',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  overflow: 'hidden',
  cursor: 'pointer',
  background: vars.color.surfaceMuted,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});
globalStyle(`${thumbButton} img`, { width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const description = style({ margin: 0, whiteSpace: 'pre-line' });
