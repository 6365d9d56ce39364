/**
 * Types of the `postComments` machine (issue #12; spec §3 Comment, §4 Comments "added locally at
 * once", §5 "A comment needs non-blank text", §8 'Comment failed'). The shapes are the structural part
 * of the contract's `Comment` / `CommentPage` (`@gari/contract/convoys`).
 */
import type { Message } from '../shared';

/** A comment as shown: `pending` while it is being sent (a local, negative id). */
export interface PostComment {
  id: number;
  author: { id: number; username: string; name: string; avatar: string | null };
  content: string;
  created_at: string;
  pending?: boolean;
}

/** What the `loadComments` actor asks: the post and the page after `cursor` (null = first). */
export interface CommentsRequest {
  postId: number;
  cursor: string | null;
}
/** One page of comments, oldest first. */
export interface CommentsPage {
  data: PostComment[];
  meta: { next_cursor: string | null };
}
/** What the `addComment` actor sends. */
export interface AddCommentRequest {
  postId: number;
  content: string;
}

/** Keys of the texts the machine produces (English in @gari/features/convoys `messages.ts`). */
export type PostCommentsMessageKey = 'commentRequired' | 'commentsFailed';
export type PostCommentsMessage = Message<PostCommentsMessageKey>;

/** Input: the post, and the signed-in author of new comments (null = a visitor: no comment box). */
export interface PostCommentsInput {
  postId: number;
  author: PostComment['author'] | null;
}

export interface PostCommentsContext {
  postId: number;
  author: PostComment['author'] | null;
  comments: PostComment[];
  nextCursor: string | null;
  draft: string;
  /** The comment box's message ('Write a comment.') or a load failure. */
  error: PostCommentsMessage | null;
  /** Local id of the next pending comment (negative, counting down). */
  nextLocalId: number;
}

export type PostCommentsEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'LOAD_MORE' }
  | { type: 'CHANGE'; value: string }
  | { type: 'SUBMIT' };

/**
 * `commented`: the server stored the comment (the post's count goes up). `failed`: it was not stored
 * and was taken back (the 'Comment failed' toast); the draft is restored.
 */
export type PostCommentsEmitted =
  | { type: 'commented'; comment: PostComment }
  | { type: 'failed'; error: unknown };
