import {
  createContext,
  type ReactElement,
  Suspense,
  use,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { inTurn } from './later';

/**
 * Deferred ("incremental") hydration of a server-rendered page's parts (issue #8 Total Blocking
 * Time), the way Angular's `@defer (hydrate on viewport; hydrate on interaction)` and Astro's
 * `client:visible` islands do it: a part marked {@link HydrateOnView} keeps the server's markup
 * (readable, its links plain working links) and hydrates only when it comes near the screen — one
 * part per task of the event loop — or at once when the visitor points at it, touches it or moves
 * the focus into it (before the press or the key that follows reaches it). A list of twelve cards
 * then costs the first load only the cards on screen, each in a short task of its own.
 */

/** From `hydrationStarted()` until `hydrationCommitted()`: parts rendered meanwhile wait for a trigger. */
let hydratingServerHtml = false;

/**
 * Declares that the app is about to hydrate server-rendered HTML (`apps/site/src/start.tsx`, right
 * before `hydrateRoot`). Without it (the server, a client-only render, Storybook, the widget) every
 * {@link HydrateOnView} renders its part at once.
 */
export function hydrationStarted(): void {
  hydratingServerHtml = true;
}

/** Declares that the root's hydration has committed: parts rendered from now on render at once. */
export function hydrationCommitted(): void {
  hydratingServerHtml = false;
}

/** What a part waits for: opened once (`open` is idempotent). */
interface Gate {
  promise: Promise<void>;
  opened: boolean;
  /** Whether a part has suspended on it. */
  waited: boolean;
  open: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    opened: false,
    waited: false,
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/**
 * What opens a part at once: the pointer coming over it (before its `pointerdown`), a touch, the
 * focus moving into it (before its `keydown`). The events that follow then reach hydrated handlers.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How far off screen a part starts hydrating (px above and below the viewport). */
const VIEW_MARGIN = '200px 0px';

/** The server markup of the parts still waiting, each with what opens it at once. */
const waiting = new Map<Element, () => void>();
const listenOptions = { capture: true, passive: true };

/**
 * Opens the waiting parts an interaction lands in. It listens on the window, in the capture phase:
 * before any element's own listener, and before React's root listener, which stops the propagation
 * of events aimed at markup it has not hydrated yet (it replays them after hydration).
 */
function onInteraction(event: Event): void {
  let part = event.target instanceof Element ? event.target.closest('[data-hydrate-on-view]') : null;
  while (part) {
    waiting.get(part)?.();
    part = part.parentElement?.closest('[data-hydrate-on-view]') ?? null;
  }
}

function listen(listening: boolean): void {
  for (const type of INTERACTIONS) {
    if (listening) window.addEventListener(type, onInteraction, listenOptions);
    else window.removeEventListener(type, onInteraction, listenOptions);
  }
}

/** Watches `element` for the triggers of `gate`; returns the function that stops watching. */
function watch(element: Element, gate: Gate): () => void {
  const now = () => {
    stop();
    gate.open();
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            stop();
            inTurn(gate.open);
          },
          { rootMargin: VIEW_MARGIN },
        )
      : null;
  function stop() {
    observer?.disconnect();
    if (waiting.delete(element) && waiting.size === 0) listen(false);
  }
  if (waiting.size === 0) listen(true);
  waiting.set(element, now);
  if (observer) observer.observe(element);
  else inTurn(gate.open);
  return stop;
}

/** The name of the enclosing part, for its root element's `data-hydrate-on-view`. */
const PartContext = createContext<string | null>(null);

/**
 * The attribute the root element of a {@link HydrateOnView} part carries, by which the browser finds
 * the server's markup of that part: spread it on the part's one root element
 * (`<li {...useHydrateOnViewRoot()}>`). Empty outside a part. @selector `[data-hydrate-on-view]`
 */
export function useHydrateOnViewRoot(): { 'data-hydrate-on-view'?: string } {
  const id = useContext(PartContext);
  return id === null ? {} : { 'data-hydrate-on-view': id };
}

/** Suspends until its gate opens. */
/**
 * Suspends until its gate opens; then renders the part and marks its scope hydrated once the part
 * has committed (inside, so that nothing of it commits while the part waits: Preact, unlike React,
 * commits a suspended child's siblings).
 */
function Wait({
  gate,
  scope,
  children,
}: {
  gate: Gate | null;
  scope: { hydrating: boolean };
  children: ReactElement;
}): ReactElement {
  // Once it has waited it keeps calling use() (React requires the same calls on every render; the
  // promise is settled by then, so it returns at once).
  if (gate && (!gate.opened || gate.waited)) {
    gate.waited = true;
    use(gate.promise);
  }
  return (
    <>
      {children}
      <Committed scope={scope} />
    </>
  );
}

/**
 * Whether the enclosing part is hydrating the server's markup right now: parts inside it (the cards
 * of a page that is itself a part) then wait for their own trigger too. Set false once its markup
 * has committed, so parts mounted later render at once.
 */
const ScopeContext = createContext<{ hydrating: boolean } | null>(null);

/** Marks the enclosing part's scope as hydrated once its markup has committed. */
function Committed({ scope }: { scope: { hydrating: boolean } }): null {
  useLayoutEffect(() => {
    scope.hydrating = false;
  }, [scope]);
  return null;
}

/** Props of {@link HydrateOnView}. */
export interface HydrateOnViewProps {
  /**
   * The part's name, unique on the page and the same on the server and in the browser
   * ('provider-garage-12'): its root element carries it ({@link useHydrateOnViewRoot}).
   */
  id: string;
  /**
   * What the part shows (its data, compared with `Object.is`; a string for several values). When it
   * changes before the part has hydrated (a member's session after the page hydrated signed out, a
   * navigation), the server's markup is dropped and the part is rendered anew in the browser.
   * @default undefined
   */
  value?: unknown;
  /** The part: one element rendering one root DOM element that spreads {@link useHydrateOnViewRoot}. */
  children: ReactElement;
}

/**
 * A part of a server-rendered page that hydrates when it comes near the screen or is used (see the
 * module's comment; issue #8 Total Blocking Time). Only while the app hydrates server HTML
 * (`hydrationStarted()`) or the part around it does (a card in a page that is a part: it waits for
 * its own trigger after the page hydrated); on the server, in a client-only render and in parts rendered after
 * hydration it renders its part at once. React (development, Storybook, tests) hydrates a suspended
 * boundary later in the same way, so both runtimes behave alike.
 */
export function HydrateOnView({ id, value, children }: HydrateOnViewProps): ReactElement {
  const outer = useContext(ScopeContext);
  const [gate] = useState(() => (hydratingServerHtml || outer?.hydrating ? createGate() : null));
  const [scope] = useState(() => ({ hydrating: gate !== null }));
  const first = useRef(value);
  // Data changed before the part hydrated: hydrating would keep the server's attributes, so the
  // part is drawn anew instead (a new key drops the server's markup).
  const redraw = useRef(false);
  if (gate && !gate.opened && !Object.is(first.current, value)) {
    redraw.current = true;
    gate.open();
  }
  useLayoutEffect(() => {
    if (!gate || gate.opened) return;
    const element = document.querySelector(`[data-hydrate-on-view="${CSS.escape(id)}"]`);
    if (!element) {
      gate.open();
      return;
    }
    return watch(element, gate);
  }, [gate, id]);
  return (
    <PartContext.Provider value={id}>
      <Suspense key={redraw.current ? 'browser' : 'server'} fallback={null}>
        <ScopeContext.Provider value={redraw.current ? null : scope}>
          <Wait gate={redraw.current ? null : gate} scope={scope}>
            {children}
          </Wait>
        </ScopeContext.Provider>
      </Suspense>
    </PartContext.Provider>
  );
}
