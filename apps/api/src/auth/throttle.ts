/**
 * Sign-in and reset-mail throttling (issue #9 findings 4, 6, 10; OWASP ASVS 2.2, credential-stuffing and
 * lockout guidance). Counters live in a {@link CounterStore} (Redis with `REDIS_URL`, else a bounded
 * in-memory map that flooding cannot empty of hot keys).
 *
 * Sign-in:
 * - per account (all IPs): the first `loginFailures.max` failures are free; after the n-th failure
 *   (n ≥ max) a sign-in from an unknown device must wait 2^(n − max + 1) seconds (capped at
 *   `loginMaxDelayS`) after that failure: 429 with Retry-After. Progressive delay, not a lockout: one try
 *   per delay stays possible, and refused tries are not counted. Forgotten `loginFailures.timeWindow` ms
 *   after the last failure; a successful sign-in forgets it.
 * - a known device (the `device_id` had a session on that account before) is exempt from the account
 *   and per-IP counters: it has its own counter per account and device with the same progressive delay,
 *   so other clients' failures never lock it out.
 * - per IP across emails: `loginFailuresPerIp.max` failures per sliding `timeWindow` → 429 until it ends.
 *
 * Reset mail (`POST /password/forgot`): `forgot.max` per email (any IP) and `forgotPerIp.max` per IP
 * (any email) per window.
 */
import type { CounterState, CounterStore } from '../counters';

/** One window: at most `max` counted events per `timeWindow` ms. */
export interface ThrottleWindow {
  max: number;
  timeWindow: number;
}

/** The limits {@link createThrottle} applies. */
export interface ThrottleLimits {
  /** Per account: free failures before the delays start; forgotten `timeWindow` ms after the last one. */
  loginFailures: ThrottleWindow;
  /** Longest wait (seconds) the progressive delay asks for. */
  loginMaxDelayS: number;
  /** Failed sign-ins per IP across emails (unknown devices only). */
  loginFailuresPerIp: ThrottleWindow;
  /** Reset mails asked for one email, from any IP. */
  forgot: ThrottleWindow;
  /** Reset mails asked from one IP, for any email. */
  forgotPerIp: ThrottleWindow;
}

/** Who is signing in: the client IP, the normalised email, and the device when it is known. */
export interface LoginAttempt {
  ip: string;
  email: string;
  /** The device id when it had a session on this account before; undefined for unknown devices. */
  knownDevice?: string | undefined;
}

/** The throttle of the account routes. Every method returns a wait in whole seconds, or 0 to go on. */
export interface Throttle {
  /** Before the password is checked: seconds to wait (answer 429 with Retry-After), or 0. */
  loginWait(attempt: LoginAttempt): Promise<number>;
  /** Counts a failed sign-in (wrong password or unknown email). */
  loginFailed(attempt: LoginAttempt): Promise<void>;
  /** Forgets the account's (or known device's) failures after a successful sign-in. */
  loginSucceeded(attempt: LoginAttempt): Promise<void>;
  /** Counts a reset-mail request; seconds to wait when it is over a limit (then nothing is sent). */
  forgotWait(ip: string, email: string): Promise<number>;
}

const accountKey = (a: LoginAttempt) =>
  a.knownDevice ? `login:dev:${a.email}|${a.knownDevice}` : `login:acct:${a.email}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/** Seconds from `at` until `until` (epoch ms), at least 1. */
const secondsUntil = (until: number, at: number) => Math.max(1, Math.ceil((until - at) / 1000));

/**
 * The progressive delay (seconds) after `failures` failures with `free` free ones: 0 below `free`, then
 * 2, 4, 8, … capped at `maxDelayS`.
 */
export function progressiveDelay(failures: number, free: number, maxDelayS: number): number {
  if (failures < free) return 0;
  return Math.min(maxDelayS, 2 ** Math.min(30, failures - free + 1));
}

/** Builds the {@link Throttle} over `store` with `limits`; `now` (epoch ms) is for tests. */
export function createThrottle(
  store: CounterStore,
  limits: ThrottleLimits,
  now: () => number = Date.now,
): Throttle {
  const accountWait = (state: CounterState | null, at: number): number => {
    if (!state) return 0;
    const delay = progressiveDelay(state.count, limits.loginFailures.max, limits.loginMaxDelayS);
    const until = state.last + delay * 1000;
    return delay > 0 && until > at ? secondsUntil(until, at) : 0;
  };
  return {
    async loginWait(attempt) {
      const at = now();
      const [account, ip] = await Promise.all([
        store.peek(accountKey(attempt)),
        attempt.knownDevice ? null : store.peek(ipKey(attempt.ip)),
      ]);
      const ipWait = ip && ip.count >= limits.loginFailuresPerIp.max ? secondsUntil(ip.expiresAt, at) : 0;
      return Math.max(ipWait, accountWait(account, at));
    },
    async loginFailed(attempt) {
      await Promise.all([
        store.hit(accountKey(attempt), limits.loginFailures.timeWindow),
        attempt.knownDevice ? null : store.hit(ipKey(attempt.ip), limits.loginFailuresPerIp.timeWindow),
      ]);
    },
    async loginSucceeded(attempt) {
      await store.reset(accountKey(attempt));
    },
    async forgotWait(ip, email) {
      const at = now();
      const emailKey = `forgot:email:${email}`;
      const ipOnly = `forgot:ip:${ip}`;
      // Refused requests are not counted, so a hammered email's window still ends.
      const [byEmail, byIp] = await Promise.all([store.peek(emailKey), store.peek(ipOnly)]);
      const wait = Math.max(
        byEmail && byEmail.count >= limits.forgot.max ? secondsUntil(byEmail.expiresAt, at) : 0,
        byIp && byIp.count >= limits.forgotPerIp.max ? secondsUntil(byIp.expiresAt, at) : 0,
      );
      if (wait > 0) return wait;
      await Promise.all([
        store.hit(emailKey, limits.forgot.timeWindow),
        store.hit(ipOnly, limits.forgotPerIp.timeWindow),
      ]);
      return 0;
    },
  };
}
