import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { plainList } from '../app/atoms.css';
import { gridList } from '../shared/gridList.css';
import { photoTile } from '../shared/surfaces.css';

/** The form page in the readable width; groups of fields (fieldsets) in as many columns as fit. */
export {
  cardList as list,
  fieldGroup as group,
  formPage,
  legend,
  muted,
  note as facts,
  note,
  row,
} from '../app/atoms.css';
export { page } from '../app/page.css';
/** A field that spans the whole row of its group. */
export const wideField = style({ gridColumn: '1 / -1' });
export const checkboxes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  gridColumn: '1 / -1',
  alignItems: 'center',
});
export const checkboxLabel = style([sprinkles({ fontSize: 'sm', fontWeight: 'bold' }), { width: '100%' }]);

/** Fitment rows and their Remove buttons. */
export const fitmentList = style([
  plainList,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { gridColumn: '1 / -1' },
]);
export const fitmentRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const fieldError = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });

/** Photo previews. */
export const photoGrid = style([gridList('9rem', vars.space.md), { gridColumn: '1 / -1' }]);
export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const photoImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const photoName = style({
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  margin: 0,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '6rem 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});
export const thumb = style({
  ...photoTile,
  width: '6rem',
  aspectRatio: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
export const cardTitle = style([sprinkles({ fontSize: 'md', fontWeight: 'bold' }), { margin: 0 }]);
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
export const items = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
