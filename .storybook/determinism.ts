/**
 * Makes every story render the same pixels on every run and every day, for the screenshot
 * baselines (`.storybook/screenshots/`, see `vitest.shots.ts`) and for Chromatic:
 *
 * - the clock: `Date` stands still at {@link STORY_NOW} (Friday 2026-11-20 09:00 in Kigali) for
 *   the whole story, so "today", "this year", seeded dates and countdowns (checkout's payment
 *   window: `expires_at - now`) read the same however long the play function and the screenshot
 *   take. Only `Date` is fixed: timers (`setTimeout`, `setInterval`, XState's `after`, react-aria's
 *   press-and-hold and toast timeouts) and `performance.now()` run at the real pace, so elapsed-time
 *   logic driven by timers keeps working. Nothing in the features measures elapsed time with `Date`.
 * - `Math.random`: a seeded generator (mulberry32), reseeded for each story, so random references
 *   and shuffles repeat.
 *
 * The time zone and locale (Africa/Kigali, en-US) are fixed by the browser context in
 * `vitest.config.ts`; in the Storybook UI they are the viewer's own.
 */

/** The instant `Date` reads throughout every story: 2026-11-20T09:00:00+02:00 (Africa/Kigali), in ms since the epoch. */
export const STORY_NOW = Date.UTC(2026, 10, 20, 7, 0, 0);

/** Seed of the story `Math.random` sequence. */
const SEED = 0x9a41;

const RealDate = Date;
const realRandom = Math.random;
let state = SEED;

/** mulberry32: a small, fast 32-bit PRNG; returns numbers in [0, 1). */
function seededRandom(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** `Date` whose "now" is {@link STORY_NOW}; everything else (parsing, `instanceof`, statics) is the real `Date`. */
const FrozenDate = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [STORY_NOW] : args, newTarget);
  },
  apply() {
    // `Date()` called as a function returns the current time as a string.
    return new RealDate(STORY_NOW).toString();
  },
  get(target, key, receiver) {
    if (key === 'now') return () => STORY_NOW;
    return Reflect.get(target, key, receiver);
  },
});

let installed = false;

/**
 * Installs the fixed `Date` and seeded `Math.random` (once per page) and rewinds the random
 * sequence to its seed (the clock never moves). Called before each story
 * (preview `beforeEach`); the fakes stay installed between stories.
 */
export function rewindWorld(): void {
  if (!installed) {
    globalThis.Date = FrozenDate;
    Math.random = seededRandom;
    installed = true;
  }
  state = SEED;
}

/** Puts the real `Date` and `Math.random` back (for tests of this module). */
export function restoreWorld(): void {
  globalThis.Date = RealDate;
  Math.random = realRandom;
  installed = false;
}

// Installed as soon as the preview loads, so module-level code of story files (seed data, args)
// already sees the story clock.
rewindWorld();
