import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Deferred, deferred } from '../testing/deferred';
import { isNonBlank, postCommentsMachine } from './machine';
import type {
  AddCommentRequest,
  CommentsPage,
  CommentsRequest,
  PostComment,
  PostCommentsEmitted,
} from './types';

const ME = { id: 1, username: 'amina', name: 'Amina Uwase', avatar: null };
const ERIC = { id: 501, username: 'eric', name: 'Eric Habimana', avatar: null };
const comment = (id: number, content = `Comment ${id}`): PostComment => ({
  id,
  author: ERIC,
  content,
  created_at: '2026-11-20T07:00:00.000Z',
});

/** A running machine; each load and add waits on a deferred the test settles. */
function start(author: PostComment['author'] | null = ME) {
  const loads: { req: CommentsRequest; d: Deferred<CommentsPage> }[] = [];
  const adds: { req: AddCommentRequest; d: Deferred<PostComment> }[] = [];
  const actor = createActor(
    postCommentsMachine.provide({
      actors: {
        loadComments: fromPromise(({ input }: { input: CommentsRequest }) => {
          const d = deferred<CommentsPage>();
          loads.push({ req: input, d });
          return d.promise;
        }),
        addComment: fromPromise(({ input }: { input: AddCommentRequest }) => {
          const d = deferred<PostComment>();
          adds.push({ req: input, d });
          return d.promise;
        }),
      },
    }),
    { input: { postId: 7, author } },
  );
  const emitted: PostCommentsEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as PostCommentsEmitted));
  actor.start();
  return { actor, loads, adds, emitted };
}
/** Opens and loads the first page (`page` comments, `next` cursor). */
async function open(run: ReturnType<typeof start>, page = [comment(1)], next: string | null = null) {
  run.actor.send({ type: 'OPEN' });
  expect(run.actor.getSnapshot().value).toBe('loading');
  run.loads.at(-1)?.d.resolve({ data: page, meta: { next_cursor: next } });
  await waitFor(run.actor, (s) => s.matches('ready'));
}

describe('isNonBlank', () => {
  it('refuses empty and white-space text', () => {
    expect(isNonBlank('')).toBe(false);
    expect(isNonBlank(' \n\t')).toBe(false);
    expect(isNonBlank(' ok ')).toBe(true);
  });
});

