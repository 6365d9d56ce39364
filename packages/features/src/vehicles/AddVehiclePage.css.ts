import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { page as wide } from '../app/page.css';

/** The page in the readable width (a form). */
export const page = style([wide, { maxWidth: vars.size.readable }]);

export const group = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style([
  sprinkles({ fontSize: 'md', fontWeight: 'bold' }),
  { padding: 0, marginBottom: vars.space.sm },
]);
