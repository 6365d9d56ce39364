/**
 * Building blocks of query-string schemas (spec §7 list filters): what every list query reads the
 * same way — blank values, comma lists, enum lists, an upper-case country, sort labels with aliases.
 * A bad value is a 422 naming its field (spec §8).
 */
import { z } from 'zod';
import { CountryCode } from './common';

/** Blank query values ('' or null) count as absent. */
export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `schema`, optional, with a blank value read as absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/**
 * Refinement option: run the check also when other fields already failed (whenever the value is an
 * object), so one 422 names every bad field at once.
 */
export const alsoAfterFieldErrors = {
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * Optional `lat` and `lng` of a query, in degrees (422 outside −90..90 / −180..180): a position sent
 * both or neither, which the query's refinement checks with {@link latLngTogether}. Fresh schemas on
 * each call, spread into the query object.
 */
export const latLngParams = () => ({
  lat: optionalParam(z.coerce.number().min(-90).max(90, 'The latitude must be between -90 and 90.')),
  lng: optionalParam(z.coerce.number().min(-180).max(180, 'The longitude must be between -180 and 180.')),
});

/** Refinement step of a query with {@link latLngParams}: a 422 naming the missing one when only one was sent. */
export function latLngTogether<T extends { lat?: number; lng?: number }>(
  q: T,
  ctx: z.RefinementCtx<T>,
): void {
  if ((q.lat === undefined) !== (q.lng === undefined)) {
    const field = q.lat === undefined ? 'lat' : 'lng';
    ctx.addIssue({ code: 'custom', path: [field], message: 'Send both lat and lng, or neither.' });
  }
}

/**
 * A keyset cursor (the previous page's `meta.next_cursor`): letters, digits, `_` and `-`, at most
 * `maxLength` characters, else 'Invalid cursor.'; blank → absent.
 */
export const cursorParam = (maxLength: number) =>
  optionalParam(
    z
      .string()
      .max(maxLength)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor.'),
  );

/** A page size: a whole number 1..`page.max`; blank → `page.default`. */
export const pageSizeParam = (page: { readonly default: number; readonly max: number }) =>
  z.preprocess(blank, z.coerce.number().int().min(1).max(page.max).default(page.default));

/** Splits a comma list (`a,b` or repeated `?x=a&x=b`), trimmed, blanks dropped; none → undefined. */
export const commaList = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const list = parts.map((s) => s.trim()).filter((s) => s.length > 0);
  return list.length > 0 ? list : undefined;
};

/**
 * A comma list (at most 10 items of 40 characters) whose items must be among `values`, read as the
 * listed spelling when `ignoreCase`; unknown items are a 422 on the field itself, e.g. 'Unknown
 * availability: Sometimes. Choose from Same Day, Next Day, Within Week, Flexible.'.
 */
export const commaEnum = <T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  { ignoreCase = false }: { ignoreCase?: boolean } = {},
) =>
  z.preprocess(commaList, z.array(z.string().max(40)).max(10).optional()).transform((list, ctx) => {
    if (!list) return undefined;
    const same = (a: string, b: string) => (ignoreCase ? a.toLowerCase() === b.toLowerCase() : a === b);
    const known: T[number][] = [];
    const unknown: string[] = [];
    for (const item of list) {
      const hit = values.find((v) => same(v, item));
      if (hit === undefined) unknown.push(item);
      else known.push(hit);
    }
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown ${label}: ${unknown.join(', ')}. Choose from ${values.join(', ')}.`,
      });
    return known;
  });

/** Reads a country code in any case ('rw' → 'RW'); blank → undefined. */
const upperCode = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined;

/** A country code in any case ('rw' → 'RW'), optional. */
export const countryParam = () => z.preprocess(upperCode, CountryCode.optional());

/** A country code in any case ('rw' → 'RW'); blank → `fallback`. */
export const countryParamOr = (fallback: string) => z.preprocess(upperCode, CountryCode.default(fallback));

/**
 * A sort label read loosely: trimmed, lower case, `-` and spaces as `_`, then `aliases`, the labels
 * other clients send by the sort they mean (e.g. `{ price_low: ['price_asc', 'low_to_high'] }` reads
 * `price_asc` as `price_low`); blank → the schema's default.
 */
export const sortParam = <T extends z.ZodType>(
  aliases: Readonly<Record<string, readonly string[]>>,
  schema: T,
) => {
  const sortOf = new Map(Object.entries(aliases).flatMap(([sort, labels]) => labels.map((l) => [l, sort])));
  return z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    const key = v.trim().toLowerCase().replaceAll('-', '_').replaceAll(' ', '_');
    return sortOf.get(key) ?? key;
  }, schema);
};

/**
 * Refinement step of a query with a `[low, high]` pair of optional bounds (prices, years): when both are
 * sent and `low` is above `high`, a 422 on `high` with `message`, e.g. 'The maximum price must be at
 * least the minimum price.'.
 */
export function rangeInOrder<T extends object>(
  q: T,
  ctx: z.RefinementCtx<T>,
  [low, high]: readonly [keyof T & string, keyof T & string],
  message: string,
): void {
  const from = q[low];
  const to = q[high];
  if (typeof from === 'number' && typeof to === 'number' && from > to) {
    ctx.addIssue({ code: 'custom', path: [high], message });
  }
}
