/**
 * The turns of a server-rendered page's hydration (issue #8 Total Blocking Time): the app declares
 * that it hydrates ({@link hydrateInTurns}), parts marked `HydrateInTurn` ask for a turn
 * ({@link nextTurn}) and get one per task of the browser's event loop, in the order asked; once the
 * last has been given the page counts as hydrated (`useHydrated()` turns true, {@link whenTurnsDone}
 * resolves).
 */

/** The turns asked for and not yet given, first asked first given. */
const waiting: Array<() => void> = [];
/** Called once, when the page has hydrated ({@link whenTurnsDone}, `useHydrated`'s subscribers). */
const listeners = new Set<() => void>();
/** Whether a task is scheduled to give the next turn. */
let running = false;
/** From {@link hydrateInTurns} until the last turn has been given. */
let hydrating = false;

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
    // The part hydrates in a microtask of this task; the next turn waits for a new task.
    give();
    inNewTask(step);
    return;
  }
  running = false;
  hydrating = false;
  for (const listener of [...listeners]) listener();
}

function pump(): void {
  if (running) return;
  running = true;
  inNewTask(step);
}

/**
 * Declares that the app is about to hydrate server-rendered HTML (`apps/site/src/start.tsx` calls it
 * right before `hydrateRoot`). Until the last turn has been given, `useHydrated()` stays false and
 * `HydrateInTurn` parts wait for their turn; without this call (the server, a client-only render,
 * Storybook) nothing waits.
 */
export function hydrateInTurns(): void {
  hydrating = true;
  pump();
}

/** Whether the page is hydrating (from {@link hydrateInTurns} until its last turn). */
export const isHydratingInTurns = (): boolean => hydrating;

/**
 * A promise that resolves in a task of its own, after the turns asked for before it: one turn per
 * task, in the order asked (each part of a server-rendered page then hydrates in a short task instead
 * of the whole page in one long one).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    pump();
  });
}

/**
 * Calls `listener` once the page has hydrated (its last turn given); returns the unsubscribe
 * function (the shape `useSyncExternalStore` wants).
 */
export function subscribeTurnsDone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves once every turn has been given and the parts have hydrated (at once when the page is not
 * hydrating). `start.tsx` marks the page hydrated (`data-hydrated`) only then.
 */
export function whenTurnsDone(): Promise<void> {
  if (!hydrating && !running) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeTurnsDone(() => {
      unsubscribe();
      resolve();
    });
  });
}
