/**
 * Where the client keeps what survives a reload: access token, refresh token, device id and country
 * (spec §9 "Local storage keys hold the token, refresh token, device id and country"; spec §4 Session,
 * Country/Device).
 */
import { COUNTRY_CODE_PATTERN, DEFAULT_COUNTRY } from '@gari/contract/countries';
import type { TokenStore } from './types';

/** The subset of the Web Storage API the store needs (`localStorage`, `sessionStorage` or a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Local storage keys (spec §9). */
export const STORAGE_KEYS = {
  accessToken: 'gari.token',
  refreshToken: 'gari.refresh_token',
  deviceId: 'gari.device_id',
  country: 'gari.country',
} as const;

/** Prefix of the developer bypass tokens that are thrown away at start (spec §4 Session). */
export const DEV_BYPASS_PREFIX = 'dev-bypass';

export interface TokenStoreOptions {
  /**
   * Makes the device id the first time one is needed.
   * @default `crypto.randomUUID()` (with a `crypto.getRandomValues()` v4 UUID where randomUUID is
   * missing, e.g. a page served over plain http on a LAN address)
   */
  newDeviceId?: () => string;
  /**
   * Country when none is stored (spec §4 Country).
   * @default 'RW'
   */
  defaultCountry?: string;
}

/**
 * An in-memory {@link StorageLike} for tests, server rendering and browsers where `localStorage` is
 * blocked (sandboxed iframes of the embeddable widgets).
 *
 * @param initial entries to start with, e.g. `{ 'gari.token': 'dev-bypass-1' }`.
 */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** `globalThis.localStorage` when it exists and can be used, else `null` (Node, blocked storage). */
export function browserStorage(): StorageLike | null {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (!storage) return null;
    const probe = '__gari_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Access throws a SecurityError when storage is disabled (privacy mode, sandboxed iframe).
    return null;
  }
}

/** A random RFC 4122 version-4 UUID, from `crypto.randomUUID()` or `crypto.getRandomValues()`. */
export function randomDeviceId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A device id the API accepts (`DeviceId` of the contract: 8 to 100 characters). */
const validDeviceId = (id: string | null): id is string => id !== null && id.length >= 8 && id.length <= 100;

/**
 * Creates the {@link TokenStore} of the client on top of a Web Storage.
 *
 * - Access token under `gari.token`, refresh token under `gari.refresh_token`; a stored access token
 *   starting with 'dev-bypass' is removed when the store is created (spec §4 Session), and so is a
 *   refresh token with that prefix.
 * - Device id under `gari.device_id`: made once (random UUID) the first time it is asked for and kept
 *   (spec §4 Device id); a stored value the API would refuse (not 8..100 characters) is replaced.
 * - Country under `gari.country`: a two-letter upper-case code, default 'RW' (spec §4 Country).
 *
 * Writes that the browser refuses (quota, privacy mode) are ignored: the session then lasts until the
 * page is closed, which is better than an exception in the middle of a login.
 *
 * @param storage where to keep the values. @default `localStorage`, or memory where there is none
 * @param opts see {@link TokenStoreOptions}
 */
export function createTokenStore(
  storage: StorageLike = browserStorage() ?? createMemoryStorage(),
  opts: TokenStoreOptions = {},
): TokenStore {
  const newDeviceId = opts.newDeviceId ?? randomDeviceId;
  const defaultCountry = opts.defaultCountry ?? DEFAULT_COUNTRY;

  const read = (key: string): string | null => {
    try {
      const value = storage.getItem(key);
      return value === null || value === '' ? null : value;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null || value === '') storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Quota or privacy-mode refusal: see the docstring.
    }
  };

  let deviceId: string | null = null;
  for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken]) {
    if (read(key)?.startsWith(DEV_BYPASS_PREFIX)) write(key, null);
  }

  return {
    getAccessToken: () => read(STORAGE_KEYS.accessToken),
    getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
    setTokens(access, refresh) {
      write(STORAGE_KEYS.accessToken, access);
      write(STORAGE_KEYS.refreshToken, refresh);
    },
    clearTokens() {
      write(STORAGE_KEYS.accessToken, null);
      write(STORAGE_KEYS.refreshToken, null);
    },
    getDeviceId() {
      const stored = read(STORAGE_KEYS.deviceId);
      if (validDeviceId(stored)) return stored;
      // Kept in memory too, so a refused write still gives one id for the life of the page.
      deviceId ??= newDeviceId();
      write(STORAGE_KEYS.deviceId, deviceId);
      return deviceId;
    },
    getCountry() {
      const stored = read(STORAGE_KEYS.country);
      return stored !== null && COUNTRY_CODE_PATTERN.test(stored) ? stored : defaultCountry;
    },
    setCountry(code) {
      const upper = code.trim().toUpperCase();
      if (!COUNTRY_CODE_PATTERN.test(upper)) {
        throw new RangeError(`Not a two-letter country code: '${code}'.`);
      }
      write(STORAGE_KEYS.country, upper);
    },
  };
}
