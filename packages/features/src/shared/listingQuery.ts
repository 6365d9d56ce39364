import type { GariApi } from '@gari/client/types';
import type { Listing } from '@gari/contract/marketplace';
import { nullIfNotFound } from './vehicleRoute';

/**
 * GET /marketplace/listings/{id} as the query cached under `marketplaceKeys.listing(id)`: the listing,
 * or null when the server answers 404 (removed, draft, sold out of sight, unknown id). A missing
 * listing is an answer, not a failure: the detail page shows 'Listing not found' (and the server
 * renders it with status 404), the visitor cart drops the line. Other failures throw.
 */
export async function listingOrNull(api: GariApi, id: number): Promise<Listing | null> {
  return nullIfNotFound(api.marketplace.listing(id));
}
