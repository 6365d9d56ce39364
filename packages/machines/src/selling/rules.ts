/**
 * The listing form's rules (issue #10 "Selling"; contract `ListingCreate`): limits, the empty and the
 * saved form values, price and OEM parsing, the client-side checks of a part or a car, the fitment
 * and car year lists, and photo counts. Pure functions, used by the `listingForm` machine.
 */
import { yearOptions } from '../addVehicle/machine';
import { type FieldErrors, msg } from '../shared';
import type {
  CarPick,
  FitmentDraft,
  ListingBody,
  ListingFormContext,
  ListingValues,
  PhotoItem,
  SavedListing,
  SellingMessageKey,
} from './types';

/** Most photos per listing (issue #10). */
export const MAX_PHOTOS = 6;
/** Largest photo (bytes): 8 MB (issue #10). */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Most fitment rows and OEM numbers per listing (contract `ListingCreate`). */
export const MAX_FITMENT = 20;
export const MAX_OEM_NUMBERS = 10;
/** Largest price in major units (contract `ListingCreate.price`). */
export const MAX_PRICE = 1e11;
/** Largest stock (contract `ListingCreate.stock`). */
export const MAX_STOCK = 100_000;
/** Largest mileage of a car for sale, km (contract `ListingCreate.mileage`). */
export const MAX_MILEAGE_KM = 5_000_000;
/** The category of cars for sale (a listing of kind `car`). */
export const CAR_CATEGORY = 'vehicles';

/** True when the form lists a car for sale (category `vehicles`), not a part. */
export const isCarListing = (values: Pick<ListingValues, 'category'>): boolean =>
  values.category === CAR_CATEGORY;

const OEM_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/;
const URL_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

/** The empty form of a new listing in `country` (stock 1, the contract's default). */
export function emptyValues(country = 'RW', defaults: Partial<ListingValues> = {}): ListingValues {
  return {
    title: '',
    category: '',
    brand: '',
    oem_numbers: '',
    condition: '',
    features: [],
    description: '',
    price: '',
    country,
    stock: '1',
    city: '',
    contact_whatsapp: '',
    buy_url: '',
    year: '',
    mileage: '',
    fuel: '',
    transmission: '',
    ...defaults,
  };
}

/** The form's values of a saved listing (price in major units as text, OEM numbers comma-joined). */
export function valuesOf(listing: SavedListing): ListingValues {
  return {
    title: listing.title,
    category: listing.category,
    brand: listing.brand ?? '',
    oem_numbers: listing.oem_numbers.join(', '),
    condition: listing.condition,
    features: [...listing.features],
    description: listing.description,
    price: String(listing.price),
    country: listing.country,
    stock: String(listing.stock),
    city: listing.city,
    contact_whatsapp: listing.contact_whatsapp ?? '',
    buy_url: listing.buy_url ?? '',
    year: listing.year === null ? '' : String(listing.year),
    mileage: listing.mileage === null ? '' : String(listing.mileage),
    fuel: listing.fuel ?? '',
    transmission: listing.transmission ?? '',
  };
}

/** The make and model of a saved car (model years unknown until the cascade loads them). */
export function carOf(listing: SavedListing): CarPick {
  return {
    make: listing.make_id === null ? null : { id: listing.make_id, name: listing.make ?? '' },
    model:
      listing.model_id === null
        ? null
        : { id: listing.model_id, name: listing.model ?? '', start_year: null, end_year: null },
  };
}

/** OEM numbers as typed (commas, semicolons or new lines between them), trimmed, duplicates dropped. */
export function splitOemNumbers(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\n]+/)) {
    const n = part.trim();
    if (n === '' || seen.has(n.toUpperCase())) continue;
    seen.add(n.toUpperCase());
    out.push(n);
  }
  return out;
}

/**
 * A price as typed → integer minor units of a currency with `exponent` digits, or the reason it is
 * refused. Spaces and thousands commas are ignored: `parsePrice('45,500', 0)` → 45500,
 * `parsePrice('4500.5', 2)` → 450050; `parsePrice('12.5', 0)` → 'priceDecimals' (RWF has no minor unit).
 */
