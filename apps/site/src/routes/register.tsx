/** /register (spec §2 Accounts Register). */
export { RegisterPage as Component } from '@gari/features/auth';
