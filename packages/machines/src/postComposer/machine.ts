import { assign, emit, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type FieldErrors, flowTypes, msg, notProvided, readFailure } from '../shared';
import type {
  CreatedPost,
  DraftImage,
  ImageFile,
  NewPostRequest,
  PostComposerContext,
  PostComposerEmitted,
  PostComposerEvent,
  PostComposerInput,
  PostComposerMessageKey,
} from './types';

/** Images per post and bytes per image (spec §5, §9; the contract's MAX_POST_IMAGES / _BYTES). */
export const POST_IMAGE_LIMITS = { maxImages: 3, maxImageBytes: 8 * 1024 * 1024 } as const;

/** True for an image file (spec §5 "image files only"): its type is image/*. */
export const isImageFile = (file: ImageFile) => file.type.startsWith('image/');

/** Share is enabled with text or at least one image (spec §5). */
export const canShare = (context: Pick<PostComposerContext, 'content' | 'images'>) =>
  context.content.trim() !== '' || context.images.length > 0;

/**
 * The files of `files` that may join `images` and the message of those refused: not an image, over
 * `maxImageBytes`, or over `maxImages` ('You can only add up to 3 images per post.', `tooMany`).
 */
export function acceptImages(
  context: Pick<PostComposerContext, 'images' | 'maxImages' | 'maxImageBytes'>,
  files: readonly ImageFile[],
): { accepted: ImageFile[]; refused: PostComposerMessageKey | null; tooMany: boolean } {
  const accepted: ImageFile[] = [];
  let refused: PostComposerMessageKey | null = null;
  let tooMany = false;
  for (const file of files) {
    if (!isImageFile(file)) refused ??= 'notAnImage';
    else if (file.size > context.maxImageBytes) refused ??= 'imageTooLarge';
    else if (context.images.length + accepted.length >= context.maxImages) {
      tooMany = true;
      refused = 'tooManyImages';
    } else accepted.push(file);
  }
  return { accepted, refused, tooMany };
}

const fresh = { fieldErrors: {}, error: null };

/**
 * The `postComposer` machine (issue #12; spec §4 New convoy post "shown at the top immediately, then
 * sent"; §5 ≤ 3 images, image files only, Share disabled when empty; §8 'Post failed', 'Maximum images
 * reached'). Previews and the optimistic post are the caller's, from the emitted events.
 *
 * - `editing`: `CHANGE_TEXT`; `ADD_IMAGES` keeps the image files up to 3 (≤ 8 MB each) and says why
 *   others were refused (`fieldErrors.images`; a fourth image also emits `maxImages`); `REMOVE_IMAGE`;
 *   `SUBMIT` with text or an image → `submitting` (else stays with 'Write something or add an image.').
 * - `submitting`: emits `posting` (the post shows at once), runs the caller's `createPost` actor (POST
 *   /convoys/{id}/posts, multipart with images) with `PROGRESS` events from the upload. Done: emits
 *   `posted`, the composer is emptied → `editing`. Failed: emits `failed` (the optimistic post is taken
 *   back, 'Post failed' toast) → `editing` with the text and images kept and the server's message
 *   (e.g. 'New accounts can post images after 24 hours…') and field errors.
 */
export const postComposerMachine = setup({
  types: flowTypes<PostComposerContext, PostComposerEvent, PostComposerInput, PostComposerEmitted>(),
  actors: {
    createPost: fromPromise<CreatedPost, NewPostRequest>(notProvided('postComposer', 'createPost')),
  },
  guards: {
    canShare: ({ context }) => canShare(context),
  },
  actions: {
    addImages: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ADD_IMAGES') return;
      const { accepted, refused, tooMany } = acceptImages(context, event.files);
      const images: DraftImage[] = accepted.map((file, i) => ({ id: context.nextId + i, file }));
      const fieldErrors: FieldErrors<PostComposerMessageKey> = { ...context.fieldErrors };
      delete fieldErrors.content;
      if (refused) fieldErrors.images = [msg(refused)];
      else delete fieldErrors.images;
      enqueue.assign({
        images: [...context.images, ...images],
        nextId: context.nextId + accepted.length,
        fieldErrors,
        error: null,
      });
      if (tooMany) enqueue.emit({ type: 'maxImages' });
    }),
  },
}).createMachine({
  id: 'postComposer',
  context: ({ input }) => ({
    content: '',
    images: [],
    maxImages: input.maxImages ?? POST_IMAGE_LIMITS.maxImages,
    maxImageBytes: input.maxImageBytes ?? POST_IMAGE_LIMITS.maxImageBytes,
    ...fresh,
    progress: 0,
    nextId: 1,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE_TEXT: {
          actions: assign(({ event }) => ({ content: event.value, fieldErrors: {}, error: null })),
        },
        ADD_IMAGES: { actions: 'addImages' },
        REMOVE_IMAGE: {
          actions: assign(({ context, event }) => ({
            images: context.images.filter((i) => i.id !== event.id),
            ...fresh,
          })),
        },
        SUBMIT: [
          { guard: 'canShare', target: 'submitting' },
          { actions: assign({ fieldErrors: { content: [msg('emptyPost')] } }) },
        ],
      },
    },
    submitting: {
      entry: [
        assign({ ...fresh, progress: 0 }),
        emit(({ context }) => ({
          type: 'posting' as const,
          tempId: -context.nextId,
          content: context.content.trim(),
          images: context.images,
        })),
      ],
      on: {
        PROGRESS: {
          actions: assign(({ event }) => ({ progress: Math.min(1, Math.max(0, event.fraction)) })),
        },
      },
      invoke: {
        src: 'createPost',
        input: ({ context, self }) => ({
          content: context.content.trim(),
          images: context.images.map((i) => i.file),
          onProgress: (fraction: number) => self.send({ type: 'PROGRESS', fraction }),
        }),
        onDone: {
          target: 'editing',
          actions: [
            emit(({ context, event }) => ({
              type: 'posted' as const,
              tempId: -context.nextId,
              post: event.output,
            })),
            assign(({ context }) => ({ content: '', images: [], progress: 0, nextId: context.nextId + 1 })),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            emit(({ context, event }) => ({
              type: 'failed' as const,
              tempId: -context.nextId,
              error: event.error,
            })),
            assign(({ context, event }) => {
              const failure = readFailure(event.error, 'postFailed');
              return {
                error: failure.message,
                fieldErrors: failure.fieldErrors,
                progress: 0,
                nextId: context.nextId + 1,
              };
            }),
          ],
        },
      },
    },
  },
});

export type PostComposerMachine = typeof postComposerMachine;
export type PostComposerSnapshot = SnapshotFrom<PostComposerMachine>;
