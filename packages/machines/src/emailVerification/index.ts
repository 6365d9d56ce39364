export { type EmailVerificationMachine, emailVerificationMachine } from './machine';
export type {
  EmailVerificationContext,
  EmailVerificationEmitted,
  EmailVerificationEvent,
  EmailVerificationInput,
  EmailVerificationMessage,
  EmailVerificationMessageKey,
  VerifyEmailPayload,
} from './types';
