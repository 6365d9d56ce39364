/** Styles of the service reminders (issue #13) on the car page and My Cars. */
import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

export { note as muted, plainList as list } from '../../app/atoms.css';

export const item = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', paddingY: 'sm' }),
  {
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    selectors: { '&:last-child': { borderBottom: 0 } },
  },
]);
