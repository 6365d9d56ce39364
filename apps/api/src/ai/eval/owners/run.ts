/**
 * Plays owner cases through the chat (the same simulation as the 105-case set, `../simulate.ts`) and
 * scores them. The simulated owner knows only what they wrote: a yes/no question is answered "yes"
 * when its specific words are in the owner's own description, anything else "not sure".
 */
import type { DiagnosisResponse } from '@gari/contract/ai';
import type { DiagnoseOptions } from '../../engine';
import type { EvalCase } from '../cases';
import { type ChatRun, rankOf, runCase } from '../simulate';
import { contextOf, fnv1a, type OwnerCase } from './cases';

/** The owner case as a chat case for `runCase`. */
export function asEvalCase(x: OwnerCase): EvalCase {
  return {
    id: `owner-${fnv1a(x.url).toString(16)}`,
    text: x.text,
    context: contextOf(x),
    expected: x.expected[0] as string,
    owner: { yes: [x.text] },
  };
}

/** Best (lowest) 1-based rank of any expected fault in a response, or null when none is listed. */
export function bestRank(r: DiagnosisResponse, expected: readonly string[]): number | null {
  let best: number | null = null;
  for (const id of expected) {
    const k = rankOf(r, id);
    if (k !== null && (best === null || k < best)) best = k;
  }
  return best;
}

/** Result of one owner case. */
export interface OwnerResult {
  case: OwnerCase;
  run: ChatRun;
  /** Rank after the full chat (final diagnosis). */
  rank: number | null;
  /** Rank after the first message only. */
  firstRank: number | null;
}

/** Plays one owner case. */
export function runOwnerCase(x: OwnerCase, options: DiagnoseOptions = {}, now?: () => number): OwnerResult {
  const run = runCase(asEvalCase(x), options, now);
  return { case: x, run, rank: bestRank(run.final, x.expected), firstRank: bestRank(run.first, x.expected) };
}

/** Top-1 / top-3 shares (0–1) of a set of results. */
export function score(results: readonly OwnerResult[]): { n: number; top1: number; top3: number } {
  const n = results.length;
  const top1 = results.filter((r) => r.rank === 1).length;
  const top3 = results.filter((r) => r.rank !== null && r.rank <= 3).length;
  return { n, top1: n ? top1 / n : 0, top3: n ? top3 / n : 0 };
}
