import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, msg, notProvided, resultEvent } from '../shared';
import type {
  FollowContext,
  FollowEmitted,
  FollowEvent,
  FollowInput,
  FollowRequest,
  FollowResult,
} from './types';

/** The state after a change by one: optimistic, never below 0 followers. */
const optimistic = (context: FollowContext, on: boolean) => ({
  previous: { isFollowing: context.isFollowing, followers: context.followers },
  isFollowing: on,
  followers: Math.max(0, context.followers + (on ? 1 : -1)),
  error: null,
});

/** The server's answer as the shown state. */
const settle = (result: FollowResult) => ({
  isFollowing: result.is_following,
  followers: Math.max(0, result.followers_count),
  previous: null,
});

/** Back to the state before the failed call. */
const rollback = (context: FollowContext) => ({
  isFollowing: context.previous?.isFollowing ?? context.isFollowing,
  followers: context.previous?.followers ?? context.followers,
  previous: null,
});

/** The `follow` machine's types, actors (provided by the caller), guards and actions. */
const followSetup = setup({
  types: flowTypes<FollowContext, FollowEvent, FollowInput, FollowEmitted>(),
  actors: {
    follow: fromPromise<FollowResult, FollowRequest>(notProvided('follow', 'follow')),
    unfollow: fromPromise<FollowResult, FollowRequest>(notProvided('follow', 'unfollow')),
  },
  guards: {
    signedOut: ({ context }) => !context.signedIn,
    isFollowing: ({ context }) => context.isFollowing,
    signsIn: ({ event }) => event.type === 'SYNC' && event.signedIn,
  },
  actions: {
    sync: assign(({ event }) =>
      event.type === 'SYNC'
        ? {
            isFollowing: event.isFollowing,
            followers: Math.max(0, event.followers),
            signedIn: event.signedIn,
          }
        : {},
    ),
  },
});

/**
 * `savingFollow` (`on` true, the `follow` actor) or `savingUnfollow` (false, `unfollow`): the change
 * shows at once, the server's answer settles it and emits `saved`, a failure rolls it back with
 * `failed`; both end in `idle`.
 */
const saving = (on: boolean) => {
  const failed = on ? ('followFailed' as const) : ('unfollowFailed' as const);
  return followSetup.createStateConfig({
    entry: assign(({ context }) => optimistic(context, on)),
    invoke: {
      src: on ? 'follow' : 'unfollow',
      input: ({ context }) => ({ member: context.member }),
      onDone: {
        target: 'idle',
        actions: [assign(({ event }) => settle(event.output)), emit(resultEvent('saved'))],
      },
      onError: {
        target: 'idle',
        actions: [
          assign(({ context }) => ({ ...rollback(context), error: msg(failed) })),
          emit(() => ({ type: 'failed' as const, error: msg(failed) })),
        ],
      },
    },
  });
};

/**
 * The `follow` machine (issue #12; spec §2 Member profile FOLLOW/UNFOLLOW, §4 Follow "the button
 * toggles FOLLOW/UNFOLLOW from the server's is_following and followers_count", §8 follow toasts).
 *
 * - `idle`: the button shows FOLLOW or UNFOLLOW from `isFollowing` and the `followers` count.
 *   `TOGGLE` by a visitor → `signInPrompt`; by a member → `savingFollow` or `savingUnfollow`.
 *   `SYNC` takes the server's state (a reloaded profile, a session change).
 * - `signInPrompt`: the visitor is asked to sign in; `DISMISS` → `idle`; `SYNC` signed in → `idle`.
 * - `savingFollow` / `savingUnfollow`: the change shows at once (count ±1, never below 0) while the
 *   caller's `follow` / `unfollow` actor (POST /users/{id}/follow, /unfollow) runs; its answer sets the
 *   server's `is_following` and `followers_count` and emits `saved` (toast 'Success' + the server's
 *   message); a failure restores the previous state and emits `failed` ('Failed to follow user' /
 *   'Failed to unfollow user'). Both end in `idle`. `TOGGLE` and `SYNC` wait for the answer.
 */
export const followMachine = followSetup.createMachine({
  id: 'follow',
  context: ({ input }) => ({
    member: input.member,
    isFollowing: input.isFollowing,
    followers: Math.max(0, input.followers),
    signedIn: input.signedIn,
    previous: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: [
          { guard: 'signedOut', target: 'signInPrompt' },
          { guard: 'isFollowing', target: 'savingUnfollow' },
          { target: 'savingFollow' },
        ],
        SYNC: { actions: 'sync' },
      },
    },
    signInPrompt: {
      on: {
        DISMISS: { target: 'idle' },
        SYNC: [{ guard: 'signsIn', target: 'idle', actions: 'sync' }, { actions: 'sync' }],
      },
    },
    savingFollow: saving(true),
    savingUnfollow: saving(false),
  },
});

export type FollowMachine = typeof followMachine;
export type FollowSnapshot = SnapshotFrom<FollowMachine>;
