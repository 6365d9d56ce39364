/**
 * Types of the `listingForm` machine (issue #10 "Selling"; spec §3 Listing, §5 "Submit buttons are
 * blocked while a request is pending", §9 categories, conditions, features). The machine package
 * depends on nothing of ours, so the listing shapes are declared structurally here; they match
 * `ListingCreate`, `Listing` and `Fitment` of @gari/contract/marketplace, which callers pass in.
 *
 * Money: the seller types the price in major units of the country's currency ("45,500" RWF,
 * "4500.50" KES); the machine checks it as an integer of the currency's minor unit (RWF and UGX have
 * none, KES and TZS two digits) and sends it in major units, as POST /marketplace/listings takes it.
 */
import type { FieldErrors, Message } from '../shared';

/** The text fields of the form, named as the API names them (server field errors land on them). */
export type ListingTextField =
  | 'title'
  | 'brand'
  | 'oem_numbers'
  | 'description'
  | 'price'
  | 'stock'
  | 'city'
  | 'contact_whatsapp'
  | 'buy_url'
  | 'mileage';

/** The pick-one fields of the form (`year`, `fuel`, `transmission`: a car's). */
export type ListingChoiceField = 'category' | 'condition' | 'country' | 'year' | 'fuel' | 'transmission';

/** Every field of the form (`SET_FIELD`). */
export type ListingField = ListingTextField | ListingChoiceField;

/** The form's values as the seller typed them (text; checked and converted on SAVE). */
export interface ListingValues {
  title: string;
  /**
   * One of the part categories (spec §9 without `all`), or `vehicles` for a car for sale (the car
   * fields then apply), '' when not chosen.
   */
  category: string;
  brand: string;
  /** OEM part numbers separated by commas or new lines ("04465-42160, 04465-0R010"). */
  oem_numbers: string;
  /** New, Used or Certified (spec §9), '' when not chosen. */
  condition: string;
  /** OEM, Aftermarket, Warranty, Free Shipping (spec §9). */
  features: string[];
  description: string;
  /** Major units of the country's currency, as typed ("45,500", "4500.50"). */
  price: string;
  /** A market country (RW, KE, UG, TZ): it sets the currency. */
  country: string;
  /** Units in stock, as typed. */
  stock: string;
  /** Where the part is (city). */
  city: string;
  /** WhatsApp number buyers contact (optional, with country code). */
  contact_whatsapp: string;
  /** The seller's own shop page (optional, http(s)). */
  buy_url: string;
  /** A car's year of manufacture ('2015'), '' when not chosen or a part. */
  year: string;
  /** A car's mileage in km, as typed ("85,000"). */
  mileage: string;
  /** A car's fuel: a name of the reference list (`GET /vehicle-specs/fuels`), ''. */
  fuel: string;
  /** A car's transmission: a name of the reference list (`GET /vehicle-specs/transmissions`), ''. */
  transmission: string;
}

/** The make and model of a car for sale, picked with the make → model cascade. */
export interface CarPick {
  make: FitmentMake | null;
  model: FitmentModel | null;
}

/** A currency of a market country and its minor-unit digits (`MARKET_CURRENCIES` of the contract). */
export interface MarketCurrency {
  currency: string;
  exponent: number;
}

/** A make of the reference list (`GET /makes`). */
export interface FitmentMake {
  id: number;
  name: string;
}

/** A model of a make (`GET /makes/{id}/models`); years inclusive, null when unknown. */
export interface FitmentModel {
  id: number;
  name: string;
  start_year: number | null;
  end_year: number | null;
}

/** One fitment row: the make, optionally one model (null = every model), and the years (inclusive). */
export interface FitmentRow {
  make_id: number;
  make: string;
  model_id: number | null;
  model: string | null;
  year_from: number;
  year_to: number;
}

/** The fitment row being picked (make → model → years), added with `FITMENT_ADD`. */
export interface FitmentDraft {
  make: FitmentMake | null;
  model: FitmentModel | null;
  year_from: number | null;
  year_to: number | null;
}

/**
 * Where a photo is: `pending` (chosen, previewed, not sent), `uploading`, `uploaded` (on the server,
 * `imageId` known), `failed` (the upload failed: retry or remove; the listing itself is saved).
 */
export type PhotoStatus = 'pending' | 'uploading' | 'uploaded' | 'failed';

/** A file the seller picked: what the machine reads of a browser `File`. */
export interface PhotoSource {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type ('image/jpeg'); '' when the browser does not know it. */
  type: string;
}

/** One photo of the form (a picked file, or an image the listing already has). */
export interface PhotoItem {
  /** Local key (stable while the form lives). */
  key: string;
  name: string;
  /** What the view shows: a `blob:` preview of a picked file, or the server's thumbnail URL. */
  previewUrl: string;
  status: PhotoStatus;
  /** Upload progress 0..1 (1 once uploaded). */
  progress: number;
  /** Why the upload failed (the server's text, e.g. the 422 on `photo`), else null. */
  error: SellingMessage | null;
  /** The server's image id once uploaded. */
  imageId: number | null;
  /** The picked file itself (a `File`), null for an image already on the server. */
  file: unknown;
}

