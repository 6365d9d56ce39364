/**
 * English texts of the account flows (spec §5 Login, Register, Reset password; §8 toasts): the
 * messages the `auth`, `register`, `emailVerification`, `forgotPassword` and `resetPassword` machines
 * produce (their key types must all be here — `t.message` checks it) and the toast titles.
 */
import type { LoginMessageKey } from '@gari/machines/auth';
import type { EmailVerificationMessageKey } from '@gari/machines/emailVerification';
import type { PasswordResetMessageKey } from '@gari/machines/passwordReset';
import type { RegisterMessageKey } from '@gari/machines/register';
import { type CatalogText, createTranslator } from '../shared/messages';

type MachineKeys =
  | LoginMessageKey
  | RegisterMessageKey
  | EmailVerificationMessageKey
  | PasswordResetMessageKey;

const en = {
  // Field checks (spec §5).
  nameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  confirmationRequired: 'Confirm your password.',
  countryRequired: 'Choose a country.',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooShortTitle: 'Password too short',
  passwordMismatch: 'Passwords do not match',
  passwordMismatchTitle: 'Password mismatch',
  // Login and logout (spec §5 Login, §8, §2 Logout).
  noToken: 'No token received',
  loginFailed: 'Login failed. Please try again.',
  loginFailedTitle: 'Login failed',
  logoutFailed: 'There was an error logging out.',
  logoutFailedTitle: 'Logout failed',
  loggedOutTitle: 'Logged out',
  loggedOut: 'You have been logged out successfully.',
  // Register (spec §8 'Registration failed').
  registerFailed: 'Something went wrong. Please try again.',
  registerFailedTitle: 'Registration failed',
  // Verify email (spec §8).
  verifyLinkInvalid: 'The verification link is invalid or has expired.',
  verifiedTitle: 'Email verified!',
  resentTitle: 'Verification email sent!',
  resendFailedTitle: 'Failed to send verification email',
  resendFailed: 'Please try again later.',
  // Forgot and reset password (spec §5, §8).
  forgotFailedTitle: 'Failed to send reset link',
  forgotFailed: 'Please check your email and try again.',
  sentTitle: 'Reset link sent!',
  sent: 'Check your email for password reset instructions.',
  resetLinkInvalidTitle: 'Invalid reset link',
  resetLinkInvalid: 'This password reset link is invalid or expired.',
  resetFailedTitle: 'Reset failed',
  resetFailed: 'Failed to reset password. Please try again.',
  doneTitle: 'Password reset successful!',
  done: 'Your password has been updated. You can now sign in.',
} satisfies Record<MachineKeys, CatalogText> & Record<string, CatalogText>;

/** The catalog `{ en }` (other locales: issue #16) and its typed `t(key)` of the account texts; `t.message(context.error)` for the machines' messages. */
export const t = createTranslator({ en });
