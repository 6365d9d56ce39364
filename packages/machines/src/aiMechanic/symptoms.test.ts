/** `aiMechanic` step initial (symptoms sent, first questions) and the machine's defaults (delays, request bodies). */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { aiMechanicMachine, requestOf, stepOf } from './machine';
import { canSendAnswer, MAX_ANSWER_LENGTH, MAX_SYMPTOMS_LENGTH } from './rules';
import { answer, asked, FIRST, start, VEHICLE } from './test-utils';

describe('step initial', () => {
  it('starts in initial.editing with an empty chat', () => {
    const t = start();
    expect(t.value()).toBe('initial.editing');
    expect(stepOf(t.state())).toBe('initial');
    expect(t.state().context).toMatchObject({ vehicleId: 7, symptoms: '', messages: [], questions: [] });
  });

  it("refuses blank symptoms with 'Please describe your symptoms.' and sends nothing", async () => {
    const t = start();
    await t.submitSymptoms('   ');
    expect(t.value()).toBe('initial.editing');
    expect(t.state().context.error).toEqual({ key: 'symptomsRequired' });
    expect(t.calls).toHaveLength(0);
    t.actor.send({ type: 'CHANGE_SYMPTOMS', value: 'N' });
    expect(t.state().context.error).toBeNull();
  });

  it('refuses symptoms over 2,000 characters with symptomsTooLong and sends nothing (issue #16)', async () => {
    const t = start();
    await t.submitSymptoms('a'.repeat(5000));
    expect(t.value()).toBe('initial.editing');
    expect(t.state().context.error).toEqual({ key: 'symptomsTooLong', values: { max: MAX_SYMPTOMS_LENGTH } });
    expect(t.calls).toHaveLength(0);
    t.actor.send({ type: 'CHANGE_SYMPTOMS', value: 'Squeal when braking' });
    expect(t.state().context.error).toBeNull();
  });

  it('takes symptoms of exactly 2,000 characters', async () => {
    const t = start(['pending']);
    await t.submitSymptoms(`${'a'.repeat(MAX_SYMPTOMS_LENGTH - 1)}!`);
    expect(t.value()).toBe('initial.asking');
    expect(t.calls).toHaveLength(1);
  });

  it('sends the first request with the trimmed symptoms, the context and max_questions 5', async () => {
    const t = start(['pending']);
    await t.submitSymptoms('  Grinding noise when I brake  ');
    expect(t.value()).toBe('initial.asking');
    expect(t.state().hasTag('typing')).toBe(true);
    expect(t.calls).toEqual([
      { vehicle_id: 7, symptoms: 'Grinding noise when I brake', context: VEHICLE, max_questions: 5 },
    ]);
    expect(t.state().context.messages).toEqual([
      { id: 1, role: 'user', kind: 'symptoms', text: 'Grinding noise when I brake' },
    ]);
  });

  it('error status with actions: shows the message and goes to diagnosis', async () => {
    const reply = answer({ ai_status: 'error', message: 'Engine busy.', diy_actions: ['Check the oil'] });
    const t = start([reply]);
    await t.submitSymptoms();
    expect(t.value()).toBe('diagnosis');
    expect(stepOf(t.state())).toBe('diagnosis');
    expect(t.lastText()).toBe('Engine busy.');
    expect(t.state().context.diagnosis?.diy_actions).toEqual(['Check the oil']);
  });

  it('error status without actions: shows the message and stays in step initial', async () => {
    const t = start([answer({ ai_status: 'error', message: 'Engine busy.' })]);
    await t.submitSymptoms();
    expect(t.value()).toBe('initial.editing');
    expect(t.lastText()).toBe('Engine busy.');
    expect(t.state().context.error).toEqual({ text: 'Engine busy.' });
    expect(t.state().context.diagnosis).toBeNull();
  });

  it('keeps 3 to 5 valid questions (with "?", not headings) and asks the first after 2 s', async () => {
    const t = start([
      answer({
        message: 'A few questions.',
        further_questions: [
          '## Questions',
          'Where is the noise?',
          'Tell me more.',
          'Is it loud?',
          'When did it start?',
          'Is the pedal soft?',
          'Does it pull to one side?',
          'Is the brake light on?',
        ],
      }),
    ]);
    await t.submitSymptoms();
    expect(t.value()).toBe('questions.typing');
    expect(stepOf(t.state())).toBe('questions');
    expect(t.state().hasTag('typing')).toBe(true);
    expect(t.state().context.questions.map((q) => q.text)).toEqual([
      'Where is the noise?',
      'Is it loud?',
      'When did it start?',
      'Is the pedal soft?',
      'Does it pull to one side?',
    ]);
    expect(t.lastText()).toBe('A few questions.');
    await t.tick(1999);
    expect(t.value()).toBe('questions.typing');
    await t.tick(1);
    expect(t.value()).toBe('questions.answering');
    expect(t.lastText()).toEqual(asked(1, 5, 'Where is the noise?'));
  });

  it('only suggestions: they become the DIY actions and the flow goes to diagnosis', async () => {
    const t = start([
      answer({ message: 'Try this.', suggestions: ['Check tyre pressure', 'Top up coolant'] }),
    ]);
    await t.submitSymptoms();
    expect(t.value()).toBe('diagnosis');
    expect(t.state().context.diagnosis?.diy_actions).toEqual(['Check tyre pressure', 'Top up coolant']);
    expect(t.state().context.notice).toBeNull();
  });

  it("neither questions nor suggestions: 'The AI service is temporarily unavailable.' and diagnosis", async () => {
    const t = start([answer({ further_questions: ['Heading only'] })]);
    await t.submitSymptoms();
    expect(t.value()).toBe('diagnosis');
    expect(t.lastText()).toEqual({ key: 'unavailable' });
    expect(t.state().context.notice).toEqual({ key: 'unavailable' });
  });

  it('a failed first request shows the unavailable message and lets the member send again', async () => {
    const t = start([new Error('POST /ai/mechanic failed: 503'), FIRST]);
    await t.submitSymptoms();
    expect(t.value()).toBe('initial.editing');
    expect(t.lastText()).toEqual({ key: 'unavailable' });
    expect(t.state().context.error).toEqual({ key: 'unavailable' });
    t.actor.send({ type: 'SUBMIT_SYMPTOMS' });
    await t.settle();
    expect(t.value()).toBe('questions.typing');
    expect(t.calls).toHaveLength(2);
  });
});

