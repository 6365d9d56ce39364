import {
  type AiAnswer,
  type AiContextInput,
  DiagnosisResponse,
  type MechanicRequestInput,
  QUESTION_TYPES,
  SYMPTOMS_REQUIRED_MESSAGE,
} from '@gari/contract/ai';
import { describe, expect, it } from 'vitest';
import { QUESTION_LIST } from '../knowledge';
import { analyze, diagnose, VAGUE_EVIDENCE } from './index';
import { MESSAGES } from './respond';

const corolla: AiContextInput = {
  year: 2008,
  make: 'Toyota',
  model: 'Corolla',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  mileage: 180_000,
  diagnosis_date: '2025-06-01',
};
const hilux: AiContextInput = {
  year: 2006,
  make: 'Toyota',
  model: 'Hilux',
  fuel_type: 'Diesel',
  transmission: 'Manual',
  drivetrain: '4WD',
  mileage: 250_000,
  diagnosis_date: '2025-06-01',
};

const ask = (
  symptoms: string,
  extra: Partial<MechanicRequestInput> = {},
  context: AiContextInput = corolla,
) => diagnose({ vehicle_id: 1, symptoms, context, ...extra });

/** Answers every question with the same words. */
const answerAll = (r: DiagnosisResponse, answer: string): AiAnswer[] =>
  r.further_questions.map((q, i) => ({ question: q, answer, question_type: r.question_types[i] }));

const rank = (r: DiagnosisResponse, id: string) => r.diagnoses.findIndex((d) => d.fault_id === id);
const likelihood = (r: DiagnosisResponse, id: string) =>
  r.diagnoses.find((d) => d.fault_id === id)?.likelihood ?? 0;

describe('first call', () => {
  it('asks 3 to 5 typed questions, each a real question, and validates against the contract', () => {
    for (const text of [
      'my brakes squeal when I stop',
      'engine overheats in traffic',
      'car will not start in the morning',
      'clunk from the front over bumps',
      'AC blows warm air',
    ]) {
      const r = ask(text);
      expect(DiagnosisResponse.safeParse(r).success, text).toBe(true);
      expect(r.ai_status, text).toBe('available');
      expect(r.engine).toBe('embedded');
      expect(r.further_questions.length, text).toBeGreaterThanOrEqual(3);
      expect(r.further_questions.length, text).toBeLessThanOrEqual(5);
      expect(r.question_types).toHaveLength(r.further_questions.length);
      for (const [i, q] of r.further_questions.entries()) {
        expect(q).toMatch(/\?$/);
        expect(QUESTION_TYPES).toContain(r.question_types[i]);
      }
      expect(new Set(r.further_questions).size).toBe(r.further_questions.length);
      expect(r.diagnoses.length).toBeGreaterThan(0);
    }
  });

  it('honours max_questions', () => {
    const r = ask('my brakes squeal when I stop', { max_questions: 2 });
    expect(r.further_questions.length).toBeGreaterThanOrEqual(1);
    expect(r.further_questions.length).toBeLessThanOrEqual(2);
  });

  it('asks what splits the candidates, not what the owner already said', () => {
    const r = ask('white smoke from the exhaust and the temperature goes up');
    expect(r.further_questions).not.toContain(QUESTION_LIST.find((q) => q.id === 'g_smoke')?.text);
    const leak = ask('oil leak under the engine');
    expect(leak.further_questions).toContain(QUESTION_LIST.find((q) => q.id === 'g_fluid')?.text);
    const noLeak = ask('engine overheats in traffic');
    expect(noLeak.further_questions).not.toContain(QUESTION_LIST.find((q) => q.id === 'g_fluid')?.text);
  });

  it('does not ask questions about parts the car does not have', () => {
    const auto = ask('noise when I change gear');
    const manualOnly = QUESTION_LIST.filter((q) => q.only?.transmission?.every((t) => t === 'manual')).map(
      (q) => q.text,
    );
    for (const q of auto.further_questions) expect(manualOnly).not.toContain(q);
  });
});

