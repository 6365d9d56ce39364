/** /forgot-password (spec §2 Accounts Forgot password). */
export { ForgotPasswordPage as Component } from '@gari/features/auth';
