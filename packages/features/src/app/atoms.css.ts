/** Shared atoms of feature views (sprinkles over the theme tokens); not used by the booking widget. */
import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { page } from './page.css';

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
/** A page's h1 (where `PageHeader` does not fit the markup). */
export const pageTitle = style([
  sprinkles({ fontSize: 'xxl', fontWeight: 'bold' }),
  { lineHeight: vars.lineHeight.tight },
]);
/** A section title inside a page. */
export const sectionTitle = sprinkles({ fontSize: 'lg', fontWeight: 'bold' });
/** The panel of a page section (the look of `Card` with `gap="md"`, for markup that is not a Card). */
export const panel = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'md',
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
  }),
  { border: `1px solid ${vars.color.borderSubtle}` },
]);
/** A page of narrower width (`max` rem) with more room above and below. */
export const narrowPage = (max: string, block: string = vars.space.xl) =>
  style([page, { maxWidth: max, paddingBlock: block }]);
