import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  createTokenStore,
  randomDeviceId,
  STORAGE_KEYS,
  type StorageLike,
} from './storage';

describe('createTokenStore', () => {
  it('keeps tokens under gari.token and gari.refresh_token and clears both', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage);
    expect(store.getAccessToken()).toBeNull();
    store.setTokens('access-1', 'refresh-1');
    expect(storage.getItem('gari.token')).toBe('access-1');
    expect(storage.getItem('gari.refresh_token')).toBe('refresh-1');
    expect(store.getAccessToken()).toBe('access-1');
    expect(store.getRefreshToken()).toBe('refresh-1');
    store.clearTokens();
    expect(storage.getItem('gari.token')).toBeNull();
    expect(storage.getItem('gari.refresh_token')).toBeNull();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('an empty refresh token is stored as none', () => {
    const store = createTokenStore(createMemoryStorage({ 'gari.refresh_token': 'old' }));
    store.setTokens('a', '');
    expect(store.getRefreshToken()).toBeNull();
  });

  it('discards a stored dev-bypass access token at start (spec §4) and keeps a real one', () => {
    const bypass = createMemoryStorage({
      'gari.token': 'dev-bypass-123',
      'gari.refresh_token': 'dev-bypass-r',
    });
    const store = createTokenStore(bypass);
    expect(store.getAccessToken()).toBeNull();
    expect(bypass.getItem('gari.token')).toBeNull();
    expect(store.getRefreshToken()).toBeNull();

    const real = createTokenStore(
      createMemoryStorage({ 'gari.token': 'eyJreal', 'gari.refresh_token': 'r1' }),
    );
    expect(real.getAccessToken()).toBe('eyJreal');
    expect(real.getRefreshToken()).toBe('r1');
  });

  it('makes the device id once with randomUUID and keeps it across stores on the same storage', () => {
    const storage = createMemoryStorage();
    const spy = vi.spyOn(globalThis.crypto, 'randomUUID');
    const first = createTokenStore(storage).getDeviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(spy).toHaveBeenCalledTimes(1);
    const store = createTokenStore(storage);
    expect(store.getDeviceId()).toBe(first);
    expect(store.getDeviceId()).toBe(first);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('replaces a stored device id the API would refuse', () => {
    const store = createTokenStore(createMemoryStorage({ 'gari.device_id': 'short' }), {
      newDeviceId: () => 'device-0001',
    });
    expect(store.getDeviceId()).toBe('device-0001');
  });

  it('keeps one device id for the page when the storage refuses writes', () => {
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    let n = 0;
    const store = createTokenStore(refusing, { newDeviceId: () => `device-000${++n}` });
    expect(store.getDeviceId()).toBe('device-0001');
    expect(store.getDeviceId()).toBe('device-0001');
    expect(() => store.setTokens('a', 'b')).not.toThrow();
  });

  it('country defaults to RW, is stored upper-case under gari.country, refuses bad codes', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage);
    expect(store.getCountry()).toBe('RW');
    store.setCountry('ke');
    expect(store.getCountry()).toBe('KE');
    expect(storage.getItem('gari.country')).toBe('KE');
    expect(() => store.setCountry('Kenya')).toThrow(RangeError);
    expect(store.getCountry()).toBe('KE');
    expect(createTokenStore(createMemoryStorage({ 'gari.country': 'xx1' })).getCountry()).toBe('RW');
    expect(createTokenStore(createMemoryStorage(), { defaultCountry: 'UG' }).getCountry()).toBe('UG');
  });

  it('uses memory when there is no localStorage (Node)', () => {
    const store = createTokenStore();
    store.setTokens('a', 'b');
    expect(store.getAccessToken()).toBe('a');
  });
});

describe('randomDeviceId', () => {
  it('falls back to getRandomValues when randomUUID is missing', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = randomDeviceId();
      const b = randomDeviceId();
      expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(a).not.toBe(b);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
