/**
 * `@gari/features/account`: /profile and /sessions (spec §2 Accounts Profile and Sessions, §7, §8;
 * issue #16 Profile: edit name/phone/country, change password, development-only token and quick login).
 */
export { AUTH_STATUS_LABEL, maskToken, PasswordChange, ProfileDetails, ProfilePage } from './ProfilePage';
export { describeDevice, SESSIONS_KEY, SessionsPage, type SessionsPageProps } from './SessionsPage';
export { DEV_ACCOUNTS_KEY, useDevAccounts, useDevelopmentGate } from './useDevAccounts';
export {
  checkPassword,
  type PasswordField,
  type PasswordFormState,
  usePasswordChange,
} from './usePasswordChange';
export {
  checkProfile,
  NAME_MAX,
  type ProfileField,
  type ProfileFormState,
  type ProfileValues,
  useProfileForm,
} from './useProfileForm';