export function parsePrice(
  text: string,
  exponent: number,
): number | 'priceRequired' | 'priceInvalid' | 'priceDecimals' | 'priceTooLarge' {
  const clean = text.replace(/[\s,]/g, '');
  if (clean === '') return 'priceRequired';
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return 'priceInvalid';
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > exponent) return 'priceDecimals';
  const minor = Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
  if (!Number.isSafeInteger(minor)) return 'priceTooLarge';
  if (minor <= 0) return 'priceInvalid';
  if (minor / 10 ** exponent > MAX_PRICE) return 'priceTooLarge';
  return minor;
}

type Check = { ok: true; body: ListingBody } | { ok: false; errors: FieldErrors<SellingMessageKey> };

/**
 * The client-side rules of the listing form, mirroring the contract's `ListingCreate` (issue #10):
 * title 3–120 characters; a category and a condition; brand ≤ 60; description ≤ 4000; OEM numbers
 * (≤ 10, each 3–40 letters, digits, spaces, dots, dashes or slashes, starting with a letter or digit);
 * price > 0 with no more decimals than the currency has, ≤ 100 billion; stock a whole number 0–100,000;
 * city 2–80; WhatsApp 7–15 digits with an optional leading +; buy URL http(s). A car for sale
 * (category `vehicles`, contract `CAR_REQUIRED`) also needs a make, a model, a year among the model's
 * years, a mileage 0–5,000,000 km, a fuel and a transmission; it sends no fitment or OEM numbers and a
 * stock of 1. Answers the body to send (price in major units) or the field errors keyed by API field name.
 */
export function checkListing(ctx: ListingFormContext): Check {
  const v = ctx.values;
  const errors: FieldErrors<SellingMessageKey> = {};
  const fail = (field: string, key: SellingMessageKey, values?: Record<string, string | number>) => {
    errors[field] = [msg(key, values)];
  };
  const title = v.title.trim();
  if (title.length < 3) fail('title', 'titleShort');
  else if (title.length > 120) fail('title', 'titleLong');
  if (v.category === '') fail('category', 'categoryRequired');
  if (v.condition === '') fail('condition', 'conditionRequired');
  if (v.brand.trim().length > 60) fail('brand', 'brandLong');
  if (v.description.trim().length > 4000) fail('description', 'descriptionLong');

  const oem = splitOemNumbers(v.oem_numbers);
  const badOem = oem.find((n) => !OEM_PATTERN.test(n));
  const oddLength = oem.find((n) => n.length < 3 || n.length > 40);
  if (oem.length > MAX_OEM_NUMBERS) fail('oem_numbers', 'oemTooMany', { max: MAX_OEM_NUMBERS });
  else if (badOem !== undefined) fail('oem_numbers', 'oemInvalid', { number: badOem });
  else if (oddLength !== undefined) fail('oem_numbers', 'oemLength', { number: oddLength });

  const market = ctx.currencies[v.country];
  let price = 0;
  if (!market) fail('country', 'countryRequired');
  else {
    const minor = parsePrice(v.price, market.exponent);
    if (typeof minor === 'string')
      fail('price', minor, { currency: market.currency, digits: market.exponent, max: MAX_PRICE });
    else price = minor / 10 ** market.exponent;
  }

  const stockText = v.stock.trim();
  const stock = Number(stockText);
  if (!/^\d+$/.test(stockText) || stock > MAX_STOCK) fail('stock', 'stockInvalid', { max: MAX_STOCK });

  const city = v.city.trim();
  if (city.length < 2) fail('city', 'cityRequired');
  else if (city.length > 80) fail('city', 'cityLong');

  const whatsapp = v.contact_whatsapp.trim();
  if (whatsapp !== '' && (whatsapp.length > 30 || !/^\+?\d{7,15}$/.test(whatsapp.replace(/[\s\-()]/g, ''))))
    fail('contact_whatsapp', 'whatsappInvalid');

  const buyUrl = v.buy_url.trim();
  if (buyUrl !== '' && (buyUrl.length > 500 || !URL_PATTERN.test(buyUrl))) fail('buy_url', 'buyUrlInvalid');

  const car = isCarListing(v);
  if (!car && ctx.fitment.length > MAX_FITMENT) fail('fitment', 'fitmentTooMany', { max: MAX_FITMENT });
  const carFields = car ? checkCar(ctx, fail) : null;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const body: ListingBody = {
    kind: car ? 'car' : 'part',
    title,
    description: v.description.trim(),
    category: v.category,
    brand: v.brand.trim() || (ctx.car.make && car ? ctx.car.make.name : ''),
    condition: v.condition,
    features: [...v.features],
    oem_numbers: car ? [] : oem,
    fitment: (car ? [] : ctx.fitment).map((f) => ({
      make_id: f.make_id,
      model_id: f.model_id,
      year_from: f.year_from,
      year_to: f.year_to,
    })),
    price,
    country: v.country,
    city,
    stock: car ? Math.min(stock, 1) : stock,
    contact_whatsapp: whatsapp,
    buy_url: buyUrl,
    year: carFields?.year ?? null,
    mileage: carFields?.mileage ?? null,
    fuel: carFields ? v.fuel : '',
    transmission: carFields ? v.transmission : '',
    make_id: carFields ? (ctx.car.make?.id ?? null) : null,
    model_id: carFields ? (ctx.car.model?.id ?? null) : null,
    ...(ctx.saveStatus ? { status: ctx.saveStatus } : {}),
  };
  return { ok: true, body };
}

