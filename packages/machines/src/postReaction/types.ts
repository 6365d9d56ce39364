/**
 * Types of the `postReaction` machine (issue #12; spec §4 Convoy post reaction, §8 'Like failed' /
 * 'Unlike failed', §9 like debounce 400 ms). The shapes are the structural part of the contract's
 * `ReactionState` (`@gari/contract/convoys`). Counts are whole numbers ≥ 0.
 */

/** What the `sendReaction` actor sends: like (POST /react) or unlike (POST /unreact) post `postId`. */
export interface ReactionRequest {
  postId: number;
  like: boolean;
}

/** The server's answer: the member's like and the post's count after it. */
export interface ReactionResult {
  liked_by_me: boolean;
  likes: number;
}

/** Input: the post and its like state as loaded. */
export interface PostReactionInput {
  postId: number;
  liked: boolean;
  likes: number;
}

export interface PostReactionContext {
  postId: number;
  /** What the member sees (optimistic). */
  liked: boolean;
  likes: number;
  /** What the server last said (the rollback point). */
  serverLiked: boolean;
  serverLikes: number;
}

export type PostReactionEvent =
  /** The like button: toggles at once, sent after 400 ms without another toggle. */
  | { type: 'TOGGLE' }
  /** The post was loaded again: the server's state (ignored while a change is pending). */
  | { type: 'SYNC'; liked: boolean; likes: number };

/**
 * `failed`: the send failed and the like was rolled back; `action` names the toast ('like' → 'Like
 * failed', 'unlike' → 'Unlike failed'). `saved`: the server's state after a send.
 */
export type PostReactionEmitted =
  | { type: 'failed'; action: 'like' | 'unlike'; error: unknown }
  | { type: 'saved'; result: ReactionResult };
