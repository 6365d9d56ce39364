import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, notProvided, resultEvent } from '../shared';
import type {
  PostReactionContext,
  PostReactionEmitted,
  PostReactionEvent,
  PostReactionInput,
  ReactionRequest,
  ReactionResult,
} from './types';

/** The like debounce of spec §4 / §9, in ms. */
export const LIKE_DEBOUNCE_MS = 400;

/**
 * The `postReaction` machine of one post (issue #12; spec §4 "The like toggles locally with a 400 ms
 * debounce; the count never goes below 0"; §8 'Like failed' / 'Unlike failed').
 *
 * - `idle`: `TOGGLE` flips `liked` and moves `likes` by one (never below 0) → `debouncing`; `SYNC`
 *   takes the server's state.
 * - `debouncing`: another `TOGGLE` flips again and restarts the 400 ms (`debounce` delay). When it
 *   ends, only the final state is sent: unchanged from the server → `idle` without a call, else →
 *   `sending`.
 * - `sending`: the caller's `sendReaction` actor (POST /convoy-posts/{id}/react or /unreact). `TOGGLE`
 *   still flips what the member sees. Done: the server's state is kept (emits `saved`); when the member
 *   toggled meanwhile → `debouncing` to send the new final state, else → `idle` with the server's
 *   count. Failed: rolled back to the server's state, emits `failed` (the toast) → `idle`.
 */
export const postReactionMachine = setup({
  types: flowTypes<PostReactionContext, PostReactionEvent, PostReactionInput, PostReactionEmitted>(),
  actors: {
    sendReaction: fromPromise<ReactionResult, ReactionRequest>(notProvided('postReaction', 'sendReaction')),
  },
  delays: { debounce: LIKE_DEBOUNCE_MS },
  guards: {
    changed: ({ context }) => context.liked !== context.serverLiked,
    toggledMeanwhile: ({ context, event }) =>
      context.liked !== (event as unknown as { output: ReactionResult }).output.liked_by_me,
  },
  actions: {
    toggle: assign(({ context }) => ({
      liked: !context.liked,
      likes: Math.max(0, context.likes + (context.liked ? -1 : 1)),
    })),
    sync: assign(({ event }) =>
      event.type === 'SYNC'
        ? {
            liked: event.liked,
            likes: Math.max(0, event.likes),
            serverLiked: event.liked,
            serverLikes: Math.max(0, event.likes),
          }
        : {},
    ),
  },
}).createMachine({
  id: 'postReaction',
  context: ({ input }) => {
    const likes = Math.max(0, input.likes);
    return { postId: input.postId, liked: input.liked, likes, serverLiked: input.liked, serverLikes: likes };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: { target: 'debouncing', actions: 'toggle' },
        SYNC: { actions: 'sync' },
      },
    },
    debouncing: {
      on: { TOGGLE: { target: 'debouncing', reenter: true, actions: 'toggle' } },
      after: {
        debounce: [
          { guard: 'changed', target: 'sending' },
          {
            target: 'idle',
            actions: assign(({ context }) => ({ likes: context.serverLikes })),
          },
        ],
      },
    },
    sending: {
      on: { TOGGLE: { actions: 'toggle' } },
      invoke: {
        src: 'sendReaction',
        input: ({ context }) => ({ postId: context.postId, like: context.liked }),
        onDone: [
          {
            guard: 'toggledMeanwhile',
            target: 'debouncing',
            actions: [
              assign(({ event }) => ({
                serverLiked: event.output.liked_by_me,
                serverLikes: Math.max(0, event.output.likes),
              })),
              emit(resultEvent('saved')),
            ],
          },
          {
            target: 'idle',
            actions: [
              assign(({ event }) => {
                const likes = Math.max(0, event.output.likes);
                return {
                  liked: event.output.liked_by_me,
                  likes,
                  serverLiked: event.output.liked_by_me,
                  serverLikes: likes,
                };
              }),
              emit(resultEvent('saved')),
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'failed' as const,
              action: context.serverLiked ? ('unlike' as const) : ('like' as const),
              error: event.error,
            })),
            assign(({ context }) => ({ liked: context.serverLiked, likes: context.serverLikes })),
          ],
        },
      },
    },
  },
});

export type PostReactionMachine = typeof postReactionMachine;
export type PostReactionSnapshot = SnapshotFrom<PostReactionMachine>;
