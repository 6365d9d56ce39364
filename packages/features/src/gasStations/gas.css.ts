/** Styles of the gas station views (issue #11), over the theme tokens; the providers' look is reused. */
import { sprinkles } from '@gari/ui/Box';
import { media, vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { sideBySide } from '../app/page.css';

/** A list without bullets. */
export { plainList as bare } from '../app/atoms.css';

/** A wrapping row of chips (Open Now / Any Time, amenities). */
export const chips = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });

/** The list: the inline filters beside the results from desktop up; the results alone below. */
export const layout = sideBySide('17rem minmax(0, 1fr)', 'minmax(0, 1fr)');

/** The inline filters: a panel from desktop up, hidden below (the dialog serves small screens). */
export const aside = style({
  display: 'none',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  '@media': { [media.desktop]: { display: 'block' } },
});

/** The Filters button: small screens only (wide screens show the filters inline). */
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** A price per litre, large. */
export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The unit after a price ('/L'). */
export const unit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** Where the distances are measured from, and "Use my location". */
export const reference = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });

/** The detail page's product rows: name and facts, then the price and Buy Now. */
export const productRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

/** Buy Now of an item without a price: looks disabled, still says why when pressed (spec §5). */
export const unavailable = style({ opacity: 0.5, cursor: 'not-allowed' });
