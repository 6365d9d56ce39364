import { type ReactElement, Suspense, use, useState } from 'react';
import { useHydrated } from './hydration';

/** The turns asked for and not yet given, first asked first given. */
const waiting: Array<() => void> = [];
/** Callbacks of {@link whenTurnsDone}, called once no turn is waiting. */
const idle: Array<() => void> = [];
let running = false;
/** Set by {@link hydrateInTurns} for the page's first hydration; cleared once every turn is given. */
let hydrating = false;

/**
 * Declares that the app is about to hydrate server-rendered HTML (`apps/site/src/start.tsx` calls it
 * right before `hydrateRoot`): until then, and once every turn has been given, `HydrateInTurn`
 * renders its part at once (the server, a client-only render, Storybook, later navigations).
 */
export function hydrateInTurns(): void {
  hydrating = true;
}

/**
 * Runs `fn` in a new task of the browser's event loop, as soon as the loop is free (a message to
 * itself: unlike `setTimeout(fn, 0)` it is not held back 4 ms after a few nested calls).
 */
function inNewTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/** Gives the next turn in a task of its own, then looks again in the task after it. */
function step(): void {
  const give = waiting.shift();
  if (give) {
    // The part re-renders in a microtask of this task; the next one waits for a new task.
    give();
    inNewTask(step);
    return;
  }
  running = false;
  hydrating = false;
  for (const done of idle.splice(0)) done();
}

/**
 * A promise that resolves in a task of its own, after the turns asked for before it: one turn per
 * task, in the order asked (issue #8 Total Blocking Time: each part of a server-rendered page then
 * hydrates in a short task instead of the whole page in one long one).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!running) {
      running = true;
      inNewTask(step);
    }
  });
}

/**
 * Resolves once every turn asked for has been given and the parts have hydrated (at once when none
 * is waiting). `start.tsx` marks the page hydrated (`data-hydrated`) only then.
 */
export function whenTurnsDone(): Promise<void> {
  if (!running) return Promise.resolve();
  return new Promise((resolve) => idle.push(resolve));
}

/** Suspends its part until its turn while the page hydrates. */
function Turn({ turn, children }: { turn: Promise<void> | null; children: ReactElement }): ReactElement {
  if (turn) use(turn);
  return children;
}

/** Props of {@link HydrateInTurn}. */
export interface HydrateInTurnProps {
  /**
   * The part: one element that renders one root DOM element (a card, a list item, a bar). Preact
   * keeps the server's markup of a suspended part by its first node, so a fragment or a text would
   * lose its other nodes.
   */
  children: ReactElement;
}

/**
 * Hydrates its part after the rest of the page, in a task of its own (issue #8 Total Blocking Time).
 * While a server-rendered page hydrates, the part suspends until {@link nextTurn} gives it a turn;
 * meanwhile the server's markup stays on screen, and links in it work as plain links. The parts of a
 * page take their turns in the order they render (top bar, search, then the cards one by one), so
 * no task of hydration is long on a slow phone. Only while the app hydrates ({@link hydrateInTurns});
 * on the server, in a client-only render (the widget, a page the server did not render, Storybook)
 * and after hydration it renders its part at once.
 *
 * React hydrates a suspended boundary later in the same way (selective hydration), so development,
 * Storybook and the browser tests, which run React, see the same behaviour as the Preact build.
 */
export function HydrateInTurn({ children }: HydrateInTurnProps): ReactElement {
  const hydrated = useHydrated();
  const [turn] = useState(() => (hydrating && !hydrated ? nextTurn() : null));
  return (
    <Suspense fallback={null}>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
