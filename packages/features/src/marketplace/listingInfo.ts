/**
 * Pure helpers of the spareshop views (spec §2 Marketplace list cards, Listing detail; §3 Listing;
 * issue #10): whether a listing's fitment covers a member's car, the WhatsApp link, the detail link,
 * and the labels of categories, conditions and sellers.
 */
import type { Fitment, Listing } from '@gari/contract/marketplace';
import type { Vehicle } from '@gari/contract/vehicles';
import { formatKm, vehicleDisplayName } from '@gari/ui/format';
import { listingPath } from '../shared/paths';
import { t as listingT } from './listingMessages';

/** The listing catalog's translator, in the page's language (`useT(listingT)`); English by default. */
type ListingT = typeof listingT;

/** The detail page of a listing. */
export const listingHref = listingPath;

const same = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * True when a fitment row covers `car`: same make (by id when both have one, else by name), the row's
 * model or every model (null), and the car's year within the row's years (inclusive). The server's
 * `fits` filter applies the same rule.
 */
export function fitmentCovers(
  row: Fitment,
  car: Pick<Vehicle, 'make' | 'model' | 'make_id' | 'model_id' | 'year'>,
): boolean {
  const make = car.make_id !== null ? row.make_id === car.make_id : same(row.make, car.make);
  if (!make) return false;
  const model =
    row.model_id === null && row.model === null
      ? true
      : car.model_id !== null && row.model_id !== null
        ? row.model_id === car.model_id
        : same(row.model, car.model);
  return model && car.year >= row.year_from && car.year <= row.year_to;
}

/** The first of `cars` the listing's fitment covers, else null (cars for sale fit nothing). */
export function fittingCar<V extends Pick<Vehicle, 'make' | 'model' | 'make_id' | 'model_id' | 'year'>>(
  listing: Pick<Listing, 'fitment'>,
  cars: readonly V[],
): V | null {
  return cars.find((car) => listing.fitment.some((row) => fitmentCovers(row, car))) ?? null;
}

/** 'Fits your 2015 Toyota RAV4' (the car's year, make and model, not its nickname), in `t`'s language. */
export const fitsText = (car: Pick<Vehicle, 'year' | 'make' | 'model'>, t: ListingT = listingT) =>
  t('fitsYour', {
    car: vehicleDisplayName({ name: '', year: car.year, make: car.make, model: car.model }),
  });

/** A fitment row as text: 'Toyota RAV4 2013–2018' ('all models' when the row has none, in `t`'s language). */
export const fitmentText = (row: Fitment, t: ListingT = listingT) =>
  `${row.make} ${row.model ?? t('allModelsInline')} ${row.year_from === row.year_to ? row.year_from : `${row.year_from}–${row.year_to}`}`;

/**
 * The `wa.me` link of a listing's WhatsApp contact (spec §2 Listing detail "Contact on WhatsApp";
 * issue #10 "prefilled with the title and the listing's URL"): the number's digits only (wa.me wants
 * the international number without '+' or spaces), and the text "Hello, is this still available?
 * <title> <url>" (the greeting in `t`'s language). Null when the listing has no WhatsApp contact or
 * no usable number.
 */
export function whatsappHref(
  listing: Pick<Listing, 'contact_whatsapp' | 'title'>,
  url: string,
  t: ListingT = listingT,
): string | null {
  const digits = (listing.contact_whatsapp ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  const text = `${t('whatsappText')} ${listing.title} ${url}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** 'Parts shop', 'Gas station' or 'Private seller', in `t`'s language. */
export const sellerKind = (type: Listing['seller']['type'], t: ListingT = listingT) =>
  type === 'shop' ? t('seller_shop') : type === 'gas_station' ? t('seller_gas_station') : t('seller_member');

/**
 * The facts of a card (spec §2: location, year, mileage, fuel, seller), for cars; parts show brand and
 * condition. Labels and the condition in `t`'s language; the mileage through `km` (e.g. the page
 * locale's `useFormat().km`; default English).
 */
export function cardFacts(
  l: Listing,
  t: ListingT = listingT,
  km: (n: number) => string = (n) => formatKm(n),
): { label: string; value: string }[] {
  const facts = [{ label: t('location'), value: l.location }];
  if (l.kind === 'car') {
    if (l.year !== null) facts.push({ label: t('year'), value: String(l.year) });
    if (l.mileage !== null) facts.push({ label: t('mileage'), value: km(l.mileage) });
    if (l.fuel) facts.push({ label: t('fuel'), value: l.fuel });
  } else {
    if (l.brand) facts.push({ label: t('brand'), value: l.brand });
    facts.push({ label: t('condition'), value: t(`cond_${l.condition}`) });
  }
  facts.push({ label: t('seller'), value: l.seller_name });
  return facts;
}
