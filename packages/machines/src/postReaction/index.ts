export {
  LIKE_DEBOUNCE_MS,
  type PostReactionMachine,
  type PostReactionSnapshot,
  postReactionMachine,
} from './machine';
export type * from './types';
