/**
 * `createAuthClient(core)`: accounts and sessions (spec §4 Session/Login/Forgot password/Verify email,
 * §7, §8, §9 session check cached 60 s). See `createGariClient` in `./gari` for the notes per method.
 */
import type { ChangePasswordResponse, TokenResponse, User } from '@gari/contract/auth';
import { authPaths as p } from '@gari/contract/paths';
import { type Core, list, whole, withFallback } from './core';
import { withDerived } from './derive';
import { ApiError, isApiError } from './errors';
import type { AuthClient, GariApi } from './types';

/** How long `auth.me()` keeps its answer (spec §9 "Session check cached 60 s"), in ms. */
export const ME_CACHE_MS = 60_000;
/** Message when a login answer carries no access token (spec §8 Login special case). */
export const NO_TOKEN_MESSAGE = 'No token received';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** GET /users/me answers `{ data }`, `{ user }` or the bare user (spec §7). */
const userData = (raw: unknown): unknown =>
  isRecord(raw) && isRecord(raw.data) ? raw.data : isRecord(raw) && isRecord(raw.user) ? raw.user : raw;

/** A user object as the API sends it (enough to trust it without the contract's schema). */
const looksLikeUser = (v: unknown): v is User =>
  isRecord(v) && typeof v.id === 'number' && typeof v.email === 'string' && 'email_verified_at' in v;

/** The auth part plus `forgetMe()`, which the composer calls when a refused refresh signs out. */
export type AuthPart = GariApi['auth'] & {
  /** Drops the session-check cache (identity changed). */
  forgetMe(): void;
};

/**
 * Auth routes the methods call under other names, so not derived: the legacy and fallback paths `login`,
 * `logout` and `me` fall back to, `refresh` (the transport's), and `updateMe` (`updateProfile`).
 */
export const AUTH_COVERED = ['legacyLogin', 'refresh', 'legacyLogout', 'updateMe', 'meFallback'] as const;

/**
 * Creates the auth part over `core`. `now` is the clock of the 60 s session-check cache (ms since the
 * epoch).
 */
