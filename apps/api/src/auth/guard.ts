/**
 * Bearer authentication (spec §4 Session, §6): checks the access token AND that its session row is
 * neither revoked nor expired on every request, so a revoked session is refused at once.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessions, users } from '../db/schema';
import { unauthenticated } from '../errors';
import { verifyAccessToken } from './tokens';

/** Rows of the signed-in member and the session of the presented access token. */
export interface AuthState {
  user: typeof users.$inferSelect;
  session: typeof sessions.$inferSelect;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link authenticate}; null on routes without it. */
    auth: AuthState | null;
  }
}

/** `last_seen_at` is written at most once per this interval (ms). */
export const LAST_SEEN_INTERVAL_MS = 60_000;

/** Reads the bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Builds the preHandler that requires a valid access token of a live session. Sets `request.auth`.
 * Errors: 401 `{ message: 'Unauthenticated.' }` for a missing, malformed, expired or revoked token.
 */
export function authenticate(ctx: AppContext) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await verifyAccessToken(ctx.key, token);
    if (!claims) throw unauthenticated();
    const [row] = await ctx.db
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)))
      .limit(1);
    const now = Date.now();
    if (!row || row.session.revokedAt || row.session.refreshExpiresAt.getTime() <= now)
      throw unauthenticated();
    if (now - row.session.lastSeenAt.getTime() > LAST_SEEN_INTERVAL_MS) {
      const lastSeenAt = new Date(now);
      await ctx.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, row.session.id));
      row.session.lastSeenAt = lastSeenAt;
    }
    request.auth = row;
  };
}

/** The auth state of a request that went through {@link authenticate} (401 if it did not). */
export function requireAuthState(request: FastifyRequest): AuthState {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
