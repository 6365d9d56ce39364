/**
 * TanStack Query keys of selling (issue #10): the seller's listings and orders, and the reference
 * lists the fitment picker reads. Every spareshop key starts with `['marketplace']`, so a saved listing
 * refreshes the public lists too (`invalidateQueries({ queryKey: MARKETPLACE_KEY })`).
 */

/** Prefix of every spareshop query. */
export const MARKETPLACE_KEY = ['marketplace'] as const;

/** The seller's side: GET /marketplace/mine and GET /marketplace/orders. */
export const sellerKeys = {
  listings: [...MARKETPLACE_KEY, 'mine'] as const,
  orders: [...MARKETPLACE_KEY, 'seller-orders'] as const,
};

/**
 * Reference lists (GET /makes, GET /makes/{id}/models, GET /vehicle-specs/{kind} as Add Vehicle caches
 * them); they never change while the page is open.
 */
export const referenceKeys = {
  makes: ['reference', 'makes'] as const,
  models: (makeId: number) => ['reference', 'makes', makeId, 'models'] as const,
  specs: (kind: 'fuels' | 'transmissions') => ['vehicle-specs', kind] as const,
};
