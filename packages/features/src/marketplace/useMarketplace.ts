import type { Listing } from '@gari/contract/marketplace';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../app';
import { listingOrNull, marketplaceKeys, parseVehicleId } from '../shared';
import { useCursorList, useUrlFilters } from '../shared/useListQueries';
import { useLoadedPages } from '../shared/useLoadedPages';
import { useMemberCars } from '../shared/useMemberCars';
import { readMarketplaceFilters, toListingQuery, writeMarketplaceFilters } from './filters';

export { useMemberCars };

/**
 * The spareshop list (spec §2 Marketplace list; §7 GET /marketplace/listings; issue #10): the filters
 * from the URL query (`readMarketplaceFilters`), the country of the top bar, and the pages of the list
 * as a TanStack infinite query (cursor paging: `loadMore()` asks for `meta.next_cursor`; the previous
 * list stays while a new filter loads). `setFilters` writes the URL (replacing history), so every
 * state is a shareable link. `fits` is sent only for one of the signed-in member's cars (the server
 * refuses it to visitors and for other members' cars), so a shared link with `fits` shows others the
 * whole list.
 *
 * @returns `filters`, `setFilters`, `update(patch)`, `listings` (every loaded page), `total`,
 * `hasMore`, `loadMore()`, `isLoadingMore`, the `list` query, `isLoading` (first answer),
 * the member's `cars` and the `carPrompt` (add a car, or sign in).
 */
export function useMarketplaceList() {
  const api = useApi();
  const urlFilters = useUrlFilters(readMarketplaceFilters, writeMarketplaceFilters);
  const { filters } = urlFilters;
  const { member, cars, status, carsPending, carPrompt } = useMemberCars();
  // "Fits my car" needs the member's cars: wait for them; a car that is not theirs is ignored.
  const waitingForCars = filters.fits !== null && (status === 'checking' || carsPending);
  const fits = member && cars.some((c) => c.id === filters.fits);
  const query = toListingQuery(filters, { country: api.store.getCountry(), member: fits });
  const list = useCursorList(
    marketplaceKeys.listings(query),
    (cursor) => api.marketplace.listings({ ...query, cursor }),
    !waitingForCars,
  );
  const { items: listings, paging } = useLoadedPages(list);
  return { ...urlFilters, list, listings, ...paging, member, cars, carsPending, carPrompt };
}

/**
 * One listing for its detail page (spec §2 Listing detail; issue #10 "works from a shared link or a
 * reload"): GET /marketplace/listings/{id}, cached under `marketplaceKeys.listing(id)` (a card seeds
 * it, so a listing opened from the list shows at once). `data` null: the server answered 404 (see
 * `listingOrNull`), an answer the server renders too. `id` null (not a number) never asks.
 */
export function useListing(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: marketplaceKeys.listing(id ?? 0),
    queryFn: () => listingOrNull(api, id ?? 0),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/** The `:id` route parameter as a listing id (a positive integer), else null. */
export function useListingId(): number | null {
  return parseVehicleId(useParams().id);
}

/** Seeds the detail query with a listing from a list (the card "passes the item along", spec §2). */
export function usePassListing() {
  const qc = useQueryClient();
  return useCallback(
    (listing: Listing) => {
      if (!qc.getQueryData(marketplaceKeys.listing(listing.id)))
        qc.setQueryData(marketplaceKeys.listing(listing.id), listing);
    },
    [qc],
  );
}
