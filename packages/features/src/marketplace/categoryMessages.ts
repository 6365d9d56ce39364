/**
 * Names of the spareshop's listing categories (spec §9 categories; issue #10 "Selling"): the list's
 * category tabs (All, then the part categories), a listing's category on its detail page, and the
 * listing form's category choice (the part categories and Car for sale) — one catalog that the
 * marketplace and selling views read, in English, French, and machine-made Kinyarwanda and Kiswahili
 * (issue #16 "Locale").
 */
import type { LISTING_CATEGORIES } from '@gari/contract/marketplaceOptions';
import { createTranslator } from '../shared/messages';
import type { CategoryTab } from './filters';

export const en = {
  cat_all: 'All',
  cat_engine: 'Engine',
  cat_brakes: 'Brakes',
  cat_suspension: 'Suspension',
  cat_wheels: 'Wheels',
  cat_interior: 'Interior',
  cat_exterior: 'Exterior',
  cat_electrical: 'Electrical',
  cat_vehicles: 'Car for sale',
  cat_fuel: 'Fuel',
} satisfies Record<`cat_${CategoryTab | (typeof LISTING_CATEGORIES)[number]}`, string>;

/** The category names' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'marketplace/categoryMessages');
