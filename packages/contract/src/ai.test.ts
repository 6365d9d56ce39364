import { describe, expect, it } from 'vitest';
import { DiagnosisResponse, StoredDiagnosis } from './ai';

/** A final answer as stored before issue #16 (no `ruled_out`). */
const before16 = {
  ai_status: 'available',
  message: 'Most likely: **Worn brake pads**.',
  further_questions: [],
  question_types: [],
  suggestions: [],
  diy_actions: [],
  mechanic_required: [],
  cta: '',
  symptoms: ['grinding or scraping'],
  diagnoses: [],
  engine: 'embedded',
};

describe('DiagnosisResponse.ruled_out (issue #16)', () => {
  it('reads an answer without it as none ruled out', () => {
    expect(DiagnosisResponse.parse(before16).ruled_out).toEqual([]);
  });

  it('keeps the plain words of the denied symptoms', () => {
    const r = DiagnosisResponse.parse({ ...before16, ruled_out: ['warning light on', 'smoke'] });
    expect(r.ruled_out).toEqual(['warning light on', 'smoke']);
  });

  it('refuses anything but a list of strings', () => {
    expect(DiagnosisResponse.safeParse({ ...before16, ruled_out: 'warning light on' }).success).toBe(false);
    expect(DiagnosisResponse.safeParse({ ...before16, ruled_out: [1] }).success).toBe(false);
  });

  it('reads a stored report from before issue #16', () => {
    const stored = StoredDiagnosis.parse({
      id: 1,
      vehicle_id: 2,
      symptoms_text: 'grinding when I brake',
      answers: [],
      result: before16,
      created_at: '2026-11-24T08:00:00.000Z',
    });
    expect(stored.result.ruled_out).toEqual([]);
  });
});
