/** Styles of the service reminders (issue #13) on the car page and My Cars. */
import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

export { note as muted } from '../../app/atoms.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', paddingY: 'sm' }),
  {
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    selectors: { '&:last-child': { borderBottom: 0 } },
  },
]);
export const itemHead = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});
export const name = sprinkles({ fontWeight: 'bold' });
export const detail = sprinkles({ fontSize: 'sm' });
export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', paddingY: 'sm' });
export const formTitle = sprinkles({ fontSize: 'sm', fontWeight: 'bold' });
export const badges = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
