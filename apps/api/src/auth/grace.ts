/**
 * The refresh grace window (issue #9 finding 7): two tabs of one browser refreshing with the same token
 * at once must both get the new pair, not sign the member out. The rotated-to refresh token is kept
 * encrypted (AES-256-GCM) under a key derived from the token it replaced, so only a holder of that old
 * token can read it back, and a database dump reveals no usable token.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** How long (ms) the just-rotated refresh token, from the same device, still yields the new pair: 30 s. */
export const REFRESH_GRACE_MS = 30_000;

/** AES-256 key of the sealed successor: HMAC-SHA256 keyed by the previous token (not by its stored hash). */
const keyOf = (previous: string): Buffer =>
  createHmac('sha256', previous).update('gari refresh grace v1').digest();

/** Encrypts `successor` for holders of `previous`: base64url of iv (12) ‖ tag (16) ‖ ciphertext. */
export function sealSuccessor(previous: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(previous), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Decrypts a {@link sealSuccessor} value with `previous`; null when it is not one or the key is wrong. */
export function openSuccessor(previous: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(previous), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
