import { isApiError } from '@gari/client/errors';

/**
 * The `isInvalid` and `errorMessage` props of a @gari/ui field from its error message, so a form
 * writes `{...fieldError(err.amount)}` once instead of both props by hand.
 *
 * @param message the field's error text (client validation or the server's 422 field error);
 *   `undefined` or '' when the field is valid.
 * @returns `{ isInvalid, errorMessage }` for TextField, NumberField, Select and the like.
 */
export function fieldError(message: string | undefined): {
  isInvalid: boolean;
  errorMessage: string | undefined;
} {
  return { isInvalid: !!message, errorMessage: message };
}

/** Field errors by field name (first message each). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message of each field of a failed call's 422 body (`{ errors: { field: [text] } }`, the
 * API's error shape), e.g. `{ email: 'Enter a valid email address.' }`; `{}` for any other error.
 */
export function serverErrors(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (isApiError(error) && error.errors) {
    for (const [field, texts] of Object.entries(error.errors)) if (texts[0]) out[field] = texts[0];
  }
  return out;
}

/**
 * The form-level message of a failed call that named no field (field errors show on their fields):
 * the error's own text, else `fallback`; null when the call did not fail or named a field.
 */
export function formFailure(error: unknown, fields: FieldErrors, fallback: string): string | null {
  if (!error || Object.keys(fields).length > 0) return null;
  return error instanceof Error ? error.message : fallback;
}

/**
 * What a form shows of its call and its client check: `errors`, the call's 422 field errors (see
 * {@link serverErrors}) under the client's own, and `message`, the form-level text of a failure that
 * named no field (see {@link formFailure}; null when the call did not fail).
 *
 * @param mutation the form's TanStack mutation (or any call state with `isError` and `error`)
 * @param clientErrors the client check's errors by field
 * @param fallback the message of a failure with no text of its own, e.g. 'Saving failed. Try again.'
 */
export function formErrors(
  mutation: { isError: boolean; error: unknown },
  clientErrors: FieldErrors,
  fallback: string,
): { errors: FieldErrors; message: string | null } {
  const server = mutation.isError ? serverErrors(mutation.error) : {};
  return {
    errors: { ...server, ...clientErrors },
    message: mutation.isError ? formFailure(mutation.error, server, fallback) : null,
  };
}
