export {
  DEFAULT_REGISTER_COUNTRY,
  type RegisterMachine,
  registerMachine,
  validateRegistration,
} from './machine';
export type {
  RegisterContext,
  RegisterEmitted,
  RegisterEvent,
  RegisterField,
  RegisterInput,
  RegisterPayload,
} from './types';
export { PASSWORD_MIN_LENGTH, REGISTER_MESSAGES } from './types';
