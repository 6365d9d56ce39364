/**
 * Types of the `follow` machine (issue #12; spec §2 Member profile, §4 Follow, §7 POST
 * /users/{id}/follow and /unfollow, §8 follow toasts). The result is the structural part of the
 * contract's `FollowState` (`@gari/contract/convoys`). Counts are whole numbers ≥ 0.
 */
import type { Message } from '../shared';

/** What the `follow` and `unfollow` actors answer: the server's state after the call. */
export interface FollowResult {
  is_following: boolean;
  /** The member's followers after the change (≥ 0). */
  followers_count: number;
  /** The server's text ('You are now following Amina Uwase.'), shown in the 'Success' toast. */
  message: string;
}

/** What the actors receive: the member's id (the path of POST /users/{id}/follow). */
export interface FollowRequest {
  member: number;
}

/** Keys of the texts the machine produces (English in @gari/features/members `messages.ts`). */
export type FollowMessageKey = 'followFailed' | 'unfollowFailed';
export type FollowMessage = Message<FollowMessageKey>;

/** Input: the member shown and what the profile said (GET /users/{username}). */
export interface FollowInput {
  /** The member's id. */
  member: number;
  /** `is_following` of the profile (false for visitors). */
  isFollowing: boolean;
  /** `stats.followers` of the profile. */
  followers: number;
  /** True when a member is signed in (visitors get the sign-in prompt instead of a call). */
  signedIn: boolean;
}

export interface FollowContext {
  member: number;
  /** Shown state: optimistic while a call runs. */
  isFollowing: boolean;
  /** Shown followers count: optimistic while a call runs. */
  followers: number;
  signedIn: boolean;
  /** The state before the running call (restored when it fails); null when none runs. */
  previous: { isFollowing: boolean; followers: number } | null;
  /** Why the last call failed ('Failed to follow user' / 'Failed to unfollow user'); null when none. */
  error: FollowMessage | null;
}

export type FollowEvent =
  /** The FOLLOW / UNFOLLOW button: follows when not following, else unfollows. */
  | { type: 'TOGGLE' }
  /** Closes the sign-in prompt. */
  | { type: 'DISMISS' }
  /** The profile was loaded again or the session changed: the server's state (ignored while saving). */
  | { type: 'SYNC'; isFollowing: boolean; followers: number; signedIn: boolean };

export type FollowEmitted =
  /** The server took the change: the 'Success' toast with its `message`. */
  | { type: 'saved'; result: FollowResult }
  /** The call failed and the count was rolled back: the 'Error' toast with `error`. */
  | { type: 'failed'; error: FollowMessage };
