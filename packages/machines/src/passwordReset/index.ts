export {
  type ForgotPasswordMachine,
  forgotPasswordMachine,
  RESET_PASSWORD_MIN_LENGTH,
  type ResetPasswordMachine,
  resetPasswordMachine,
  validateNewPassword,
} from './machine';
export type {
  ForgotPasswordContext,
  ForgotPasswordEmitted,
  ForgotPasswordEvent,
  ForgotPasswordInput,
  PasswordResetMessage,
  PasswordResetMessageKey,
  ResetPasswordContext,
  ResetPasswordEmitted,
  ResetPasswordEvent,
  ResetPasswordField,
  ResetPasswordInput,
  ResetPasswordPayload,
} from './types';
