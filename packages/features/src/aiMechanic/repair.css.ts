/** Styles of the report's repair loop (issue #13): the garage choice. */
import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** One offered garage: a bordered row with its name, facts, Book here and its next free slots. */
export const garageOption = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'sm', borderRadius: 'md' }),
  { border: `1px solid ${vars.color.borderSubtle}`, listStyle: 'none' },
]);