describe('follow-ups and the question cap', () => {
  it('adds at most 2 questions, never one already asked (even with the chat’s "(n/total)" prefix)', () => {
    const first = ask('grinding noise from the front when braking');
    const answers = first.further_questions.map((q, i) => ({
      question: `(${i + 1}/${first.further_questions.length}) ${q}`,
      answer: 'not sure',
      question_type: first.question_types[i],
    }));
    const r = ask('grinding noise from the front when braking', {
      request_type: 'follow_up_questions',
      answers,
    });
    expect(r.further_questions.length).toBeLessThanOrEqual(2);
    for (const q of r.further_questions) expect(first.further_questions).not.toContain(q);
  });

  it('never goes past 7 questions in total', () => {
    const first = ask('car shakes and makes noise');
    const six = answerAll(first, 'not sure');
    while (six.length < 6) six.push({ question: `Extra question ${six.length}?`, answer: 'no' });
    const r6 = ask('car shakes and makes noise', { request_type: 'follow_up_questions', answers: six });
    expect(r6.further_questions.length).toBeLessThanOrEqual(1);
    const seven = [...six, { question: 'One more question?', answer: 'no' }];
    const r7 = ask('car shakes and makes noise', { request_type: 'follow_up_questions', answers: seven });
    expect(r7.further_questions).toHaveLength(0);
    expect(r7.message).toBe(MESSAGES.enough);
  });

  it('asks no question twice over a whole chat', () => {
    const symptoms = 'the car jerks and loses power going uphill';
    const asked: AiAnswer[] = [];
    let r = ask(symptoms);
    asked.push(...answerAll(r, 'not sure'));
    for (let i = 0; i < 3 && asked.length < 7; i++) {
      r = ask(symptoms, { request_type: 'follow_up_questions', answers: asked });
      asked.push(...answerAll(r, 'not sure'));
    }
    const texts = asked.map((a) => a.question);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeLessThanOrEqual(7);
  });
});

describe('safety alerts', () => {
  it.each([
    ['brakes', 'the brake pedal goes almost to the floor and the brake light is on'],
    ['brakes (grinding)', 'metal grinding from the wheels every time I brake'],
    ['steering', 'steering suddenly became very heavy and the steering warning light came on'],
    ['steering (play)', 'the steering is loose with a lot of free play, the car wanders'],
    ['overheating', 'temperature needle in the red and steam coming from the bonnet'],
    ['airbag', 'the airbag light stays on'],
    ['fuel leak', 'strong smell of petrol and fuel dripping under the car'],
  ])('warns at once for %s', (_, text) => {
    const r = ask(text);
    expect(r.safety_alert).toMatch(/^\*\*Safety warning:\*\* /);
    expect(r.further_questions.length).toBeGreaterThanOrEqual(3);
  });

  it('does not warn for harmless symptoms', () => {
    expect(ask('the radio and the phone charger stopped working').safety_alert).toBeUndefined();
    expect(ask('AC blows warm air').safety_alert).toBeUndefined();
  });
});

