/**
 * Texts of a spareshop listing — its detail page, its card, the "Fits your car" notices, the condition,
 * feature, sort and seller labels (spec §2 Listing detail, Marketplace list cards; §9 lists) and the
 * Advanced Filters panel's marketplace variant — in English, French, and machine-made Kinyarwanda and
 * Kiswahili (issue #16 "Locale"). The list page's own texts are `messages.ts`.
 */
import type { ListingCondition, ListingFeature, ListingSort } from '@gari/contract/marketplace';
import { createTranslator } from '../shared/messages';
import texts from './listingMessages.en.json';

/**
 * The English texts, compiled from `listingMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `listingMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<`sort_${ListingSort}` | `cond_${ListingCondition}`, string>;

/** A listing's translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'marketplace/listingMessages');

/** The catalog key of each feature (spec §9), e.g. 'Free Shipping' → 'feat_freeShipping'. */
export const FEATURE_KEYS = {
  OEM: 'feat_oem',
  Aftermarket: 'feat_aftermarket',
  Warranty: 'feat_warranty',
  'Free Shipping': 'feat_freeShipping',
} as const satisfies Record<ListingFeature, keyof typeof en>;
