/**
 * The scoring model: the knowledge base compiled once into cue lists and per-question answer
 * distributions, and a naive-Bayes-like ranking in log space:
 *
 *   logit(f) = PRIOR_WEIGHT·ln(prior) + TEXT_WEIGHT·Σ cue matches (weight × specificity × strength)
 *              + Σ ln P(answer | f) + Σ ln(context modifier)
 *
 * normalised with a softmax into likelihoods. Faults that cannot exist on the car (a diesel fault on
 * a petrol car, a clutch fault on an automatic) are excluded.
 */
import type { Fault, Modifiers, QuestionDef, System } from '../knowledge';
import { CATEGORIES } from '../knowledge';
import type { AnswerReading } from './answers';
import type { CarFacts } from './context';
import { faultSystems, type SystemScores, systemBonus, unrelated } from './systems';
import type { TextTerms } from './text';
import { COLOUR_TERMS } from './words';

/** Weight of the prior (how common a fault is). */
export const PRIOR_WEIGHT = 0.45;
/** Weight of the text evidence. */
export const TEXT_WEIGHT = 0.6;
/**
 * Text evidence saturates (SAT·tanh(score/SAT)): piling up cues for one reading of the words should
 * not make a fault near-certain before any question is answered.
 */
export const TEXT_SATURATION = 6;
/** Share of a cue's weight taken away when the owner denies it ("no smoke"). */
export const DENIAL_WEIGHT = 0.6;
/**
 * Naive-Bayes penalty for a symptom the fault does not explain: ln-odds taken off per unexplained
 * term, scaled by how specific the term is (a term few faults list points away from the others).
 */
export const MISS_WEIGHT = 2.5;
/** When/where terms tell little on their own: their miss penalty is scaled down. */
const CONTEXT_TERMS = new Set([
  'temp',
  'automatic',
  'idle',
  'traffic',
  'accelerate',
  'cruise',
  'turn',
  'hill',
  'downhill',
  'cold_start',
  'hot',
  'wet',
  'load',
  'sudden',
  'gradual',
  'front',
  'rear',
  'under',
  'middle',
  'cabin',
  'top',
  'bottom',
  'high_speed',
  'low_speed',
  'side',
  'engine',
  'wheel',
  'noise',
  'smell',
  'light',
  'warning_light',
  'start',
  'press',
  'release',
  'revs',
  'mileage',
  'tune_up',
  'dust',
  'bump',
  'pothole',
  'recent_work',
  'after_service',
  'hot_weather',
  'short_trips',
  'shift',
  'gear',
  'fuel',
  'oil',
  'water',
  'leak',
  'smoke',
  'vibration',
  'not_working',
  ...COLOUR_TERMS,
  'cold',
  'drip',
  'puddle',
  'only_one',
  'flicker',
]);
const CONTEXT_MISS = 0.25;

export interface Cue {
  /** Terms that must be present. */
  pos: string[];
  /** Terms that must be denied (`!term` in the knowledge base). */
  neg: string[];
  weight: number;
  /** Specificity: rarer cues weigh more (1–2). */
  spec: number;
}

export interface CompiledFault {
  fault: Fault;
  index: number;
  cues: Cue[];
  logPrior: number;
  /** Every term its cues mention, with the terms they imply. */
  vocab: Set<string>;
  /** The vehicle systems it belongs to in the owner's eyes (`systems.ts`). */
  systems: readonly System[];
}

export interface CompiledQuestion {
  def: QuestionDef;
  index: number;
  categories: readonly string[];
  /** P(category | fault) per fault index. */
  dist: Float64Array[];
  /** Faults that say how they answer it. */
  mentionedBy: Set<number>;
}

export interface Model {
  faults: CompiledFault[];
  /** Miss penalty per term a fault does not explain (0 for terms no fault lists). */
  missPenalty: Map<string, number>;
  questions: CompiledQuestion[];
  byId: Map<string, CompiledQuestion>;
  /** Question text (normalised) → question. */
  byText: Map<string, CompiledQuestion>;
}

