/**
 * Types of the `emailVerification` machine (spec §2 Accounts Verify email, §4 Verify email, §8 toasts
 * and 'The verification link is invalid or has expired.').
 */
import type { Message } from '../shared';

/**
 * What the `verifyEmail` actor receives: the `id`, `hash` and (links mailed since issue #16) `expires`
 * (Unix seconds, as text) of the mailed link.
 */
export interface VerifyEmailPayload {
  id: string;
  hash: string;
  expires?: string;
}

/**
 * What the `verifyEmail` actor may resolve with: the POST /email/verify answer; a non-null `session`
 * means the link signed this device in (issue #16 Verify → signed in).
 */
export interface VerifyEmailOutput {
  session?: unknown;
}

export interface EmailVerificationContext {
  /** `id` query parameter of the link ('' when absent). */
  id: string;
  /** `hash` query parameter of the link ('' when absent). */
  hash: string;
  /** `expires` query parameter of the link ('' when absent: a link mailed before issue #16). */
  expires: string;
  /** True once the verification answered a session: the link signed this device in (issue #16). */
  signedIn: boolean;
  /** Address the mail went to (from `?email=` after registration), shown on the pending screen. */
  email: string;
  /** Message of the failed verification (server text, else `verifyLinkInvalid`). */
  error: EmailVerificationMessage | null;
  /** True after a resend succeeded (the screen says so; toast 'Verification email sent!'). */
  resent: boolean;
  /** Message of the last failed resend, else null (toast 'Failed to send verification email'). */
  resendError: EmailVerificationMessage | null;
  /** State a resend returns to. */
  resendFrom: 'pending' | 'error';
}

export type EmailVerificationEvent = { type: 'RESEND' };

/**
 * Events the `emailVerification` machine emits: `verified` on entering `success`, `resent` when a
 * resend succeeded, `resendFailed` (with the message kept in `context.resendError`) when it failed.
 */
export type EmailVerificationEmitted =
  | { type: 'verified'; signedIn: boolean }
  | { type: 'resent' }
  | { type: 'resendFailed'; error: EmailVerificationMessage };

export interface EmailVerificationInput {
  id?: string | null;
  hash?: string | null;
  expires?: string | null;
  email?: string | null;
}

/**
 * Keys of the texts the `emailVerification` machine produces (English in @gari/features/auth
 * `messages.ts`; spec §8).
 */
export type EmailVerificationMessageKey = 'verifyLinkInvalid' | 'resendFailed';

/** A text of the verify screen: an {@link EmailVerificationMessageKey}, or the server's message. */
export type EmailVerificationMessage = Message<EmailVerificationMessageKey>;
