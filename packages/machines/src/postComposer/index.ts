export {
  acceptImages,
  canShare,
  isImageFile,
  POST_IMAGE_LIMITS,
  type PostComposerMachine,
  type PostComposerSnapshot,
  postComposerMachine,
} from './machine';
export type * from './types';
