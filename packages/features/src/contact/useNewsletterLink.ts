import { isApiError } from '@gari/client/errors';
import type { NewsletterLinkAnswer } from '@gari/contract/contact';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** Which mailed link a page opens. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/**
 * Where a newsletter link stands (`data-state` of its page and stories): `checking` (the call is on
 * its way), `done` (confirmed, or unsubscribed), `already` (confirmed before: nothing changed),
 * `invalid` (the server answered 404 or 422: unknown, expired or replaced token), `missing` (the URL
 * has no token; no call), `failed` (network or server error: "Try again").
 */
export type NewsletterLinkState = 'checking' | 'done' | 'already' | 'invalid' | 'missing' | 'failed';

/** What {@link useNewsletterLink} gives its page. */
export interface NewsletterLink {
  state: NewsletterLinkState;
  /** The server's text: the success, or why the link is invalid; null while checking or on failure. */
  message: string | null;
  /** Calls again (after `failed`). */
  retry: () => void;
}

/** TanStack Query key of one link's call. */
export const newsletterLinkKey = (kind: NewsletterLinkKind, token: string) =>
  ['newsletter', kind, token] as const;

/**
 * Opens the newsletter link `kind` with `token` (issue #12 double opt-in): `GET /newsletter/confirm`
 * or `/newsletter/unsubscribe` once per page (the answer kept for the page's life; both calls are
 * idempotent on the server), no automatic retry, from the browser only (the server-rendered page says
 * `checking`). A blank token makes no call (`missing`).
 */
export function useNewsletterLink(kind: NewsletterLinkKind, token: string | null): NewsletterLink {
  const api = useApi();
  const value = token?.trim() ?? '';
  const query = useQuery({
    queryKey: newsletterLinkKey(kind, value),
    queryFn: (): Promise<NewsletterLinkAnswer> =>
      kind === 'confirm' ? api.contact.confirm(value) : api.contact.unsubscribe(value),
    // Browser only: the server's render would call it while prefetching the page's queries, and its
    // page cache would then replay that first answer to every later visit of the same link.
    enabled: value !== '' && typeof document !== 'undefined',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const retry = () => void query.refetch();
  if (value === '') return { state: 'missing', message: null, retry };
  if (query.data)
    return { state: query.data.data.already ? 'already' : 'done', message: query.data.message, retry };
  if (query.isError && !query.isFetching) {
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.status === 422))
      return { state: 'invalid', message: error.status === 404 ? error.message : null, retry };
    return { state: 'failed', message: null, retry };
  }
  return { state: 'checking', message: null, retry };
}
