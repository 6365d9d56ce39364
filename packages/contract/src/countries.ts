/**
 * Country and currency constants (spec §3 country lists, §9 defaults), free of zod so that code on
 * the site's first load (the top bar's country picker, the token store) can use them without the
 * schemas. `./common` re-exports them. The lists are data: `countries.json`.
 */
import countries from './countries.json' with { type: 'json' };

/** A country of a list: ISO 3166-1 alpha-2 `code` and English `name`. */
export interface Country {
  readonly code: string;
  readonly name: string;
}

/** Country codes of the top-bar picker (spec §3 "Country list"). Default RW. */
export const COUNTRIES: readonly Country[] = countries.picker;

/** Registration country list (spec §3): 20 codes, shown sorted by name, default RW. */
export const REGISTRATION_COUNTRIES: readonly Country[] = countries.registration;

export const DEFAULT_COUNTRY = 'RW';
/** Default currency (spec §9). Amounts are numbers in this currency unless a `currency` says otherwise. */
export const DEFAULT_CURRENCY = 'RWF';

/** The shape of an ISO 3166-1 alpha-2 country code, upper case (for code that does not load zod). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
