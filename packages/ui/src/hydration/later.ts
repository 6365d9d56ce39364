/** What makes {@link whenNeeded} start early: the visitor starts using the page. */
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

/**
 * Runs `fn` once, for work a page does not need for its first paint or hydration (loading the
 * react-aria part of an overlay, prefetching the routes of visible links): at the visitor's first
 * interaction with the page (pointer, touch, key, focus, scroll) or else `fallbackMs` after the page
 * has loaded (the window's `load` event),
 * and then in the browser's next idle time (1 s at the latest), so that it never competes with
 * the page's own first seconds on a slow phone nor with the interaction itself (issue #8 Total
 * Blocking Time). Returns a cancel function; on the server it does nothing.
 * @param fallbackMs ms to wait after `load` for an interaction before starting anyway. @default 3000
 */
export function whenNeeded(fn: () => void, fallbackMs = 3000): () => void {
  if (typeof window === 'undefined') return () => {};
  const options = { capture: true, passive: true } as const;
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const countDown = () => {
    timer = setTimeout(start, fallbackMs);
  };
  if (document.readyState === 'complete') countDown();
  else window.addEventListener('load', countDown, { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, start, options);
  function stopWaiting() {
    clearTimeout(timer);
    window.removeEventListener('load', countDown);
    for (const type of INTERACTIONS) window.removeEventListener(type, start, options);
  }
  function start() {
    stopWaiting();
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(fn, { timeout: 1000 });
    else timer = setTimeout(fn, 50);
  }
  return () => {
    stopWaiting();
    if (idle) window.cancelIdleCallback(idle);
  };
}