/** Normalises a question text for lookup: no "(n/total)" prefix, lower case, single spaces. */
export function questionKey(text: string): string {
  return text
    .replace(/^\s*\(\d+\s*\/\s*\d+\)\s*/, '')
    .toLowerCase()
    .replace(/[^a-z0-9?]+/g, ' ')
    .trim();
}

/** Parses a cue such as `brake&squeal:4` or `!leak&pedal:2`. */
export function parseCue(text: string): { pos: string[]; neg: string[]; weight: number } {
  const [expr = '', w] = text.split(':');
  const weight = w === undefined ? 1 : Number(w);
  const pos: string[] = [];
  const neg: string[] = [];
  for (const part of expr.split('&')) {
    if (part.startsWith('!')) neg.push(part.slice(1));
    else pos.push(part);
  }
  return { pos, neg, weight };
}

function profileToDist(
  profile: number | Readonly<Record<string, number>>,
  categories: readonly string[],
): Float64Array {
  const out = new Float64Array(categories.length);
  if (typeof profile === 'number') {
    // yes/no: categories are ['yes', 'no'].
    out[0] = profile;
    out[1] = 1 - profile;
  } else {
    let listed = 0;
    let rest = 0;
    categories.forEach((c, i) => {
      const v = profile[c];
      if (v === undefined) rest++;
      else {
        out[i] = v;
        listed += v;
      }
    });
    if (rest > 0) {
      const share = Math.max(1 - listed, 0.02 * rest) / rest;
      categories.forEach((c, i) => {
        if (profile[c] === undefined) out[i] = share;
      });
    }
  }
  let sum = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.max(out[i] as number, 0.01);
    sum += out[i] as number;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}

/** Compiles the knowledge base. Throws on a cue or answer profile that cannot be read. */
export function compileModel(
  faults: readonly Fault[],
  questions: readonly QuestionDef[],
  implies: Readonly<Record<string, readonly string[]>> = {},
): Model {
  const df = new Map<string, number>();
  const parsed = faults.map((f) =>
    f.cues.map((c) => {
      const cue = parseCue(c);
      if (!Number.isFinite(cue.weight)) throw new Error(`Bad cue weight in ${f.id}: ${c}`);
      return cue;
    }),
  );
  for (const cues of parsed) {
    for (const key of new Set(cues.map((c) => [...c.pos, ...c.neg.map((n) => `!${n}`)].sort().join('&')))) {
      df.set(key, (df.get(key) ?? 0) + 1);
    }
  }
  const n = faults.length;
  const vocabs = parsed.map((cues) => {
    const v = new Set<string>();
    for (const c of cues) {
      for (const t of c.pos) {
        v.add(t);
        for (const i of implies[t] ?? []) v.add(i);
      }
    }
    return v;
  });
  const termDf = new Map<string, number>();
  for (const v of vocabs) for (const t of v) termDf.set(t, (termDf.get(t) ?? 0) + 1);
  const missPenalty = new Map<string, number>();
  for (const [t, d] of termDf) {
    const specificity = Math.log(n / d) / Math.log(n);
    missPenalty.set(t, MISS_WEIGHT * specificity * (CONTEXT_TERMS.has(t) ? CONTEXT_MISS : 1));
  }
  const compiledFaults: CompiledFault[] = faults.map((fault, index) => ({
    fault,
    index,
    vocab: vocabs[index] as Set<string>,
    systems: faultSystems(fault.id, fault.system),
    logPrior: PRIOR_WEIGHT * Math.log(fault.prior),
    cues: (parsed[index] ?? []).map((c) => {
      const key = [...c.pos, ...c.neg.map((x) => `!${x}`)].sort().join('&');
      const spec = 1 + Math.log(n / (df.get(key) ?? 1)) / Math.log(n);
      return { ...c, spec };
    }),
  }));

  const compiledQuestions: CompiledQuestion[] = questions.map((def, index) => {
    const categories = CATEGORIES[def.parser];
    const base = profileToDist(def.base ?? (def.parser === 'yes_no' ? 0.2 : {}), categories);
    const mentionedBy = new Set<number>();
    const dist = faults.map((f, fi) => {
      const profile = f.asks[def.id];
      if (profile === undefined) return base;
      mentionedBy.add(fi);
      return profileToDist(profile, categories);
    });
    return { def, index, categories, dist, mentionedBy };
  });
  return {
    faults: compiledFaults,
    missPenalty,
    questions: compiledQuestions,
    byId: new Map(compiledQuestions.map((q) => [q.def.id, q])),
    byText: new Map(compiledQuestions.map((q) => [questionKey(q.def.text), q])),
  };
}

