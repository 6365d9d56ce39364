import { media, vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { column, threeLineExcerpt } from '../app/atoms.css';
import { gridList } from '../shared/gridList.css';
import { framedSurface } from '../shared/surfaces.css';

/** Shared atoms of feature views (`app/atoms.css.ts`). */
export { note as muted, plainList } from '../app/atoms.css';

/** The profile head: avatar beside name, handle, bio and the follow button. */
export const head = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  padding: vars.space.lg,
  ...framedSurface,
});

/** The round avatar (a photo or the initials). */
export const avatar = style({
  width: '5rem',
  height: '5rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  objectFit: 'cover',
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.desktop]: { width: '6rem', height: '6rem' } },
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl });

/** A row of the head under the avatar and name: the counts (cars, followers …), the follow button. */
export const fullRow = style({ gridColumn: '1 / -1' });
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', margin: 0 });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
/** The look of a titled section here (`TitledSection`): a section of the profile. */
export const titledSection = { section: column, title: sectionTitle };

/** The car collection: a grid of cards. */
export const cars = gridList('14rem', vars.space.md);
export const car = style({
  display: 'flex',
  flexDirection: 'column',
  ...framedSurface,
  overflow: 'hidden',
});
export const carImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const carName = style({ margin: 0, fontSize: vars.fontSize.md });

export const post = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});
export const excerpt = threeLineExcerpt;
/** One joined convoy. */
export const chip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
