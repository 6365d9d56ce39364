/**
 * Makes every story render the same pixels on every run and every day, for the screenshot
 * baselines (`.storybook/screenshots/`, see `vitest.shots.ts`) and for Chromatic:
 *
 * - the clock: each story starts at {@link STORY_NOW} (Friday 2026-11-20 09:00 in Kigali) and then
 *   ticks at the real pace, so "today", "this year" and seeded dates never move, while elapsed-time
 *   logic (toast timeouts, press-and-hold, debounces) keeps working. Only `Date` is shifted: timers
 *   and `performance.now()` are untouched.
 * - `Math.random`: a seeded generator (mulberry32), reseeded for each story, so random references
 *   and shuffles repeat.
 *
 * The time zone and locale (Africa/Kigali, en-US) are fixed by the browser context in
 * `vitest.config.ts`; in the Storybook UI they are the viewer's own.
 */

/** The instant every story starts at: 2026-11-20T09:00:00+02:00 (Africa/Kigali), in ms since the epoch. */
export const STORY_NOW = Date.UTC(2026, 10, 20, 7, 0, 0);

/** Seed of the story `Math.random` sequence. */
const SEED = 0x9a41;

const RealDate = Date;
const realRandom = Math.random;
let offset = 0;
let state = SEED;

/** mulberry32: a small, fast 32-bit PRNG; returns numbers in [0, 1). */
function seededRandom(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** `Date` with "now" shifted by `offset`; everything else (parsing, `instanceof`, statics) is the real `Date`. */
const ShiftedDate = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [RealDate.now() + offset] : args, newTarget);
  },
  apply() {
    // `Date()` called as a function returns the current time as a string.
    return new RealDate(RealDate.now() + offset).toString();
  },
  get(target, key, receiver) {
    if (key === 'now') return () => RealDate.now() + offset;
    return Reflect.get(target, key, receiver);
  },
});

let installed = false;

/**
 * Installs the shifted `Date` and seeded `Math.random` (once per page) and rewinds both to the
 * start: the clock to {@link STORY_NOW}, the random sequence to its seed. Called before each story
 * (preview `beforeEach`); the fakes stay installed between stories.
 */
export function rewindWorld(): void {
  if (!installed) {
    globalThis.Date = ShiftedDate;
    Math.random = seededRandom;
    installed = true;
  }
  offset = STORY_NOW - RealDate.now();
  state = SEED;
}

/** Puts the real `Date` and `Math.random` back (for tests of this module). */
export function restoreWorld(): void {
  globalThis.Date = RealDate;
  Math.random = realRandom;
  offset = 0;
  installed = false;
}

// Installed as soon as the preview loads, so module-level code of story files (seed data, args)
// already sees the story clock.
rewindWorld();