/** Whether a fault can exist on the car (unknown facts never exclude). */
export function applies(fault: Fault, facts: CarFacts): boolean {
  const only = fault.only;
  if (!only) return true;
  if (only.fuel && facts.fuel && !only.fuel.includes(facts.fuel)) return false;
  if (only.transmission && facts.transmission && !only.transmission.includes(facts.transmission))
    return false;
  if (only.drivetrain && facts.drivetrain && !only.drivetrain.includes(facts.drivetrain)) return false;
  return true;
}

/** Sum of ln(modifier) for the facts that hold. */
export function modifierLog(mods: Modifiers | undefined, facts: CarFacts): number {
  if (!mods) return 0;
  let s = 0;
  const use = (on: boolean, factor: number | undefined) => {
    if (on && factor !== undefined && factor > 0) s += Math.log(factor);
  };
  use(facts.mileageKm !== null && facts.mileageKm >= 150_000, mods.highMileage);
  use(facts.mileageKm !== null && facts.mileageKm < 50_000, mods.lowMileage);
  use(facts.ageYears !== null && facts.ageYears >= 12, mods.old);
  use(facts.ageYears !== null && facts.ageYears <= 4, mods.young);
  use(facts.fuel === 'diesel', mods.diesel);
  use(facts.fuel === 'petrol' || facts.fuel === 'hybrid', mods.petrol);
  use(facts.transmission === 'manual', mods.manual);
  use(facts.transmission === 'automatic', mods.automatic);
  use(facts.transmission === 'cvt', mods.cvt);
  use(facts.drivetrain === '4wd', mods.fourWd);
  use(facts.commercial, mods.commercial);
  use(facts.recentRefuel, mods.recentRefuel);
  return s;
}

/** The weakest strength among a cue's terms in what the owner said; undefined when one is missing. */
function weakest(cueTerms: readonly string[], said: ReadonlyMap<string, number>): number | undefined {
  let strength = Number.POSITIVE_INFINITY;
  for (const t of cueTerms) {
    const w = said.get(t);
    if (w === undefined) return undefined;
    strength = Math.min(strength, w);
  }
  return strength;
}

/** Text evidence for one fault (may be negative when the owner denies its symptoms). */
export function textScore(fault: CompiledFault, terms: TextTerms): number {
  let score = 0;
  for (const cue of fault.cues) {
    const pos = weakest(cue.pos, terms.pos);
    const neg = pos === undefined ? undefined : weakest(cue.neg, terms.neg);
    if (pos !== undefined && neg !== undefined) {
      score += cue.weight * cue.spec * Math.min(pos, neg);
      continue;
    }
    if (cue.neg.length > 0) continue;
    // Denied: every term mentioned, at least one of them said not to be there.
    let denied = false;
    let deniedStrength = Number.POSITIVE_INFINITY;
    let all = true;
    for (const t of cue.pos) {
      const p = terms.pos.get(t);
      const q = terms.neg.get(t);
      if (q !== undefined) {
        denied = true;
        deniedStrength = Math.min(deniedStrength, q);
      } else if (p !== undefined) deniedStrength = Math.min(deniedStrength, p);
      else {
        all = false;
        break;
      }
    }
    if (all && denied) score -= DENIAL_WEIGHT * cue.weight * cue.spec * deniedStrength;
  }
  return score;
}

/** An answer read against a known question. */
export interface ReadAnswer {
  question: CompiledQuestion;
  reading: AnswerReading;
}

