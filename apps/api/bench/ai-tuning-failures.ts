/**
 * Lists the owner-set cases the engine misses — of the TUNING half only (issue #13, "A diagnostic
 * engine that holds on unseen cases"). The held-out half is never listed case by case: it is only
 * imported by `ai-engine.ts` for its totals. Per case: the expected fault ids, the rank after the
 * first message and after the full chat, and the engine's top 3.
 *
 * Run: pnpm --filter @gari/api bench:ai:tuning
 */
import { TUNING_CASES } from '../src/ai/eval/owners/cases';
import { runOwnerCase } from '../src/ai/eval/owners/run';

const OPTIONS = { today: '2025-06-01' };
let misses = 0;
for (const c of TUNING_CASES) {
  const r = runOwnerCase(c, OPTIONS);
  if (r.rank === 1) continue;
  misses++;
  const top = r.run.final.diagnoses
    .slice(0, 3)
    .map((d) => d.fault_id)
    .join(', ');
  console.log(
    `${r.rank === null || r.rank > 3 ? 'MISS3' : 'miss1'} rank ${r.rank ?? '-'} (first ${r.firstRank ?? '-'})`,
  );
  console.log(`  "${c.text}"${c.car ? ` [${c.car}]` : ''}`);
  console.log(`  expected ${c.expected.join(', ')}; got ${top}`);
}
console.log(`tuning half: ${TUNING_CASES.length} cases, ${misses} not ranked first`);
