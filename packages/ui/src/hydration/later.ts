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

/** Work waiting for a task of its own, first come first served ({@link inTurn}). */
const turns: Array<() => void> = [];
let pumping = false;

/**
 * Runs `fn` in a new task as soon as the event loop is free (a message to itself: unlike
 * `setTimeout(fn, 0)` it is not held back 4 ms after nested calls).
 */
function inNewTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/** Runs the next waiting work (with the microtasks it queues, e.g. a render), then looks again in a new task. */
function step(): void {
  const fn = turns.shift();
  if (!fn) {
    pumping = false;
    return;
  }
  fn();
  inNewTask(step);
}

/**
 * Runs `fn` in a task of its own, after the work queued before it: one piece of work per task of
 * the event loop, so that many small renders (parts coming into view, deferred chrome swapping in)
 * never add up to one long task (issue #8 Total Blocking Time).
 */
export function inTurn(fn: () => void): void {
  turns.push(fn);
  if (pumping) return;
  pumping = true;
  inNewTask(step);
}

/**
 * Runs `fn` once, from the browser's next idle time (1 s at the latest), in a task of its own after
 * the work queued before it ({@link inTurn}), so that jobs queued together (every deferred part of a
 * page) run as short tasks, never as one long one (issue #8 Total Blocking Time). Returns a cancel function; on the
 * server it does nothing.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let live = true;
  const queue = () =>
    inTurn(() => {
      if (live) fn();
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(queue, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(queue, 50);
  return () => {
    live = false;
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
