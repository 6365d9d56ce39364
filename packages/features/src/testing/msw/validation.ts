/** Field errors of the fake's 422 answers, shaped like the API's (`{ field: [text] }`). */

/** zod issues to `{ 'a.b': [message, …] }` (`body` for issues without a path). */
export function zodErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