describe('vehicle context', () => {
  it('never ranks diesel-only faults on petrol cars', () => {
    const text = 'hard to start in the morning with white smoke, black smoke when accelerating, knocking';
    const petrol = ask(text, { request_type: 'final_diagnosis' });
    expect(petrol.diagnoses.some((d) => d.fault_id.startsWith('diesel.'))).toBe(false);
    const diesel = ask(text, { request_type: 'final_diagnosis' }, hilux);
    expect(diesel.diagnoses.slice(0, 3).some((d) => d.fault_id.startsWith('diesel.'))).toBe(true);
  });

  it('never ranks clutch faults on automatics, nor automatic-gearbox faults on manuals', () => {
    const text = 'revs go up but the car does not speed up, burning smell uphill';
    const auto = ask(text, { request_type: 'final_diagnosis' });
    expect(rank(auto, 'transmission.clutch_worn')).toBe(-1);
    const manual = ask(text, { request_type: 'final_diagnosis' }, { ...corolla, transmission: 'Manual' });
    expect(rank(manual, 'transmission.clutch_worn')).toBe(0);
    expect(rank(manual, 'transmission.atf_low')).toBe(-1);
  });

  it('raises faults with the context: recent refuel, mileage', () => {
    const text = 'engine sputters and loses power';
    const plain = ask(text, { request_type: 'final_diagnosis' });
    const refuelled = ask(
      text,
      { request_type: 'final_diagnosis' },
      { ...corolla, last_refuel: { date: '2025-05-31', location: 'Kicukiro' } },
    );
    expect(likelihood(refuelled, 'fuel.contaminated_fuel')).toBeGreaterThan(
      likelihood(plain, 'fuel.contaminated_fuel'),
    );

    const smoke = 'blue smoke from the exhaust';
    const young = analyze({
      vehicle_id: 1,
      symptoms: smoke,
      context: { ...corolla, year: 2022, mileage: 20_000 },
    });
    const old = analyze({ vehicle_id: 1, symptoms: smoke, context: { ...corolla, mileage: 320_000 } });
    const idx = old.model.faults.findIndex((f) => f.fault.id === 'engine.worn_rings_seals');
    expect(old.ranking.probs[idx] as number).toBeGreaterThan(young.ranking.probs[idx] as number);
  });

  it('reads the fuel type from free text and engine codes', () => {
    const text = 'hard to start when cold, white smoke for a few minutes';
    const essence = ask(text, { request_type: 'final_diagnosis' }, { ...corolla, fuel_type: 'Essence' });
    expect(rank(essence, 'diesel.glow_plugs')).toBe(-1);
    const d4d = ask(text, { request_type: 'final_diagnosis' }, { ...hilux, fuel_type: null, variant: 'D4D' });
    expect(rank(d4d, 'diesel.glow_plugs')).toBe(0);
  });
});

describe('negation', () => {
  it('counts what the owner says is not there against a fault', () => {
    const with_ = ask('white smoke and the coolant keeps going down', { request_type: 'final_diagnosis' });
    const without = ask('no white smoke, the coolant keeps going down', { request_type: 'final_diagnosis' });
    expect(likelihood(without, 'cooling.head_gasket')).toBeLessThan(likelihood(with_, 'cooling.head_gasket'));
  });

  it('moves the ranking when a symptom is denied', () => {
    const braking = ask('grinding noise when braking', { request_type: 'final_diagnosis' });
    expect(braking.diagnoses[0]?.fault_id).toBe('brakes.worn_pads');
    const notBraking = ask('grinding noise, not when braking, only when I switch the AC on', {
      request_type: 'final_diagnosis',
    });
    expect(notBraking.diagnoses[0]?.fault_id).not.toBe('brakes.worn_pads');
  });
});

describe('answers move the ranking', () => {
  it('uses typed answers to tell candidates apart', () => {
    const text = 'engine overheats';
    const first = ask(text);
    const idle = first.further_questions.map((q, i) => ({
      question: q,
      answer: first.question_types[i] === 'activity' ? 'only at idle in traffic' : 'not sure',
      question_type: first.question_types[i],
    }));
    expect(first.question_types).toContain('activity');
    const r = ask(text, { request_type: 'final_diagnosis', answers: idle });
    expect(r.diagnoses[0]?.fault_id).toBe('cooling.radiator_fan');
  });

  it('reads yes answers to questions it did not write (e.g. from a language model)', () => {
    const base = ask('brakes feel strange', { request_type: 'final_diagnosis' });
    const r = ask('brakes feel strange', {
      request_type: 'final_diagnosis',
      answers: [
        { question: 'Does the brake pedal feel soft and sink to the floor?', answer: 'Yes, it does' },
      ],
    });
    expect(likelihood(r, 'brakes.fluid_leak')).toBeGreaterThan(likelihood(base, 'brakes.fluid_leak'));
  });
});

