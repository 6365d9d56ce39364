/**
 * The price widget's refresh logic (issue #11 "the loader puts that HTML into the shadow root and
 * refreshes it every 10 minutes"), free of the DOM so it is unit-tested on its own
 * (`refresh.test.ts`). Four phases, the same as the views' stories:
 *
 * | phase     | shows                                   | next fetch answers…                                  |
 * | --------- | --------------------------------------- | ---------------------------------------------------- |
 * | `loading` | the skeleton (or HTML already in place) | HTML → `prices`; refused → `error`; failed → `error` |
 * | `prices`  | the server's HTML                       | HTML → `prices`; refused → `error`; failed → `stale` |
 * | `stale`   | the last HTML, marked stale             | HTML → `prices`; refused → `error`; failed → `stale` |
 * | `error`   | the server's error HTML, or 'unavailable' | HTML → `prices`; failed → `error`                  |
 *
 * "Refused" is the server's own answer that the widget must not show (404 unknown key, 403 origin not
 * allowed): its error HTML replaces whatever was shown and the refreshes stop (a page reload starts
 * again). "Failed" is anything else (network, 5xx, a non-HTML answer): the shown prices stay, marked
 * stale; with nothing shown yet, the 'unavailable' message; either way the next refresh tries again.
 */

/** What the widget shows. */
export type FuelWidgetPhase = 'loading' | 'prices' | 'stale' | 'error';

/** The answer of one fetch of the widget's HTML. */
export type FetchOutcome =
  | { kind: 'html'; html: string }
  | { kind: 'refused'; html: string }
  | { kind: 'failed' };

/** What to do with the shown content after a fetch. */
export type Effect =
  | { type: 'show'; html: string }
  | { type: 'mark-stale' }
  | { type: 'show-unavailable' }
  | { type: 'none' };

/** One transition: the new phase, what to do, and whether to fetch again later. */
export interface Step {
  phase: FuelWidgetPhase;
  effect: Effect;
  keepRefreshing: boolean;
}

/** The transition from `phase` on `outcome` (see the module's table). */
export function next(phase: FuelWidgetPhase, outcome: FetchOutcome): Step {
  if (outcome.kind === 'html')
    return { phase: 'prices', effect: { type: 'show', html: outcome.html }, keepRefreshing: true };
  if (outcome.kind === 'refused')
    return { phase: 'error', effect: { type: 'show', html: outcome.html }, keepRefreshing: false };
  if (phase === 'prices' || phase === 'stale')
    return { phase: 'stale', effect: { type: 'mark-stale' }, keepRefreshing: true };
  return { phase: 'error', effect: { type: 'show-unavailable' }, keepRefreshing: true };
}

/** Reads a fetch answer: 200 HTML → html; 403/404 HTML (the server's error view) → refused; else failed. */
export async function outcomeOf(response: Response): Promise<FetchOutcome> {
  const html = /^text\/html\b/.test(response.headers.get('content-type') ?? '');
  if (!html) return { kind: 'failed' };
  if (response.ok) return { kind: 'html', html: await response.text() };
  if (response.status === 403 || response.status === 404)
    return { kind: 'refused', html: await response.text() };
  return { kind: 'failed' };
}

/** What {@link startRefresh} needs from its host. */
export interface RefreshHost {
  /** Fetches the widget's HTML (never rejects: a thrown fetch is `failed`). */
  load: () => Promise<FetchOutcome>;
  /** Applies an effect to the shown content. */
  apply: (effect: Effect, phase: FuelWidgetPhase) => void;
  /** Milliseconds between fetches (10 minutes: `FUEL_WIDGET_REFRESH_MS`). */
  everyMs: number;
  /** The phase to start in: `prices` when the HTML is already in place (the iframe page). */
  initial: FuelWidgetPhase;
  /** Timers (the window's by default; fake ones in tests). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

/** A running refresh: fetch now, or stop for good (the element left the page). */
export interface Refresh {
  /** Fetches at once (e.g. an attribute changed) and restarts the interval. */
  now: () => Promise<void>;
  stop: () => void;
  /** The current phase. */
  phase: () => FuelWidgetPhase;
}

/** First wait (ms) before trying again after a failed fetch; doubled after each further failure. */
export const FAILED_RETRY_MS = 3_000;

/**
 * Starts the refresh cycle: fetches at once when `initial` is `loading`, else after `everyMs`; then
 * every `everyMs` after each answer (after a failed one sooner: {@link FAILED_RETRY_MS}, doubling, at
 * most `everyMs`), until a refused answer or {@link Refresh.stop}. Answers that arrive
 * after `stop` or after a newer fetch started are dropped.
 */
export function startRefresh(host: RefreshHost): Refresh {
  const setTimer = host.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = host.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let phase = host.initial;
  let timer: unknown;
  let stopped = false;
  let generation = 0;
  let failures = 0;
  // After a failed fetch (a busy server's 503, a dropped connection) the next try comes sooner:
  // 3 s, 6 s, 12 s … never later than `everyMs`.
  const schedule = () => {
    const wait = failures > 0 ? Math.min(host.everyMs, FAILED_RETRY_MS * 2 ** (failures - 1)) : host.everyMs;
    timer = setTimer(() => void fetchNow(), wait);
  };
  const fetchNow = async () => {
    if (stopped) return;
    clearTimer(timer);
    const mine = ++generation;
    const outcome = await host.load().catch((): FetchOutcome => ({ kind: 'failed' }));
    if (stopped || mine !== generation) return;
    failures = outcome.kind === 'failed' ? failures + 1 : 0;
    const step = next(phase, outcome);
    phase = step.phase;
    host.apply(step.effect, phase);
    if (step.keepRefreshing) schedule();
  };
  if (phase === 'loading') void fetchNow();
  else schedule();
  return {
    now: fetchNow,
    stop: () => {
      stopped = true;
      clearTimer(timer);
    },
    phase: () => phase,
  };
}