/** A picked file with its preview URL (made by the caller with `URL.createObjectURL`). */
export interface PickedPhoto {
  file: PhotoSource;
  previewUrl: string;
}

/** An image of a saved listing (`ListingImage`). */
export interface SavedImage {
  id: number;
  thumb_url: string;
}

/**
 * The listing as the API answers it (`Listing`): what the form loads to edit and keeps after saving.
 * Prices in major units.
 */
export interface SavedListing {
  id: number;
  /** 'part' or 'car'. */
  kind: string;
  status: string;
  title: string;
  category: string;
  brand: string | null;
  condition: string;
  features: string[];
  oem_numbers: string[];
  description: string;
  price: number;
  country: string;
  city: string;
  stock: number;
  contact_whatsapp: string | null;
  buy_url: string | null;
  fitment: FitmentRow[];
  images: SavedImage[];
  /** A car's year, mileage (km), fuel, transmission, make and model; null for a part. */
  year: number | null;
  mileage: number | null;
  fuel: string | null;
  transmission: string | null;
  make_id: number | null;
  model_id: number | null;
  make: string | null;
  model: string | null;
}

/** Listing states a seller chooses on save: publish now, or keep as a draft. */
export type SaveStatus = 'draft' | 'published';

/**
 * The body the machine sends (POST /marketplace/listings, or PATCH /marketplace/listings/{id}):
 * `ListingCreate` of the contract, for a part or a car (category `vehicles`: make, model, year,
 * mileage in km, fuel, transmission; no fitment, OEM numbers, stock 1). `price` in major units;
 * `status` only when the seller chose one (an edit without it keeps the listing's status).
 */
export interface ListingBody {
  kind: 'part' | 'car';
  title: string;
  description: string;
  category: string;
  brand: string;
  condition: string;
  features: string[];
  oem_numbers: string[];
  fitment: { make_id: number; model_id: number | null; year_from: number; year_to: number }[];
  price: number;
  country: string;
  city: string;
  stock: number;
  contact_whatsapp: string;
  /** '' = none (clears it on an edit). */
  buy_url: string;
  /** A car's (null, '' for a part, which clears them on an edit). */
  year: number | null;
  mileage: number | null;
  fuel: string;
  transmission: string;
  make_id: number | null;
  model_id: number | null;
  status?: SaveStatus;
}

/** Input of the `saveListing` actor: create when `listingId` is null, else update that listing. */
export interface SaveListingInput {
  listingId: number | null;
  body: ListingBody;
}

/** Input of the `uploadPhoto` actor; call `onProgress(loaded, total)` as bytes go out. */
export interface UploadPhotoInput {
  listingId: number;
  photo: PhotoItem;
  onProgress: (loaded: number, total: number) => void;
}

/** Input of the `orderPhotos` actor: every photo id of the listing, cover first. */
export interface OrderPhotosInput {
  listingId: number;
  imageIds: number[];
}

/** Input of the `deletePhoto` actor. */
export interface DeletePhotoInput {
  listingId: number;
  imageId: number;
}

export interface ListingFormInput {
  /** The listing to edit (loaded with `loadListing`); absent for a new listing. */
  listingId?: number | null;
  /** Currency per market country (`MARKET_CURRENCIES` of @gari/contract/marketplace). */
  currencies: Readonly<Record<string, MarketCurrency>>;
  /** Country of a new listing (the member's, when it is a market). @default 'RW' */
  country?: string;
  /** Prefilled values of a new listing (e.g. the city). */
  defaults?: Partial<Pick<ListingValues, 'city' | 'contact_whatsapp'>>;
  /** Most photos per listing. @default 6 */
  maxPhotos?: number;
  /** Largest photo in bytes. @default 8 MB */
  maxPhotoBytes?: number;
  /** "Now", for the fitment year lists. @default new Date() */
  now?: Date;
}

export interface ListingFormContext {
  /** 'create' until the listing exists on the server, then 'edit'. */
  mode: 'create' | 'edit';
  /** The listing's id once it exists (edit, or after the first save). */
  listingId: number | null;
  values: ListingValues;
  fitment: FitmentRow[];
  fitmentDraft: FitmentDraft;
  /** A car's make and model (category `vehicles`). */
  car: CarPick;
  /** Why `FITMENT_ADD` was refused, else null. */
  fitmentError: SellingMessage | null;
  photos: PhotoItem[];
  /** Server images the seller removed; deleted on the next save. */
  removedImageIds: number[];
  /** Sending the photo order failed last (`orderingPhotos` → `photosFailed`). */
  orderFailed: boolean;
  /** Why picked files were refused (not images, over 8 MB, over 6), else null. */
  photoError: SellingMessage | null;
  /** Field errors: the local rules' (catalog keys) and the server's (texts), by API field name. */
  fieldErrors: FieldErrors<SellingMessageKey>;
  /** Load or save error (the server's message or a catalog key), else null. */
  error: SellingMessage | null;
  /** What the seller asked for on the last SAVE (null: keep the listing's status). */
  saveStatus: SaveStatus | null;
  /** The body checked by `validating`, sent by `saving`. */
  body: ListingBody | null;
  /** The listing as the server answered last (after a save or a photo upload). */
  listing: SavedListing | null;
  currencies: Readonly<Record<string, MarketCurrency>>;
  maxPhotos: number;
  maxPhotoBytes: number;
  currentYear: number;
}

