/**
 * Failure counters behind the account limits (issue #9 "Abuse-proof limits"): a count per key plus the
 * time of the last hit, forgotten `windowMs` after the LAST hit (a sliding idle window). Two stores:
 * Redis (shared by every API process, `REDIS_URL`) and a bounded in-memory map whose eviction can never
 * reset a hot key (a flood of fresh keys evicts the coldest, lowest-count keys first; a key at or over
 * `protectAt` hits is kept while colder keys exist).
 */
import type { Redis } from 'ioredis';

/** One counter's state: `count` hits, the last at `last` (epoch ms), gone at `expiresAt` (epoch ms). */
export interface CounterState {
  count: number;
  last: number;
  expiresAt: number;
}

/** A store of sliding-window counters. Every method is safe under concurrent calls. */
export interface CounterStore {
  /** Adds one hit to `key` (window `windowMs` from now) and returns the new state. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The state of `key`, or null when it has none (never counted, expired or reset). */
  peek(key: string): Promise<CounterState | null>;
  /** Forgets `key` (after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** Options of {@link memoryCounters}. */
export interface MemoryCounterOptions {
  /** Keys kept before eviction starts. @default 50_000 */
  maxKeys?: number;
  /** Keys with at least this many hits are evicted only when no colder key is left. @default 3 */
  protectAt?: number;
  /** Clock (epoch ms); tests move it. @default Date.now */
  now?: () => number;
}

/**
 * A bounded in-memory {@link CounterStore} for one process. When a new key would exceed `maxKeys`, one
 * pass drops expired keys, then the coldest keys (fewest hits, then oldest last hit) until 10% of the room
 * is free — but never a key with `protectAt` hits or more while a colder one exists. So flooding with
 * fresh keys (count 1) cannot push out a locked account's or IP's counter. Hot keys alone may take the map
 * to `2 × maxKeys`; past that the hot keys closest to expiry go first (each one cost `protectAt` real
 * failures, which the per-IP limit throttles).
 */
export function memoryCounters(options: MemoryCounterOptions = {}): CounterStore & { size(): number } {
  const maxKeys = options.maxKeys ?? 50_000;
  const protectAt = options.protectAt ?? 3;
  const now = options.now ?? Date.now;
  const map = new Map<string, CounterState>();
  /** Size at which the next eviction pass runs (passes free 10% of the room, so they stay rare). */
  let scanAt = maxKeys;

  function live(key: string, at: number): CounterState | null {
    const state = map.get(key);
    if (!state) return null;
    if (state.expiresAt <= at) {
      map.delete(key);
      return null;
    }
    return state;
  }

  function makeRoom(at: number): void {
    for (const [key, state] of map) if (state.expiresAt <= at) map.delete(key);
    if (map.size < maxKeys) return;
    const target = Math.floor(maxKeys * 0.9);
    const entries = [...map.entries()];
    const cold = entries
      .filter(([, s]) => s.count < protectAt)
      .sort((a, b) => a[1].count - b[1].count || a[1].last - b[1].last);
    for (const [key] of cold) {
      if (map.size <= target) return;
      map.delete(key);
    }
    if (map.size < 2 * maxKeys) return;
    const hot = entries
      .filter(([key]) => map.has(key))
      .sort((a, b) => a[1].expiresAt - b[1].expiresAt || a[1].count - b[1].count);
    for (const [key] of hot) {
      if (map.size <= target * 2) return;
      map.delete(key);
    }
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      const state = live(key, at);
      if (state) {
        state.count += 1;
        state.last = at;
        state.expiresAt = at + windowMs;
        return { ...state };
      }
      if (map.size >= scanAt) {
        makeRoom(at);
        scanAt = Math.max(maxKeys, map.size + Math.ceil(maxKeys / 10));
      }
      const fresh = { count: 1, last: at, expiresAt: at + windowMs };
      map.set(key, fresh);
      return { ...fresh };
    },
    async peek(key) {
      const state = live(key, now());
      return state ? { ...state } : null;
    },
    async reset(key) {
      map.delete(key);
    },
    size: () => map.size,
  };
}

/** Lua: HINCRBY count, HSET last, PEXPIRE window; returns [count, last]. Atomic in Redis. */
const HIT_SCRIPT = `
local c = redis.call('HINCRBY', KEYS[1], 'c', 1)
redis.call('HSET', KEYS[1], 'l', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return c`;

/**
 * A {@link CounterStore} in Redis: one hash per key (`c` count, `l` last hit) with a TTL of the window,
 * so counters are shared between processes and Redis' own memory policy is the only eviction. Keys are
 * prefixed with `prefix` (default `gari-ctr:`). Times come from this process' clock.
 */
export function redisCounters(redis: Redis, prefix = 'gari-ctr:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const at = Date.now();
      const count = Number(await redis.eval(HIT_SCRIPT, 1, prefix + key, String(at), String(windowMs)));
      return { count, last: at, expiresAt: at + windowMs };
    },
    async peek(key) {
      const [fields, ttl] = await Promise.all([redis.hgetall(prefix + key), redis.pttl(prefix + key)]);
      const count = Number(fields.c);
      if (!fields.c || !Number.isFinite(count) || ttl <= 0) return null;
      return { count, last: Number(fields.l) || 0, expiresAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * A store that uses `primary` (Redis) and falls back to `fallback` (in memory) for any call that fails,
 * so a Redis outage never turns a sign-in into a 500; `onError` hears about each failure.
 */
export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  onError: (error: unknown) => void = () => {},
): CounterStore {
  const guard =
    <A extends unknown[], R>(pick: (s: CounterStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await pick(primary)(...args);
      } catch (error) {
        onError(error);
        return pick(fallback)(...args);
      }
    };
  return {
    hit: guard((s) => s.hit),
    peek: guard((s) => s.peek),
    reset: guard((s) => s.reset),
  };
}
