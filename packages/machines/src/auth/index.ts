export { type Failure, type FieldErrors, readFailure, withoutField } from '../shared';
export { type AuthMachine, authMachine, isRouteMissing, isUnverifiedRejection } from './machine';
export type {
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthInput,
  AuthUser,
  LoginField,
  LoginInput,
  LoginResult,
} from './types';
export { LOGIN_MESSAGES } from './types';
