/**
 * Explains how the engine reads one owner text (debug aid for tuning, issue #13): the lexicon terms
 * found (present / denied), the system evidence, the first-message top 6 with likelihood and text
 * evidence, then the full chat as the owner-set harness plays it and its final top 4.
 *
 * For tuning-half and new texts only: a text of the held-out half is refused (exit code 2), so the
 * held-out half is never looked at case by case.
 *
 * Run: pnpm --filter @gari/api exec tsx --conditions=gari-source bench/ai-explain.ts "text" [manual|auto|diesel]
 */
import { analyze, analyzeText } from '../src/ai/engine';
import { HELDOUT_CASES, type OwnerCar } from '../src/ai/eval/owners/cases';
import { runOwnerCase } from '../src/ai/eval/owners/run';

const text = process.argv[2] ?? '';
const arg = process.argv[3];
const car: OwnerCar | undefined = arg === 'manual' || arg === 'auto' || arg === 'diesel' ? arg : undefined;
if (HELDOUT_CASES.some((c) => c.text.trim().toLowerCase() === text.trim().toLowerCase())) {
  console.error('This is a held-out case: it is never explained (issue #13 independence rule).');
  process.exit(2);
}
const context =
  car === 'manual'
    ? { transmission: 'Manual' }
    : car === 'auto'
      ? { transmission: 'Automatic' }
      : car === 'diesel'
        ? { fuel_type: 'Diesel' }
        : {};
const t = analyzeText(text);
console.log('pos', [...t.pos.entries()].map(([k, v]) => `${k}:${v.toFixed(2)}`).join(' '));
console.log('neg', [...t.neg.keys()].join(' '));
const a = analyze({ vehicle_id: 1, symptoms: text, context }, { today: '2025-06-01' });
console.log('systems', a.systems.ranked.map((s) => `${s}:${a.systems.evidence[s].toFixed(2)}`).join(' '));
for (const fi of a.ranking.order.slice(0, 6)) {
  const id = a.model.faults[fi]?.fault.id ?? '';
  console.log(
    `  ${id.padEnd(36)} p ${a.ranking.probs[fi]?.toFixed(3)} text ${a.ranking.text[fi]?.toFixed(2)}`,
  );
}
const r = runOwnerCase(
  { url: 'https://example.invalid/explain', text, expected: ['none'], ...(car ? { car } : {}) },
  { today: '2025-06-01' },
);
for (const q of r.run.answers) console.log(`  Q ${q.question} → ${q.answer.slice(0, 24)}`);
console.log(
  '  final',
  r.run.final.diagnoses
    .slice(0, 4)
    .map((d) => `${d.fault_id} ${d.likelihood.toFixed(2)}`)
    .join(' | '),
);
