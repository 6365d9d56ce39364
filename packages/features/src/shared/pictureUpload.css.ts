import { vars } from '@gari/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export { note } from '../app/atoms.css';

/** The controls beside the preview (or under it, on a phone). */
export const controls = style({ flex: '1 1 12rem' });
export const title = style({ fontWeight: 'bold', margin: 0 });

/** The preview box: a fixed shape per kind, so nothing moves when the picture loads. */
const previewBase = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  flex: 'none',
});
globalStyle(`${previewBase} img, ${previewBase} svg`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const preview = styleVariants({
  wide: [previewBase, { width: 'min(100%, 18rem)', aspectRatio: '16 / 9' }],
  square: [previewBase, { width: '6rem', aspectRatio: '1 / 1' }],
  round: [previewBase, { width: '6rem', aspectRatio: '1 / 1', borderRadius: vars.radius.full }],
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
