/**
 * Shapes shared by every /api/v1 route (spec §3, §8, §9).
 */
import { z } from 'zod';

// The plain country and currency constants live in `./countries` (no zod, so that the site's first
// load can import them without the schemas); re-exported here for the API and the schemas.
export {
  COUNTRIES,
  COUNTRY_CODE_PATTERN,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  REGISTRATION_COUNTRIES,
} from './countries';

import { COUNTRY_CODE_PATTERN } from './countries';

/** ISO 3166-1 alpha-2 country code, upper case. */
export const CountryCode = z
  .string()
  .regex(COUNTRY_CODE_PATTERN, 'Use a two-letter country code such as RW.');
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
