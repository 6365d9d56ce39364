/**
 * Account logic behind the auth routes (spec §4 Session/Login, §5, §7): sessions, token pairs,
 * verification and reset mails. Routes stay thin; this file talks to the database.
 */
import { randomUUID } from 'node:crypto';
import type { Session, TokenResponse, User } from '@gari/contract/auth';
import { type Language, parseLanguage } from '@gari/contract/locale';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { type CounterStore, memoryCounters, redisCounters, withFallback } from '../counters';
import { passwordResets, sessions, users } from '../db/schema';
import { recipientOf } from '../mail/language';
import { AUTH_TEXTS } from '../mail/texts/auth';
import { pictureOf } from '../photos/store';
import { openSuccessor, REFRESH_GRACE_MS, sealSuccessor } from './grace';
import {
  ACCESS_TOKEN_TTL_S,
  hashToken,
  newOpaqueToken,
  REFRESH_TTL_MS,
  REFRESH_TTL_REMEMBER_MS,
  RESET_TOKEN_TTL_MS,
  signAccessToken,
  verificationHash,
} from './tokens';

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

/** The contract `User` of a row (spec §3 User); dates as ISO 8601. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    country: row.country,
    phone: row.phone,
    email_verified_at: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    avatar: pictureOf('avatar', row.avatarKey),
    language: parseLanguage(row.language),
  };
}

/** The contract `Session` of a row; `current` marks the caller's own session. */
export function toSession(row: SessionRow, currentId: number): Session {
  return {
    id: row.id,
    device_id: row.deviceId,
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    last_seen_at: row.lastSeenAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    current: row.id === currentId,
  };
}

/** Refresh lifetime (ms) for a session with or without "Remember me". */
export const refreshTtl = (remember: boolean) => (remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_MS);

/** Builds the tokens answer for a session whose refresh token is `refreshToken`. */
export async function tokenResponse(
  ctx: AppContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  return {
    token_type: 'Bearer',
    access_token: await signAccessToken(ctx.key, user.id, session.id),
    expires_in: ACCESS_TOKEN_TTL_S,
    refresh_token: refreshToken,
    device_id: session.deviceId,
    session_id: session.id,
    email_verified: user.emailVerifiedAt !== null,
    user: toUser(user),
  };
}

/**
 * Opens a session for `user` on `deviceId` (a new random one when absent) and returns its tokens.
 * A device holds one live session per member: an older live session of the same device is revoked.
 */
export async function openSession(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  opts: { deviceId?: string | undefined; remember?: boolean | undefined },
): Promise<TokenResponse> {
  const deviceId = opts.deviceId ?? randomUUID();
  const remember = opts.remember ?? false;
  const refreshToken = newOpaqueToken();
  const now = new Date();
  const session = await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        deviceId,
        refreshTokenHash: hashToken(refreshToken),
        remember,
        refreshExpiresAt: new Date(now.getTime() + refreshTtl(remember)),
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ipAddress: request.ip ?? null,
        lastSeenAt: now,
      })
      .returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  });
  return tokenResponse(ctx, user, session, refreshToken);
}

/** Outcome of {@link rotateRefreshToken}. */
export type RefreshOutcome =
  | { kind: 'ok'; tokens: TokenResponse }
  | { kind: 'reused' }
  | { kind: 'invalid' }
  | { kind: 'expired' };

/**
 * Rotates a refresh token (spec §4 Session, issue #9 finding 7): the presented token must be the
 * session's current one, for the same device, on a live session; a new token replaces it, the old hash is
 * kept as `previous` and the new token is sealed under the old one (see `grace.ts`).
 * The just-rotated token presented again from the SAME device within {@link REFRESH_GRACE_MS} (two tabs
 * racing, or a lost answer) returns the same new refresh token (and a fresh access token of the same
 * session): `ok`. Any other use of an already-rotated token — another device, after the window, or once
 * the successor was itself rotated — revokes the session: `reused`.
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  presented: string,
  deviceId: string,
): Promise<RefreshOutcome> {
  const presentedHash = hashToken(presented);
  const now = new Date();
  const revoke = async (id: number): Promise<RefreshOutcome> => {
    await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    return { kind: 'reused' };
  };
  const [current] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, presentedHash))
    .limit(1);
  if (!current) {
    const [previous] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.previousRefreshTokenHash, presentedHash))
      .limit(1);
    if (!previous) return { kind: 'invalid' };
    return (await graceRepeat(ctx, previous, presented, deviceId, now)) ?? revoke(previous.id);
  }
  if (current.deviceId !== deviceId || current.revokedAt) return { kind: 'invalid' };
  if (current.refreshExpiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  const nextToken = newOpaqueToken();
  const [rotated] = await ctx.db
    .update(sessions)
    .set({
      refreshTokenHash: hashToken(nextToken),
      previousRefreshTokenHash: presentedHash,
      rotatedAt: now,
      graceRefreshToken: sealSuccessor(presented, nextToken),
      refreshExpiresAt: new Date(now.getTime() + refreshTtl(current.remember)),
      lastSeenAt: now,
    })
    // Only the request that still sees the presented hash wins; a concurrent second use gets the winner's
    // pair through the grace window (same device) or revokes the session.
    .where(
      and(
        eq(sessions.id, current.id),
        eq(sessions.refreshTokenHash, presentedHash),
        isNull(sessions.revokedAt),
      ),
    )
    .returning();
  if (!rotated) {
    const [after] = await ctx.db.select().from(sessions).where(eq(sessions.id, current.id)).limit(1);
    const repeat =
      after?.previousRefreshTokenHash === presentedHash
        ? await graceRepeat(ctx, after, presented, deviceId, now)
        : null;
    return repeat ?? revoke(current.id);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, rotated.userId)).limit(1);
  if (!user) return { kind: 'invalid' };
  return { kind: 'ok', tokens: await tokenResponse(ctx, user, rotated, nextToken) };
}

/**
 * The answer to a repeat of `row`'s previous refresh token (`presented`): the session's current pair when
 * the session is live, the device is the session's, the rotation was less than {@link REFRESH_GRACE_MS}
 * ago and the sealed successor is still the current token; null otherwise (the caller revokes).
 */
