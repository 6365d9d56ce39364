/**
 * Texts of the spareshop list (spec §2 Marketplace list; §8 'Failed to load'; issue #10) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"). The category tabs' names are
 * `categoryMessages.ts`.
 */

import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  title: 'Spareshop',
  subtitle: 'Spare parts and cars from shops and owners in East Africa',
  searchLabel: 'Search the Spareshop',
  placeholder: 'Search parts, OEM codes, keywords',
  empty: 'No listings match your search. Try other words, another category or fewer filters.',
  emptyFits: 'No parts listed for this car yet. Try "Any car" or another category.',
  failed: 'Failed to load',
  loadMore: 'Load More',
  loadingMore: 'Loading more…',
  fitsLabel: 'Fits my car',
  anyCar: 'Any car',
  signInToFit: 'Sign in to see parts that fit your car',
  addCar: 'Add your car to see parts that fit it',
  loadingListings: 'Loading listings…',
  count: (v: { total: string; count: number }) => `${v.total} ${v.count === 1 ? 'listing' : 'listings'}`,
  forCar: (v: { car: string }) => ` for your ${v.car}`,
  clear: 'Clear search and filters',
  listings: 'Listings',
  showing: (v: { shown: number; total: string }) => `Showing ${v.shown} of ${v.total}`,
  categories: 'Categories',
} satisfies Record<string, CatalogText>;

/** The spareshop list's translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'marketplace/messages');
