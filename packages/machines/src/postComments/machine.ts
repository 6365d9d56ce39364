import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, msg, notProvided, readFailure } from '../shared';
import type {
  AddCommentRequest,
  CommentsPage,
  CommentsRequest,
  PostComment,
  PostCommentsContext,
  PostCommentsEmitted,
  PostCommentsEvent,
  PostCommentsInput,
} from './types';

/** True when `text` has something besides white space (spec §5). */
export const isNonBlank = (text: string) => text.trim() !== '';

/**
 * The `postComments` machine of one post (issue #12; spec §4 Comments, §5 non-blank comment, §8
 * 'Comment failed').
 *
 * - `closed`: the "Comments" button. `OPEN` → `loading`.
 * - `loading`: the caller's `loadComments` actor (GET /convoy-posts/{id}/comments, oldest first) →
 *   `ready`, or `loadFailed` with the error.
 * - `loadFailed`: `RETRY` → `loading`; `CLOSE` → `closed`.
 * - `ready`: the list and, for members, the comment box. `CHANGE` edits the draft (clearing the
 *   message); `SUBMIT` with blank text stays with 'Write a comment.', else the comment is shown at once
 *   (pending) and → `submitting`; `LOAD_MORE` (when there is a next page) → `loadingMore`; `CLOSE` →
 *   `closed` (the list is kept).
 * - `loadingMore`: the next page is appended → `ready` (a failure keeps the list with the error).
 * - `submitting`: the caller's `addComment` actor (POST /convoy-posts/{id}/comments). Done: the pending
 *   comment becomes the stored one, emits `commented` → `ready`. Failed: the comment is taken back, the
 *   draft restored, emits `failed` → `ready`. `CHANGE` edits the next draft meanwhile.
 */
export const postCommentsMachine = setup({
  types: flowTypes<PostCommentsContext, PostCommentsEvent, PostCommentsInput, PostCommentsEmitted>(),
  actors: {
    loadComments: fromPromise<CommentsPage, CommentsRequest>(notProvided('postComments', 'loadComments')),
    addComment: fromPromise<PostComment, AddCommentRequest>(notProvided('postComments', 'addComment')),
  },
  guards: {
    canComment: ({ context }) => context.author !== null && isNonBlank(context.draft),
    hasMore: ({ context }) => context.nextCursor !== null,
  },
  actions: {
    change: assign(({ event }) => (event.type === 'CHANGE' ? { draft: event.value, error: null } : {})),
  },
}).createMachine({
  id: 'postComments',
  context: ({ input }) => ({
    postId: input.postId,
    author: input.author,
    comments: [],
    nextCursor: null,
    draft: '',
    error: null,
    nextLocalId: -1,
  }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'loading' } },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadComments',
        input: ({ context }) => ({ postId: context.postId, cursor: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            comments: event.output.data,
            nextCursor: event.output.meta.next_cursor,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ error: readFailure(event.error, 'commentsFailed').message })),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading', CLOSE: 'closed' } },
    ready: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: [
          { guard: 'canComment', target: 'submitting' },
          { actions: assign({ error: msg('commentRequired') }) },
        ],
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
        CLOSE: 'closed',
      },
    },
    loadingMore: {
      on: { CHANGE: { actions: 'change' } },
      invoke: {
        src: 'loadComments',
        input: ({ context }) => ({ postId: context.postId, cursor: context.nextCursor }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            comments: [
              ...context.comments,
              ...event.output.data.filter((c) => !context.comments.some((k) => k.id === c.id)),
            ],
            nextCursor: event.output.meta.next_cursor,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({ error: readFailure(event.error, 'commentsFailed').message })),
        },
      },
    },
    submitting: {
      entry: assign(({ context }) => ({
        comments: [
          ...context.comments,
          {
            id: context.nextLocalId,
            author: context.author as NonNullable<PostCommentsContext['author']>,
            content: context.draft.trim(),
            created_at: new Date().toISOString(),
            pending: true,
          },
        ],
        draft: '',
        error: null,
        nextLocalId: context.nextLocalId - 1,
      })),
      on: { CHANGE: { actions: 'change' } },
      invoke: {
        src: 'addComment',
        input: ({ context }) => ({
          postId: context.postId,
          content: context.comments.at(-1)?.content ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              comments: context.comments.map((c) => (c.id === context.nextLocalId + 1 ? event.output : c)),
            })),
            emit(({ event }) => ({ type: 'commented' as const, comment: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ context }) => {
              const mine = context.comments.find((c) => c.id === context.nextLocalId + 1);
              return {
                comments: context.comments.filter((c) => c.id !== context.nextLocalId + 1),
                draft: context.draft === '' ? (mine?.content ?? '') : context.draft,
              };
            }),
            emit(({ event }) => ({ type: 'failed' as const, error: event.error })),
          ],
        },
      },
    },
  },
});

export type PostCommentsMachine = typeof postCommentsMachine;
export type PostCommentsSnapshot = SnapshotFrom<PostCommentsMachine>;
