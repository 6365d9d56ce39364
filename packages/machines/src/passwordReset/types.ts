/**
 * Types of the `forgotPassword` and `resetPassword` machines (spec §2 Accounts Forgot/Reset password,
 * §4 Forgot password, §5 Reset password, §8 toasts).
 */
import type { FieldErrors, Message } from '../shared';

export interface ForgotPasswordContext {
  email: string;
  fieldErrors: FieldErrors<PasswordResetMessageKey>;
  /** Message of the last failed POST /password/forgot, else null. */
  error: PasswordResetMessage | null;
  /** Email the link was sent to (shown on the 'Check Your Email' screen), set in `sent`. */
  sentTo: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'TRY_DIFFERENT_EMAIL' };

export interface ForgotPasswordInput {
  /** Prefilled email. @default '' */
  email?: string;
}

/** Fields of the reset form. */
export type ResetPasswordField = 'password' | 'password_confirmation';

/** What the `resetPassword` actor receives: the POST /password/reset body. */
export interface ResetPasswordPayload {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ResetPasswordContext {
  /** Token of the mailed link (from the query string). */
  token: string;
  /** Email of the mailed link (from the query string; shown disabled). */
  email: string;
  password: string;
  password_confirmation: string;
  fieldErrors: FieldErrors<PasswordResetMessageKey>;
  /** Message of the last failed POST /password/reset (or `resetLinkInvalid`), else null. */
  error: PasswordResetMessage | null;
  /** Where the site should go in `invalidLink` ('/forgot-password', spec §5). */
  redirectTo: string | null;
}

export type ResetPasswordEvent =
  | { type: 'CHANGE'; field: ResetPasswordField; value: string }
  | { type: 'SUBMIT' };

/**
 * Emitted when SUBMIT is refused locally: `tooShort` → toast 'Password too short' /
 * 'Password must be at least 8 characters long'; `mismatch` → 'Password mismatch' / 'Passwords do not match'.
 */
export type ResetPasswordEmitted =
  | { type: 'invalid'; reason: 'required' | 'tooShort' | 'mismatch' }
  /** On entering `invalidLink` (also at start, for a link without token or email). */
  | { type: 'invalidLink'; redirectTo: string }
  /** On entering `done`. */
  | { type: 'done' }
  /** On entering `failure`, with the message kept in `context.error`. */
  | { type: 'failed'; error: PasswordResetMessage };

/** Events the `forgotPassword` machine emits: `sent` on entering `sent`, `failed` on entering `failure`. */
export type ForgotPasswordEmitted =
  | { type: 'sent'; email: string }
  | { type: 'failed'; error: PasswordResetMessage };

export interface ResetPasswordInput {
  /** `token` query parameter; missing or empty → `invalidLink`. */
  token?: string | null;
  /** `email` query parameter; missing or empty → `invalidLink`. */
  email?: string | null;
}

/**
 * Keys of the texts the two machines produce (English in @gari/features/auth `messages.ts`; spec §5,
 * §8).
 */
export type PasswordResetMessageKey =
  | 'emailRequired'
  | 'passwordRequired'
  | 'confirmationRequired'
  | 'passwordTooShort'
  | 'passwordMismatch'
  | 'forgotFailed'
  | 'resetLinkInvalid'
  | 'resetFailed';

/** A text of the forgot/reset flows: a {@link PasswordResetMessageKey}, or the server's message. */
export type PasswordResetMessage = Message<PasswordResetMessageKey>;
