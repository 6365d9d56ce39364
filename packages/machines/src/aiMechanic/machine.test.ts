import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { aiMechanicMachine, currentQuestion, requestOf, stepOf } from './machine';
import type { MechanicAnswer, MechanicAsk, QuestionType, VehicleContext } from './types';

const VEHICLE: VehicleContext = {
  year: 2018,
  make: 'Toyota',
  model: 'RAV4',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  mileage: 84500,
  mileage_unit: 'km',
  country: 'RW',
  primary_use: 'daily_commute',
  diagnosis_date: '2026-11-05',
};

/** A server answer with defaults for every list. */
function answer(over: Partial<MechanicAnswer> = {}): MechanicAnswer {
  const further = over.further_questions ?? [];
  return {
    ai_status: 'available',
    message: '',
    further_questions: further,
    question_types: over.question_types ?? further.map(() => 'free' as QuestionType),
    suggestions: [],
    diy_actions: [],
    mechanic_required: [],
    cta: '',
    symptoms: [],
    diagnoses: [],
    engine: 'embedded',
    ...over,
  };
}

const FIRST = answer({
  message: 'Thanks. A few quick questions will help me narrow this down.',
  further_questions: [
    'Where is the noise coming from?',
    'Does it happen at idle, when accelerating, braking or cruising?',
    'When did it start?',
  ],
  question_types: ['location', 'activity', 'timeframe'],
});
const FOLLOW_UP = answer({
  message: 'Thanks. A couple more questions to be sure.',
  further_questions: ['Is the brake pedal soft?', 'Do you see fluid near the wheels?'],
  question_types: ['yes_no', 'yes_no'],
});
const FINAL = answer({
  message: 'Here is what I found.',
  diy_actions: ['Check the **brake fluid** level'],
  mechanic_required: ['Replace the brake pads'],
  cta: 'Book a brake service.',
  diagnoses: [
    {
      fault_id: 'brakes.worn_pads',
      condition: 'Worn brake pads',
      likelihood: 0.72,
      severity: 'high',
      safe_to_drive: 'with_caution',
      est_cost: { min: 25000, max: 60000, currency: 'RWF' },
      garage_service: 'Brake Service',
      parts: ['brake pads'],
    },
  ],
  safety_alert: '**Safety warning:** Brakes may fail.',
  diagnosis_id: 41,
});

type Reply = MechanicAnswer | Error | 'pending';

/**
 * Starts the machine with a scripted `ask` (one reply per call, in order; the last repeats) and a
 * simulated clock (real delays: 2000/1500/2000 ms).
 */
function start(replies: Reply[] = [FIRST, FOLLOW_UP, FINAL], vehicle: VehicleContext = VEHICLE) {
  const calls: MechanicAsk[] = [];
  const clock = new SimulatedClock();
  const machine = aiMechanicMachine.provide({
    actors: {
      ask: fromPromise<MechanicAnswer, MechanicAsk>(({ input }) => {
        calls.push(input);
        const reply = replies[Math.min(calls.length - 1, replies.length - 1)] as Reply;
        if (reply === 'pending') return new Promise<MechanicAnswer>(() => {});
        return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(structuredClone(reply));
      }),
    },
  });
  const actor = createActor(machine, { input: { vehicleId: 7, vehicle }, clock }).start();
  const settle = () => new Promise<void>((r) => setTimeout(r, 0));
  const tick = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  const state = () => actor.getSnapshot();
  const value = () => {
    const v = state().value;
    return typeof v === 'string' ? v : Object.entries(v).map(([k, s]) => `${k}.${String(s)}`)[0];
  };
  /** What the chat said: texts as strings, catalog messages as `{ key, values? }`. */
  const texts = () =>
    state().context.messages.map((m) =>
      m.key === undefined ? m.text : m.values ? { key: m.key, values: m.values } : { key: m.key },
    );
  const lastText = () => texts().at(-1);
  const answerWith = async (text: string) => {
    actor.send({ type: 'CHANGE_ANSWER', value: text });
    actor.send({ type: 'SEND_ANSWER' });
    await settle();
  };
  const submitSymptoms = async (text = 'Grinding noise when I brake') => {
    actor.send({ type: 'CHANGE_SYMPTOMS', value: text });
    actor.send({ type: 'SUBMIT_SYMPTOMS' });
    await settle();
  };
  return { actor, calls, clock, tick, settle, state, value, texts, lastText, answerWith, submitSymptoms };
}

/** To the first question asked (3 questions). */
async function toFirstQuestion(replies?: Reply[]) {
  const t = start(replies);
  await t.submitSymptoms();
  await t.tick(2000);
  return t;
}

/** Answers the three first questions correctly. */
async function answerFirstThree(t: Awaited<ReturnType<typeof toFirstQuestion>>, last = 'Since last week') {
  await t.answerWith('Front left wheel');
  await t.tick(2000);
  await t.answerWith('When I brake');
  await t.tick(2000);
  await t.answerWith(last);
}

/** The chat's `(n/total) question` line as a message. */
const asked = (n: number, total: number, question: string) => ({
  key: 'askedQuestion',
  values: { n, total, question },
});

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
      { key: 'vehicleFuelType', values: { vehicle: '2018 Toyota RAV4', fuel: 'Petrol' } },
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
      values: { vehicle: '2018 Toyota RAV4', fuel: 'Diesel' },
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
