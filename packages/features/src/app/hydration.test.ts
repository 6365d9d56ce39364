import { createGariClient } from '@gari/client/gari';
import { createMemoryStorage, createTokenStore } from '@gari/client/storage';
import type { GariApi } from '@gari/client/types';
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { GariProvider, type GariProviderProps, useApi } from './ApiContext';
import { seesAsServer, serverViewOf } from './hydration';

const client = (initial: Record<string, string> = {}) =>
  createGariClient({ store: createTokenStore(createMemoryStorage(initial)), onSignedOut: () => {} });

/** A signed-in client: both tokens stored. */
const signedIn = () => {
  const api = client();
  api.store.setTokens('access', 'refresh');
  return api;
};

describe('seesAsServer', () => {
  it('is true for a signed-out client of the default country', () => {
    expect(seesAsServer(client())).toBe(true);
  });

  it('is false with stored tokens or another country', () => {
    expect(seesAsServer(signedIn())).toBe(false);
    const kenya = client();
    kenya.store.setCountry('KE');
    expect(seesAsServer(kenya)).toBe(false);
    expect(seesAsServer(serverViewOf(signedIn()))).toBe(true);
  });
});

/** Every client a {@link Reader} rendered with, in order. */
const seen: GariApi[] = [];
/** A `useApi()` reader: records the client and shows whether it is signed in. */
function Reader() {
  const current = useApi();
  seen.push(current);
  return createElement('p', null, current.isSignedIn() ? 'in' : 'out');
}

describe('GariProvider while hydrating', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    root?.unmount();
    container?.remove();
  });

  /** Hydrates server markup of a `useApi()` reader; returns each client it rendered with. */
  async function hydrateWith(api: GariApi): Promise<GariApi[]> {
    const app = () => createElement(GariProvider, { api } as GariProviderProps, createElement(Reader));
    container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    seen.length = 0;
    root = hydrateRoot(container, app());
    await expect.poll(() => container?.textContent).toBe(api.isSignedIn() ? 'in' : 'out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    return [...seen];
  }

  it('renders a signed-out visitor once, with the real client (nothing re-renders after hydration)', async () => {
    const api = client();
    const seen = await hydrateWith(api);
    expect(seen).toEqual([api]);
  });

  it('hydrates a member as the server saw it, then re-renders with the real client', async () => {
    const api = signedIn();
    const seen = await hydrateWith(api);
    expect(seen.length).toBe(2);
    expect(seen[0]?.isSignedIn()).toBe(false);
    expect(seen[1]).toBe(api);
    expect(container?.textContent).toBe('in');
  });
});
