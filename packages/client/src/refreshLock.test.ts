/**
 * Issue #9 finding 7 (client side): tabs sharing one token store refresh single-flight through the Web
 * Locks API, so two tabs never spend the same refresh token.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp, REFRESH_LOCK, type RefreshLocks } from './http';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, deferred, type Handler } from './test-utils/fakeFetch';

const DEVICE = 'device-tabs-0001';

/** A Web Locks stand-in: one exclusive lock per name, granted in request order. */
function fakeLocks(): RefreshLocks & { names: string[] } {
  let chain: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = chain.then(callback);
      chain = run.catch(() => undefined);
      return run;
    },
  };
}

/** GET /vehicles answers 401 unless the bearer is `Bearer new`. */
const vehiclesByToken: Handler = (c) =>
  c.headers.Authorization === 'Bearer new'
    ? { body: { data: [] } }
    : { status: 401, body: { message: 'Unauthenticated.' } };

/** Two "tabs": two clients over ONE storage (like two tabs over localStorage) and one fetch. */
function twoTabs(locks: RefreshLocks | null | undefined, refresh: Handler) {
  const fake = createFakeFetch({ 'GET /vehicles': vehiclesByToken, 'POST /auth/refresh': refresh });
  const storage = createMemoryStorage();
  const tab = () => {
    const store = createTokenStore(storage, { newDeviceId: () => DEVICE });
    const onSignedOut = vi.fn();
    const extra = locks === undefined ? {} : { locks };
    return { store, onSignedOut, http: createHttp({ store, fetch: fake.fetch, onSignedOut, ...extra }) };
  };
  const a = tab();
  const b = tab();
  a.store.setTokens('old', 'r1');
  return { fake, a, b };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refresh across tabs', () => {
  it('two tabs hitting 401 at once send ONE refresh under the Web Lock; both replay with the new token', async () => {
    const locks = fakeLocks();
    const gate = deferred<void>();
    const { fake, a, b } = twoTabs(locks, async () => {
      await gate.promise;
      return { body: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer' } };
    });
    const first = a.http.get('/vehicles');
    const second = b.http.get('/vehicles');
    await vi.waitFor(() => expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1));
    gate.resolve();
    await expect(first).resolves.toEqual({ data: [] });
    await expect(second).resolves.toEqual({ data: [] });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(b.store.getRefreshToken()).toBe('r2');
    expect(a.onSignedOut).not.toHaveBeenCalled();
    expect(b.onSignedOut).not.toHaveBeenCalled();
  });

  it('without the lock the same race spends the refresh token twice (what the lock prevents)', async () => {
    const gate = deferred<void>();
    const { fake, a, b } = twoTabs(null, async () => {
      await gate.promise;
      return { body: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer' } };
    });
    const both = Promise.all([a.http.get('/vehicles'), b.http.get('/vehicles')]);
    await vi.waitFor(() => expect(fake.callsTo('POST /auth/refresh')).toHaveLength(2));
    gate.resolve();
    await both;
    expect(
      fake.callsTo('POST /auth/refresh').map((c) => (c.body as { refresh_token: string }).refresh_token),
    ).toEqual(['r1', 'r1']);
  });

  it('uses navigator.locks by default', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const { fake, a } = twoTabs(undefined, () => ({
      body: { access_token: 'new', refresh_token: 'r2', token_type: 'Bearer' },
    }));
    await expect(a.http.get('/vehicles')).resolves.toEqual({ data: [] });
    expect(locks.names).toEqual([REFRESH_LOCK]);
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('a tab that waited while the other tab was signed out is signed out too, without a request', async () => {
    const locks = fakeLocks();
    const gate = deferred<void>();
    const { fake, a, b } = twoTabs(locks, async () => {
      await gate.promise;
      return { status: 401, body: { message: 'Invalid refresh token.' } };
    });
    const first = a.http.get('/vehicles');
    const second = b.http.get('/vehicles');
    await vi.waitFor(() => expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1));
    gate.resolve();
    await expect(first).rejects.toMatchObject({ status: 401 });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(fake.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(a.onSignedOut).toHaveBeenCalledTimes(1);
    expect(b.onSignedOut).toHaveBeenCalledTimes(1);
  });
});
