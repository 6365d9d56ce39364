/**
 * Account routes under /api/v1 (spec §2 Accounts, §4 Session/Login/Forgot password/Verify email, §5, §7):
 * register, login (+ legacy /login), refresh, logout (+ legacy /logout), me, forgot/reset password,
 * email verification and resend, session list and revoke.
 */
import { routes } from '@gari/contract/routes';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../context';
import { sessions, users } from '../db/schema';
import { firstOrNotFound, HttpError, invalid, unauthenticated } from '../errors';
import { register } from '../http/route';
import { requestLanguage } from '../mail/language';
import { changePassword, updateProfile } from './account';
import { authenticate, requireAuthState } from './guard';
import {
  consumeResetToken,
  counterStore,
  headerDeviceId,
  isKnownDevice,
  isUniqueViolation,
  openSession,
  revokeAllSessions,
  rotateRefreshToken,
  sendResetMail,
  sendVerificationMail,
  toSession,
  toUser,
  usernameBase,
} from './service';
import { createThrottle, type ThrottleLimits } from './throttle';
import { hashPassword, safeEqual, verificationHash, verifyPassword } from './tokens';

/** Texts of the account answers (spec §5, §8 where it gives them). */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailTaken: 'The email has already been taken.',
  invalidCredentials: 'Invalid email or password',
  loggedOut: 'Logged out successfully.',
  forgotSent: 'If an account exists for that email, we have sent a password reset link.',
  resetInvalid: 'This password reset link is invalid or expired.',
  resetDone: 'Your password has been reset. You can now sign in.',
  verifyInvalid: 'The verification link is invalid or has expired.',
  verified: 'Email verified.',
  alreadyVerified: 'Email already verified.',
  verificationSent: 'Verification link sent.',
  refreshInvalid: 'Invalid refresh token.',
  refreshReused: 'This refresh token was already used; the session has been revoked.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionRevoked: 'Session revoked.',
  sessionNotFound: 'Session not found.',
  passwordChanged: 'Password changed. Every other session has been signed out.',
} as const;

/** One rate-limit window: at most `max` counted requests per `timeWindow` ms. */
export interface LimitWindow {
  max: number;
  timeWindow: number;
}
/** Rate-limit windows of the account routes (sign-in and reset-mail semantics: see `throttle.ts`). */
export interface AuthLimits extends ThrottleLimits {
  register: LimitWindow;
  resend: LimitWindow;
  /** Password changes per IP (a stolen access token must not guess the current password freely). */
  changePassword: LimitWindow;
}

/** Default limits of the account routes (issue #2: 429 with Retry-After; issue #9: abuse-proof). */
export const AUTH_LIMITS: AuthLimits = {
  /** Per account, all IPs: 5 free failures, then waits of 2, 4, 8 … s; forgotten 1 h after the last. */
  loginFailures: { max: 5, timeWindow: 60 * 60_000 },
  /** Longest progressive wait: 15 minutes. */
  loginMaxDelayS: 15 * 60,
  /** Failed sign-ins per IP across emails (unknown devices), per sliding 15 minutes. */
  loginFailuresPerIp: { max: 15, timeWindow: 15 * 60_000 },
  /** Registrations per IP. */
  register: { max: 10, timeWindow: 15 * 60_000 },
  /** Reset-link requests per email, from any IP. */
  forgot: { max: 5, timeWindow: 15 * 60_000 },
  /** Reset-link requests per IP, for any email. */
  forgotPerIp: { max: 10, timeWindow: 15 * 60_000 },
  /** Verification-mail resends per IP. */
  resend: { max: 6, timeWindow: 15 * 60_000 },
  /** Password-change tries per IP. */
  changePassword: { max: 10, timeWindow: 15 * 60_000 },
};

/** Human text for a wait of `seconds`. */
function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** The 429 error every limited account route throws. */
export function tooManyAttempts(seconds: number): HttpError {
  return new HttpError(429, `Too many attempts. Please try again in ${waitText(Math.max(1, seconds))}.`);
}

/** Dummy argon2 hash so unknown emails cost as much as wrong passwords (no account enumeration by timing). */
let dummyHash: Promise<string> | undefined;

/**
 * Registers the account routes. See each route's docstring-like summary in the OpenAPI document.
 * Errors: 401 invalid credentials/tokens, 404 unknown session, 422 invalid fields, 429 rate limit.
 */
