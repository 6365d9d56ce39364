export {
  LIKE_DEBOUNCE_MS,
  type PostReactionMachine,
  type PostReactionSnapshot,
  postReactionMachine,
} from './machine';
export type {
  PostReactionContext,
  PostReactionEmitted,
  PostReactionEvent,
  PostReactionInput,
  ReactionRequest,
  ReactionResult,
} from './types';
