/**
 * `@gari/features/auth`: the account flows (spec §2 Accounts, §4 Session/Login/Forgot/Verify, §5, §8):
 * session provider, headless hooks over the `auth`, `register`, `forgotPassword`, `resetPassword` and
 * `emailVerification` machines, and their pages.
 */
export { AuthCard, type AuthCardProps } from './AuthCard';
export { ForgotPasswordPage, type ForgotPasswordPageProps } from './ForgotPasswordPage';
export { LoginPage, type LoginPageProps } from './LoginPage';
export { MemberLanguage, type MemberLanguageProps } from './MemberLanguage';
export { RegisterPage, type RegisterPageProps } from './RegisterPage';
export { ResetPasswordPage, type ResetPasswordPageProps } from './ResetPasswordPage';
export {
  SESSION_KEY,
  SessionProvider,
  type SessionProviderProps,
  type SessionStatus,
  type SessionValue,
  useSession,
} from './session';
export { UnverifiedEmailBanner } from './UnverifiedEmailBanner';
export { type UseEmailVerificationOptions, useEmailVerification } from './useEmailVerification';
export { type UseForgotPasswordOptions, useForgotPassword } from './useForgotPassword';
export { safeRedirect, type UseLoginOptions, useLogin } from './useLogin';
export { type UseRegisterOptions, useRegister } from './useRegister';
export { type UseResetPasswordOptions, useResetPassword } from './useResetPassword';
export { VerifyEmailPage, type VerifyEmailPageProps } from './VerifyEmailPage';
