import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { gridList } from '../shared/gridList.css';

export { muted as message, note as facts } from '../app/atoms.css';
export { page } from '../app/page.css';

export const grid = gridList('16rem', vars.space.lg);

export const media = style({
  aspectRatio: '16 / 9',
  width: '100%',
  objectFit: 'cover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const noImage = media;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
/** The empty state starts its content at the left. */
export const empty = style({ alignItems: 'flex-start' });
