export { type Failure, type FieldErrors, readFailure, withoutField } from '../shared';
export { type AuthMachine, authMachine, isUnverifiedRejection } from './machine';
export type {
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthInput,
  AuthUser,
  LoginField,
  LoginInput,
  LoginMessage,
  LoginMessageKey,
  LoginResult,
} from './types';
