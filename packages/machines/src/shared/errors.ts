/**
 * Reading the errors that effect actors reject with. Machines stay free of @gari/client: anything with
 * `message`, optional HTTP `status`, field `errors` (`{ field: [text] }`, spec §8 JSON errors) and
 * `body` is understood; other values become the `fallback` catalog message.
 */
import { type Message, msg, serverText } from './messages';

/** Field errors keyed by field name (local checks as catalog keys, the server's as text); `{}` when none. */
export type FieldErrors<K extends string = string> = Record<string, Message<K>[]>;

/** What a machine keeps of a failed effect. */
export interface Failure<K extends string = string> {
  /** For the user: the server's message as text, else the `fallback` key. */
  message: Message<K>;
  /** The server's message text ('' when none); for rules that read it (route missing, unverified). */
  text: string;
  /** HTTP status (0 = network or unknown). */
  status: number;
  /** Field errors of the server (ApiError.errors) as texts, empty when none. */
  fieldErrors: FieldErrors<K>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Normalises a rejection into a {@link Failure}. `fallback` is the catalog key used when the error
 * carries no message (spec §8 defaults such as 'Something went wrong. Please try again.').
 */
export function readFailure<K extends string>(error: unknown, fallback: K): Failure<K> {
  if (!isRecord(error)) return { message: msg(fallback), text: '', status: 0, fieldErrors: {} };
  const text = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : '';
  const status = typeof error.status === 'number' ? error.status : 0;
  const fieldErrors: FieldErrors<K> = {};
  if (isRecord(error.errors)) {
    for (const [key, value] of Object.entries(error.errors)) {
      if (Array.isArray(value))
        fieldErrors[key] = value.filter((t): t is string => typeof t === 'string').map(serverText);
      else if (typeof value === 'string') fieldErrors[key] = [serverText(value)];
    }
  }
  return { message: text === '' ? msg(fallback) : serverText(text), text, status, fieldErrors };
}

/** Removes `field` from a field-error map (the user edited it), returning a new map. */
export function withoutField<K extends string>(errors: FieldErrors<K>, field: string): FieldErrors<K> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * The context update of a failed submit: `error` (the server's message, else `fallback`) and the
 * server's `fieldErrors`. Used as `assign(({ event }) => failureUpdate(event.error, 'registerFailed'))`.
 */
export function failureUpdate<K extends string>(
  error: unknown,
  fallback: K,
): { error: Message<K>; fieldErrors: FieldErrors<K> } {
  const failure = readFailure(error, fallback);
  return { error: failure.message, fieldErrors: failure.fieldErrors };
}
