/**
 * Texts of a spareshop listing — its detail page, its card, the "Fits your car" notices, the condition,
 * feature, sort and seller labels (spec §2 Listing detail, Marketplace list cards; §9 lists) and the
 * Advanced Filters panel's marketplace variant — in English, French, and machine-made Kinyarwanda and
 * Kiswahili (issue #16 "Locale"). The list page's own texts are `messages.ts`.
 */
import type { ListingCondition, ListingFeature, ListingSort } from '@gari/contract/marketplace';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  back: '← Back to Spareshop',
  browse: 'Browse the Spareshop',
  loading: 'Loading listing…',
  notFound: 'Listing not found',
  notFoundText: 'This listing was removed, sold or never existed.',
  failed: 'Failed to load',
  addToCart: 'Add to cart',
  checkout: 'Proceed to Checkout',
  whatsapp: 'Contact on WhatsApp',
  whatsappText: 'Hello, is this still available?',
  contactSeller: 'Contact Seller',
  noPhone: 'The seller has not shared a phone number; use Proceed to Checkout to order.',
  buyOnSite: 'Buy on Seller Site',
  soldOut: 'Sold out',
  noFit: 'Not listed for your cars: check the fitment below.',
  noPhoto: 'No photo',
  photos: 'Photos',
  showPhoto: (v: { index: number; count: number }) => `Show photo ${v.index} of ${v.count}`,
  featured: 'Featured',
  inStock: (v: { count: number }) => `${v.count} in stock`,
  inCart: (v: { count: number }) => `In your cart: ${v.count} · View cart`,
  fitsYourCar: 'Fits your car',
  fitsYour: (v: { car: string }) => `Fits your ${v.car}`,
  aboutCar: 'About this car',
  aboutPart: 'About this part',
  makeAndModel: 'Make and model',
  year: 'Year',
  mileage: 'Mileage',
  fuel: 'Fuel',
  transmission: 'Transmission',
  brand: 'Brand',
  category: 'Category',
  condition: 'Condition',
  location: 'Location',
  oemNumbers: 'OEM numbers',
  fitsTheseCars: 'Fits these cars',
  fitmentCaption: 'Make, model and years this part fits',
  make: 'Make',
  model: 'Model',
  years: 'Years',
  allModels: 'All models',
  allModelsInline: 'all models',
  seller: 'Seller',
  seller_shop: 'Parts shop',
  seller_gas_station: 'Gas station',
  seller_member: 'Private seller',
  buyNow: 'Buy Now',
  buyNowOf: (v: { title: string }) => `Buy Now: ${v.title}`,
  cond_New: 'New',
  cond_Used: 'Used',
  cond_Certified: 'Certified',
  feat_oem: 'OEM',
  feat_aftermarket: 'Aftermarket',
  feat_warranty: 'Warranty',
  feat_freeShipping: 'Free Shipping',
  sort_price_low: 'Price: Low to High',
  sort_price_high: 'Price: High to Low',
  sort_newest: 'Newest First',
  sort_mileage_low: 'Lowest Mileage',
  anyYear: 'Any year',
  yearFrom: 'Year from',
  yearTo: 'Year to',
  yearRangeError: 'The year to must be at least the year from.',
  features: 'Features',
  brandHint: 'For example Bosch, or several: Denso, TRW',
  sortBy: 'Sort by',
} satisfies Record<`sort_${ListingSort}` | `cond_${ListingCondition}`, string> & Record<string, CatalogText>;

/** A listing's translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'marketplace/listingMessages');

/** The catalog key of each feature (spec §9), e.g. 'Free Shipping' → 'feat_freeShipping'. */
export const FEATURE_KEYS = {
  OEM: 'feat_oem',
  Aftermarket: 'feat_aftermarket',
  Warranty: 'feat_warranty',
  'Free Shipping': 'feat_freeShipping',
} as const satisfies Record<ListingFeature, keyof typeof en>;
