/**
 * `@gari/features/account`: /profile and /sessions (spec §2 Accounts Profile and Sessions, §7, §8).
 */
export { AUTH_STATUS_LABEL, maskToken, ProfilePage } from './ProfilePage';
export { describeDevice, SESSIONS_KEY, SessionsPage, type SessionsPageProps } from './SessionsPage';
export { DEV_ACCOUNTS_KEY, useDevAccounts } from './useDevAccounts';
