/**
 * Reading the errors that effect actors reject with. Machines stay free of @gari/client: anything with
 * `message`, optional HTTP `status`, field `errors` (`{ field: [text] }`, spec §8 JSON errors) and
 * `body` is understood; other values become `fallback`.
 */

/** What a machine keeps of a failed effect. */
export interface Failure {
  /** Text for the user: the server's message, else `fallback`. */
  message: string;
  /** HTTP status (0 = network or unknown). */
  status: number;
  /** Field errors of the server (ApiError.errors), empty when none. */
  fieldErrors: Record<string, string[]>;
}

/** Field errors keyed by field name; empty object when there are none. */
export type FieldErrors = Record<string, string[]>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Normalises a rejection into a {@link Failure}. `fallback` is used when the error carries no
 * message (spec §8 defaults such as 'Something went wrong. Please try again.').
 */
export function readFailure(error: unknown, fallback: string): Failure {
  if (!isRecord(error)) return { message: fallback, status: 0, fieldErrors: {} };
  const message = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : fallback;
  const status = typeof error.status === 'number' ? error.status : 0;
  const fieldErrors: FieldErrors = {};
  if (isRecord(error.errors)) {
    for (const [key, value] of Object.entries(error.errors)) {
      if (Array.isArray(value)) fieldErrors[key] = value.filter((t): t is string => typeof t === 'string');
      else if (typeof value === 'string') fieldErrors[key] = [value];
    }
  }
  return { message, status, fieldErrors };
}

/** Removes `field` from a field-error map (the user edited it), returning a new map. */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
