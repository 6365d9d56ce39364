/** What the feature helpers that keep a value in the browser need of a storage (`localStorage`). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * `localStorage` when the browser has one and allows it, else null (server rendering, privacy mode,
 * a sandboxed iframe: reading it then throws a SecurityError).
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
