import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, flush } from '../testing/deferred';
import { LIKE_DEBOUNCE_MS, postReactionMachine } from './machine';
import type { PostReactionEmitted, ReactionRequest, ReactionResult } from './types';

/** A running machine on post 7 (liked `liked`, `likes` likes); each send waits on a deferred. */
function start(liked = false, likes = 4) {
  const calls: { req: ReactionRequest; d: Deferred<ReactionResult> }[] = [];
  const spy = vi.fn((req: ReactionRequest) => {
    const d = deferred<ReactionResult>();
    calls.push({ req, d });
    return d.promise;
  });
  const actor = createActor(
    postReactionMachine.provide({
      actors: { sendReaction: fromPromise(({ input }: { input: ReactionRequest }) => spy(input)) },
    }),
    { input: { postId: 7, liked, likes } },
  );
  const emitted: PostReactionEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as PostReactionEmitted));
  actor.start();
  return { actor, spy, calls, emitted };
}
const view = (a: ReturnType<typeof start>['actor']) => {
  const s = a.getSnapshot();
  return { value: s.value, liked: s.context.liked, likes: s.context.likes };
};

describe('postReaction machine', () => {
  it('is 400 ms (spec §9) and starts idle with the loaded state; counts never start below 0', () => {
    expect(LIKE_DEBOUNCE_MS).toBe(400);
    expect(view(start().actor)).toEqual({ value: 'idle', liked: false, likes: 4 });
    expect(start(false, -2).actor.getSnapshot().context.likes).toBe(0);
  });

  it('idle → debouncing on TOGGLE (at once +1); after 400 ms only the final state is sent → idle', async () => {
    vi.useFakeTimers();
    try {
      const { actor, spy, calls, emitted } = start();
      actor.send({ type: 'TOGGLE' });
      expect(view(actor)).toEqual({ value: 'debouncing', liked: true, likes: 5 });
      vi.advanceTimersByTime(399);
      expect(spy).not.toHaveBeenCalled();
      // Toggling again restarts the 400 ms.
      actor.send({ type: 'TOGGLE' });
      actor.send({ type: 'TOGGLE' });
      vi.advanceTimersByTime(399);
      expect(spy).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('sending');
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy).toHaveBeenCalledWith({ postId: 7, like: true });
      calls[0]?.d.resolve({ liked_by_me: true, likes: 9 });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
      expect(view(actor)).toEqual({ value: 'idle', liked: true, likes: 9 });
      expect(emitted).toEqual([{ type: 'saved', result: { liked_by_me: true, likes: 9 } }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('debouncing → idle without a call when the member toggled back to the server state', () => {
    vi.useFakeTimers();
    try {
      const { actor, spy } = start(true, 1);
      actor.send({ type: 'TOGGLE' });
      expect(view(actor)).toEqual({ value: 'debouncing', liked: false, likes: 0 });
      actor.send({ type: 'TOGGLE' });
      vi.advanceTimersByTime(LIKE_DEBOUNCE_MS);
      expect(view(actor)).toEqual({ value: 'idle', liked: true, likes: 1 });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unlike never goes below 0 and sends like: false', async () => {
    const { actor, spy, calls } = start(true, 0);
    actor.send({ type: 'TOGGLE' });
    expect(view(actor)).toEqual({ value: 'debouncing', liked: false, likes: 0 });
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith({ postId: 7, like: false }));
    calls[0]?.d.resolve({ liked_by_me: false, likes: 0 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
  });

  it('sending: a TOGGLE meanwhile shows at once and, once the send ends, → debouncing to send it', async () => {
    const { actor, spy, calls, emitted } = start();
    actor.send({ type: 'TOGGLE' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sending'));
    actor.send({ type: 'TOGGLE' });
    expect(view(actor)).toEqual({ value: 'sending', liked: false, likes: 4 });
    calls[0]?.d.resolve({ liked_by_me: true, likes: 5 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('debouncing'));
    expect(actor.getSnapshot().context).toMatchObject({ liked: false, serverLiked: true, serverLikes: 5 });
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(spy).toHaveBeenLastCalledWith({ postId: 7, like: false });
    calls[1]?.d.resolve({ liked_by_me: false, likes: 4 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(emitted.map((e) => e.type)).toEqual(['saved', 'saved']);
  });

  it('sending → idle rolled back on failure, emitting failed with like or unlike', async () => {
    const liking = start(false, 2);
    liking.actor.send({ type: 'TOGGLE' });
    await vi.waitFor(() => expect(liking.calls).toHaveLength(1));
    const error = new Error('POST /convoy-posts/7/react failed: 500');
    liking.calls[0]?.d.reject(error);
    await vi.waitFor(() => expect(liking.actor.getSnapshot().value).toBe('idle'));
    expect(view(liking.actor)).toEqual({ value: 'idle', liked: false, likes: 2 });
    expect(liking.emitted).toEqual([{ type: 'failed', action: 'like', error }]);

    const unliking = start(true, 2);
    unliking.actor.send({ type: 'TOGGLE' });
    await vi.waitFor(() => expect(unliking.calls).toHaveLength(1));
    unliking.calls[0]?.d.reject({});
    await vi.waitFor(() => expect(unliking.actor.getSnapshot().value).toBe('idle'));
    expect(view(unliking.actor)).toEqual({ value: 'idle', liked: true, likes: 2 });
    expect(unliking.emitted[0]).toMatchObject({ type: 'failed', action: 'unlike' });
  });

  it('idle: SYNC takes the server state (never below 0); other states ignore it', async () => {
    const { actor } = start();
    actor.send({ type: 'SYNC', liked: true, likes: 12 });
    expect(actor.getSnapshot().context).toMatchObject({ liked: true, likes: 12, serverLikes: 12 });
    actor.send({ type: 'SYNC', liked: false, likes: -1 });
    expect(actor.getSnapshot().context.likes).toBe(0);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SYNC', liked: false, likes: 50 });
    expect(view(actor)).toEqual({ value: 'debouncing', liked: true, likes: 1 });
    await flush();
  });
});
