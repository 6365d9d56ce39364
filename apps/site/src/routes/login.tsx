/** /login (spec §2 Accounts Login). */
export { LoginPage as Component } from '@gari/features/auth';
