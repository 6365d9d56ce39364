/**
 * Shapes shared by every /api/v1 route (spec §3, §8, §9).
 */
import { z } from 'zod';

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

/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCode = z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code such as RW.');
/** ISO 4217 currency code, upper case (RWF, USD, KES…). */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as RWF.');
/** Calendar date `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
/** Instant, ISO 8601 with offset. */
export const IsoDateTime = z.string();
/** Positive integer id in a path, e.g. `/vehicles/{id}`. */
export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Every error the API answers (4xx and 5xx): `{ message, errors? }` where `errors` maps a field name
 * (dotted for nested fields) to its messages. Spec §8; issue #2 "Every error is JSON".
 */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ message }` answers of calls that have nothing else to say (logout, forgot password…). */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** Paging meta of paged lists (spec §7 testimonials): 1-based pages. */
export const PageMeta = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** Wraps a list answer as `{ data: T[] }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
/** Wraps a single-item answer as `{ data: T }`. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
