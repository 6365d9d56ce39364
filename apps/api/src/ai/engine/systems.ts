/**
 * Symptom → vehicle-system classifier (issue #13: "symptoms mapped to the vehicle system they
 * describe before ranking, so the first answer is never from an unrelated system").
 *
 * The owner's words (lexicon terms, `text.ts`) are mapped to the car systems they point at (brakes,
 * steering, tyres, cooling, starting, fuel/idle…) with a weight per term; the car's own facts (fuel,
 * gearbox) shift the distribution (a diesel's "hard to start" points at the diesel system too; a
 * petrol car has no diesel system). The ranking then weighs each fault by how well its systems match
 * (`systemBonus`), and a fault whose systems got no evidence at all while another system clearly did is
 * kept out of the first place (`unrelated`).
 *
 * Pure and deterministic; the tables are data, reviewed like the knowledge base: `systems.json`
 * (`termSystems`: section title → term → weight per system; `faultAreas`: fault id → extra systems),
 * checked at load against `SystemsFileSchema` in `knowledge/schema.ts` (issue #7).
 */
import type { System } from '../knowledge';
import { SYSTEMS } from '../knowledge';
import { joinSections, loadKnowledge, SystemsFileSchema } from '../knowledge/schema';
import type { CarFacts } from './context';
import data from './systems.json' with { type: 'json' };
import type { TextTerms } from './text';

type Weights = Partial<Record<System, number>>;

const FILE = 'engine/systems.json';
const file = loadKnowledge(FILE, SystemsFileSchema, data);

/**
 * Which systems a lexicon term points at, and how strongly (1 = this term alone says the system).
 * Terms not listed (when/where words, colours, "noise", "smell"…) say nothing about the system.
 */
export const TERM_SYSTEMS: Readonly<Record<string, Weights>> = joinSections(FILE, file.termSystems);

/**
 * Faults that belong to more than their knowledge-base system in the owner's eyes (a power-steering
 * leak is a steering fault and a leak; a CV joint clicks when turning). Fault id → extra systems.
 */
export const FAULT_AREAS: Readonly<Record<string, readonly System[]>> = file.faultAreas;

/** Share of the evidence every system keeps (so weak evidence never rules a system out). */
const FLOOR = 0.12;
/** Weight of the system match in the ranking (logit per ln of the relative system likelihood). */
export const SYSTEM_WEIGHT = 0.7;
/** Below this total evidence the classifier abstains (vague text: every system equally likely). */
const MIN_EVIDENCE = 0.5;
/** A fault is "unrelated" when its best system got less than this share of the leading system. */
const UNRELATED_SHARE = 0.15;

/** What the classifier concluded for one turn. */
export interface SystemScores {
  /** Likelihood per system (sums to 1). */
  probs: Record<System, number>;
  /** Raw evidence per system (sum of term weights × strength). */
  evidence: Record<System, number>;
  /** Total evidence; below MIN_EVIDENCE the classifier abstains. */
  total: number;
  /** Systems by likelihood, best first (only those with evidence). */
  ranked: System[];
}

function zero(): Record<System, number> {
  return Object.fromEntries(SYSTEMS.map((s) => [s, 0])) as Record<System, number>;
}

/**
 * Maps the owner's words (and the car) to vehicle systems. Terms said not to be there count nothing.
 * Car facts: a petrol, hybrid or electric car has no diesel system; on a diesel, starting and power
 * words also point at the diesel system.
 */
export function classifySystems(terms: TextTerms, facts: CarFacts): SystemScores {
  const evidence = zero();
  for (const [term, strength] of terms.pos) {
    const w = TERM_SYSTEMS[term];
    if (!w) continue;
    for (const [sys, v] of Object.entries(w) as [System, number][]) evidence[sys] += v * strength;
  }
  if (facts.fuel === 'diesel') {
    const lift = evidence.starting * 0.4 + evidence.fuel * 0.5 + evidence.ignition * 0.5;
    evidence.diesel += lift;
    evidence.ignition *= 0.3;
  } else if (facts.fuel) {
    evidence.diesel = 0;
  }
  let total = 0;
  for (const s of SYSTEMS) total += evidence[s];
  const probs = zero();
  const n = SYSTEMS.length;
  if (total < MIN_EVIDENCE) {
    for (const s of SYSTEMS) probs[s] = 1 / n;
  } else {
    const floor = (FLOOR * total) / n;
    let sum = 0;
    for (const s of SYSTEMS) sum += evidence[s] + floor;
    for (const s of SYSTEMS) probs[s] = (evidence[s] + floor) / sum;
  }
  const ranked = SYSTEMS.filter((s) => evidence[s] > 0).sort((a, b) => evidence[b] - evidence[a]);
  return { probs, evidence, total, ranked };
}

/** The systems a fault belongs to in the owner's eyes: its own, plus FAULT_AREAS. */
export function faultSystems(id: string, system: System): readonly System[] {
  const extra = FAULT_AREAS[id];
  return extra ? [system, ...extra] : [system];
}

/** Best system likelihood of a fault (max over its systems). */
export function faultSystemProb(scores: SystemScores, systems: readonly System[]): number {
  let best = 0;
  for (const s of systems) best = Math.max(best, scores.probs[s]);
  return best;
}

/**
 * Log-odds added to a fault from the system match: SYSTEM_WEIGHT · ln(P(system) · number of systems)
 * (0 when the classifier abstains, positive for the systems the words point at).
 */
export function systemBonus(scores: SystemScores, systems: readonly System[]): number {
  if (scores.total < MIN_EVIDENCE) return 0;
  return SYSTEM_WEIGHT * Math.log(faultSystemProb(scores, systems) * SYSTEMS.length);
}

/** Whether a fault is from a system the words do not point at (never shown first). */
export function unrelated(scores: SystemScores, systems: readonly System[]): boolean {
  if (scores.total < MIN_EVIDENCE) return false;
  const lead = scores.ranked[0];
  if (!lead) return false;
  let best = 0;
  for (const s of systems) best = Math.max(best, scores.evidence[s]);
  return best < UNRELATED_SHARE * scores.evidence[lead];
}
