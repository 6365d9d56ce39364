import { ListingPage } from '@gari/features/marketplace';

/**
 * /marketplace/:id (spec §2 Listing detail; issue #10): one listing loaded by id (a shared link or a
 * reload works), Add to cart, Proceed to Checkout, WhatsApp or the seller. Public, server-rendered.
 */
export function Component() {
  return <ListingPage />;
}
