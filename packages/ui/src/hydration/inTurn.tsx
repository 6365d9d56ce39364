import { type ReactElement, Suspense, use, useState } from 'react';
import { useHydrated } from './hydration';
import { isHydratingInTurns, nextTurn } from './turns';

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
 * While a server-rendered page hydrates, the part suspends until `nextTurn()` gives it a turn;
 * meanwhile the server's markup stays on screen, and links in it work as plain links. The parts of a
 * page take their turns in the order they render (top bar, search, then the cards one by one), so
 * no task of hydration is long on a slow phone. Only while the app hydrates (`hydrateInTurns()`);
 * on the server, in a client-only render (the widget, a page the server did not render, Storybook)
 * and after hydration it renders its part at once.
 *
 * React hydrates a suspended boundary later in the same way (selective hydration), so development,
 * Storybook and the browser tests, which run React, see the same behaviour as the Preact build.
 */
export function HydrateInTurn({ children }: HydrateInTurnProps): ReactElement {
  const hydrated = useHydrated();
  const [turn] = useState(() => (isHydratingInTurns() && !hydrated ? nextTurn() : null));
  return (
    <Suspense fallback={null}>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