export function createAuthClient(core: Core, now: () => number = Date.now): AuthPart {
  const { store } = core;
  const schemas = core.answerSchemas;
  let meCache: { user: User; at: number } | null = null;
  let meInFlight: Promise<User> | null = null;
  /** Bumped whenever the signed-in identity changes, so a stale in-flight `me()` is not cached. */
  let generation = 0;
  const forgetMe = () => {
    meCache = null;
    meInFlight = null;
    generation += 1;
  };

  /**
   * `GET /users/me`; on a 401 that the refresh and replay did not cure (tokens still stored), the
   * spec's fallback `GET /test/users/me` (§7). When the fallback fails too, the first error is thrown.
   */
  function fetchMe(): Promise<User> {
    const o = { select: userData, expect: 'object' } as const;
    return withFallback(
      () => core.call<User>(p.me, o),
      () => core.call<User>(p.meFallback, { ...o, retryOn401: false }),
      {
        when: (error) => isApiError(error) && error.status === 401 && store.getAccessToken() !== null,
        keepFirst: () => true,
      },
    );
  }

  function me(opts: { force?: boolean } = {}): Promise<User> {
    if (!opts.force && meCache && now() - meCache.at < ME_CACHE_MS) return Promise.resolve(meCache.user);
    if (!opts.force && meInFlight) return meInFlight;
    const gen = generation;
    const call = fetchMe().then(
      (user) => {
        if (gen === generation) meCache = { user, at: now() };
        return user;
      },
      (error: unknown) => {
        if (gen === generation) meCache = null;
        throw error;
      },
    );
    const tracked = call.finally(() => {
      if (meInFlight === tracked) meInFlight = null;
    });
    meInFlight = tracked;
    return tracked;
  }

  /** The user of a login answer: checked by its shape (and the schema when given); null if unusable. */
  function readUser(value: unknown): User | null {
    if (!looksLikeUser(value)) return null;
    const schema = schemas?.[p.me.id];
    if (schema && !schema.safeParse({ data: value }).success) return null;
    return value;
  }

  /** Reads a login answer (current or legacy shape) into a TokenResponse; throws 'No token received'. */
  async function readLogin(raw: unknown, path: string): Promise<TokenResponse> {
    const body = isRecord(raw) ? (isRecord(raw.data) && !('access_token' in raw) ? raw.data : raw) : {};
    const access =
      typeof body.access_token === 'string'
        ? body.access_token
        : typeof body.token === 'string'
          ? body.token
          : '';
    if (access === '')
      throw new ApiError({ status: 200, method: 'POST', path, message: NO_TOKEN_MESSAGE, body: raw });
    const refresh = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    store.setTokens(access, refresh);
    forgetMe();
    let user: User;
    try {
      user = readUser(body.user) ?? (await me({ force: true }));
    } catch (error) {
      store.clearTokens(); // a login that cannot tell who signed in leaves nothing behind
      throw error;
    }
    return {
      token_type: 'Bearer',
      access_token: access,
      expires_in: typeof body.expires_in === 'number' ? body.expires_in : 0,
      refresh_token: refresh,
      device_id: typeof body.device_id === 'string' ? body.device_id : store.getDeviceId(),
      session_id: typeof body.session_id === 'number' ? body.session_id : 0,
      email_verified:
        typeof body.email_verified === 'boolean' ? body.email_verified : user.email_verified_at !== null,
      user,
    };
  }

  /** POSTs credentials; a 2xx answer that is not JSON (an HTML page) counts as a missing route (404). */
  async function postLogin(route: typeof p.login | typeof p.legacyLogin, payload: object) {
    const raw = await core.call<unknown>(route, { body: payload, retryOn401: false });
    if (typeof raw === 'string')
      throw new ApiError({ status: 404, method: 'POST', path: route.path, body: raw });
    return { raw, path: route.path };
  }

  /** Stores the tokens of a login answer and primes the session check with its user. */
  async function signIn({ raw, path }: { raw: unknown; path: string }): Promise<TokenResponse> {
    const tokens = await readLogin(raw, path);
    store.setTokens(tokens.access_token, tokens.refresh_token);
    forgetMe();
    meCache = { user: tokens.user, at: now() };
    return tokens;
  }

  const credentials = (body: object) => ({ ...body, device_id: store.getDeviceId() });

  const methods: AuthClient & Pick<AuthPart, 'forgetMe'> = {
    forgetMe,

    async login(body) {
      const payload = credentials(body);
      // Spec §4 Login fallback: the legacy POST /login when POST /auth/login is missing.
      const answer = await withFallback(
        () => postLogin(p.login, payload),
        () => postLogin(p.legacyLogin, payload),
      );
      return signIn(answer);
    },

    register: (body) => core.call(p.register, { ...whole, body }),

    logout() {
      const body = { device_id: store.getDeviceId() };
      const signOut = { body, quietSignOut: true, partOfSignOut: true };
      return core.endSession(async () => {
        try {
          await withFallback(
            () => core.call(p.logout, signOut),
            () => core.call(p.legacyLogout, signOut),
          );
        } catch {
          // Spec §8: "logout API failure is ignored and tokens are cleared".
        } finally {
          store.clearTokens();
          forgetMe();
        }
      });
    },

    me,

    forgotPassword: (body) => core.call(p.forgotPassword, { ...whole, body }),
    resetPassword: (body) => core.call(p.resetPassword, { ...whole, body }),
    async verifyEmail(body) {
      // Issue #16: signed out, the link signs this device in; signed in, the session is kept.
      const wantSession = store.getAccessToken() === null;
      const raw = await core.call<unknown>(p.verifyEmail, {
        ...whole,
        body: wantSession ? { ...body, sign_in: true, device_id: store.getDeviceId() } : body,
      });
      forgetMe(); // email_verified_at changed
      const answer = isRecord(raw) ? raw : {};
      const message = typeof answer.message === 'string' ? answer.message : '';
      if (wantSession && isRecord(answer.session) && typeof answer.session.access_token === 'string') {
        const tokens = await signIn({ raw: answer.session, path: p.verifyEmail.path });
        return { message, session: tokens };
      }
      return { message, session: null };
    },

    async updateProfile(body) {
      const updated = await core.call<User>(p.updateMe, { body, select: userData, expect: 'object' });
      forgetMe();
      meCache = { user: updated, at: now() };
      return updated;
    },

    changePassword: (body) => core.call<ChangePasswordResponse>(p.changePassword, { ...whole, body }),

    async uploadAvatar(file, filename = 'avatar.jpg', options = {}) {
      const body = new FormData();
      body.append('avatar', file, filename);
      const updated = await core.call<User>(p.uploadAvatar, {
        body,
        select: userData,
        expect: 'object',
        onUploadProgress: options.onProgress,
        signal: options.signal,
      });
      forgetMe();
      meCache = { user: updated, at: now() };
      return updated;
    },

    async removeAvatar() {
      const updated = await core.call<User>(p.removeAvatar, { select: userData, expect: 'object' });
      forgetMe();
      meCache = { user: updated, at: now() };
      return updated;
    },
    resendVerification: () => core.call(p.resendVerification, whole),

    async sessions() {
      try {
        return await core.call(p.sessions, list);
      } catch {
        return []; // spec §8 "session list failure gives an empty list"
      }
    },

    async revokeSession(id) {
      await core.call(p.revokeSession, { params: { id } });
    },

    async revokeAllSessions() {
      const sessions = await core.call<Awaited<ReturnType<GariApi['auth']['sessions']>>>(p.sessions, list);
      const ordered = [...sessions.filter((s) => !s.current), ...sessions.filter((s) => s.current)];
      let firstError: unknown = null;
      for (const session of ordered) {
        try {
          await core.call(p.revokeSession, { params: { id: session.id } });
          if (session.current) {
            store.clearTokens();
            forgetMe();
          }
        } catch (error) {
          firstError ??= error;
        }
      }
      if (firstError !== null) throw firstError;
    },
  };
  return withDerived(core, p, methods, AUTH_COVERED);
}
