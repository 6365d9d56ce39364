/**
 * Types of the `postComposer` machine (issue #12; spec §2 Convoy detail "post composer (text plus up to
 * 3 image files)", §4 New convoy post, §5 Convoy posts, §8 'Post failed' / 'Maximum images reached').
 * The request is the client's `NewPost`; the answer the structural part of the contract's `ConvoyPost`.
 */
import type { FieldErrors, Message } from '../shared';

/** A picked file as the machine reads it (a browser `File` fits). Sizes in bytes. */
export interface ImageFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** An image of the draft: a local id (previews are keyed by it) and the file. */
export interface DraftImage<F extends ImageFile = ImageFile> {
  id: number;
  file: F;
}

/** What the `createPost` actor sends; `onProgress(fraction 0–1)` as the upload goes. */
export interface NewPostRequest {
  content: string;
  images: ImageFile[];
  onProgress: (fraction: number) => void;
}

/** What the machine reads of the created post. */
export interface CreatedPost {
  id: number;
}

/** Keys of the texts the machine produces (English in @gari/features/convoys `messages.ts`). */
export type PostComposerMessageKey =
  | 'tooManyImages'
  | 'notAnImage'
  | 'imageTooLarge'
  | 'emptyPost'
  | 'postFailed';
export type PostComposerMessage = Message<PostComposerMessageKey>;

/** Input: the image limits (defaults: 3 images of ≤ 8 MB, spec §5 / §9). */
export interface PostComposerInput {
  maxImages?: number;
  maxImageBytes?: number;
}

export interface PostComposerContext {
  content: string;
  images: DraftImage[];
  maxImages: number;
  maxImageBytes: number;
  /** Field messages: `images` (§5 texts), `content` (server). */
  fieldErrors: FieldErrors<PostComposerMessageKey>;
  /** The last failure of a send (shown beside the composer). */
  error: PostComposerMessage | null;
  /** Upload progress of the send, 0–1. */
  progress: number;
  /** Local id of the next image and of the next optimistic post (negative). */
  nextId: number;
}

export type PostComposerEvent =
  | { type: 'CHANGE_TEXT'; value: string }
  | { type: 'ADD_IMAGES'; files: readonly ImageFile[] }
  | { type: 'REMOVE_IMAGE'; id: number }
  | { type: 'SUBMIT' }
  | { type: 'PROGRESS'; fraction: number };

/**
 * `posting`: show the post at once (a local negative `tempId`); `posted`: the server stored it (replace
 * the local one); `failed`: take the local one back (the 'Post failed' toast); `maxImages`: a fourth
 * image was refused (the 'Maximum images reached' toast).
 */
export type PostComposerEmitted =
  | { type: 'posting'; tempId: number; content: string; images: DraftImage[] }
  | { type: 'posted'; tempId: number; post: CreatedPost }
  | { type: 'failed'; tempId: number; error: unknown }
  | { type: 'maxImages' };
