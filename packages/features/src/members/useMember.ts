import type { GariApi } from '@gari/client/types';
import type { MemberProfile } from '@gari/contract/convoys';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { nullIfNotFound } from '../shared';

/**
 * TanStack Query keys of the member profiles (issue #12): all start with ['members']. `viewer` is who
 * asks ('visitor' or the member's id): `is_following` and `is_own_profile` depend on it, so a member
 * never sees the visitor's answer the server rendered with.
 */
export const memberKeys = {
  all: ['members'] as const,
  profile: (username: string, viewer: number | 'visitor') =>
    ['members', username.toLowerCase(), viewer] as const,
};

/**
 * GET /users/{username}: the profile, or null when the server answers 404 — an answer, not a
 * failure: the page shows 'User not found' (and the server renders it with status 404). Other
 * failures throw.
 */
export async function memberOrNull(api: GariApi, username: string): Promise<MemberProfile | null> {
  return nullIfNotFound(api.convoys.member(username));
}

/** The `:username` route parameter when it can be a username (letters, digits, `.`, `_`, `-`), else null. */
export function useUsername(): string | null {
  const name = useParams().username ?? '';
  return /^[A-Za-z0-9._-]{1,60}$/.test(name) ? name : null;
}

/**
 * One member's profile for /members/{username} (spec §2 Member profile, §3, §7 GET /users/{id}),
 * cached under {@link memberKeys}.profile(username, viewer). While the session check runs the
 * previous answer stays (the server-rendered visitor view), then the member's own answer replaces it.
 * `username` null never asks. `viewer` is the key's viewer, `signedIn` whether a member asks.
 */
export function useMember(username: string | null) {
  const api = useApi();
  const session = useSession();
  const viewer: number | 'visitor' = session.user ? session.user.id : 'visitor';
  const query = useQuery({
    queryKey: memberKeys.profile(username ?? '', viewer),
    queryFn: () => memberOrNull(api, username ?? ''),
    enabled: username !== null && session.status !== 'checking',
    // The same member's answer for another viewer stays until this viewer's arrives (never another member's).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (username ?? '').toLowerCase() ? previous : undefined,
    staleTime: 30_000,
  });
  return { query, viewer, signedIn: session.status === 'authenticated' };
}
