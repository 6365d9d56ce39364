/**
 * `@gari/features/selling`: selling in the spareshop (issue #10 "Selling"): the listing form
 * (/marketplace/sell, /marketplace/mine/{id}/edit) and the seller's listings and orders
 * (/marketplace/mine) — views, headless hooks and query keys.
 */
export { categoryLabel, ListingFormPage, type ListingFormPageProps } from './ListingFormPage';
export { MyListingsPage, type MyListingsTab } from './MyListingsPage';
export { t as sellingText } from './messages';
export { MARKETPLACE_KEY, referenceKeys, sellerKeys } from './queryKeys';
export { type ListingFormFlow, type UseListingFormOptions, useListingForm } from './useListingForm';
export { type SellerOrderAction, useMyListings, useSellerOrders } from './useSellerData';
