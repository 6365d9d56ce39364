/**
 * `HydrateInTurn` (issue #8 Total Blocking Time): a server-rendered page whose parts hydrate one per
 * task, in order, keeping the server's markup meanwhile. Runs in Chromium (the `coverage` Vitest
 * project) with React; the Preact build is covered by the end-to-end tests of the built site.
 */
import { act, type ReactElement, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useHydrated } from './hydration';
import { HydrateInTurn } from './inTurn';
import { hydrateInTurns, nextTurn, whenTurnsDone } from './turns';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The parts that have hydrated (their first effect ran), in order. */
const hydrated: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return <li data-part={name}>{name}</li>;
}

/** Logs what `useHydrated()` says, each time it changes. */
function Probe() {
  const isHydrated = useHydrated();
  useEffect(() => {
    hydrated.push(`hydrated=${isHydrated}`);
  }, [isHydrated]);
  return null;
}

function Page(): ReactElement {
  return (
    <ul>
      {['a', 'b', 'c'].map((name) => (
        <HydrateInTurn key={name}>
          <Part name={name} />
        </HydrateInTurn>
      ))}
      <Part name="shell" />
      <Probe />
    </ul>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => {
  hydrated.length = 0;
  for (const c of containers.splice(0)) c.remove();
});

function mount(html = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  containers.push(container);
  return container;
}

it('renders every part on the server', () => {
  const html = renderToString(<Page />);
  expect(html).toContain('data-part="a"');
  expect(html).toContain('data-part="c"');
});

it('hydrates the parts after the rest, in order, keeping the server markup', async () => {
  const container = mount(renderToString(<Page />));
  const serverNodes = Array.from(container.querySelectorAll('li'));
  expect(serverNodes).toHaveLength(4);

  hydrateInTurns();
  const root = hydrateRoot(container, <Page />);
  await whenTurnsDone();
  await expect.poll(() => hydrated.length).toBe(6);

  // The shell first, then the parts in order; the page counts as hydrated (useHydrated) only once
  // its last part has.
  expect(hydrated).toEqual(['shell', 'hydrated=false', 'a', 'b', 'c', 'hydrated=true']);
  // The same elements: nothing was rendered again or duplicated.
  expect(Array.from(container.querySelectorAll('li'))).toEqual(serverNodes);
  root.unmount();
});

it('renders at once, with no turn, when nothing is hydrating', async () => {
  const container = mount();
  const root = createRoot(container);
  await act(async () => root.render(<Page />));
  expect(container.querySelectorAll('li')).toHaveLength(4);
  expect(hydrated).toEqual(['a', 'b', 'c', 'shell', 'hydrated=true']);
  root.unmount();
});

it('gives turns one per task, first asked first given', async () => {
  const given: string[] = [];
  /** What had been given by the end of the task that gave the first turn (its microtasks included). */
  let afterFirstTask: string[] = [];
  const turns = ['x', 'y', 'z'].map((name) =>
    nextTurn().then(() => {
      given.push(name);
      if (name === 'x')
        queueMicrotask(() => {
          afterFirstTask = [...given];
        });
    }),
  );
  const done = whenTurnsDone().then(() => given.push('done'));
  await Promise.all([...turns, done]);
  expect(given).toEqual(['x', 'y', 'z', 'done']);
  expect(afterFirstTask).toEqual(['x']);
  await expect(whenTurnsDone()).resolves.toBeUndefined();
});
