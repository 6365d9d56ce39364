export { type EmailVerificationMachine, emailVerificationMachine } from './machine';
export type {
  EmailVerificationContext,
  EmailVerificationEmitted,
  EmailVerificationEvent,
  EmailVerificationInput,
  VerifyEmailPayload,
} from './types';
export { EMAIL_VERIFICATION_MESSAGES } from './types';
