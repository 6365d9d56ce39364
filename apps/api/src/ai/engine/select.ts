/**
 * Picks the next questions: greedy expected information gain over the leading candidates. Each step
 * adds the question that most lowers the expected entropy of the candidate distribution given the
 * answers to the questions already picked (answer outcomes are tracked jointly, so two questions that
 * ask the same thing are not both picked).
 */
import type { CarFacts } from './context';
import type { CompiledQuestion, Model, Ranking } from './model';
import type { TextTerms } from './text';

/** Candidates considered when choosing questions. */
export const TOP_CANDIDATES = 12;
/** Joint answer outcomes tracked while picking (the most probable ones). */
const MAX_BRANCHES = 32;
const MIN_BRANCH = 2e-3;

function entropy(v: Float64Array, total: number): number {
  let h = 0;
  for (let i = 0; i < v.length; i++) {
    const p = (v[i] as number) / total;
    if (p > 0) h -= p * Math.log2(p);
  }
  return h;
}

/**
 * Expected entropy after asking a question whose answer matrix over the candidates is `m`
 * (category-major: m[c * k + i] = P(c | candidate i)), summed over the current outcome branches.
 * Uses H = log2(w) − Σ x·log2(x) / w, so nothing is allocated.
 */
function expectedEntropy(branches: Float64Array[], m: Float64Array, cats: number, k: number): number {
  let after = 0;
  for (const b of branches) {
    for (let c = 0; c < cats; c++) {
      let w = 0;
      let xlx = 0;
      const off = c * k;
      for (let i = 0; i < k; i++) {
        const x = (b[i] as number) * (m[off + i] as number);
        if (x > 0) {
          w += x;
          xlx += x * Math.log2(x);
        }
      }
      if (w > 0) after += w * Math.log2(w) - xlx;
    }
  }
  return after;
}

/** Whether the question may be asked about this car and has not been answered by the text. */
export function askable(q: CompiledQuestion, facts: CarFacts, terms: TextTerms): boolean {
  const only = q.def.only;
  if (only?.fuel && facts.fuel && !only.fuel.includes(facts.fuel)) return false;
  if (only?.transmission && facts.transmission && !only.transmission.includes(facts.transmission))
    return false;
  if (q.def.knownIf?.some((t) => terms.pos.has(t) || terms.neg.has(t))) return false;
  if (q.def.askIf && !q.def.askIf.some((t) => terms.pos.has(t))) return false;
  return true;
}

export interface PickOptions {
  /** Questions already asked (ids). */
  asked: ReadonlySet<string>;
  min: number;
  max: number;
  /** Information gain (bits) a question beyond `min` must bring. */
  minGain: number;
  /** Only general questions (vague symptoms). */
  generalOnly?: boolean;
}

/** The chosen questions, in asking order, with the gain each brought (bits). */
export interface Picked {
  question: CompiledQuestion;
  gain: number;
}

/** Picks between `min` and `max` questions (fewer if no askable question is left). */
export function pickQuestions(
  model: Model,
  ranking: Ranking,
  facts: CarFacts,
  terms: TextTerms,
  options: PickOptions,
): Picked[] {
  if (options.max <= 0) return [];
  const top = ranking.order.slice(0, TOP_CANDIDATES);
  const k = top.length;
  if (k === 0) return [];
  const p0 = new Float64Array(k);
  let total = 0;
  top.forEach((fi, i) => {
    p0[i] = ranking.probs[fi] as number;
    total += p0[i] as number;
  });
  for (let i = 0; i < k; i++) p0[i] = (p0[i] as number) / total;

  const pool = model.questions.filter((q) => {
    if (options.asked.has(q.def.id)) return false;
    if (options.generalOnly && !q.def.general) return false;
    if (!askable(q, facts, terms)) return false;
    return q.def.general || top.some((fi) => q.mentionedBy.has(fi));
  });

  // Answer matrices restricted to the candidates.
  const matrices = new Map<number, Float64Array>();
  for (const q of pool) {
    const cats = q.categories.length;
    const m = new Float64Array(cats * k);
    for (let c = 0; c < cats; c++) {
      for (let i = 0; i < k; i++) m[c * k + i] = (q.dist[top[i] as number] as Float64Array)[c] as number;
    }
    matrices.set(q.index, m);
  }

  let branches: Float64Array[] = [p0];
  let current = entropy(p0, 1);
  const picked: Picked[] = [];
  const used = new Set<number>();
  while (picked.length < options.max) {
    let best: CompiledQuestion | null = null;
    let bestAfter = Number.POSITIVE_INFINITY;
    for (const q of pool) {
      if (used.has(q.index)) continue;
      const after = expectedEntropy(branches, matrices.get(q.index) as Float64Array, q.categories.length, k);
      // Ties go to the earlier question in the bank (deterministic).
      if (after < bestAfter - 1e-9) {
        bestAfter = after;
        best = q;
      }
    }
    if (!best) break;
    const gain = current - bestAfter;
    if (picked.length >= options.min && gain < options.minGain) break;
    picked.push({ question: best, gain });
    used.add(best.index);
    current = bestAfter;
    const m = matrices.get(best.index) as Float64Array;
    const next: { v: Float64Array; w: number }[] = [];
    for (const b of branches) {
      for (let c = 0; c < best.categories.length; c++) {
        const v = new Float64Array(k);
        let w = 0;
        for (let i = 0; i < k; i++) {
          const x = (b[i] as number) * (m[c * k + i] as number);
          v[i] = x;
          w += x;
        }
        if (w >= MIN_BRANCH) next.push({ v, w });
      }
    }
    next.sort((a, b) => b.w - a.w);
    branches = next.slice(0, MAX_BRANCHES).map((x) => x.v);
    if (branches.length === 0) break;
  }
  return picked;
}