describe('final diagnosis', () => {
  it('returns ranked diagnoses with costs in RWF and the full report', () => {
    const first = ask('squealing from the front wheels when I brake, getting worse');
    const answers = answerAll(first, 'yes');
    const r = ask('squealing from the front wheels when I brake, getting worse', {
      request_type: 'final_diagnosis',
      answers,
    });
    expect(DiagnosisResponse.safeParse(r).success).toBe(true);
    expect(r.further_questions).toEqual([]);
    expect(r.diagnoses[0]?.fault_id).toBe('brakes.worn_pads');
    for (let i = 1; i < r.diagnoses.length; i++) {
      expect(r.diagnoses[i - 1]?.likelihood as number).toBeGreaterThanOrEqual(
        r.diagnoses[i]?.likelihood as number,
      );
    }
    for (const d of r.diagnoses) {
      expect(d.est_cost.currency).toBe('RWF');
      expect(d.est_cost.min).toBeLessThanOrEqual(d.est_cost.max);
    }
    expect(r.diagnoses[0]?.garage_service).toBe('Brake Service');
    expect(r.message).toContain('**Worn brake pads**');
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(r.diy_actions.length).toBeGreaterThan(0);
    expect(r.mechanic_required.some((m) => m.includes('Brake Service'))).toBe(true);
    expect(r.cta).toContain('Brake Service');
    expect(r.diy_details?.steps.length).toBeGreaterThan(0);
    expect(r.mechanic_required_details?.title).toContain('Worn brake pads');
    expect(r.symptoms).toContain('squeal or squeak');
    expect(r.safety_alert).toBeDefined();
  });

  it('is deterministic', () => {
    const req = {
      vehicle_id: 3,
      symptoms: 'car pulls to the left and the steering wheel is crooked',
      context: corolla,
    };
    expect(diagnose(req)).toEqual(diagnose(req));
    expect(diagnose({ ...req, request_type: 'final_diagnosis' })).toEqual(
      diagnose({ ...req, request_type: 'final_diagnosis' }),
    );
  });
});

describe('vague and off-topic input', () => {
  it('answers vague symptoms with degraded status and general questions', () => {
    const a = analyze({ vehicle_id: 1, symptoms: 'my car has a problem', context: corolla });
    expect(a.evidence).toBeLessThan(VAGUE_EVIDENCE);
    const r = ask('my car has a problem');
    expect(r.ai_status).toBe('degraded');
    expect(r.message).toBe(MESSAGES.vague);
    expect(r.further_questions.length).toBeGreaterThanOrEqual(3);
    const general = new Set(QUESTION_LIST.filter((q) => q.general).map((q) => q.text));
    for (const q of r.further_questions) expect(general.has(q)).toBe(true);
    expect(r.safety_alert).toBeUndefined();
  });

  it('says what to describe when the text is not about a car', () => {
    for (const text of [
      'hello, how are you?',
      'what is the weather in Kigali tomorrow',
      'my phone screen is broken',
    ]) {
      const r = ask(text);
      expect(r.ai_status, text).toBe('degraded');
      expect(r.message, text).toBe(MESSAGES.offTopic);
      expect(r.further_questions, text).toEqual([]);
      expect(r.suggestions.length, text).toBeGreaterThan(0);
      expect(r.diagnoses, text).toEqual([]);
    }
  });

  it('rejects empty symptoms with the spec message', () => {
    expect(() => diagnose({ vehicle_id: 1, symptoms: '   ', context: {} })).toThrow(
      SYMPTOMS_REQUIRED_MESSAGE,
    );
  });
});

describe('car fuel unknown (issue #13: the car’s data weighed with the owner’s words)', () => {
  const probOf = (symptoms: string, context: AiContextInput, id: string) => {
    const a = analyze({ vehicle_id: 1, symptoms, context });
    const i = a.model.faults.findIndex((f) => f.fault.id === id);
    return a.ranking.probs[i] as number;
  };
  const text = 'hard to start on cold mornings, cranks a long time';

  it('makes diesel-only faults less likely when neither the car nor the owner says diesel', () => {
    const unknown = probOf(text, {}, 'diesel.glow_plugs');
    const diesel = probOf(text, { fuel_type: 'Diesel' }, 'diesel.glow_plugs');
    const said = probOf(`my diesel is ${text}`, {}, 'diesel.glow_plugs');
    expect(unknown).toBeGreaterThan(0);
    expect(unknown).toBeLessThan(diesel);
    expect(unknown).toBeLessThan(said);
  });

  it('never offers a diesel-only fault for a petrol car', () => {
    expect(probOf(text, { fuel_type: 'Petrol' }, 'diesel.glow_plugs')).toBe(0);
  });
});
