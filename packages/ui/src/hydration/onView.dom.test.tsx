/**
 * `HydrateOnView` and `inTurn` (issue #8 Total Blocking Time): parts of a server-rendered page that
 * keep the server's markup and hydrate when they come near the screen (one per task) or are used, or
 * are drawn anew when their data changed first. Runs in Chromium (the `coverage` Vitest project) with
 * React; the Preact build is covered by the end-to-end tests of the built site.
 */
import { act, type ReactElement, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { inTurn } from './later';
import { HydrateOnView, hydrationCommitted, hydrationStarted, useHydrateOnViewRoot } from './onView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The parts that have hydrated or rendered in the browser (their first effect ran), in order. */
const ran: string[] = [];

function Part({ name, label = name }: { name: string; label?: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    ran.push(name);
  }, [name]);
  return (
    <li data-part={name} {...useHydrateOnViewRoot()}>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {`${label} ${clicks}`}
      </button>
    </li>
  );
}

/** Parts `a` and `b` near the top; `far` 5,000 px below, out of view. */
function Page({ farLabel = 'far' }: { farLabel?: string }): ReactElement {
  useEffect(() => {
    ran.push('shell');
    hydrationCommitted();
  }, []);
  return (
    <ul>
      <HydrateOnView id="a">
        <Part name="a" />
      </HydrateOnView>
      <HydrateOnView id="b">
        <Part name="b" />
      </HydrateOnView>
      <li style={{ height: 5000 }} />
      <HydrateOnView id="far" value={farLabel}>
        <Part name="far" label={farLabel} />
      </HydrateOnView>
    </ul>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => {
  ran.length = 0;
  hydrationCommitted();
  for (const c of containers.splice(0)) c.remove();
});

function mount(html = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  containers.push(container);
  return container;
}

/** Hydrates the server's markup of `<Page />` as the site does (`hydrationStarted()` first). */
function hydratePage(container: HTMLElement, page: ReactElement) {
  hydrationStarted();
  return hydrateRoot(container, page);
}

it('renders every part, with its name on its root element, on the server', () => {
  const html = renderToString(<Page />);
  expect(html).toContain('data-hydrate-on-view="a"');
  expect(html).toContain('data-hydrate-on-view="far"');
});

it('hydrates the parts in view one per task, keeps the server markup, and leaves the far one alone', async () => {
  const container = mount(renderToString(<Page />));
  const serverNodes = Array.from(container.querySelectorAll('li'));
  const root = hydratePage(container, <Page />);
  await expect.poll(() => ran.length).toBe(3);
  // The shell first; React may retry the two parts' boundaries in either order.
  expect(ran[0]).toBe('shell');
  expect([...ran].sort()).toEqual(['a', 'b', 'shell']);
  // The same elements: nothing was rendered again or duplicated.
  expect(Array.from(container.querySelectorAll('li'))).toEqual(serverNodes);
  // The far part keeps the server's markup, not hydrated: a click changes nothing...
  const far = container.querySelector<HTMLButtonElement>('[data-part="far"] button');
  far?.click();
  await new Promise((r) => setTimeout(r, 50));
  expect(ran).not.toContain('far');
  expect(far?.textContent).toBe('far 0');
  // ...until it is scrolled into view.
  far?.scrollIntoView();
  await expect.poll(() => ran).toContain('far');
  expect(container.querySelector('[data-part="far"] button')).toBe(far);
  root.unmount();
});

it('hydrates a part at once when the pointer comes over it, before the click that follows', async () => {
  const container = mount(renderToString(<Page />));
  const root = hydratePage(container, <Page />);
  await expect.poll(() => ran).toContain('shell');
  const far = container.querySelector<HTMLButtonElement>('[data-part="far"] button');
  far?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await expect.poll(() => ran).toContain('far');
  far?.click();
  await expect.poll(() => far?.textContent).toBe('far 1');
  root.unmount();
});

it("draws a part anew when its data changes before it hydrated (the server's attributes would stay)", async () => {
  const container = mount(renderToString(<Page />));
  const serverFar = container.querySelector('[data-part="far"]');
  const root = hydratePage(container, <Page />);
  await expect.poll(() => ran).toContain('shell');
  await act(async () => root.render(<Page farLabel="changed" />));
  await expect.poll(() => ran).toContain('far');
  const far = container.querySelector('[data-part="far"]');
  expect(far?.textContent).toBe('changed 0');
  expect(far).not.toBe(serverFar);
  expect(container.querySelectorAll('[data-part="far"]')).toHaveLength(1);
  root.unmount();
});

/** A page that is itself a part, with a far part inside. */
function NestedPage(): ReactElement {
  useEffect(() => {
    ran.push('shell');
    hydrationCommitted();
  }, []);
  return (
    <HydrateOnView id="page">
      <ul {...{ 'data-hydrate-on-view': 'page' }}>
        <Part name="inner-near" />
        <li style={{ height: 5000 }} />
        <HydrateOnView id="inner-far">
          <Part name="inner-far" />
        </HydrateOnView>
      </ul>
    </HydrateOnView>
  );
}

it('lets a part inside a hydrating part wait for its own trigger', async () => {
  const container = mount(renderToString(<NestedPage />));
  const root = hydratePage(container, <NestedPage />);
  await expect.poll(() => ran).toContain('inner-near');
  await new Promise((r) => setTimeout(r, 50));
  expect(ran).not.toContain('inner-far');
  container.querySelector('[data-part="inner-far"]')?.scrollIntoView();
  await expect.poll(() => ran).toContain('inner-far');
  root.unmount();
});

it('renders every part at once when nothing is hydrating', async () => {
  const container = mount();
  const root = createRoot(container);
  await act(async () => root.render(<Page />));
  expect(ran).toEqual(['a', 'b', 'far', 'shell']);
  root.unmount();
});

it('runs work queued with inTurn one piece per task, first queued first run', async () => {
  const order: string[] = [];
  /** What had run by the end of the task that ran `x` (its microtasks included). */
  let afterFirstTask: string[] = [];
  await new Promise<void>((done) => {
    inTurn(() => {
      order.push('x');
      queueMicrotask(() => {
        afterFirstTask = [...order];
      });
    });
    inTurn(() => order.push('y'));
    inTurn(() => {
      order.push('z');
      done();
    });
  });
  expect(order).toEqual(['x', 'y', 'z']);
  expect(afterFirstTask).toEqual(['x']);
});
