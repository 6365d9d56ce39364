/**
 * English texts of selling (issue #10 "Selling": the listing form, my listings, the seller's orders).
 * Every key the `listingForm` machine produces ({@link SellingMessageKey}) is here — `t.message` reads
 * them; rule texts match the contract's (`ListingCreate`) where it has one.
 */
import type { SellingMessageKey } from '@gari/machines/selling';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  loadFailed: 'Failed to load',
  saveFailed: 'Could not save your listing. Please try again.',
  fixErrors: 'Check the highlighted fields.',
  titleShort: 'The title must be at least 3 characters.',
  titleLong: 'The title may be at most 120 characters.',
  categoryRequired: 'Choose a category.',
  conditionRequired: 'Choose a condition.',
  brandLong: 'The brand may be at most 60 characters.',
  descriptionLong: 'The description may be at most 4000 characters.',
  oemInvalid: (v: { number: string }) => `${v.number}: use letters, digits and dashes.`,
  oemLength: (v: { number: string }) => `${v.number}: an OEM number has 3 to 40 characters.`,
  oemTooMany: (v: { max: number }) => `Enter at most ${v.max} OEM numbers.`,
  priceRequired: 'Enter a price.',
  priceInvalid: 'The price must be more than 0.',
  priceDecimals: (v: { currency: string; digits: number }) =>
    v.digits === 0
      ? `${v.currency} has no cents: enter a whole amount.`
      : `${v.currency} takes at most ${v.digits} decimals.`,
  priceTooLarge: 'The price is too large.',
  countryRequired: 'Choose the country where you sell.',
  stockInvalid: (v: { max: number }) => `Enter a whole number from 0 to ${v.max.toLocaleString('en-US')}.`,
  cityRequired: 'Enter the city where the part or car is.',
  cityLong: 'The city may be at most 80 characters.',
  whatsappInvalid: 'Enter a WhatsApp number with its country code, e.g. +250 788 123 456.',
  buyUrlInvalid: 'Enter a web address starting with https://',
  carMakeRequired: 'Choose the make of the car.',
  carModelRequired: 'Choose the model of the car.',
  yearRequired: 'Choose the year of the car.',
  mileageInvalid: (v: { max: number }) =>
    `Enter the mileage in km, a whole number up to ${v.max.toLocaleString('en-US')}.`,
  fuelRequired: 'Choose the fuel.',
  transmissionRequired: 'Choose the transmission.',
  fitmentIncomplete: 'Choose a make and both years first.',
  fitmentYears: 'The year to must be at least the year from.',
  fitmentTooMany: (v: { max: number }) => `A listing fits at most ${v.max} vehicles.`,
  fitmentDuplicate: 'This vehicle is already in the list.',
  photosTooMany: (v: { max: number }) => `A listing may have at most ${v.max} photos.`,
  photoNotImage: (v: { name: string }) => `${v.name} is not an image.`,
  photoTooLarge: (v: { name: string; mb: number }) => `${v.name} is larger than ${v.mb} MB.`,
  uploadFailed: 'Upload failed.',
  removePhotoFailed: 'Could not remove a photo. Please try again.',
  orderFailed: 'Could not save the order of the photos. Please try again.',
  // Toasts and page texts.
  savedPublishedTitle: 'Listing published',
  savedDraftTitle: 'Draft saved',
  saveFailedTitle: 'Could not save the listing',
  listingsFailed: 'Failed to load your listings.',
  ordersFailed: 'Failed to load your orders.',
  actionFailed: 'Could not update the listing',
  orderActionFailed: 'Could not update the order',
  deleteFailed: 'Could not delete the listing',
} satisfies Record<SellingMessageKey, CatalogText> & Record<string, CatalogText>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/messages');