async function graceRepeat(
  ctx: AppContext,
  row: SessionRow,
  presented: string,
  deviceId: string,
  now: Date,
): Promise<RefreshOutcome | null> {
  if (row.revokedAt || row.deviceId !== deviceId || !row.rotatedAt || !row.graceRefreshToken) return null;
  const age = now.getTime() - row.rotatedAt.getTime();
  if (age < 0 || age > REFRESH_GRACE_MS || row.refreshExpiresAt.getTime() <= now.getTime()) return null;
  const successor = openSuccessor(presented, row.graceRefreshToken);
  if (!successor || hashToken(successor) !== row.refreshTokenHash) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) return null;
  return { kind: 'ok', tokens: await tokenResponse(ctx, user, row, successor) };
}

/** Revokes every live session of a member (after a password reset), optionally sparing one. */
export async function revokeAllSessions(ctx: AppContext, userId: number, exceptId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(exceptId === undefined ? live : and(live, ne(sessions.id, exceptId)));
}

/** How long a verification link signs the member in and verifies the email: 7 days (ms). */
export const VERIFY_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The verification link of a member: `${APP_URL}/verify-email?id=…&hash=…&expires=…[&next=…]` (spec §4
 * Verify email). `expires` is Unix seconds ({@link VERIFY_LINK_TTL_MS} from `now`) and is covered by the
 * hash; `next` (a same-site path, issue #16 Verify → signed in) is where the page lands afterwards.
 */
export function verificationLink(
  ctx: Pick<AppContext, 'config'>,
  user: Pick<UserRow, 'id' | 'email'>,
  opts: { next?: string | undefined; now?: number } = {},
): string {
  const expires = Math.floor(((opts.now ?? Date.now()) + VERIFY_LINK_TTL_MS) / 1000);
  const hash = verificationHash(ctx.config.jwtSecret, user.id, user.email, expires);
  const next = opts.next ? `&next=${encodeURIComponent(opts.next)}` : '';
  return `${ctx.config.appUrl}/verify-email?id=${user.id}&hash=${encodeURIComponent(hash)}&expires=${expires}${next}`;
}

/**
 * Mails the verification link (with `next` when the member signed up from another page), in the
 * member's language, else `requestLanguage` (the sign-up page's, issue #16), else English.
 */
export async function sendVerificationMail(
  ctx: AppContext,
  user: UserRow,
  opts: { next?: string | undefined; requestLanguage?: Language | null } = {},
): Promise<void> {
  const link = verificationLink(ctx, user, opts);
  const texts = AUTH_TEXTS[recipientOf(user, opts.requestLanguage).language];
  await ctx.mailer.send({
    to: user.email,
    subject: texts.verifySubject,
    text: texts.verifyBody({ name: user.name, link }),
    link,
  });
}

/**
 * Creates a single-use reset token (60 min, stored hashed) and mails
 * `${APP_URL}/reset-password?token=…&email=…` in the member's language, else `requestLanguage` (the
 * forgot-password page's, issue #16), else English.
 */
export async function sendResetMail(
  ctx: AppContext,
  user: UserRow,
  requestLanguage: Language | null = null,
): Promise<void> {
  const token = newOpaqueToken();
  await ctx.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.appUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  const texts = AUTH_TEXTS[recipientOf(user, requestLanguage).language];
  await ctx.mailer.send({
    to: user.email,
    subject: texts.resetSubject,
    text: texts.resetBody({ name: user.name, link }),
    link,
  });
}

/**
 * Finds the live reset row of `token` for `userId` (unused, unexpired) and marks every reset token of
 * the member used. Returns false when the token is invalid or expired.
 */
export async function consumeResetToken(ctx: AppContext, userId: number, token: string): Promise<boolean> {
  const now = new Date();
  const [used] = await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  if (!used) return false;
  await ctx.db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return true;
}

/** Makes a unique-looking username from an email's local part (letters, digits, dot, underscore). */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, '')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `member${cleaned}`;
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is a unique violation (23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (o.code === '23505') {
      if (!constraint) return true;
      return o.constraint === constraint || (typeof o.message === 'string' && o.message.includes(constraint));
    }
    e = o.cause;
  }
  return false;
}

/**
 * The counter store of the account limits: Redis when the app was given a client (`REDIS_URL`), with an
 * in-memory fallback for calls Redis fails; else a bounded in-memory store for this process.
 */
export function counterStore(ctx: AppContext, app: FastifyInstance): CounterStore {
  const memory = memoryCounters();
  if (!ctx.redis) return memory;
  return withFallback(redisCounters(ctx.redis), memory, (error) =>
    app.log.warn({ err: error }, 'rate-limit counters: Redis failed, counting in memory'),
  );
}

/** The `X-Device-Id` header the client sends on every call (spec §6), when it is a plausible id. */
export function headerDeviceId(request: FastifyRequest): string | undefined {
  const value = request.headers['x-device-id'];
  return typeof value === 'string' && value.length >= 8 && value.length <= 100 ? value : undefined;
}

/**
 * True when `deviceId` had a session (live or not) on the member's account: a device that signed in
 * before, which other clients' failed sign-ins must not lock out (issue #9 finding 6).
 */
export async function isKnownDevice(ctx: AppContext, userId: number, deviceId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId)))
    .limit(1);
  return row !== undefined;
}
