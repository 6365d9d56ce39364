/**
 * `@gari/features/marketplace`: the spareshop's list and listing pages (spec §2 Marketplace list,
 * Listing detail; issue #10), their filters (URL query) and hooks.
 */
export {
  activeMarketplaceFilterCount,
  CATEGORY_TABS,
  type CategoryTab,
  DEFAULT_MARKETPLACE_FILTERS,
  LISTINGS_PER_PAGE,
  MARKETPLACE_SORT_OPTIONS,
  type MarketplaceFilters,
  marketCurrency,
  readMarketplaceFilters,
  toListingQuery,
  writeMarketplaceFilters,
} from './filters';
export { ListingCard, type ListingCardProps } from './ListingCard';
export {
  LISTING_TEXTS,
  ListingPage,
  ListingView,
  type ListingViewProps,
} from './ListingPage';
export {
  cardFacts,
  fitmentCovers,
  fitmentText,
  fitsText,
  fittingCar,
  listingHref,
  sellerKind,
  whatsappHref,
} from './listingInfo';
export {
  MarketplaceFiltersPanel,
  type MarketplaceFiltersPanelProps,
  YEAR_RANGE_ERROR,
} from './MarketplaceFiltersPanel';
export { MARKETPLACE_TEXTS, MarketplacePage, SEARCH_DEBOUNCE_MS } from './MarketplacePage';
export {
  useListing,
  useListingId,
  useMarketplaceList,
  useMemberCars,
  usePassListing,
} from './useMarketplace';
