import { isApiError } from '@gari/client/errors';

/** Status of the API session (spec §2 Global chrome status dot: grey, green, red). */
export type SessionStatus = 'checking' | 'authenticated' | 'unauthenticated';

/**
 * The session's status from the GET /users/me query: 'unauthenticated' without a stored token,
 * 'authenticated' once the member has been confirmed (kept while a token is stored, even when a later
 * re-check fails for a passing reason: network, 503, 429 — a 401 the refresh cannot cure clears the
 * tokens in the client, so `signedIn` turns false), 'unauthenticated' when the first check failed,
 * else 'checking'.
 *
 * @param signedIn a token is stored (`api.isSignedIn()`); `hasUser` the query holds a member;
 *   `failed` the query's last run failed.
 */
export function sessionStatus(signedIn: boolean, hasUser: boolean, failed: boolean): SessionStatus {
  if (!signedIn) return 'unauthenticated';
  if (hasUser) return 'authenticated';
  return failed ? 'unauthenticated' : 'checking';
}

/** A status that says nothing about the session: no answer (0), rate limited (429), server busy (503). */
function isPassingFailure(status: number): boolean {
  return status === 0 || status === 429 || status === 503;
}

/**
 * TanStack Query `retry` of the session check: a busy server (503 from load shedding, 429) or a
 * dropped connection is tried twice more; any other failure (401, 500) is final at once.
 */
export function retrySessionCheck(failures: number, error: unknown): boolean {
  return failures < 2 && isApiError(error) && isPassingFailure(error.status);
}

/** Wait before retry `n` (0-based) of the session check, ms: 500, then 1,000. */
export const SESSION_RETRY_DELAY = (n: number): number => 500 * 2 ** n;
