/**
 * Country and currency constants (spec §3 country lists, §9 defaults), free of zod so that code on
 * the site's first load (the top bar's country picker, the token store) can use them without the
 * schemas. `./common` re-exports them.
 */

/** Country codes of the top-bar picker (spec §3 "Country list"). Default RW. */
export const COUNTRIES = [
  { code: 'RW', name: 'Rwanda' },
  { code: 'KE', name: 'Kenya' },
  { code: 'UG', name: 'Uganda' },
  { code: 'TZ', name: 'Tanzania' },
  { code: 'BI', name: 'Burundi' },
  { code: 'CD', name: 'DR Congo' },
  { code: 'ET', name: 'Ethiopia' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'GH', name: 'Ghana' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'DZ', name: 'Algeria' },
  { code: 'MA', name: 'Morocco' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'EG', name: 'Egypt' },
] as const;

/** Registration country list (spec §3): 20 codes, shown sorted by name, default RW. */
export const REGISTRATION_COUNTRIES = [
  { code: 'DZ', name: 'Algeria' },
  { code: 'AO', name: 'Angola' },
  { code: 'BW', name: 'Botswana' },
  { code: 'CM', name: 'Cameroon' },
  { code: 'CI', name: "Côte d'Ivoire" },
  { code: 'EG', name: 'Egypt' },
  { code: 'ET', name: 'Ethiopia' },
  { code: 'GH', name: 'Ghana' },
  { code: 'KE', name: 'Kenya' },
  { code: 'MW', name: 'Malawi' },
  { code: 'MA', name: 'Morocco' },
  { code: 'MZ', name: 'Mozambique' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'RW', name: 'Rwanda' },
  { code: 'SN', name: 'Senegal' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'TZ', name: 'Tanzania' },
  { code: 'UG', name: 'Uganda' },
  { code: 'ZM', name: 'Zambia' },
  { code: 'ZW', name: 'Zimbabwe' },
] as const;

export const DEFAULT_COUNTRY = 'RW';
/** Default currency (spec §9). Amounts are numbers in this currency unless a `currency` says otherwise. */
export const DEFAULT_CURRENCY = 'RWF';

/** The shape of an ISO 3166-1 alpha-2 country code, upper case (for code that does not load zod). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