/** The ranking of every fault for one chat turn. */
export interface Ranking {
  /** Likelihood per fault index (0 for excluded faults); sums to 1. */
  probs: Float64Array;
  /** Text evidence per fault index. */
  text: Float64Array;
  /** Fault indexes, most likely first (excluded faults left out). */
  order: number[];
}

/** Log-odds taken off a fault whose systems the owner's words do not point at. */
export const UNRELATED_PENALTY = 4;
/**
 * Odds of a diesel-only fault when the car's fuel is unknown and the owner does not say "diesel"
 * (issue #13: the car's own data weighed with the owner's words; most cars are petrol).
 */
export const UNKNOWN_FUEL_DIESEL_ODDS = 0.5;

/** Whether a fault exists only on diesel engines. */
function dieselOnly(fault: Fault): boolean {
  const fuels = fault.only?.fuel;
  return !!fuels && fuels.length > 0 && fuels.every((f) => f === 'diesel');
}

/**
 * Ranks every fault from the text terms, the read answers, the car facts and (when given) the
 * symptom → system classification: a fault gains `systemBonus` for the systems the words point at,
 * loses UNRELATED_PENALTY when its systems got no evidence while another clearly did, and is never
 * ranked first then (issue #13).
 */
export function rankFaults(
  model: Model,
  terms: TextTerms,
  answers: readonly ReadAnswer[],
  facts: CarFacts,
  systems?: SystemScores,
): Ranking {
  const off = new Array<boolean>(model.faults.length).fill(false);
  const n = model.faults.length;
  const logits = new Float64Array(n);
  const text = new Float64Array(n);
  const ok = new Array<boolean>(n).fill(false);
  let max = Number.NEGATIVE_INFINITY;
  for (const cf of model.faults) {
    if (!applies(cf.fault, facts)) continue;
    ok[cf.index] = true;
    const t = textScore(cf, terms);
    text[cf.index] = t;
    const eff = t > 0 ? TEXT_SATURATION * Math.tanh(t / TEXT_SATURATION) : t;
    let l = cf.logPrior + TEXT_WEIGHT * eff + modifierLog(cf.fault.mods, facts);
    if (facts.fuel === null && !terms.pos.has('diesel_car') && dieselOnly(cf.fault))
      l += Math.log(UNKNOWN_FUEL_DIESEL_ODDS);
    if (systems) {
      l += systemBonus(systems, cf.systems);
      if (unrelated(systems, cf.systems)) {
        off[cf.index] = true;
        l -= UNRELATED_PENALTY;
      }
    }
    for (const [term, w] of terms.pos) {
      if (!cf.vocab.has(term)) l -= w * (model.missPenalty.get(term) ?? 0);
    }
    for (const a of answers) {
      if (!a.reading) continue;
      const dist = a.question.dist[cf.index] as Float64Array;
      let p = 0;
      a.question.categories.forEach((c, i) => {
        const w = a.reading?.[c];
        if (w) p += w * (dist[i] as number);
      });
      l += Math.log(Math.max(p, 1e-4));
    }
    logits[cf.index] = l;
    if (l > max) max = l;
  }
  const probs = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    if (!ok[i]) continue;
    const e = Math.exp((logits[i] as number) - max);
    probs[i] = e;
    sum += e;
  }
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    if (!ok[i]) continue;
    probs[i] = (probs[i] as number) / sum;
    order.push(i);
  }
  // Deterministic: likelihood, then knowledge-base order.
  order.sort((a, b) => (probs[b] as number) - (probs[a] as number) || a - b);
  // The first answer is never from an unrelated system: lift the best related fault to the top and
  // give it the leading likelihood (the two swap likelihoods, so the list stays in order).
  const first = order[0];
  if (first !== undefined && off[first]) {
    const j = order.findIndex((fi) => !off[fi]);
    if (j > 0) {
      const fj = order[j] as number;
      const pj = probs[fj] as number;
      probs[fj] = probs[first] as number;
      probs[first] = pj;
      order.splice(j, 1);
      order.unshift(fj);
      order.sort((a, b) => (probs[b] as number) - (probs[a] as number) || a - b);
    }
  }
  return { probs, text, order };
}
