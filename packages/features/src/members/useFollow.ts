import type { MemberProfile } from '@gari/contract/convoys';
import { type FollowRequest, type FollowResult, followMachine } from '@gari/machines/follow';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, useApi, useFlowHook } from '../app';
import { useT } from '../shared/locale';
import { convoyKeys } from '../shared/queryKeys';
import { t as memberT } from './messages';
import { memberKeys } from './useMember';

/** Options of {@link useFollow}: stories may run their own machine or snapshot. */
export type UseFollowOptions = FlowHookOptions<typeof followMachine>;

/**
 * FOLLOW / UNFOLLOW of a member profile (issue #12; spec §4 Follow, §7 POST /users/{id}/follow and
 * /unfollow, §8): the `follow` machine with the API's calls. The button and the followers count change
 * at once; the server's `is_following` and `followers_count` then replace them in the cached profile
 * with the 'Success' toast and its message; a failure rolls back with 'Error' / 'Failed to follow user'
 * (or 'Failed to unfollow user'). A visitor gets the sign-in prompt. A reloaded profile or a session
 * change is synced into the machine.
 *
 * @param profile the loaded profile; `cacheKey` its query key; `signedIn` whether a member asks.
 * @returns the machine `state` and `send`, `isFollowing` and `followers` as shown.
 */
export function useFollow(
  profile: MemberProfile,
  cacheKey: readonly unknown[],
  signedIn: boolean,
  options: UseFollowOptions = {},
) {
  const t = useT(memberT);
  const api = useApi();
  const qc = useQueryClient();
  const { state, send } = useFlowHook(followMachine, options, {
    actors: {
      follow: fromPromise<FollowResult, FollowRequest>(({ input }) => api.convoys.follow(input.member)),
      unfollow: fromPromise<FollowResult, FollowRequest>(({ input }) => api.convoys.unfollow(input.member)),
    },
    input: {
      member: profile.id,
      isFollowing: profile.is_following,
      followers: profile.stats.followers,
      signedIn,
    },
    on: {
      saved: ({ result }) => {
        qc.setQueryData<MemberProfile | null>(cacheKey, (old) =>
          old
            ? {
                ...old,
                is_following: result.is_following,
                stats: { ...old.stats, followers: result.followers_count },
              }
            : old,
        );
        // Other cached views of the member (another viewer key) and the feeds read it again.
        void qc.invalidateQueries({
          queryKey: memberKeys.all,
          predicate: (q) => q.queryKey.join('|') !== cacheKey.join('|'),
        });
        void qc.invalidateQueries({ queryKey: convoyKeys.feeds }); // /feeds and the side column's preview
        toast.success(t('successTitle'), result.message);
      },
      failed: ({ error }) => toast.error(t('errorTitle'), t.message(error)),
    },
  });
  const { is_following, stats } = profile;
  useEffect(() => {
    send({ type: 'SYNC', isFollowing: is_following, followers: stats.followers, signedIn });
  }, [is_following, stats.followers, signedIn, send]);
  return {
    state,
    send,
    isFollowing: state.context.isFollowing,
    followers: state.context.followers,
  };
}
