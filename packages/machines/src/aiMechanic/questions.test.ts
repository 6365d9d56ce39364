/** `aiMechanic` step questions: answers to each question and the follow-ups up to the final diagnosis. */
import { describe, expect, it } from 'vitest';
import { currentQuestion } from './machine';
import {
  answer,
  answerFirstThree,
  asked,
  FINAL,
  FIRST,
  FOLLOW_UP,
  toFirstQuestion,
  VEHICLE,
} from './test-utils';

describe('step questions: answers', () => {
  it('asks one question at a time with the (n/total) prefix', async () => {
    const t = await toFirstQuestion();
    expect(t.lastText()).toEqual(asked(1, 3, 'Where is the noise coming from?'));
    expect(currentQuestion(t.state().context)?.type).toBe('location');
    await t.answerWith('Front left wheel');
    expect(t.value()).toBe('questions.typing');
    expect(t.lastText()).toBe('Front left wheel');
    await t.tick(2000);
    expect(t.lastText()).toEqual(
      asked(2, 3, 'Does it happen at idle, when accelerating, braking or cruising?'),
    );
    expect(t.state().context.answers).toEqual([
      { question: 'Where is the noise coming from?', answer: 'Front left wheel', question_type: 'location' },
    ]);
  });

  it('ignores answers under 5 characters (Send disabled)', async () => {
    const t = await toFirstQuestion();
    const before = t.texts().length;
    await t.answerWith('left');
    expect(t.value()).toBe('questions.answering');
    expect(t.texts()).toHaveLength(before);
    expect(t.state().context.draft).toBe('left');
  });

  it('a failed check shows the §5 message and repeats the question', async () => {
    const t = await toFirstQuestion();
    await t.answerWith('I am not sure');
    expect(t.value()).toBe('questions.answering');
    expect(t.texts().slice(-3)).toEqual([
      'I am not sure',
      { key: 'location' },
      asked(1, 3, 'Where is the noise coming from?'),
    ]);
    expect(t.state().context.current).toBe(0);
    expect(t.state().context.answers).toEqual([]);
    expect(t.state().context.draft).toBe('');
  });

  it('checks each question type', async () => {
    const t = await toFirstQuestion();
    await t.answerWith('Front left wheel');
    await t.tick(2000);
    await t.answerWith('all the time');
    expect(t.texts().at(-2)).toEqual({ key: 'activity' });
    await t.answerWith('When I brake');
    await t.tick(2000);
    await t.answerWith('not sure at all');
    expect(t.texts().at(-2)).toEqual({ key: 'timeframe' });
    expect(t.lastText()).toEqual(asked(3, 3, 'When did it start?'));
  });

  it('answers questions about the vehicle from its profile and repeats the question', async () => {
    const t = await toFirstQuestion();
    await t.answerWith('What fuel type does my car use?');
    expect(t.value()).toBe('questions.answering');
    expect(t.texts().slice(-3)).toEqual([
      'What fuel type does my car use?',
      { key: 'vehicleFuelType', values: { vehicle: '2018 Toyota RAV4', hasName: 'yes', fuel: 'Petrol' } },
      asked(1, 3, 'Where is the noise coming from?'),
    ]);
    expect(t.state().context.messages.at(-2)?.kind).toBe('vehicle');
    expect(t.calls).toHaveLength(1);
  });

  it('refuses off-topic answers with the free-plan message and repeats the question', async () => {
    const t = await toFirstQuestion();
    for (const text of [
      'Hello there!',
      'My phone is 0788 123 456',
      'What is the capital of Kenya?',
      'shit happens',
    ]) {
      await t.answerWith(text);
      expect(t.texts().slice(-3), text).toEqual([
        text,
        { key: 'freePlan' },
        asked(1, 3, 'Where is the noise coming from?'),
      ]);
      expect(t.state().context.messages.at(-2)?.kind).toBe('refusal');
    }
    expect(t.state().context.answers).toEqual([]);
  });

  it('SET_VEHICLE updates the profile used for answers and requests', async () => {
    const t = await toFirstQuestion();
    t.actor.send({ type: 'SET_VEHICLE', vehicle: { ...VEHICLE, fuel_type: 'Diesel' } });
    await t.answerWith('Is it petrol or diesel?');
    expect(t.texts().at(-2)).toEqual({
      key: 'vehicleFuelType',
      values: { vehicle: '2018 Toyota RAV4', hasName: 'yes', fuel: 'Diesel' },
    });
  });
});

