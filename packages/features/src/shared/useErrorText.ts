/**
 * The text of a failed call in the member's language (issue #16 Locale): the API and the client write
 * their messages in English, which English keeps (they are the most precise: "Only 2 left in stock.");
 * another language gets the catalog's text for the call's kind (network, server, too many requests,
 * not found, sign in, not allowed, conflict, invalid, else failed). Used by the load-error alerts and
 * the failure toasts of every view.
 */
import { isApiError } from '@gari/client/errors';
import { useCallback } from 'react';
import { t as errorT } from './errorMessages';
import { useLocale, useT } from './locale';

/** The catalog key of a failed call's kind, by its HTTP status (0 = no answer). */
export function errorKind(status: number): keyof typeof errorT.catalog.en {
  if (status === 0) return 'network';
  if (status === 401) return 'signIn';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 422 || status === 400) return 'invalid';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'server';
  return 'failed';
}

/**
 * `errorText(error)`: the text to show for `error` (an ApiError or any Error), or undefined for no
 * error. English: the error's own message; other languages: the catalog's text of its kind.
 */
export function useErrorText(): (error: unknown) => string | undefined {
  const { language } = useLocale();
  const t = useT(errorT);
  return useCallback(
    (error: unknown) => {
      if (error === null || error === undefined) return undefined;
      if (language === 'en') return error instanceof Error ? error.message : t('failed');
      return t(isApiError(error) ? errorKind(error.status) : 'failed');
    },
    [language, t],
  );
}
