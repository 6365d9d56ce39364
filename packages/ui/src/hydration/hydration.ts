import {
  createContext,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';

const subscribe = () => () => {};

declare const __GARI_CLIENT_ONLY__: boolean | undefined;
/**
 * True in bundles that never hydrate server HTML: the booking widget's build defines
 * `__GARI_CLIENT_ONLY__` so the replay code below drops out of its size budget.
 */
const CLIENT_ONLY = typeof __GARI_CLIENT_ONLY__ !== 'undefined' && __GARI_CLIENT_ONLY__;

/**
 * `false` while React hydrates server-rendered HTML (and on the server), `true` once the page is
 * interactive; always `true` in a client-only render. Re-renders once after hydration.
 */
export const useHydrated: () => boolean = CLIENT_ONLY
  ? () => true
  : () =>
      useSyncExternalStore(
        subscribe,
        () => true,
        () => false,
      );

/**
 * Whether the enclosing `Form` can handle a submit (it has hydrated). Outside a `Form` it is `true`.
 * A submit `Button` is disabled while it is `false`, so a click or Enter before the scripts run
 * cannot fall through to the browser's own GET submission (which would put a password in the URL).
 */
export const FormReadyContext = createContext(true);

/** Whether the enclosing `Form` has hydrated (see {@link FormReadyContext}). */
export const useFormReady = (): boolean => useContext(FormReadyContext);

/** The native value setter, which bypasses React's value tracker on the element. */
function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
}

/** Fields already handed over (a field inside a `Form` is seen by both). */
const replayed = new WeakSet<Element>();

/**
 * Hands what a visitor typed or ticked before hydration to the components' `onChange`. React keeps
 * such DOM values while hydrating but does not tell the component, whose state still holds the
 * server's value (the next render would wipe the text). A field differs from what the server sent
 * when `value !== defaultValue` (`checked !== defaultChecked`); for each such field under `root`
 * this resets React's tracker to the server value and replays the change as a real `input` event (a
 * `click` for check boxes and radios), so controlled components catch up. Returns how many fields it
 * replayed.
 */
export function replayEditsBeforeHydration(root: Element | null): number {
  if (!root) return 0;
  let count = 0;
  for (const el of Array.from(root.querySelectorAll('input, textarea'))) {
    if (replayed.has(el)) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked === el.defaultChecked) continue;
      replayed.add(el);
      el.checked = el.defaultChecked;
      el.click();
      count += 1;
    } else if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      if (el.type === 'file' || el.value === el.defaultValue) continue;
      replayed.add(el);
      const typed = el.value;
      el.value = el.defaultValue;
      setNativeValue(el, typed);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      count += 1;
    }
  }
  return count;
}

/**
 * A ref for the root of a field or form: if that element was hydrated from server HTML, the edits
 * made before hydration are replayed once into the components (see {@link replayEditsBeforeHydration}).
 * Nothing happens in a client-only render.
 */
export const useReplayEditsBeforeHydration: <T extends Element>() => RefObject<T | null> = CLIENT_ONLY
  ? () => useRef(null)
  : <T extends Element>() => {
      const hydrating = useRef(!useHydrated());
      const ref = useRef<T>(null);
      useLayoutEffect(() => {
        if (hydrating.current) replayEditsBeforeHydration(ref.current);
      }, []);
      return ref;
    };