export async function authRoutes(fastify: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireAuth = authenticate(ctx);
  const limits: AuthLimits = { ...AUTH_LIMITS, ...ctx.limits };
  const throttle = createThrottle(counterStore(ctx, fastify), limits);
  const limitError = (_req: FastifyRequest, context: { ttl: number }) =>
    tooManyAttempts(Math.ceil(context.ttl / 1000));

  /**
   * POST /auth/login and POST /login (same handler). Throttled before the password is checked (see
   * `throttle.ts`): progressive delay per account for unknown devices, per-IP failure limit; a device
   * that had a session on the account is exempt from both. 429 with Retry-After.
   */
  for (const route of [routes.auth.login, routes.auth.legacyLogin]) {
    // biome-ignore format: handler kept at its indentation (smaller merges)
    register(
      app,
      route,
      {},
      async (request, reply) => {
        const body = request.body;
        const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email)).limit(1);
        const deviceId = body.device_id ?? headerDeviceId(request);
        const attempt = {
          ip: request.ip,
          email: body.email,
          knownDevice:
            user && deviceId && (await isKnownDevice(ctx, user.id, deviceId)) ? deviceId : undefined,
        };
        const wait = await throttle.loginWait(attempt);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw tooManyAttempts(wait);
        }
        let ok = false;
        if (user) {
          ok = await verifyPassword(user.passwordHash, body.password);
        } else {
          dummyHash ??= hashPassword('not-a-real-password');
          await verifyPassword(await dummyHash, body.password);
        }
        if (!user || !ok) {
          await throttle.loginFailed(attempt);
          throw unauthenticated(AUTH_MESSAGES.invalidCredentials);
        }
        await throttle.loginSucceeded(attempt);
        return openSession(ctx, request, user, { deviceId: body.device_id, remember: body.remember });
      },
    );
  }

  register(
    app,
    routes.auth.register,
    {
      config: {
        rateLimit: { ...limits.register, errorResponseBuilder: limitError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [taken] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.email))
        .limit(1);
      if (taken) throw invalid({ email: [AUTH_MESSAGES.emailTaken] });
      const passwordHash = await hashPassword(body.password);
      const base = usernameBase(body.email);
      let user: typeof users.$inferSelect | undefined;
      for (let attempt = 0; !user; attempt++) {
        const username = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
        try {
          [user] = await ctx.db
            .insert(users)
            .values({ name: body.name, email: body.email, username, country: body.country, passwordHash })
            .returning();
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_unique'))
            throw invalid({ email: [AUTH_MESSAGES.emailTaken] });
          if (!isUniqueViolation(error, 'users_username_unique') || attempt >= 5) throw error;
        }
      }
      try {
        await sendVerificationMail(ctx, user, {
          next: body.next,
          requestLanguage: requestLanguage(request.headers),
        });
      } catch (error) {
        request.log.error({ err: error }, 'verification mail failed');
      }
      return reply.status(201).send({ message: AUTH_MESSAGES.registered, user: toUser(user) });
    },
  );

  // biome-ignore format: handler kept at its indentation (smaller merges)
  register(
    app,
    routes.auth.refresh,
    {},
    async (request) => {
      const outcome = await rotateRefreshToken(ctx, request.body.refresh_token, request.body.device_id);
      if (outcome.kind === 'ok') return outcome.tokens;
      if (outcome.kind === 'reused') throw unauthenticated(AUTH_MESSAGES.refreshReused);
      if (outcome.kind === 'expired') throw unauthenticated(AUTH_MESSAGES.sessionExpired);
      throw unauthenticated(AUTH_MESSAGES.refreshInvalid);
    },
  );

  for (const route of [routes.auth.logout, routes.auth.legacyLogout]) {
    register(
      app,
      route,
      {
        onRequest: requireAuth,
      },
      async (request) => {
        const { session } = requireAuthState(request);
        await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
        return { message: AUTH_MESSAGES.loggedOut };
      },
    );
  }

  // `/test/users/me` is the spec's fallback path of `/users/me` (§7): the same call, same bearer.
  for (const route of [routes.auth.me, routes.auth.meFallback]) {
    register(
      app,
      route,
      {
        onRequest: requireAuth,
      },
      async (request) => ({ data: toUser(requireAuthState(request).user) }),
    );
  }

  /**
   * PATCH /users/me (issue #16 Profile): name, phone (E.164 for the member's country), country.
   * 401 without a valid token; 422 naming the field (`phone`: 'Phone: enter a valid mobile number for …').
   */
  register(
    app,
    routes.auth.updateMe,
    {
      onRequest: requireAuth,
    },
    async (request) => ({ data: await updateProfile(ctx, requireAuthState(request).user, request.body) }),
  );

  /**
   * POST /users/me/password (issue #16 Profile): wrong current password → 422 on `current_password`;
   * success stores the new argon2id hash and revokes every other session in one transaction.
   */
  register(
    app,
    routes.auth.changePassword,
    {
      onRequest: requireAuth,
      config: { rateLimit: { ...limits.changePassword, errorResponseBuilder: limitError } },
    },
    async (request) => {
      const { user, session } = requireAuthState(request);
      const { sessionsEnded } = await changePassword(ctx, user, session.id, request.body);
      return { message: AUTH_MESSAGES.passwordChanged, sessions_ended: sessionsEnded };
    },
  );

  register(app, routes.auth.forgotPassword, {}, async (request, reply) => {
    const wait = await throttle.forgotWait(request.ip, request.body.email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyAttempts(wait);
    }
    const [user] = await ctx.db.select().from(users).where(eq(users.email, request.body.email)).limit(1);
    if (user) {
      try {
        await sendResetMail(ctx, user, requestLanguage(request.headers));
      } catch (error) {
        request.log.error({ err: error }, 'reset mail failed');
      }
    }
    return { message: AUTH_MESSAGES.forgotSent };
  });

  // biome-ignore format: handler kept at its indentation (smaller merges)
  register(
    app,
    routes.auth.resetPassword,
    {},
    async (request) => {
      const body = request.body;
      const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email)).limit(1);
      if (!user || !(await consumeResetToken(ctx, user.id, body.token))) {
        throw invalid({ token: [AUTH_MESSAGES.resetInvalid] });
      }
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(users.id, user.id));
      await revokeAllSessions(ctx, user.id);
      return { message: AUTH_MESSAGES.resetDone };
    },
  );

  register(
    app,
    routes.auth.resendVerification,
    {
      onRequest: requireAuth,
      config: { rateLimit: { ...limits.resend, errorResponseBuilder: limitError } },
    },
    async (request) => {
      const { user } = requireAuthState(request);
      if (user.emailVerifiedAt) return { message: AUTH_MESSAGES.alreadyVerified };
      await sendVerificationMail(ctx, user, { requestLanguage: requestLanguage(request.headers) });
      return { message: AUTH_MESSAGES.verificationSent };
    },
  );

  // biome-ignore format: handler kept at its indentation (smaller merges)
  register(
    app,
    routes.auth.verifyEmail,
    {},
    async (request) => {
      const { id, hash, expires } = request.body;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
      const expected = user && verificationHash(ctx.config.jwtSecret, user.id, user.email, expires);
      const expired = expires !== undefined && expires * 1000 <= Date.now();
      if (!user || !expected || !safeEqual(hash, expected) || expired) {
        throw new HttpError(403, AUTH_MESSAGES.verifyInvalid);
      }
      if (user.emailVerifiedAt) return { message: AUTH_MESSAGES.alreadyVerified, session: null };
      // Only the first use marks the address (and may sign in): a concurrent second use sees no row.
      const [verified] = await ctx.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
        .returning();
      if (!verified) return { message: AUTH_MESSAGES.alreadyVerified, session: null };
      // Issue #16 Verify → signed in: a link with an expiry (every link mailed since) opens a session on
      // this device when the client asks (it has none of its own).
      const signIn = request.body.sign_in === true && expires !== undefined;
      const session = signIn
        ? await openSession(ctx, request, verified, {
            deviceId: request.body.device_id ?? headerDeviceId(request),
          })
        : null;
      return { message: AUTH_MESSAGES.verified, session };
    },
  );

  register(
    app,
    routes.auth.sessions,
    {
      onRequest: requireAuth,
    },
    async (request) => {
      const { user, session } = requireAuthState(request);
      const rows = await ctx.db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, user.id),
            isNull(sessions.revokedAt),
            gt(sessions.refreshExpiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
      return { data: rows.map((row) => toSession(row, session.id)) };
    },
  );

  register(
    app,
    routes.auth.revokeSession,
    {
      onRequest: requireAuth,
    },
    async (request) => {
      const { user } = requireAuthState(request);
      const row = await firstOrNotFound(
        ctx.db
          .select({ id: sessions.id, revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, user.id))),
        AUTH_MESSAGES.sessionNotFound,
      );
      if (!row.revokedAt) {
        await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.id));
      }
      return { message: AUTH_MESSAGES.sessionRevoked };
    },
  );
}
