export { type EmailVerificationMachine, emailVerificationMachine } from './machine';
export type {
  EmailVerificationContext,
  EmailVerificationEvent,
  EmailVerificationInput,
  VerifyEmailPayload,
} from './types';
export { EMAIL_VERIFICATION_MESSAGES } from './types';
