export {
  acceptImages,
  canShare,
  isImageFile,
  POST_IMAGE_LIMITS,
  type PostComposerMachine,
  type PostComposerSnapshot,
  postComposerMachine,
} from './machine';
export type {
  CreatedPost,
  DraftImage,
  ImageFile,
  NewPostRequest,
  PostComposerContext,
  PostComposerEmitted,
  PostComposerEvent,
  PostComposerInput,
  PostComposerMessage,
  PostComposerMessageKey,
} from './types';
