/** Styles of the convoy page, post cards, comments, the composer and the feed (issue #12). */
import { media as bp, vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { panel, sectionTitle } from '../app/atoms.css';
import { gridList } from '../shared/gridList.css';
import { photoTile } from '../shared/surfaces.css';

export { column, muted, note, plainList, row, sectionTitle } from '../app/atoms.css';
export { page } from '../app/page.css';

/** The cover banner with the convoy's name over it. */
export const banner = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  aspectRatio: '4 / 1',
  minHeight: '8rem',
});
export const bannerImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const avatar = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  flexShrink: 0,
  objectFit: 'cover',
});

/** Feed and side column; one column on small screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [bp.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } },
});
export const side = style([panel, { alignSelf: 'start' }]);
/** The look of a titled section here (`TitledSection`): a panel of the side column. */
export const titledSide = { section: side, title: sectionTitle };

export const card = style([panel, { gap: vars.space.sm }]);
/** A post being sent: dashed border (no fading, which would lower the text contrast). */
export const pending = style({ borderStyle: 'dashed' });
export const author = style({ fontWeight: vars.fontWeight.bold });
export const content = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
export const images = gridList('8rem', vars.space.xs, 'auto-fit');
export const image = style({ ...photoTile, width: '100%', aspectRatio: '4 / 3', display: 'block' });

export const comment = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `3px solid ${vars.color.borderSubtle}`,
});

export const previewImage = style({ ...photoTile, width: '6rem', height: '6rem' });
export const fileLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const error = style({ color: vars.color.danger, margin: 0 });
export const progress = style({ width: '100%' });
