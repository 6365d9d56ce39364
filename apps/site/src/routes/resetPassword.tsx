/** /reset-password?token=…&email=… (spec §2 Accounts Reset password). */
export { ResetPasswordPage as Component } from '@gari/features/auth';