/** Events the `listingForm` machine emits. */
export type ListingFormEmitted =
  /** The listing and its photos are saved (`listing.status`: published or draft). */
  | { type: 'saved'; listing: SavedListing }
  /** POST/PATCH failed (the message is in `context.error`). */
  | { type: 'saveFailed'; error: SellingMessage }
  /** A picked photo left the form: revoke its preview URL. */
  | { type: 'photoDiscarded'; previewUrl: string };

export type ListingFormEvent =
  /** Retry the failed load of the listing (`loadFailed`). */
  | { type: 'RETRY' }
  /** Change a text or choice field (clears its error). */
  | { type: 'SET_FIELD'; field: ListingField; value: string }
  /** Tick or untick a feature (OEM, Aftermarket, Warranty, Free Shipping). */
  | { type: 'TOGGLE_FEATURE'; feature: string }
  /** Car for sale: the make (clears the model and the year). */
  | { type: 'CAR_MAKE'; make: FitmentMake | null }
  /** Car for sale: the model (clears a year outside the model's years). */
  | { type: 'CAR_MODEL'; model: FitmentModel | null }
  /** Fitment picker: the make (clears model and years). */
  | { type: 'FITMENT_MAKE'; make: FitmentMake | null }
  /** Fitment picker: the model (null = every model of the make; clears the years). */
  | { type: 'FITMENT_MODEL'; model: FitmentModel | null }
  /** Fitment picker: a year bound. */
  | { type: 'FITMENT_YEAR'; bound: 'from' | 'to'; year: number | null }
  /** Add the picked fitment row (needs a make and both years, from ≤ to, at most 20 rows). */
  | { type: 'FITMENT_ADD' }
  /** Remove fitment row `index`. */
  | { type: 'FITMENT_REMOVE'; index: number }
  /** Add picked files (previewed; refused: not an image, over the size, over the count). */
  | { type: 'PHOTOS_ADD'; photos: PickedPhoto[] }
  /** Move a photo one place earlier (-1) or later (1); the first photo is the cover. */
  | { type: 'PHOTO_MOVE'; key: string; by: -1 | 1 }
  /** Remove a photo (a picked one at once; a saved one on the next save). */
  | { type: 'PHOTO_REMOVE'; key: string }
  /** Save: check, then create or update, then delete removed photos and upload new ones. */
  | { type: 'SAVE'; status?: SaveStatus }
  /** Upload progress of the photo being sent (from the `uploadPhoto` actor). */
  | { type: 'PHOTO_PROGRESS'; key: string; loaded: number; total: number }
  /** `photosFailed`: try one failed photo again. */
  | { type: 'RETRY_PHOTO'; key: string }
  /** `photosFailed`: try every failed photo (and removal) again. */
  | { type: 'RETRY_PHOTOS' }
  /** `photosFailed`: keep the listing without the failed photos. */
  | { type: 'FINISH' }
  /** `photosFailed`: back to the form (the listing is saved; the next save updates it). */
  | { type: 'EDIT' };

/** The `ListingFormEvent` of type `T`. */
export type ListingFormEventOf<T extends ListingFormEvent['type']> = Extract<ListingFormEvent, { type: T }>;

/** Keys of the texts the machine produces (English in @gari/features/selling `messages.ts`). */
export type SellingMessageKey =
  | 'loadFailed'
  | 'saveFailed'
  | 'fixErrors'
  | 'titleShort'
  | 'titleLong'
  | 'categoryRequired'
  | 'conditionRequired'
  | 'brandLong'
  | 'descriptionLong'
  | 'oemInvalid'
  | 'oemLength'
  | 'oemTooMany'
  | 'priceRequired'
  | 'priceInvalid'
  | 'priceDecimals'
  | 'priceTooLarge'
  | 'countryRequired'
  | 'stockInvalid'
  | 'cityRequired'
  | 'cityLong'
  | 'whatsappInvalid'
  | 'buyUrlInvalid'
  | 'carMakeRequired'
  | 'carModelRequired'
  | 'yearRequired'
  | 'mileageInvalid'
  | 'fuelRequired'
  | 'transmissionRequired'
  | 'fitmentIncomplete'
  | 'fitmentYears'
  | 'fitmentTooMany'
  | 'fitmentDuplicate'
  | 'photosTooMany'
  | 'photoNotImage'
  | 'photoTooLarge'
  | 'uploadFailed'
  | 'removePhotoFailed'
  | 'orderFailed';

/** A text of the listing form: a {@link SellingMessageKey} with values, or the server's message. */
export type SellingMessage = Message<SellingMessageKey>;
