/**
 * Texts of the listing form (issue #10 "Selling": /marketplace/sell and /marketplace/mine/{id}/edit —
 * the Part / Listing, Price and stock and Contact sections, the saved and photos-failed panels; spec §9
 * countries) in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"). The
 * Car, Fits these vehicles and Photos sections are `sectionMessages.ts`; the machine's rule texts are
 * `messages.ts`; the category names `../marketplace/categoryMessages.ts` and the conditions
 * `../marketplace/listingMessages.ts`, as the spareshop shows them.
 */
import type { MarketCountry } from '@gari/contract/marketplace';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  formLabel: 'Listing',
  legendListing: 'Listing',
  legendPart: 'Part',
  title: 'Title',
  titleHintCar: 'e.g. 2015 Toyota RAV4, one owner',
  titleHintPart: 'e.g. Front brake pads, Toyota RAV4 2013–2018',
  category: 'Category',
  chooseCategory: 'Choose a category',
  condition: 'Condition',
  chooseCondition: 'Choose a condition',
  brand: 'Brand',
  brandHint: 'e.g. Bosch, Denso, Toyota Genuine',
  oemNumbers: 'OEM part numbers',
  oemHint: 'Separate several numbers with commas.',
  features: 'Features',
  description: 'Description',
  priceAndStock: 'Price and stock',
  country: 'Country',
  chooseCountry: 'Choose a country',
  price: (v: { currency: string }) => `Price (${v.currency})`,
  priceWhole: (v: { currency: string }) => `Whole ${v.currency}, no cents.`,
  priceDecimals: (v: { digits: number }) => `Up to ${v.digits} decimals.`,
  inStock: 'In stock',
  inStockHint: 'Units you can sell.',
  city: 'City',
  cityHintCar: 'Where buyers can see the car.',
  cityHintPart: 'Where buyers collect or you ship from.',
  contact: 'Contact',
  whatsapp: 'WhatsApp number',
  whatsappHint: 'Optional. With the country code, e.g. +250 788 123 456.',
  shopPage: "Your shop's page",
  shopPageHint: 'Optional. Buyers see Buy on Seller Site.',
  sendingPhotos: 'Listing saved. Sending photos…',
  cancel: 'Cancel',
  saving: 'Saving…',
  saveDraft: 'Save as draft',
  publish: 'Publish',
  saveChanges: 'Save changes',
  savedPublished: 'Your listing is published',
  savedDraft: 'Your draft is saved',
  savedOther: 'Your listing is saved',
  nowVisible: ' is now visible to buyers in the Spareshop.',
  notVisible: ' is not visible to buyers until you publish it.',
  viewListing: 'View listing',
  myListings: 'My listings',
  sellAnother: 'Sell another part',
  photosFailedTitle: 'Your listing is saved, but some photos did not upload',
  photosFailedText: 'Retry them, remove them, or continue without them.',
  retryAll: 'Retry all',
  continueWithout: 'Continue without them',
  editListing: 'Edit listing',
  sellTitle: 'Sell a part',
  sellSubtitle: 'List a spare part or a car for buyers across Rwanda, Kenya, Uganda and Tanzania.',
  loadingListing: 'Loading listing…',
  loadFailed: 'Failed to load',
  listingNotFound: 'Listing not found.',
  retry: 'Retry',
  // Choices (spec §9); the category names are `marketplace/categoryMessages.ts`, the conditions
  // `marketplace/listingMessages.ts`.
  country_RW: 'Rwanda',
  country_KE: 'Kenya',
  country_UG: 'Uganda',
  country_TZ: 'Tanzania',
} satisfies Record<`country_${MarketCountry}`, string> & Record<string, CatalogText>;

/** The listing form's translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/formMessages');
