/**
 * Rows under their API names: Drizzle reads columns as camelCase properties (`makeId`), the API
 * answers in snake_case (`make_id`). For rows whose every property goes out as it is; a row with
 * values to convert (a `Date` to ISO text, minor units to major) is mapped by hand.
 */

/** `S` in snake_case: each capital letter becomes `_` and its lower case (`startYear` → `start_year`). */
export type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/** `T` with its keys in snake_case, values unchanged. */
export type SnakeKeys<T> = { [K in keyof T as K extends string ? SnakeCase<K> : K]: T[K] };

/**
 * A copy of `row` with its keys in snake_case (`{ makeId: 1 }` → `{ make_id: 1 }`), values unchanged
 * (not deep). Pure; no errors.
 */
export function snakeKeys<T extends object>(row: T): SnakeKeys<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  ) as SnakeKeys<T>;
}
