/** Shared atoms of feature views (sprinkles over the theme tokens); not used by the booking widget. */
import { sprinkles } from '@gari/ui/Box';

/** Secondary text. */
export const muted = sprinkles({ color: 'muted' });
/** Small secondary text. */
export const note = sprinkles({ color: 'muted', fontSize: 'sm' });
/** A row of buttons or links that wraps. */
export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });
/** A column with a small gap (a form, a group of fields). */
export const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
/** Bold text at body size (small section titles, calls to action). */
export const strong = sprinkles({ fontSize: 'md', fontWeight: 'bold' });
