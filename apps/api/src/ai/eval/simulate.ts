/**
 * Plays a held-out case through the chat like the client would (spec §4): first call, answers to
 * every question, a follow-up when fewer than 5 questions were asked (or the answer was long), then
 * the final diagnosis. The simulated owner answers from the case's `owner` knowledge: typed
 * questions from the matching field, yes/no questions by comparing the question's terms with the
 * things the owner would confirm or deny, anything else with "not sure".
 */
import type { AiAnswer, DiagnosisResponse } from '@gari/contract/ai';
import { AI_MAX_TOTAL_QUESTIONS } from '@gari/contract/ai';
import { type DiagnoseOptions, diagnose } from '../engine';
import { analyzeText } from '../engine/text';
import { QUESTION_LIST } from '../knowledge';
import type { EvalCase, OwnerKnowledge } from './cases';

/** Terms too general to decide a yes/no question on their own. */
const GENERIC = new Set([
  'noise',
  'engine',
  'warning_light',
  'start',
  'fuel',
  'oil',
  'wheel',
  'light',
  'gear',
  'leak',
]);

const NOT_SURE = 'not sure';

/** Lexicon terms of a text, without the ones too general to decide a question. */
export function termsOf(text: string): Set<string> {
  const t = analyzeText(text);
  return new Set([...t.pos.keys()].filter((x) => !GENERIC.has(x)));
}

function overlap(a: Set<string>, text: string): number {
  let n = 0;
  for (const t of termsOf(text)) if (a.has(t)) n++;
  return n;
}

/** The simulated owner's answer to one question. */
export function ownerAnswer(owner: OwnerKnowledge, question: string, type: string): string {
  const def = QUESTION_LIST.find((q) => q.text === question);
  const parser = def?.parser;
  const pick = (v: string | undefined) => v ?? NOT_SURE;
  if (parser === 'activity') return pick(owner.activity);
  if (parser === 'location') return pick(owner.location);
  if (parser === 'timeframe') return pick(owner.timeframe);
  if (parser === 'leak_type') return owner.leak ?? (owner.fluid ? NOT_SURE : 'no leak');
  if (parser === 'fluid') return owner.fluid ?? (owner.leak ? NOT_SURE : 'no leak');
  if (parser === 'smoke') return owner.smoke ?? NOT_SURE;
  if (parser === 'warning_light') return owner.light ?? NOT_SURE;
  if (parser === 'crank') return owner.crank ?? NOT_SURE;
  if (parser === 'noise') return owner.noise ?? NOT_SURE;
  if (type === 'visible_oil' && owner.oil) return owner.oil;
  const q = termsOf(question);
  let yes = 0;
  let yesText = '';
  for (const fact of owner.yes ?? []) {
    const o = overlap(q, fact);
    if (o > yes) {
      yes = o;
      yesText = fact;
    }
  }
  let no = 0;
  for (const fact of owner.no ?? []) no = Math.max(no, overlap(q, fact));
  if (yes > no) return `Yes, ${yesText}`;
  if (no > yes) return 'No';
  return NOT_SURE;
}

/** One chat, turn by turn, with the response of each turn. */
export interface ChatRun {
  first: DiagnosisResponse;
  followUps: DiagnosisResponse[];
  final: DiagnosisResponse;
  answers: AiAnswer[];
  /** ms per turn, in order: first, follow-ups…, final. */
  times: { turn: 'first' | 'follow_up' | 'final'; ms: number }[];
}

/** Plays one case; `now` is a clock for timing (defaults to performance.now). */
export function runCase(
  c: EvalCase,
  options: DiagnoseOptions = {},
  now: () => number = () => performance.now(),
  answer: (question: string, type: string) => string = (q, type) => ownerAnswer(c.owner, q, type),
): ChatRun {
  const base = { vehicle_id: 1, symptoms: c.text, context: c.context };
  const times: ChatRun['times'] = [];
  let t = now();
  const first = diagnose(base, options);
  times.push({ turn: 'first', ms: now() - t });
  const answers: AiAnswer[] = [];
  const answerAll = (r: DiagnosisResponse) => {
    r.further_questions.forEach((q, i) => {
      const type = r.question_types[i] ?? 'free';
      answers.push({ question: q, answer: answer(q, type), question_type: type });
    });
  };
  answerAll(first);
  const followUps: DiagnosisResponse[] = [];
  // Spec §4: follow up while fewer than 5 were asked, or the last answer is long, up to 7.
  while (answers.length < AI_MAX_TOTAL_QUESTIONS) {
    const last = answers[answers.length - 1]?.answer ?? '';
    if (answers.length >= 5 && last.length <= 30) break;
    t = now();
    const r = diagnose({ ...base, request_type: 'follow_up_questions', answers }, options);
    times.push({ turn: 'follow_up', ms: now() - t });
    followUps.push(r);
    if (r.further_questions.length === 0) break;
    answerAll(r);
  }
  t = now();
  const final = diagnose({ ...base, request_type: 'final_diagnosis', answers }, options);
  times.push({ turn: 'final', ms: now() - t });
  return { first, followUps, final, answers, times };
}

/** Rank (1-based) of the expected fault in a response, or null when absent. */
export function rankOf(r: DiagnosisResponse, faultId: string): number | null {
  const i = r.diagnoses.findIndex((d) => d.fault_id === faultId);
  return i < 0 ? null : i + 1;
}
