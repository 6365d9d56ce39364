/**
 * Test helpers of the machines (not built: `testing/` has no `index.ts`). A deferred is a promise
 * the test settles by hand, so an effect actor stays pending until the test says how it ends.
 */

/** A promise with its `resolve` and `reject`. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}

/** A new pending {@link Deferred}. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run (one macrotask). */
export const flush = () => new Promise((r) => setTimeout(r, 0));
