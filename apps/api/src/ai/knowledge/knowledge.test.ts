import { GarageService, QUESTION_TYPES } from '@gari/contract/ai';
import { describe, expect, it } from 'vitest';
import { parseCue } from '../engine/model';
import { LEXICON_TERMS } from '../engine/text';
import { CATEGORIES, CODE_TERMS, FAULTS, IMPLIES, LEXICON, QUESTION_LIST, QUESTIONS, SYSTEMS } from './index';
import { faultFileSchema, joinSections, loadKnowledge, QuestionFileSchema } from './schema';

const TYPED = new Set(['location', 'timeframe', 'activity', 'yes_no', 'visible_oil', 'leak_type']);

describe('knowledge base integrity', () => {
  it('has at least 80 faults with unique ids named after their system', () => {
    expect(FAULTS.length).toBeGreaterThanOrEqual(80);
    const ids = FAULTS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of FAULTS) expect(f.id.startsWith(`${f.system}.`), f.id).toBe(true);
  });

  it('covers every system of the issue', () => {
    const covered = new Set(FAULTS.map((f) => f.system));
    for (const s of SYSTEMS) expect(covered.has(s), s).toBe(true);
    for (const s of [
      'brakes',
      'steering',
      'suspension',
      'cooling',
      'ignition',
      'fuel',
      'charging',
      'starting',
    ]) {
      expect(FAULTS.filter((f) => f.system === s).length, s).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives every fault at least one typed §5 question, with known ids and answer categories', () => {
    for (const f of FAULTS) {
      const asks = Object.entries(f.asks);
      expect(asks.length, f.id).toBeGreaterThan(0);
      expect(
        asks.some(([id]) => TYPED.has(QUESTIONS.get(id)?.type ?? '')),
        `${f.id} has no typed question`,
      ).toBe(true);
      for (const [id, profile] of asks) {
        const q = QUESTIONS.get(id);
        expect(q, `${f.id} asks unknown ${id}`).toBeDefined();
        if (!q) continue;
        if (typeof profile === 'number') {
          expect(q.parser, `${f.id} ${id}`).toBe('yes_no');
          expect(profile).toBeGreaterThanOrEqual(0);
          expect(profile).toBeLessThanOrEqual(1);
        } else {
          for (const [cat, w] of Object.entries(profile)) {
            expect(CATEGORIES[q.parser], `${f.id} ${id} ${cat}`).toContain(cat);
            expect(w).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('has sane costs in RWF, services, parts, DIY checks, mechanic steps and a source', () => {
    for (const f of FAULTS) {
      expect(f.est_cost.min, f.id).toBeGreaterThanOrEqual(0);
      expect(f.est_cost.min, f.id).toBeLessThanOrEqual(f.est_cost.max);
      expect(f.est_cost.max, f.id).toBeLessThanOrEqual(5_000_000);
      expect(GarageService.safeParse(f.garage_service).success, f.id).toBe(true);
      expect(f.diy.steps.length, f.id).toBeGreaterThan(0);
      expect(f.mechanic.length, f.id).toBeGreaterThan(0);
      expect(f.source.trim().length, f.id).toBeGreaterThan(20);
      expect(f.summary.trim().length, f.id).toBeGreaterThan(20);
      expect(f.prior, f.id).toBeGreaterThanOrEqual(1);
      expect(f.prior, f.id).toBeLessThanOrEqual(5);
      if (f.est_cost.max > 0) expect(f.parts.length, f.id).toBeGreaterThan(0);
    }
  });

  it('flags safety-critical faults with a note, including every brake fault and the airbag fault', () => {
    for (const f of FAULTS) {
      if (f.safety_critical) expect(f.safety_note?.length ?? 0, f.id).toBeGreaterThan(20);
      if (f.system === 'brakes') expect(f.safety_critical, f.id).toBe(true);
    }
    expect(FAULTS.find((f) => f.id === 'electrical.airbag_srs')?.safety_critical).toBe(true);
    expect(FAULTS.find((f) => f.id === 'fuel.fuel_leak')?.safety_critical).toBe(true);
    const overheating = FAULTS.filter(
      (f) => f.cues.some((c) => parseCue(c).pos.includes('overheat')) && f.system === 'cooling',
    );
    expect(overheating.filter((f) => f.safety_critical).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps diesel-system faults for diesel cars only', () => {
    for (const f of FAULTS.filter((x) => x.system === 'diesel'))
      expect(f.only?.fuel, f.id).toEqual(['diesel']);
  });

  it('only uses lexicon terms in cues', () => {
    const known = new Set([...LEXICON_TERMS, ...CODE_TERMS]);
    for (const f of FAULTS) {
      for (const cue of f.cues) {
        const { pos, neg, weight } = parseCue(cue);
        expect(Number.isFinite(weight) && weight > 0, `${f.id} ${cue}`).toBe(true);
        for (const t of [...pos, ...neg]) expect(known.has(t), `${f.id} cue ${cue}: ${t}`).toBe(true);
      }
    }
    for (const [from, to] of Object.entries(IMPLIES)) {
      expect(known.has(from), from).toBe(true);
      for (const t of to) expect(known.has(t), `${from} → ${t}`).toBe(true);
    }
  });

  it('writes valid questions: typed, ending with "?", unique texts', () => {
    const texts = new Set<string>();
    for (const q of QUESTION_LIST) {
      expect(QUESTION_TYPES, q.id).toContain(q.type);
      expect(q.text.trim().endsWith('?'), q.id).toBe(true);
      expect(texts.has(q.text), q.id).toBe(false);
      texts.add(q.text);
      if (q.type === 'yes_no' || q.type === 'visible_oil') expect(q.parser, q.id).toBe('yes_no');
      for (const t of [...(q.knownIf ?? []), ...(q.askIf ?? [])])
        expect(LEXICON_TERMS.has(t), `${q.id} ${t}`).toBe(true);
    }
  });

  it('has lexicon forms in plain lower-case words', () => {
    for (const [term, forms] of Object.entries(LEXICON)) {
      expect(forms.length, term).toBeGreaterThan(0);
      for (const f of forms) expect(f, term).toMatch(/^[a-z0-9 ]+$/);
    }
  });
});

describe('knowledge files (issue #7)', () => {
  const brake = FAULTS.find((f) => f.system === 'brakes');

  it('loads a valid file as written', () => {
    const file = [brake];
    expect(loadKnowledge('faults/brakes.json', faultFileSchema('brakes'), file)).toBe(file);
  });

  it('fails loudly with the file and the field on a wrong value, a misspelt field or a fault filed elsewhere', () => {
    const load = (data: unknown) => () =>
      loadKnowledge('faults/brakes.json', faultFileSchema('brakes'), data);
    expect(load([{ ...brake, prior: 'high' }])).toThrow(/faults\/brakes\.json[\s\S]*at \[0\]\.prior/);
    expect(load([brake, { ...brake, safty_note: 'x' }])).toThrow(/safty_note[\s\S]*at \[1\]/);
    expect(load([{ ...brake, system: 'tyres' }])).toThrow(/at \[0\]\.system/);
    const questions = {
      categories: CATEGORIES,
      questions: { all: [{ ...QUESTION_LIST[0], text: 'No mark' }] },
    };
    expect(() => loadKnowledge('questions.json', QuestionFileSchema, questions)).toThrow(
      /questions\.json[\s\S]*at questions\.all\[0\]\.text/,
    );
  });

  it('refuses a key listed in two sections', () => {
    expect(() => joinSections('lexicon.json', { a: { brake: 1 }, b: { brake: 2 } })).toThrow(
      /"brake" again in "b"/,
    );
  });
});
