/** What makes {@link whenNeeded} start: the visitor starts using the page. */
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

/** Longest wait (ms) for an idle period before a queued job runs anyway. */
const IDLE_TIMEOUT_MS = 1000;

/** Jobs waiting for idle time, run one per idle callback (each in a task of its own). */
const jobs: (() => void)[] = [];
let pumping = false;

/** Runs the next queued job in the browser's next idle time, then schedules the one after it. */
function pump(): void {
  if (pumping || jobs.length === 0) return;
  pumping = true;
  const next = () => {
    pumping = false;
    jobs.shift()?.();
    pump();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(next, 50);
}

/**
 * Runs `fn` once, in the browser's next idle time (1 s at the latest), after the jobs queued before
 * it: one job per idle callback, so that jobs queued together (every deferred part of a page) run as
 * short tasks, never as one long one (issue #8 Total Blocking Time). Returns a cancel function; on the
 * server it does nothing.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const job = () => fn();
  jobs.push(job);
  pump();
  return () => {
    const at = jobs.indexOf(job);
    if (at >= 0) jobs.splice(at, 1);
  };
}

/** Whether the visitor has interacted with the page since it loaded. */
let interacted = false;
/** Jobs waiting for the visitor's first interaction. */
const waitingForInteraction = new Set<() => void>();

/** Listens for the first interaction, then hands the waiting jobs to {@link whenIdle}. */
function listenForInteraction(): void {
  const options = { capture: true, passive: true } as const;
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, options);
    interacted = true;
    for (const job of waitingForInteraction) job();
    waitingForInteraction.clear();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, options);
}
if (typeof window !== 'undefined') listenForInteraction();

/**
 * Runs `fn` once, for work a page does not need for its first paint, its hydration or reading it
 * (loading the react-aria part of a picker or menu, the footer, prefetching the routes of visible
 * links): at the visitor's first interaction with the page (pointer, touch, key, focus, scroll; at
 * once if there has been one), then in idle time ({@link whenIdle}), so that it never competes with
 * the page's first seconds on a slow phone nor with the interaction itself (issue #8 Total Blocking
 * Time). A page that is only looked at loads none of it; controls whose code is not there yet answer
 * a press once it has loaded (their stand-ins remember it). Returns a cancel function; on the server
 * it does nothing.
 */
export function whenNeeded(fn: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if (interacted) return whenIdle(fn);
  let cancelIdle: (() => void) | undefined;
  const job = () => {
    cancelIdle = whenIdle(fn);
  };
  waitingForInteraction.add(job);
  return () => {
    waitingForInteraction.delete(job);
    cancelIdle?.();
  };
}
