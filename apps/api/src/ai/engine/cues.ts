/**
 * What the member confirmed and what they ruled out (issue #16 "AI chat and report": the report lists
 * only the symptoms the member confirmed, and says which were ruled out). Answers to the questions
 * decide over the words in them: "No lights are on" to "Is any warning light on…?" rules the warning
 * light out even though its words name one.
 */
import { type AnswerParser, CATEGORIES } from '../knowledge';
import { type AnswerReading, readYesNo } from './answers';
import type { CompiledQuestion } from './model';
import { SYMPTOM_LABELS } from './respond';
import { analyzeText, type TextTerms } from './text';

/** Per symptom term: the member's last word on it (`yes` confirmed, `no` denied). */
export type CueVerdicts = Map<string, 'yes' | 'no'>;

/** At most this many symptoms (and, separately, ruled-out symptoms) are listed. */
export const MAX_LISTED_SYMPTOMS = 12;

/** The cue an answer of "none" to a general question denies. */
const NONE_CUE: Partial<Record<AnswerParser, string>> = {
  warning_light: 'warning_light',
  smoke: 'smoke',
  fluid: 'leak',
  leak_type: 'leak',
};

/** Cues an answer category confirms (categories not listed confirm nothing beyond `ALSO`). */
const CATEGORY_CUES: Partial<Record<AnswerParser, Readonly<Record<string, string>>>> = {
  warning_light: {
    check_engine: 'check_engine',
    battery: 'battery_light',
    oil: 'oil_light',
    temp: 'temp_light',
    brake: 'brake_light',
    steering: 'eps_light',
    transmission: 'trans_light',
    water_fuel: 'water_fuel_light',
  },
  smoke: { white: 'white_smoke', blue: 'blue_smoke', black: 'black_smoke' },
  // Every noise the noise question offers is its own cue ('none' confirms nothing).
  noise: Object.fromEntries(CATEGORIES.noise.filter((n) => n !== 'none').map((n) => [n, n])),
};

/** Every non-"none" answer of these parsers also confirms this cue ("yes, the ABS one" → a light is on). */
const ALSO: Partial<Record<AnswerParser, string>> = { warning_light: 'warning_light', smoke: 'smoke' };

/** The labelled symptom terms a question's words name (`Is a warning light on?` → `warning_light`). */
export function questionCues(text: string): string[] {
  return [...analyzeText(text).pos.keys()].filter((t) => SYMPTOM_LABELS[t] !== undefined);
}

/**
 * Records what one answered question says about the symptom cues, in `verdicts` (later answers
 * override earlier ones).
 * - A known question with a reading: "none" denies the parser's cue (warning light, smoke, leak); a
 *   named category confirms its cue ("the battery one" → battery light and warning light).
 * - A yes/no question (known or not): `yes` confirms and `no` denies the symptoms its words name,
 *   only for questions the engine did not write (`known` false); the engine's own yes/no questions
 *   ask about details ("Is the check-engine light flashing?"), so a "no" there denies nothing.
 * - A bare "Yes" (`answer`) to a warning-light or smoke question confirms the light or smoke.
 * - "Not sure" (null reading) says nothing.
 */
export function recordAnswer(
  verdicts: CueVerdicts,
  question: { known: CompiledQuestion } | { text: string },
  reading: AnswerReading,
  answer = '',
): void {
  if (!reading) {
    // A bare "Yes" to "Is any warning light on…?" confirms a light without naming it.
    const also = 'known' in question ? ALSO[question.known.def.parser] : undefined;
    if (also && readYesNo(answer)?.yes === 1) verdicts.set(also, 'yes');
    return;
  }
  if ('text' in question) {
    const verdict = reading.yes === 1 ? 'yes' : reading.no === 1 ? 'no' : null;
    if (verdict) for (const t of questionCues(question.text)) verdicts.set(t, verdict);
    return;
  }
  const parser = question.known.def.parser;
  const none = NONE_CUE[parser];
  if (reading.none === 1) {
    if (none) verdicts.set(none, 'no');
    return;
  }
  const table = CATEGORY_CUES[parser];
  let named = false;
  for (const [category, w] of Object.entries(reading)) {
    if (category === 'none' || w <= 0) continue;
    named = true;
    const cue = table?.[category];
    if (cue) verdicts.set(cue, 'yes');
  }
  const also = ALSO[parser];
  if (named && also) verdicts.set(also, 'yes');
}

/**
 * Removes from an answer's terms the symptoms that only echo its question ("No, no light on" to
 * "Is a warning light on?"): a "no" answer repeating the question's words confirms nothing.
 */
export function withoutEchoes(answer: TextTerms, questionText: string): TextTerms {
  const echoed = new Set(analyzeText(questionText).pos.keys());
  const pos = new Map([...answer.pos].filter(([t]) => !echoed.has(t)));
  return { pos, neg: answer.neg, automotive: answer.automotive };
}

/** The report's symptom lists, in plain words. */
export interface SymptomReport {
  /** Symptoms the member described or confirmed, never one they denied. */
  symptoms: string[];
  /** Symptoms the member denied, in the same words. */
  ruledOut: string[];
}

/**
 * The confirmed and ruled-out symptoms from the words of the chat (`terms`: described, `pos`, or
 * denied, `neg`) and the member's answers (`verdicts`, which win over the words). A label is never in
 * both lists; at most {@link MAX_LISTED_SYMPTOMS} each.
 */
export function symptomReport(terms: TextTerms, verdicts: CueVerdicts = new Map()): SymptomReport {
  const yes: string[] = [];
  const no: string[] = [];
  const add = (list: string[], t: string) => {
    const label = SYMPTOM_LABELS[t];
    if (label && !list.includes(label)) list.push(label);
  };
  for (const t of terms.pos.keys()) if (verdicts.get(t) !== 'no') add(yes, t);
  for (const [t, v] of verdicts) if (v === 'yes') add(yes, t);
  for (const [t, v] of verdicts) if (v === 'no') add(no, t);
  for (const t of terms.neg.keys()) if (verdicts.get(t) !== 'yes') add(no, t);
  const ruledOut = no.filter((l) => !yes.includes(l));
  return { symptoms: yes.slice(0, MAX_LISTED_SYMPTOMS), ruledOut: ruledOut.slice(0, MAX_LISTED_SYMPTOMS) };
}
