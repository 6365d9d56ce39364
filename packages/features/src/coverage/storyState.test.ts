/**
 * The story state checker (issue #7 item 7): a story that claims `parameters.machine = { id, state }`
 * fails unless an actor of that machine is in that state when its play function has ended. Proven
 * twice: on the checker with real actors, and on real stories run through the Storybook preview
 * (its decorator records the actors, its `afterEach` checks the claim), with one deliberately wrong.
 */
import { authMachine } from '@gari/machines/auth';
import { bookingMachine } from '@gari/machines/booking';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import preview from '../../../../.storybook/preview';
import { checkClaimedState, createFlowRecorder, stateValueOf } from '../app';
import meta, { Failure, Idle } from '../auth/LoginPage.stories';

describe('checkClaimedState', () => {
  it('turns dotted paths into state values', () => {
    expect(stateValueOf('idle')).toBe('idle');
    expect(stateValueOf('dateTime.pickTime')).toEqual({ dateTime: 'pickTime' });
    expect(stateValueOf('a.b.c')).toEqual({ a: { b: 'c' } });
  });

  it('passes when the recorded actor is in the claimed state, nested states included', () => {
    const recorder = createFlowRecorder();
    const auth = createActor(authMachine, { input: {} }).start();
    recorder.inspector('auth', auth);
    expect(recorder.check({ id: 'auth', state: 'idle' })).toBeNull();
    const booking = createActor(bookingMachine, {
      input: {
        provider: { type: 'garage', id: 1, name: 'Kigali Motors', services: ['Oil Change'] },
        defaultServices: { garage: [], carwash: [] },
      },
    }).start();
    booking.send({ type: 'SELECT_SERVICE', service: 'Oil Change' });
    booking.send({ type: 'NEXT' });
    recorder.inspector('booking', booking);
    expect(recorder.check({ id: 'booking', state: 'dateTime.pickDate' })).toBeNull();
    expect(recorder.check({ id: 'booking', state: 'dateTime' })).toBeNull();
  });

  it('fails a claim the actor does not meet, naming both states', () => {
    const recorder = createFlowRecorder();
    recorder.inspector('auth', createActor(authMachine, { input: {} }).start());
    expect(recorder.check({ id: 'auth', state: 'signedIn' })).toBe(
      'The story claims machine "auth" in state "signedIn", but it ended in "idle".',
    );
  });

  it('fails when no actor of the claimed machine ran', () => {
    expect(checkClaimedState(new Map(), { id: 'auth', state: 'idle' })).toMatch(/no "auth" actor ran/);
  });
});

describe('the preview checks every story that names a machine state', () => {
  setProjectAnnotations(preview);

  it('a story that ends in its claimed state passes', async () => {
    const story = composeStory(Idle, meta);
    await expect(story.run()).resolves.toBeUndefined();
  });

  it('a deliberately wrong story (claims signedIn, ends in failure) fails', async () => {
    const wrong = composeStory(
      { ...Failure, parameters: { machine: { id: 'auth', state: 'signedIn' } } },
      meta,
      {},
      'WrongClaim',
    );
    await expect(wrong.run()).rejects.toThrow(
      'The story claims machine "auth" in state "signedIn", but it ended in',
    );
  });
});
