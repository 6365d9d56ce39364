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