describe('step questions: follow-ups', () => {
  it('fewer than 5 asked: asks for up to 2 more and shows them after 1.5 s', async () => {
    const t = await toFirstQuestion();
    await answerFirstThree(t);
    expect(t.calls[1]).toMatchObject({
      request_type: 'follow_up_questions',
      max_questions: 2,
      answers: [
        {
          question: 'Where is the noise coming from?',
          answer: 'Front left wheel',
          question_type: 'location',
        },
        {
          question: 'Does it happen at idle, when accelerating, braking or cruising?',
          answer: 'When I brake',
          question_type: 'activity',
        },
        { question: 'When did it start?', answer: 'Since last week', question_type: 'timeframe' },
      ],
    });
    expect(t.value()).toBe('questions.typing');
    expect(t.lastText()).toBe('Thanks. A couple more questions to be sure.');
    await t.tick(1499);
    expect(t.value()).toBe('questions.typing');
    await t.tick(1);
    expect(t.value()).toBe('questions.answering');
    expect(t.lastText()).toEqual(asked(4, 5, 'Is the brake pedal soft?'));
    expect(t.state().context.followUps).toBe(1);
  });

  it('shows the follow-up state while the request runs', async () => {
    const t = await toFirstQuestion([FIRST, 'pending']);
    await answerFirstThree(t);
    expect(t.value()).toBe('questions.followingUp');
    expect(t.state().hasTag('typing')).toBe(true);
  });

  it('5 asked and a short plain answer: Submit Results, then the final request', async () => {
    const t = await toFirstQuestion();
    const stored: unknown[] = [];
    t.actor.on('diagnosisStored', (e) => stored.push(e));
    await answerFirstThree(t);
    await t.tick(1500);
    await t.answerWith('No, it is firm');
    await t.tick(1500);
    await t.answerWith('No, all dry');
    expect(t.value()).toBe('questions.complete');
    expect(t.state().hasTag('typing')).toBe(false);
    expect(t.calls).toHaveLength(2);
    t.actor.send({ type: 'SUBMIT_RESULTS' });
    expect(t.value()).toBe('questions.submitting');
    await t.settle();
    expect(t.calls[2]).toMatchObject({
      request_type: 'final_diagnosis',
      symptoms: 'Grinding noise when I brake',
    });
    expect(t.calls[2]?.answers).toHaveLength(5);
    expect(t.calls[2]?.max_questions).toBeUndefined();
    expect(t.value()).toBe('diagnosis');
    expect(t.state().context.diagnosis?.diagnoses[0]?.condition).toBe('Worn brake pads');
    expect(t.state().context.diagnosisId).toBe(41);
    expect(stored).toEqual([{ type: 'diagnosisStored', diagnosisId: 41 }]);
    expect(t.lastText()).toBe('Here is what I found.');
  });

  it('5 asked and an issue keyword: 2 more (cap 7), then Submit Results', async () => {
    const more = answer({
      further_questions: [
        'Is the steering wheel shaking?',
        'Is the brake light on?',
        'Is it worse when cold?',
      ],
      question_types: ['yes_no', 'yes_no', 'yes_no'],
    });
    const t = await toFirstQuestion([FIRST, FOLLOW_UP, more, FINAL]);
    await answerFirstThree(t);
    await t.tick(1500);
    await t.answerWith('No, it is firm');
    await t.tick(1500);
    await t.answerWith('Yes, and a squeal');
    expect(t.value()).toBe('questions.typing');
    expect(t.calls[2]).toMatchObject({ request_type: 'follow_up_questions', max_questions: 2 });
    expect(t.state().context.questions).toHaveLength(7);
    await t.tick(1500);
    expect(t.lastText()).toEqual(asked(6, 7, 'Is the steering wheel shaking?'));
    await t.answerWith('No, it is steady');
    await t.tick(1500);
    await t.answerWith('Yes, it flickers and there is a loud grinding noise all the time');
    expect(t.value()).toBe('questions.complete');
    expect(t.calls).toHaveLength(3);
  });

  it('5 asked and an answer over 30 characters: asks for more', async () => {
    const t = await toFirstQuestion([FIRST, FOLLOW_UP, 'pending']);
    await answerFirstThree(t);
    await t.tick(1500);
    await t.answerWith('No, it is firm');
    await t.tick(1500);
    await t.answerWith('No, the ground stays clean every morning');
    expect(t.value()).toBe('questions.followingUp');
  });

  it('6 asked: a follow-up asks for 1 only', async () => {
    const six = answer({
      further_questions: ['Is it loud?', 'Is it often?', 'Is it new?', 'Is it hot?', 'Is it wet?'],
      question_types: ['yes_no', 'yes_no', 'yes_no', 'yes_no', 'yes_no'],
    });
    const one = answer({ further_questions: ['Is it dark?'], question_types: ['yes_no'] });
    const t = await toFirstQuestion([six, one, 'pending']);
    for (let i = 0; i < 4; i++) {
      await t.answerWith('No, not at all');
      await t.tick(2000);
    }
    await t.answerWith('Yes, a loud noise');
    expect(t.state().context.questions).toHaveLength(6);
    expect(t.calls[1]).toMatchObject({ request_type: 'follow_up_questions', max_questions: 2 });
    await t.tick(1500);
    await t.answerWith('Yes, and a grinding noise');
    expect(t.calls[2]).toMatchObject({ request_type: 'follow_up_questions', max_questions: 1 });
  });

  it('a follow-up without new questions goes to Submit Results', async () => {
    const none = answer({
      message: 'Thanks, I have enough.',
      further_questions: ['Where is the noise coming from?'],
    });
    const t = await toFirstQuestion([FIRST, none]);
    await answerFirstThree(t);
    expect(t.value()).toBe('questions.complete');
    expect(t.lastText()).toBe('Thanks, I have enough.');
  });

  it('a failed follow-up shows the unavailable message and auto-submits after 2 s', async () => {
    const t = await toFirstQuestion([FIRST, new Error('POST /ai/mechanic failed: 500'), FINAL]);
    await answerFirstThree(t);
    expect(t.value()).toBe('questions.autoSubmit');
    expect(t.lastText()).toEqual({ key: 'unavailable' });
    expect(t.state().hasTag('typing')).toBe(true);
    await t.tick(1999);
    expect(t.value()).toBe('questions.autoSubmit');
    await t.tick(1);
    await t.settle();
    expect(t.calls[2]).toMatchObject({ request_type: 'final_diagnosis' });
    expect(t.value()).toBe('diagnosis');
  });

  it('a follow-up with error status is a failed follow-up', async () => {
    const t = await toFirstQuestion([FIRST, answer({ ai_status: 'error', message: 'Down.' }), 'pending']);
    await answerFirstThree(t);
    expect(t.value()).toBe('questions.autoSubmit');
    expect(t.lastText()).toEqual({ key: 'unavailable' });
    await t.tick(2000);
    expect(t.value()).toBe('questions.submitting');
  });

  it('a failed final request shows the unavailable message and offers Submit Results again', async () => {
    const none = answer({ further_questions: [] });
    const t = await toFirstQuestion([FIRST, none, new Error('boom'), FINAL]);
    await answerFirstThree(t);
    t.actor.send({ type: 'SUBMIT_RESULTS' });
    await t.settle();
    expect(t.value()).toBe('questions.complete');
    expect(t.lastText()).toEqual({ key: 'unavailable' });
    t.actor.send({ type: 'SUBMIT_RESULTS' });
    await t.settle();
    expect(t.value()).toBe('diagnosis');
  });
});
