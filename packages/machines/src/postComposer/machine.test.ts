import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Deferred, deferred } from '../testing/deferred';
import { acceptImages, canShare, isImageFile, POST_IMAGE_LIMITS, postComposerMachine } from './machine';
import type { CreatedPost, ImageFile, NewPostRequest, PostComposerEmitted } from './types';

const png = (name = 'a.png', size = 1000): ImageFile => ({ name, type: 'image/png', size });
const pdf: ImageFile = { name: 'doc.pdf', type: 'application/pdf', size: 1000 };

function start() {
  const sends: { req: NewPostRequest; d: Deferred<CreatedPost> }[] = [];
  const actor = createActor(
    postComposerMachine.provide({
      actors: {
        createPost: fromPromise(({ input }: { input: NewPostRequest }) => {
          const d = deferred<CreatedPost>();
          sends.push({ req: input, d });
          return d.promise;
        }),
      },
    }),
    { input: {} },
  );
  const emitted: PostComposerEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as PostComposerEmitted));
  actor.start();
  return { actor, sends, emitted };
}

describe('composer rules', () => {
  it('3 images of 8 MB (spec §5, §9); image files only; Share needs text or an image', () => {
    expect(POST_IMAGE_LIMITS).toEqual({ maxImages: 3, maxImageBytes: 8 * 1024 * 1024 });
    expect(isImageFile(png())).toBe(true);
    expect(isImageFile(pdf)).toBe(false);
    expect(canShare({ content: '  ', images: [] })).toBe(false);
    expect(canShare({ content: 'Hi', images: [] })).toBe(true);
    expect(canShare({ content: '', images: [{ id: 1, file: png() }] })).toBe(true);
    const ctx = { images: [], ...POST_IMAGE_LIMITS };
    expect(acceptImages(ctx, [png(), pdf, png('big.png', 9 * 1024 * 1024)])).toEqual({
      accepted: [png()],
      refused: 'notAnImage',
      tooMany: false,
    });
    expect(acceptImages(ctx, [png('1'), png('2'), png('3'), png('4')])).toMatchObject({
      refused: 'tooManyImages',
      tooMany: true,
    });
  });
});

describe('postComposer machine', () => {
  it('editing: text, images (≤ 3, image files only, ≤ 8 MB), remove; an empty SUBMIT stays', () => {
    const { actor, sends, emitted } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ content: [{ key: 'emptyPost' }] });
    actor.send({ type: 'CHANGE_TEXT', value: 'Hello' });
    expect(actor.getSnapshot().context).toMatchObject({ content: 'Hello', fieldErrors: {} });
    actor.send({ type: 'ADD_IMAGES', files: [pdf] });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ images: [{ key: 'notAnImage' }] });
    actor.send({ type: 'ADD_IMAGES', files: [png('big', 9 * 1024 * 1024)] });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ images: [{ key: 'imageTooLarge' }] });
    actor.send({ type: 'ADD_IMAGES', files: [png('1'), png('2')] });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'ADD_IMAGES', files: [png('3'), png('4')] });
    const ctx = actor.getSnapshot().context;
    expect(ctx.images.map((i) => [i.id, i.file.name])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
    ]);
    expect(ctx.fieldErrors).toEqual({ images: [{ key: 'tooManyImages' }] });
    expect(emitted).toEqual([{ type: 'maxImages' }]);
    actor.send({ type: 'REMOVE_IMAGE', id: 2 });
    expect(actor.getSnapshot().context.images.map((i) => i.id)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(sends).toHaveLength(0);
  });

  it('an image alone may be shared', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'ADD_IMAGES', files: [png()] });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sends[0]?.req).toMatchObject({ content: '', images: [png()] });
  });

  it('editing → submitting (posting emitted, progress) → editing emptied with posted', async () => {
    const { actor, sends, emitted } = start();
    actor.send({ type: 'CHANGE_TEXT', value: '  Sunday drive #kigali ' });
    actor.send({ type: 'ADD_IMAGES', files: [png('1'), png('2')] });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(emitted.at(-1)).toMatchObject({
      type: 'posting',
      tempId: -3,
      content: 'Sunday drive #kigali',
      images: [{ id: 1 }, { id: 2 }],
    });
    expect(sends[0]?.req).toMatchObject({ content: 'Sunday drive #kigali', images: [png('1'), png('2')] });
    sends[0]?.req.onProgress(0.5);
    expect(actor.getSnapshot().context.progress).toBe(0.5);
    sends[0]?.req.onProgress(3);
    expect(actor.getSnapshot().context.progress).toBe(1);
    sends[0]?.d.resolve({ id: 900 });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ content: '', images: [], progress: 0, error: null });
    expect(emitted.at(-1)).toEqual({ type: 'posted', tempId: -3, post: { id: 900 } });
    // The next post gets another local id.
    actor.send({ type: 'CHANGE_TEXT', value: 'again' });
    actor.send({ type: 'SUBMIT' });
    expect(emitted.at(-1)).toMatchObject({ type: 'posting', tempId: -4 });
  });

  it('submitting → editing on failure: failed emitted, text and images kept, the server message shown', async () => {
    const { actor, sends, emitted } = start();
    actor.send({ type: 'CHANGE_TEXT', value: 'Photos' });
    actor.send({ type: 'ADD_IMAGES', files: [png()] });
    actor.send({ type: 'SUBMIT' });
    const error = Object.assign(
      new Error('New accounts can post images after 24 hours and once their email is verified.'),
      {
        status: 403,
        errors: { images: ['New accounts can post images after 24 hours and once their email is verified.'] },
      },
    );
    sends[0]?.d.reject(error);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(emitted.at(-1)).toEqual({ type: 'failed', tempId: -2, error });
    expect(actor.getSnapshot().context).toMatchObject({
      content: 'Photos',
      images: [{ id: 1 }],
      error: { text: error.message },
      fieldErrors: { images: [{ text: error.message }] },
    });
    actor.send({ type: 'SUBMIT' });
    sends[1]?.d.reject({});
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'postFailed' });
  });
});
