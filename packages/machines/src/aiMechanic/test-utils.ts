/**
 * Test harness of the `aiMechanic` machine: the member's car, scripted server answers (first
 * questions, follow-ups, final diagnosis) and the machine started on a simulated clock.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { aiMechanicMachine } from './machine';
import type { MechanicAnswer, MechanicAsk, QuestionType, VehicleContext } from './types';

/** The member's car: a 2018 Toyota RAV4 in Rwanda. */
export const VEHICLE: VehicleContext = {
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
export function answer(over: Partial<MechanicAnswer> = {}): MechanicAnswer {
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

/** The first answer: three questions (location, activity, timeframe). */
export const FIRST = answer({
  message: 'Thanks. A few quick questions will help me narrow this down.',
  further_questions: [
    'Where is the noise coming from?',
    'Does it happen at idle, when accelerating, braking or cruising?',
    'When did it start?',
  ],
  question_types: ['location', 'activity', 'timeframe'],
});
/** Two yes/no follow-ups. */
export const FOLLOW_UP = answer({
  message: 'Thanks. A couple more questions to be sure.',
  further_questions: ['Is the brake pedal soft?', 'Do you see fluid near the wheels?'],
  question_types: ['yes_no', 'yes_no'],
});
/** The final diagnosis (worn brake pads, stored as diagnosis 41). */
export const FINAL = answer({
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

/** What a scripted `ask` does: answer, fail, or never settle. */
export type Reply = MechanicAnswer | Error | 'pending';

/**
 * Starts the machine with a scripted `ask` (one reply per call, in order; the last repeats) and a
 * simulated clock (real delays: 2000/1500/2000 ms).
 */
export function start(replies: Reply[] = [FIRST, FOLLOW_UP, FINAL], vehicle: VehicleContext = VEHICLE) {
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
export async function toFirstQuestion(replies?: Reply[]) {
  const t = start(replies);
  await t.submitSymptoms();
  await t.tick(2000);
  return t;
}

/** Answers the three first questions correctly. */
export async function answerFirstThree(
  t: Awaited<ReturnType<typeof toFirstQuestion>>,
  last = 'Since last week',
) {
  await t.answerWith('Front left wheel');
  await t.tick(2000);
  await t.answerWith('When I brake');
  await t.tick(2000);
  await t.answerWith(last);
}

/** The chat's `(n/total) question` line as a message. */
export const asked = (n: number, total: number, question: string) => ({
  key: 'askedQuestion',
  values: { n, total, question },
});
