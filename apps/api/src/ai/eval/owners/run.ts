/**
 * Plays owner cases through the chat (the same turns as the 105-case set, `../simulate.ts`) and
 * scores them. The simulated owner knows only what they wrote in the source: a yes/no question is
 * answered "yes" when every specific word of the question is in the owner's own description, "no"
 * when the description denies one of them, and "not sure" otherwise (typed questions included).
 */
import type { DiagnosisResponse } from '@gari/contract/ai';
import type { DiagnoseOptions } from '../../engine';
import { analyzeText } from '../../engine/text';
import type { EvalCase } from '../cases';
import { type ChatRun, rankOf, runCase, termsOf } from '../simulate';
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

/** Things an owner would have written if they had noticed them: a noise, a warning light. */
const OBSERVED = ['noise', 'warning_light'] as const;

/** The simulated owner's answer: only what the owner's own words say. */
export function ownerReply(text: string, question: string, type: string): string {
  if (type !== 'yes_no' && type !== 'visible_oil') return 'not sure';
  const q = termsOf(question);
  if (q.size === 0) return 'not sure';
  const said = analyzeText(text);
  // A question about a noise or a warning light is never confirmed by an owner who wrote of neither.
  for (const t of OBSERVED) if (analyzeText(question).pos.has(t) && !said.pos.has(t)) return 'not sure';
  let all = true;
  for (const t of q) {
    if (said.neg.has(t)) return 'No';
    if (!said.pos.has(t)) all = false;
  }
  return all ? `Yes, ${text}` : 'not sure';
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
  const run = runCase(asEvalCase(x), options, now, (q, type) => ownerReply(x.text, q, type));
  return { case: x, run, rank: bestRank(run.final, x.expected), firstRank: bestRank(run.first, x.expected) };
}

/** Top-1 / top-3 shares (0–1) of a set of results. */
export function score(results: readonly OwnerResult[]): { n: number; top1: number; top3: number } {
  const n = results.length;
  const top1 = results.filter((r) => r.rank === 1).length;
  const top3 = results.filter((r) => r.rank !== null && r.rank <= 3).length;
  return { n, top1: n ? top1 / n : 0, top3: n ? top3 / n : 0 };
}
