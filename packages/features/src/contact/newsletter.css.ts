import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** The newsletter link pages: a narrow column. */
export const page = style({
  maxWidth: '36rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export { displayTitle as title } from '../app/atoms.css';

export const note = style({ margin: 0, color: vars.color.textMuted });
