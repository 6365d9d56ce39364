import { describe, expect, it } from 'vitest';
import { diagnose } from '../engine';
import { FAULTS_BY_ID } from '../knowledge';
import { EVAL_CASES } from './cases';
import { rankOf, runCase } from './simulate';
import { STRESS_CASES } from './stress';

describe('held-out evaluation', () => {
  it('has at least 60 cases with unique ids about known faults', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_CASES.map((c) => c.id)).size).toBe(EVAL_CASES.length);
    for (const c of EVAL_CASES) expect(FAULTS_BY_ID.has(c.expected), c.expected).toBe(true);
    for (const c of STRESS_CASES) expect(FAULTS_BY_ID.has(c.expected), c.expected).toBe(true);
  });

  it('puts the right fault in the top 3 for at least 80% of the chats', () => {
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const c of EVAL_CASES) {
      const run = runCase(c, { today: '2025-06-01' });
      const r = rankOf(run.final, c.expected);
      if (r === 1) top1++;
      if (r !== null && r <= 3) top3++;
      else misses.push(`${c.id}: got ${run.final.diagnoses.map((d) => d.fault_id).join(', ')}`);
      expect(run.answers.length, c.id).toBeLessThanOrEqual(7);
    }
    const n = EVAL_CASES.length;
    console.info(`eval: ${n} chats, top-1 ${(top1 / n).toFixed(3)}, top-3 ${(top3 / n).toFixed(3)}`, misses);
    expect(top3 / n).toBeGreaterThanOrEqual(0.8);
  });

  it('puts the right fault in the top 3 from a one-line description alone for at least 80%', () => {
    let top3 = 0;
    for (const c of STRESS_CASES) {
      const r = diagnose({ vehicle_id: 1, symptoms: c.text, context: c.context }, { today: '2025-06-01' });
      const i = r.diagnoses.findIndex((d) => d.fault_id === c.expected);
      if (i >= 0 && i < 3) top3++;
    }
    console.info(
      `stress (first turn only): ${STRESS_CASES.length} texts, top-3 ${(top3 / STRESS_CASES.length).toFixed(3)}`,
    );
    expect(top3 / STRESS_CASES.length).toBeGreaterThanOrEqual(0.8);
  });
});
