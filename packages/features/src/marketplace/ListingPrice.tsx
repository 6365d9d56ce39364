import type { Listing } from '@gari/contract/marketplace';
import { ApproxPrice } from '../shared/ApproxPrice';
import { useFormat } from '../shared/useFormat';

/** Props of {@link ListingPrice}. */
export interface ListingPriceProps {
  listing: Listing;
  /** The paragraph's class (the card's price or the detail page's big price). */
  className: string;
}

/**
 * A listing's price in its own currency (spec §2 Marketplace list, Listing detail), followed by
 * "≈ in your currency" when that currency is not the viewer's ({@link ApproxPrice}).
 */
export function ListingPrice({ listing: l, className }: ListingPriceProps) {
  const format = useFormat();
  return (
    <p className={className}>
      {format.money(l.price, l.currency)}
      <ApproxPrice minor={l.price_minor} currency={l.currency} exponent={l.currency_exponent} />
    </p>
  );
}