describe('postComments machine', () => {
  it('closed → loading (first page of the post) → ready; CLOSE → closed keeps the list', async () => {
    const run = start();
    expect(run.actor.getSnapshot().value).toBe('closed');
    await open(run, [comment(1), comment(2)]);
    expect(run.loads[0]?.req).toEqual({ postId: 7, cursor: null });
    expect(run.actor.getSnapshot().context.comments.map((c) => c.id)).toEqual([1, 2]);
    run.actor.send({ type: 'CLOSE' });
    expect(run.actor.getSnapshot()).toMatchObject({ value: 'closed' });
    expect(run.actor.getSnapshot().context.comments).toHaveLength(2);
  });

  it('loading → loadFailed with the error; RETRY → loading; CLOSE → closed', async () => {
    const run = start();
    run.actor.send({ type: 'OPEN' });
    run.loads[0]?.d.reject({});
    await waitFor(run.actor, (s) => s.matches('loadFailed'));
    expect(run.actor.getSnapshot().context.error).toEqual({ key: 'commentsFailed' });
    run.actor.send({ type: 'RETRY' });
    expect(run.actor.getSnapshot()).toMatchObject({ value: 'loading', context: { error: null } });
    run.loads[1]?.d.reject(new Error('GET /convoy-posts/7/comments failed: 500'));
    await waitFor(run.actor, (s) => s.matches('loadFailed'));
    expect(run.actor.getSnapshot().context.error).toEqual({
      text: 'GET /convoy-posts/7/comments failed: 500',
    });
    run.actor.send({ type: 'CLOSE' });
    expect(run.actor.getSnapshot().value).toBe('closed');
  });

  it('ready: SUBMIT with blank text stays with "Write a comment."; typing clears it', async () => {
    const run = start();
    await open(run);
    run.actor.send({ type: 'CHANGE', value: '   ' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { error: { key: 'commentRequired' } },
    });
    run.actor.send({ type: 'CHANGE', value: 'N' });
    expect(run.actor.getSnapshot().context.error).toBeNull();
    expect(run.adds).toHaveLength(0);
  });

  it('a visitor (no author) cannot submit', async () => {
    const run = start(null);
    await open(run);
    run.actor.send({ type: 'CHANGE', value: 'Nice' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.adds).toHaveLength(0);
  });

  it('ready → submitting shows the comment at once (pending); done → ready with the stored one', async () => {
    const run = start();
    await open(run);
    run.actor.send({ type: 'CHANGE', value: '  Great drive!  ' });
    run.actor.send({ type: 'SUBMIT' });
    const during = run.actor.getSnapshot();
    expect(during.value).toBe('submitting');
    expect(during.context.draft).toBe('');
    expect(during.context.comments.at(-1)).toMatchObject({
      id: -1,
      author: ME,
      content: 'Great drive!',
      pending: true,
    });
    expect(run.adds[0]?.req).toEqual({ postId: 7, content: 'Great drive!' });
    run.actor.send({ type: 'CHANGE', value: 'next' });
    expect(run.actor.getSnapshot().context.draft).toBe('next');
    const stored = { ...comment(40, 'Great drive!'), author: ME };
    run.adds[0]?.d.resolve(stored);
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.comments.map((c) => c.id)).toEqual([1, 40]);
    expect(run.emitted).toEqual([{ type: 'commented', comment: stored }]);
  });

  it('submitting → ready on failure: the comment is taken back, the draft restored, failed emitted', async () => {
    const run = start();
    await open(run);
    run.actor.send({ type: 'CHANGE', value: 'Great drive!' });
    run.actor.send({ type: 'SUBMIT' });
    const error = new Error('POST /convoy-posts/7/comments failed: 500');
    run.adds[0]?.d.reject(error);
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context).toMatchObject({ draft: 'Great drive!' });
    expect(run.actor.getSnapshot().context.comments.map((c) => c.id)).toEqual([1]);
    expect(run.emitted).toEqual([{ type: 'failed', error }]);

    // A draft typed meanwhile is kept.
    run.actor.send({ type: 'SUBMIT' });
    run.actor.send({ type: 'CHANGE', value: 'another' });
    run.adds[1]?.d.reject({});
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.draft).toBe('another');
  });

  it('ready → loadingMore appends the next page (no duplicates) → ready; a failure keeps the list', async () => {
    const run = start();
    await open(run, [comment(1)], 'c1');
    run.actor.send({ type: 'LOAD_MORE' });
    expect(run.actor.getSnapshot().value).toBe('loadingMore');
    expect(run.loads[1]?.req).toEqual({ postId: 7, cursor: 'c1' });
    run.actor.send({ type: 'CHANGE', value: 'typing' });
    run.loads[1]?.d.resolve({ data: [comment(1), comment(2)], meta: { next_cursor: 'c2' } });
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context.comments.map((c) => c.id)).toEqual([1, 2]);
    expect(run.actor.getSnapshot().context.draft).toBe('typing');
    run.actor.send({ type: 'LOAD_MORE' });
    run.loads[2]?.d.reject({});
    await waitFor(run.actor, (s) => s.matches('ready'));
    expect(run.actor.getSnapshot().context).toMatchObject({ error: { key: 'commentsFailed' } });
    expect(run.actor.getSnapshot().context.comments).toHaveLength(2);
  });

  it('LOAD_MORE on the last page does nothing', async () => {
    const run = start();
    await open(run);
    run.actor.send({ type: 'LOAD_MORE' });
    expect(run.actor.getSnapshot().value).toBe('ready');
    expect(run.loads).toHaveLength(1);
  });
});
