/**
 * Texts of a failed call by its kind (issue #16 Locale): the API and the client write their messages in
 * English; in another language a view shows these instead (`useErrorText`). French, Kinyarwanda and
 * Kiswahili are in `errorMessages.<lang>.ts`.
 */
import { type CatalogText, createTranslator } from './messages';

export const en = {
  network: 'Network error. Check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found.',
  signIn: 'Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  conflict: 'This changed in the meantime. Reload and try again.',
  invalid: 'Some details are not valid. Check them and try again.',
  failed: 'Something went wrong. Please try again.',
} satisfies Record<string, CatalogText>;

/** The failed-call texts' translator (English: tests and stories); views use `useErrorText()`. */
export const t = createTranslator({ en }, 'shared/errorMessages');
