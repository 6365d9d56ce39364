import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { followMachine } from './machine';
import type { FollowEmitted, FollowInput, FollowRequest, FollowResult } from './types';

const MEMBER: FollowInput = { member: 7, isFollowing: false, followers: 4, signedIn: true };
const answer = (is_following: boolean, followers_count: number): FollowResult => ({
  is_following,
  followers_count,
  message: is_following ? 'You are now following Amina Uwase.' : 'You unfollowed Amina Uwase.',
});

/** A deferred answer: the test decides when (and how) the call ends. */
function deferred() {
  let resolve!: (r: FollowResult) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<FollowResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A running machine; `follow` / `unfollow` are what the actors do with each request. */
function start(
  input: Partial<FollowInput> = {},
  calls: {
    follow?: (r: FollowRequest) => Promise<FollowResult>;
    unfollow?: (r: FollowRequest) => Promise<FollowResult>;
  } = {},
) {
  const follow = vi.fn(calls.follow ?? (async () => answer(true, 5)));
  const unfollow = vi.fn(calls.unfollow ?? (async () => answer(false, 4)));
  const actor = createActor(
    followMachine.provide({
      actors: {
        follow: fromPromise(({ input: r }: { input: FollowRequest }) => follow(r)),
        unfollow: fromPromise(({ input: r }: { input: FollowRequest }) => unfollow(r)),
      },
    }),
    { input: { ...MEMBER, ...input } },
  );
  const emitted: FollowEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, follow, unfollow, emitted };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'));

describe('follow machine', () => {
  it('starts idle with the profile state (a negative count read as 0)', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { member: 7, isFollowing: false, followers: 4, signedIn: true, previous: null, error: null },
    });
    expect(start({ followers: -2 }).actor.getSnapshot().context.followers).toBe(0);
  });

  it('idle → savingFollow (count +1 at once) → idle with the server state, emitting saved', async () => {
    const call = deferred();
    const { actor, follow, emitted } = start({}, { follow: () => call.promise });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'savingFollow',
      context: { isFollowing: true, followers: 5, previous: { isFollowing: false, followers: 4 } },
    });
    expect(follow).toHaveBeenCalledWith({ member: 7 });
    call.resolve(answer(true, 9));
    const done = await idle(actor);
    expect(done.context).toMatchObject({ isFollowing: true, followers: 9, previous: null, error: null });
    expect(emitted).toEqual([{ type: 'saved', result: answer(true, 9) }]);
  });

  it('idle (following) → savingUnfollow (count −1, never below 0) → idle, emitting saved', async () => {
    const call = deferred();
    const { actor, unfollow, emitted } = start(
      { isFollowing: true, followers: 0 },
      { unfollow: () => call.promise },
    );
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'savingUnfollow',
      context: { isFollowing: false, followers: 0 },
    });
    expect(unfollow).toHaveBeenCalledWith({ member: 7 });
    call.resolve(answer(false, 0));
    expect((await idle(actor)).context).toMatchObject({ isFollowing: false, followers: 0, previous: null });
    expect(emitted.map((e) => e.type)).toEqual(['saved']);
  });

  it('a failed follow rolls back and emits failed with followFailed', async () => {
    const { actor, emitted } = start({}, { follow: async () => Promise.reject(new Error('500')) });
    actor.send({ type: 'TOGGLE' });
    const done = await idle(actor);
    expect(done.context).toMatchObject({
      isFollowing: false,
      followers: 4,
      previous: null,
      error: { key: 'followFailed' },
    });
    expect(emitted).toEqual([{ type: 'failed', error: { key: 'followFailed' } }]);
  });

  it('a failed unfollow rolls back and emits failed with unfollowFailed; the next TOGGLE clears it', async () => {
    const { actor, emitted } = start(
      { isFollowing: true, followers: 3 },
      { unfollow: async () => Promise.reject(new Error('offline')) },
    );
    actor.send({ type: 'TOGGLE' });
    expect((await idle(actor)).context).toMatchObject({
      isFollowing: true,
      followers: 3,
      error: { key: 'unfollowFailed' },
    });
    expect(emitted).toEqual([{ type: 'failed', error: { key: 'unfollowFailed' } }]);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('TOGGLE and SYNC wait while a call runs', async () => {
    const call = deferred();
    const { actor, follow } = start({}, { follow: () => call.promise });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SYNC', isFollowing: false, followers: 1, signedIn: true });
    expect(actor.getSnapshot()).toMatchObject({ value: 'savingFollow', context: { followers: 5 } });
    expect(follow).toHaveBeenCalledTimes(1);
    call.resolve(answer(true, 5));
    await idle(actor);
  });

  it('idle: SYNC takes the server state', () => {
    const { actor } = start();
    actor.send({ type: 'SYNC', isFollowing: true, followers: 12, signedIn: true });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { isFollowing: true, followers: 12 },
    });
  });

  it('a visitor: TOGGLE → signInPrompt without a call; DISMISS → idle', () => {
    const { actor, follow } = start({ signedIn: false });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('signInPrompt');
    expect(follow).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('signInPrompt: SYNC still signed out stays; SYNC signed in → idle with the state', () => {
    const { actor } = start({ signedIn: false });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'SYNC', isFollowing: false, followers: 6, signedIn: false });
    expect(actor.getSnapshot()).toMatchObject({ value: 'signInPrompt', context: { followers: 6 } });
    actor.send({ type: 'SYNC', isFollowing: true, followers: 6, signedIn: true });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { isFollowing: true, signedIn: true },
    });
  });

  it('a visitor who signs in (SYNC in idle) follows with a call', async () => {
    const { actor, follow } = start({ signedIn: false });
    actor.send({ type: 'SYNC', isFollowing: false, followers: 4, signedIn: true });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('savingFollow');
    await idle(actor);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('the actors must be provided', async () => {
    const actor = createActor(followMachine, { input: MEMBER }).start();
    const errors: unknown[] = [];
    actor.on('failed', (e) => errors.push(e));
    actor.send({ type: 'TOGGLE' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(errors).toEqual([{ type: 'failed', error: { key: 'followFailed' } }]);
  });
});
