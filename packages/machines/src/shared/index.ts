/**
 * Helpers every flow machine shares: reading effect failures (errors, field errors), the placeholder
 * of caller-provided actors, and message keys (texts live in the features' catalogs).
 */
export { flowTypes, notProvided, outputAsResult, resultEvent, withOutput } from './actors';
export { type Failure, type FieldErrors, failureUpdate, readFailure, withoutField } from './errors';
export {
  isMessage,
  type KeyedMessage,
  type Message,
  type MessageValues,
  msg,
  type ServerMessage,
  serverText,
} from './messages';
