/**
 * Issue #16 "AI chat and report": the report lists only the symptoms the member confirmed, and says
 * which were ruled out.
 */
import { type AiContextInput, DiagnosisResponse, type MechanicRequestInput } from '@gari/contract/ai';
import { describe, expect, it } from 'vitest';
import { QUESTION_LIST } from '../knowledge';
import { diagnose } from './index';

const corolla: AiContextInput = {
  year: 2008,
  make: 'Toyota',
  model: 'Corolla',
  fuel_type: 'Petrol',
  transmission: 'Automatic',
  mileage: 180_000,
  diagnosis_date: '2025-06-01',
};
const SYMPTOMS = 'car loses power';
/** The engine's own warning-light question (asked for vague power loss). */
const LIGHT_QUESTION = QUESTION_LIST.find((q) => q.id === 'g_warning_light')?.text as string;
const WARNING = 'warning light on';

const final = (answers: MechanicRequestInput['answers'], symptoms = SYMPTOMS) =>
  diagnose({ vehicle_id: 1, symptoms, context: corolla, request_type: 'final_diagnosis', answers });

/** Answers the engine's warning-light question with `answer`. */
const answerLight = (answer: string) => final([{ question: LIGHT_QUESTION, answer, question_type: 'free' }]);

describe('ruled-out symptoms (issue #16)', () => {
  it('the first call for power loss asks whether a warning light is on', () => {
    const first = diagnose({ vehicle_id: 1, symptoms: SYMPTOMS, context: corolla });
    expect(first.further_questions).toContain(LIGHT_QUESTION);
    expect(first.ruled_out).toEqual([]);
  });

  it.each([
    'No',
    'no',
    'Nope',
    'No, no light on',
    'No lights are on',
    'No warning lights',
    'No, the dashboard is clear',
  ])('answering %j to the warning-light question rules the light out', (answer) => {
    const r = answerLight(answer);
    expect(DiagnosisResponse.safeParse(r).success).toBe(true);
    expect(r.symptoms).not.toContain(WARNING);
    expect(r.ruled_out).toContain(WARNING);
    expect(r.symptoms).toContain('loss of power');
  });

  it.each(['Yes', 'yes it is on', 'Yes, the engine light'])('answering %j confirms the light', (answer) => {
    const r = answerLight(answer);
    expect(r.symptoms).toContain(WARNING);
    expect(r.ruled_out).not.toContain(WARNING);
  });

  it('naming the light confirms that light', () => {
    expect(answerLight('the battery one').symptoms).toEqual(
      expect.arrayContaining(['battery light', WARNING]),
    );
  });

  it.each(['not sure', 'I dont know', 'maybe'])('answering %j neither confirms nor rules out', (answer) => {
    const r = answerLight(answer);
    expect(r.symptoms).not.toContain(WARNING);
    expect(r.ruled_out).not.toContain(WARNING);
  });

  it('a yes/no question the engine did not write ("Is a warning light on?") works the same way', () => {
    const ask = (answer: string) =>
      final([{ question: 'Is a warning light on?', answer, question_type: 'yes_no' }]);
    expect(ask('No').symptoms).not.toContain(WARNING);
    expect(ask('No').ruled_out).toContain(WARNING);
    expect(ask('Yes').symptoms).toContain(WARNING);
    expect(ask('Yes').ruled_out).not.toContain(WARNING);
    expect(ask('not sure').symptoms).not.toContain(WARNING);
    expect(ask('not sure').ruled_out).not.toContain(WARNING);
  });

  it('the last answer wins when the member changes their mind', () => {
    const r = final([
      { question: 'Is a warning light on?', answer: 'Yes', question_type: 'yes_no' },
      { question: LIGHT_QUESTION, answer: 'No, none', question_type: 'free' },
    ]);
    expect(r.symptoms).not.toContain(WARNING);
    expect(r.ruled_out).toEqual([WARNING]);
  });

  it('"no smoke" in the description is ruled out, not listed as a symptom', () => {
    const r = final([], 'engine overheats in traffic, no smoke');
    expect(r.symptoms).toContain('overheating');
    expect(r.symptoms.some((s) => /smoke/.test(s))).toBe(false);
    expect(r.ruled_out).toContain('smoke');
  });

  it('"none" to the smoke question rules smoke out; a colour confirms it', () => {
    const smoke = QUESTION_LIST.find((q) => q.id === 'g_smoke')?.text as string;
    const none = final([{ question: smoke, answer: 'No', question_type: 'free' }]);
    expect(none.ruled_out).toContain('smoke');
    const black = final([{ question: smoke, answer: 'black smoke', question_type: 'free' }]);
    expect(black.symptoms).toContain('black smoke');
    expect(black.ruled_out).not.toContain('smoke');
  });

  it('a symptom is never both confirmed and ruled out, on any turn', () => {
    for (const answer of ['No', 'Yes', 'not sure', 'No lights are on']) {
      const r = answerLight(answer);
      expect(r.symptoms.filter((s) => r.ruled_out.includes(s))).toEqual([]);
    }
  });
});

describe('stored reports before issue #16', () => {
  it('parse with an empty ruled_out', () => {
    const { ruled_out: _dropped, ...old } = answerLight('No');
    expect(DiagnosisResponse.parse(old).ruled_out).toEqual([]);
  });
});
