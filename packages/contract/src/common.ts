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

import { BLOCK_ALLOWED, hasControl } from './controlCharacters';
import { COUNTRY_CODE_PATTERN } from './countries';

/** Largest id the database's 32-bit `serial` columns hold (2^31 − 1). */
export const INT32_MAX = 2_147_483_647;

/** Field message of an id above {@link INT32_MAX} (issue #9: never a 500 from an overflowing column). */
export const ID_TOO_LARGE_MESSAGE = `The id must be at most ${INT32_MAX}.`;

/**
 * An id sent as a JSON number: a positive whole number that fits 32 bits; `message` replaces the
 * "must be positive" text (e.g. 'Choose a make.'). Above {@link INT32_MAX}: {@link ID_TOO_LARGE_MESSAGE}.
 */
export const id = (message?: string) =>
  z
    .number()
    .int()
    .positive(message)
    .max(INT32_MAX, message ?? ID_TOO_LARGE_MESSAGE);

/**
 * An id in a path, query or form-like body (a string of digits or a number, coerced), with the same
 * bounds as {@link id}.
 */
export const coercedId = (message?: string) =>
  z.coerce
    .number()
    .int()
    .positive(message)
    .max(INT32_MAX, message ?? ID_TOO_LARGE_MESSAGE);

/** Field message of text holding NUL or another control character. */
export const CONTROL_CHARACTER_MESSAGE = 'The text contains a control character, which is not allowed.';

/**
 * One-line text from a client: any string without NUL or another control character (tab and newline
 * included), else a 422 on the field with {@link CONTROL_CHARACTER_MESSAGE}. Chain `.trim().max(n)`
 * for the field's own bounds; every text field of a request schema starts from this or
 * {@link MultilineText} (issue #9: PostgreSQL refuses NUL in text, which was a 500).
 */
export const Text = z.string().refine((s) => !hasControl(s), CONTROL_CHARACTER_MESSAGE);

/** Multi-line text from a client (notes, symptoms, answers): like {@link Text} but tab, `\n`, `\r` allowed. */
export const MultilineText = z
  .string()
  .refine((s) => !hasControl(s, BLOCK_ALLOWED), CONTROL_CHARACTER_MESSAGE);

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
/**
 * The fields of a price in both units of its currency (spread into a schema): `price` in major units
 * (e.g. 4500.5 KES), `price_minor` the same amount as an integer of the minor unit (RWF and UGX have
 * none, so there it equals `price`).
 */
export const priceFields = { price: z.number(), price_minor: z.number().int() };
/** {@link priceFields}, both null where there is no price. */
export const nullablePriceFields = { price: z.number().nullable(), price_minor: z.number().int().nullable() };
/** Where a place (garage, carwash, gas station) stands, as its page and lists show it (spread into a schema). */
export const addressFields = { city: z.string(), address: z.string(), country: z.string() };
/** Positive 32-bit integer id in a path, e.g. `/vehicles/{id}` (422 naming `id` when out of range). */
export const IdParam = z.object({ id: coercedId() });

/**
 * Every error the API answers (4xx and 5xx): `{ message, errors? }` where `errors` maps a field name
 * (dotted for nested fields) to its messages. Spec §8; issue #2 "Every error is JSON".
 */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Per field, the stable codes of its errors (`@gari/contract/fieldErrors`, issue #16): `{ name: ['too_long'] }`. */
  error_codes: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ message }` answers of calls that have nothing else to say (logout, forgot password…). */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/**
 * An object whose fields are all whole numbers (`z.number().int()`), in the order given: counts and ids
 * of summary answers (paging meta, site stats, reminder badges). `wholeNumbers('total', 'per_page')` is
 * `z.object({ total: z.number().int(), per_page: z.number().int() })`.
 */
export function wholeNumbers<const K extends string>(...keys: K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);
}

/**
 * Paging meta of offset-paged lists (spec §7 testimonials, convoys, providers): 1-based pages,
 * `last_page` at least 1.
 */
export const PageMeta = wholeNumbers('total', 'per_page', 'current_page', 'last_page');
export type PageMeta = z.infer<typeof PageMeta>;

/**
 * Paging meta of keyset-paged lists (spareshop listings, gas stations, convoy posts and comments): the
 * page size and `next_cursor`, the cursor to send for the next page (null on the last page). Lists that
 * say more spread its `shape` into their own meta.
 */
export const CursorMeta = z.object({ limit: z.number().int(), next_cursor: z.string().nullable() });
export type CursorMeta = z.infer<typeof CursorMeta>;

/** Wraps a list answer as `{ data: T[] }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
/** Wraps a single-item answer as `{ data: T }`. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
/**
 * Wraps a list answer with its meta as `{ data: T[], meta: M }` — a page ({@link PageMeta},
 * {@link CursorMeta} or a list's own meta) or what else the list says about itself.
 */
export const pageOf = <T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) =>
  z.object({ data: z.array(item), meta });