describe('defaults', () => {
  it('uses the named delays 2000 / 1500 / 2000 ms', () => {
    const delays = aiMechanicMachine.implementations.delays;
    expect(delays).toEqual({ questionDelay: 2000, followUpDelay: 1500, autoSubmitDelay: 2000 });
  });

  it('has an ask actor that throws until provided', async () => {
    const actor = createActor(aiMechanicMachine, { input: { vehicleId: 1 } }).start();
    actor.send({ type: 'CHANGE_SYMPTOMS', value: 'Noise' });
    actor.send({ type: 'SUBMIT_SYMPTOMS' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ initial: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'unavailable' });
  });

  it('builds request bodies', () => {
    const ctx = {
      vehicleId: 3,
      symptoms: ' Noise ',
      vehicle: { make: 'Kia' },
      answers: [{ question: 'Is it loud?', answer: 'Yes, very', question_type: 'yes_no' as const }],
      questions: [
        { text: 'Is it loud?', type: 'yes_no' as const, followUp: false },
        { text: 'Is it new?', type: 'yes_no' as const, followUp: false },
        { text: 'Is it hot?', type: 'yes_no' as const, followUp: false },
        { text: 'Is it wet?', type: 'yes_no' as const, followUp: false },
        { text: 'Is it dark?', type: 'yes_no' as const, followUp: false },
        { text: 'Is it old?', type: 'yes_no' as const, followUp: false },
      ],
    };
    expect(requestOf(ctx)).toEqual({
      vehicle_id: 3,
      symptoms: 'Noise',
      context: { make: 'Kia' },
      max_questions: 5,
    });
    expect(requestOf(ctx, 'follow_up_questions')).toMatchObject({
      request_type: 'follow_up_questions',
      max_questions: 1,
    });
    expect(requestOf(ctx, 'final_diagnosis')).toEqual({
      vehicle_id: 3,
      symptoms: 'Noise',
      context: { make: 'Kia' },
      request_type: 'final_diagnosis',
      answers: ctx.answers,
    });
  });
});

describe('length limits (issue #16)', () => {
  it('answers: Send needs 5 to 1,000 characters', () => {
    expect(canSendAnswer('abcd')).toBe(false);
    expect(canSendAnswer('abcde')).toBe(true);
    expect(canSendAnswer('a'.repeat(MAX_ANSWER_LENGTH))).toBe(true);
    expect(canSendAnswer('a'.repeat(MAX_ANSWER_LENGTH + 1))).toBe(false);
  });
});
