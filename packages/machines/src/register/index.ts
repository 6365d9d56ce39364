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
  RegisterMessage,
  RegisterMessageKey,
  RegisterPayload,
} from './types';
export { PASSWORD_MIN_LENGTH } from './types';