/**
 * The car rules of {@link checkListing}: make, model, year (among `yearOptions` of the model), mileage
 * (a whole number of km, spaces and thousands commas ignored, at most {@link MAX_MILEAGE_KM}), fuel and
 * transmission. Reports through `fail`; answers the year and mileage as numbers (null when refused).
 */
function checkCar(
  ctx: ListingFormContext,
  fail: (field: string, key: SellingMessageKey, values?: Record<string, string | number>) => void,
): { year: number | null; mileage: number | null } {
  const v = ctx.values;
  if (!ctx.car.make) fail('make_id', 'carMakeRequired');
  else if (!ctx.car.model) fail('model_id', 'carModelRequired');
  const year = v.year === '' ? null : Number(v.year);
  if (year === null || !carYears(ctx.car, ctx.currentYear).includes(year)) fail('year', 'yearRequired');
  const mileageText = v.mileage.replace(/[\s,]/g, '');
  const mileage = /^\d+$/.test(mileageText) ? Number(mileageText) : null;
  if (mileage === null || mileage > MAX_MILEAGE_KM)
    fail('mileage', 'mileageInvalid', { max: MAX_MILEAGE_KM });
  if (v.fuel === '') fail('fuel', 'fuelRequired');
  if (v.transmission === '') fail('transmission', 'transmissionRequired');
  return { year, mileage };
}

/** The years the fitment picker offers for the draft's model (spec §5: current year down to 1960). */
export function fitmentYears(draft: FitmentDraft, currentYear: number): number[] {
  return yearOptions(draft.model, currentYear);
}

/** The years a car for sale may have: its model's years (when known), else the current year down to 1960. */
export function carYears(car: CarPick, currentYear: number): number[] {
  return yearOptions(car.model, currentYear);
}

/** Why the fitment draft cannot be added yet, else null. */
export function fitmentProblem(ctx: ListingFormContext): SellingMessageKey | null {
  const d = ctx.fitmentDraft;
  if (!d.make || d.year_from === null || d.year_to === null) return 'fitmentIncomplete';
  if (d.year_from > d.year_to) return 'fitmentYears';
  if (ctx.fitment.length >= MAX_FITMENT) return 'fitmentTooMany';
  const same = ctx.fitment.some(
    (f) =>
      f.make_id === d.make?.id &&
      f.model_id === (d.model?.id ?? null) &&
      f.year_from === d.year_from &&
      f.year_to === d.year_to,
  );
  return same ? 'fitmentDuplicate' : null;
}

/** Photos that still count towards the limit (every one in the form). */
export const photoCount = (ctx: Pick<ListingFormContext, 'photos'>): number => ctx.photos.length;
/** Photos waiting to be sent. */
export const pendingPhotos = (ctx: Pick<ListingFormContext, 'photos'>): PhotoItem[] =>
  ctx.photos.filter((p) => p.status === 'pending' || p.status === 'uploading');
/** Photos whose upload failed. */
export const failedPhotos = (ctx: Pick<ListingFormContext, 'photos'>): PhotoItem[] =>
  ctx.photos.filter((p) => p.status === 'failed');

/** Server field names → the form's: `oem_numbers.2` → `oem_numbers`, `fitment.0.model_id` → `fitment.0`. */
export function formFieldOf(serverField: string): string {
  const [head, index] = serverField.split('.');
  if (head === 'fitment' && index !== undefined && /^\d+$/.test(index)) return `fitment.${index}`;
  return head ?? serverField;
}
