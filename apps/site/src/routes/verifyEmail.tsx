/** /verify-email (spec §2 Accounts Verify email). */
export { VerifyEmailPage as Component } from '@gari/features/auth';
