/** `aiMechanic` New Chat and the events the machine emits. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { aiMechanicMachine } from './machine';
import {
  answer,
  answerFirstThree,
  FINAL,
  FIRST,
  FOLLOW_UP,
  start,
  toFirstQuestion,
  VEHICLE,
} from './test-utils';
import type { MechanicAnswer, MechanicAsk } from './types';

describe('New Chat', () => {
  it('resets everything from any step and keeps the vehicle', async () => {
    const t = await toFirstQuestion();
    await t.answerWith('Front left wheel');
    t.actor.send({ type: 'NEW_CHAT' });
    expect(t.value()).toBe('initial.editing');
    expect(t.state().context).toMatchObject({
      vehicleId: 7,
      vehicle: VEHICLE,
      symptoms: '',
      draft: '',
      messages: [],
      questions: [],
      answers: [],
      current: 0,
      diagnosis: null,
      diagnosisId: null,
      error: null,
      notice: null,
      followUps: 0,
      nextId: 1,
    });
    await t.tick(5000);
    expect(t.value()).toBe('initial.editing');
  });

  it('from diagnosis', async () => {
    const t = start([answer({ suggestions: ['Check tyre pressure'] })]);
    await t.submitSymptoms();
    expect(t.value()).toBe('diagnosis');
    t.actor.send({ type: 'NEW_CHAT' });
    expect(t.value()).toBe('initial.editing');
    expect(t.state().context.diagnosis).toBeNull();
  });

  it('cancels a pending request (a late answer is ignored)', async () => {
    let release: (a: MechanicAnswer) => void = () => {};
    const machine = aiMechanicMachine.provide({
      actors: {
        ask: fromPromise<MechanicAnswer, MechanicAsk>(
          () =>
            new Promise<MechanicAnswer>((r) => {
              release = r;
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { vehicleId: 7 } }).start();
    actor.send({ type: 'CHANGE_SYMPTOMS', value: 'Smoke' });
    actor.send({ type: 'SUBMIT_SYMPTOMS' });
    expect(actor.getSnapshot().matches({ initial: 'asking' })).toBe(true);
    actor.send({ type: 'NEW_CHAT' });
    release(FIRST);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ initial: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.questions).toEqual([]);
  });
});

describe('emitted events', () => {
  it('a final diagnosis without an id emits no diagnosisStored', async () => {
    const t = await toFirstQuestion([FIRST, FOLLOW_UP, { ...FINAL, diagnosis_id: undefined }]);
    const stored: unknown[] = [];
    t.actor.on('diagnosisStored', (e) => stored.push(e));
    await answerFirstThree(t);
    await t.tick(1500);
    await t.answerWith('No, it is firm');
    await t.tick(1500);
    await t.answerWith('No, all dry');
    t.actor.send({ type: 'SUBMIT_RESULTS' });
    await t.settle();
    expect(t.value()).toBe('diagnosis');
    expect(t.state().context.diagnosisId).toBeNull();
    expect(stored).toEqual([]);
  });
});
