export {
  isNonBlank,
  type PostCommentsMachine,
  type PostCommentsSnapshot,
  postCommentsMachine,
} from './machine';
export type * from './types';
