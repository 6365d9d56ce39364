/**
 * Texts of the account flows (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) (spec §5 Login, Register, Reset password; §8 toasts): the
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

export const en = {
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
  // The pages' own texts (spec §2 Accounts).
  email: 'Email',
  password: 'Password',
  loginTitle: 'Welcome Back',
  loginSubtitle: 'Sign in to your Gari account',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  signedInTitle: 'Signed in',
  takingYouBack: 'Taking you back…',
  signedInVerify: 'Signed in. Please verify your email address.',
  rememberMe: 'Remember me',
  forgotLink: 'Forgot password?',
  signInButton: 'Sign In',
  registerTitle: 'Create an Account',
  registerSubtitle: 'Join the Gari community of car owners',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  accountCreatedTitle: 'Account created',
  accountCreated: 'Check your email to verify your account.',
  fullName: 'Full Name',
  confirmPassword: 'Confirm Password',
  country: 'Country',
  createAccount: 'Create Account',
  checkEmailTitle: 'Check Your Email',
  resetSentTo: 'We sent a password reset link to',
  resetSentOnce: 'The link works once; open it on this device to choose a new password.',
  tryDifferentEmail: 'Try Different Email',
  backToLogin: 'Back to Login',
  forgotTitle: 'Forgot Password?',
  forgotSubtitle: 'Enter the email of your account and we will send you a link to reset your password.',
  remembered: 'Remembered it?',
  sendResetLink: 'Send Reset Link',
  requestNewLink: 'Request a new link',
  resetTitle: 'Reset Password',
  resetSubtitle: 'Choose a new password of at least 8 characters.',
  newPassword: 'New Password',
  atLeast8: 'At least 8 characters.',
  resendVerification: 'Resend verification email',
  signInToResend: 'Sign in to resend',
  resentNote: 'A new verification link is on its way.',
  verifyingTitle: 'Verifying your email',
  verifyingLabel: 'Verifying your email…',
  verifiedSignedIn: 'Your email address is confirmed and you are signed in on this device. Welcome to Gari.',
  verified: 'Your email address is confirmed. Welcome to Gari.',
  continue: 'Continue',
  verifyFailedTitle: 'Verification failed',
  returnHome: 'Return to Home',
  verifyTitle: 'Verify your email',
  verifySentTo: 'We sent a verification link to',
  verifyOpen: 'Open it to activate your account.',
  verifySent: 'We sent you a verification link. Open it to activate your account.',
  alreadyVerified: 'Already verified?',
  bannerLabel: 'Email verification',
  bannerText: 'Please verify your email address. We sent a link to',
  resendEmail: 'Resend email',
} satisfies Record<MachineKeys, CatalogText> & Record<string, CatalogText>;

/**
 * The account catalog in the four languages and its typed `t(key)` (English: machines, tests and
 * stories); views read it with `useT(t)`; `t.message(context.error)` for the machines' messages.
 */
export const t = createTranslator({ en }, 'auth/messages');
