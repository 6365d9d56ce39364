/**
 * Token primitives (spec §4 Session, issue #2 Accounts): access tokens are HS256 JWTs (jose) carrying
 * `sub` (user id) and `sid` (session id), valid {@link ACCESS_TOKEN_TTL_S} seconds; refresh tokens,
 * password-reset tokens are opaque random strings stored only as SHA-256 hashes.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

/** Lifetime of an access token: 15 minutes (in seconds). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Refresh lifetime with "Remember me": 30 days (ms). */
export const REFRESH_TTL_REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** Refresh lifetime without "Remember me": 1 day (ms). */
export const REFRESH_TTL_MS = 24 * 3600 * 1000;
/** Password reset link lifetime: 60 minutes (ms). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const ISSUER = 'gari';

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of a token, base64url; what the database keeps instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A positive id that fits the database's 32-bit `serial` columns. */
const isInt32Id = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** Encodes the JWT secret for jose. */
export const secretKey = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** Signs an access token for `userId` bound to `sessionId`; expires in {@link ACCESS_TOKEN_TTL_S} s. */
export async function signAccessToken(key: Uint8Array, userId: number, sessionId: number): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(key);
}

/**
 * Verifies an access token (signature, HS256 only, issuer, expiry) and returns its ids, or null when it
 * is invalid in any way (the caller answers 401). `exp` and `sub` are required: a validly signed token
 * without an expiry is refused (issue #9), as is a token whose ids are not positive 32-bit integers.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
): Promise<{ userId: number; sessionId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!isInt32Id(userId) || !isInt32Id(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/**
 * Email verification hash: HMAC-SHA256(secret, `${id}:${email}:${expires}`), base64url (changes when the
 * email does). `expires` (Unix seconds) is in every link mailed since issue #16; links mailed before
 * carry none and hash `${id}:${email}` (they still verify, but never sign in).
 */
export const verificationHash = (secret: string, id: number, email: string, expires?: number): string =>
  createHmac('sha256', secret)
    .update(expires === undefined ? `${id}:${email}` : `${id}:${email}:${expires}`)
    .digest('base64url');

/** Constant-time string comparison (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** argon2id hash of a password (library defaults: m=19 MiB, t=2, p=1). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Checks a password against an argon2 hash; false on mismatch or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
