/**
 * Texts of My listings (/marketplace/mine, issue #10 "Selling": the seller's listings with their status
 * and actions, and the Orders tab) in English, French, and machine-made Kinyarwanda and Kiswahili
 * (issue #16 "Locale"). Order states, payment methods and 'Order #n' are the checkout catalog's.
 */
import type { ListingStatus } from '@gari/contract/marketplace';
import { createTranslator } from '../shared/messages';
import texts from './myListingsMessages.en.json';

/**
 * The English texts, compiled from `myListingsMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `myListingsMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<`status_${ListingStatus}`, string>;

/** My listings' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/myListingsMessages');
