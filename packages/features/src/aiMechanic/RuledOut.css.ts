import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** The two labelled lines of the symptoms summary (issue #16). */
export const list = style({ display: 'grid', rowGap: vars.space.xs, margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs, minWidth: 0 });
export const term = sprinkles({ fontWeight: 'medium' });
export const value = style([sprinkles({ color: 'muted' }), { margin: 0, overflowWrap: 'anywhere' }]);
