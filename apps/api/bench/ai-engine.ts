/**
 * Benchmark of the embedded AI mechanic (issue #4 "Done when" 3): time per chat turn (first call,
 * follow-up, final diagnosis) over every held-out case × REPEATS, after one untimed warm-up pass,
 * and the diagnostic accuracy (right fault first / in the top 3).
 *
 * Run: pnpm --filter @gari/api exec tsx --conditions=gari-source bench/ai-engine.ts [repeats]
 * Goal: p95 ≤ 100 ms per turn.
 */
import { performance } from 'node:perf_hooks';
import { builtInModel, diagnose } from '../src/ai/engine';
import { EVAL_CASES } from '../src/ai/eval/cases';
import { rankOf, runCase } from '../src/ai/eval/simulate';
import { STRESS_CASES } from '../src/ai/eval/stress';

const REPEATS = Math.max(1, Number(process.argv[2] ?? 5));
const GOAL_P95_MS = 100;
const OPTIONS = { today: '2025-06-01' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

function row(name: string, values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(2).padStart(8);
  return `${name.padEnd(12)} n=${String(s.length).padStart(5)}  p50=${f(percentile(s, 50))} ms  p95=${f(percentile(s, 95))} ms  max=${f(s[s.length - 1] ?? Number.NaN)} ms`;
}

const compileStart = performance.now();
builtInModel();
const compileMs = performance.now() - compileStart;
const coldStart = performance.now();
diagnose({ vehicle_id: 1, symptoms: 'warm-up: brakes squeal', context: {} }, OPTIONS);
const coldMs = performance.now() - coldStart;

// Warm-up pass (untimed), then timed passes.
for (const c of EVAL_CASES) runCase(c, OPTIONS);

const times: Record<'first' | 'follow_up' | 'final', number[]> = { first: [], follow_up: [], final: [] };
let top1 = 0;
let top3 = 0;
let first1 = 0;
let first3 = 0;
let questions = 0;
for (let rep = 0; rep < REPEATS; rep++) {
  for (const c of EVAL_CASES) {
    const run = runCase(c, OPTIONS, () => performance.now());
    for (const t of run.times) times[t.turn].push(t.ms);
    if (rep > 0) continue;
    const r = rankOf(run.final, c.expected);
    if (r === 1) top1++;
    if (r !== null && r <= 3) top3++;
    const rf = rankOf(run.first, c.expected);
    if (rf === 1) first1++;
    if (rf !== null && rf <= 3) first3++;
    questions += run.answers.length;
  }
}
let stress1 = 0;
let stress3 = 0;
for (const c of STRESS_CASES) {
  const r = diagnose({ vehicle_id: 1, symptoms: c.text, context: c.context }, OPTIONS);
  const i = r.diagnoses.findIndex((d) => d.fault_id === c.expected);
  if (i === 0) stress1++;
  if (i >= 0 && i < 3) stress3++;
}

const all = [...times.first, ...times.follow_up, ...times.final];
const n = EVAL_CASES.length;
const pct = (x: number, d: number) => `${((100 * x) / d).toFixed(1)}%`;
const p95 = percentile(
  [...all].sort((a, b) => a - b),
  95,
);
console.log(
  `AI mechanic embedded engine — ${n} held-out cases × ${REPEATS} repeats (Node ${process.version})`,
);
console.log(`knowledge base compile: ${compileMs.toFixed(1)} ms; first (cold) call: ${coldMs.toFixed(1)} ms`);
console.log(row('first call', times.first));
console.log(row('follow-up', times.follow_up));
console.log(row('final', times.final));
console.log(row('all turns', all));
console.log(`goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
console.log(
  `accuracy (full chat, simulated owner): top-1 ${pct(top1, n)}, top-3 ${pct(top3, n)}; ` +
    `after the first message only: top-1 ${pct(first1, n)}, top-3 ${pct(first3, n)}; ` +
    `questions per chat ${(questions / n).toFixed(1)}`,
);
console.log(
  `stress set (${STRESS_CASES.length} terse one-liners, first message only): top-1 ${pct(stress1, STRESS_CASES.length)}, top-3 ${pct(stress3, STRESS_CASES.length)}`,
);
