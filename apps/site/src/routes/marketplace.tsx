import { MarketplacePage } from '@gari/features/marketplace';

/**
 * /marketplace (spec §2 Marketplace list; issue #10): the spareshop list with search, category tabs,
 * filters, Fits my car and Load More; every filter in the URL query. Public, server-rendered.
 */
export function Component() {
  return <MarketplacePage />;
}
