/**
 * Explains how the engine reads one owner text (debug aid for tuning, issue #13): the lexicon terms
 * found, the system evidence, and the first-message top 5 with scores. Give the text on the command
 * line; use it only on tuning-half or new texts (never on held-out cases).
 *
 * Run: pnpm --filter @gari/api exec tsx --conditions=gari-source bench/ai-explain.ts "text" [manual|auto|diesel]
 */
import { analyze, analyzeText } from '../src/ai/engine';

const text = process.argv[2] ?? '';
const car = process.argv[3];
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
  const f = a.model.faults[fi];
  console.log(
    `  ${(f?.fault.id ?? '').padEnd(36)} p ${a.ranking.probs[fi]?.toFixed(3)} text ${a.ranking.text[fi]?.toFixed(2)}`,
  );
}

// The full chat as the owner-set harness plays it (simulated owner knows only this text).
import('../src/ai/eval/owners/run').then(({ runOwnerCase }) => {
  const r = runOwnerCase(
    {
      url: 'https://example.invalid/explain',
      text,
      expected: ['x'],
      ...(car ? { car: car as 'manual' } : {}),
    },
    { today: '2025-06-01' },
  );
  for (const a of r.run.answers) console.log(`  Q ${a.question} → ${a.answer.slice(0, 20)}`);
  console.log(
    '  final',
    r.run.final.diagnoses
      .slice(0, 4)
      .map((d) => `${d.fault_id} ${d.confidence}`)
      .join(' | '),
  );
});
