export {
  isNonBlank,
  type PostCommentsMachine,
  type PostCommentsSnapshot,
  postCommentsMachine,
} from './machine';
export type {
  AddCommentRequest,
  CommentsPage,
  CommentsRequest,
  PostComment,
  PostCommentsContext,
  PostCommentsEmitted,
  PostCommentsEvent,
  PostCommentsInput,
  PostCommentsMessage,
  PostCommentsMessageKey,
} from './types';
