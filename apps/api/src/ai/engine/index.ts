/**
 * The embedded AI mechanic (issue #4; spec §3 Diagnosis response, §4/§5 AI mechanic, §7
 * `POST /ai/mechanic`, §9 AI questions). Pure and deterministic: no I/O, no clock (the date comes
 * from the context's `diagnosis_date` or `options.today`).
 */
import {
  AI_MAX_FIRST_QUESTIONS,
  AI_MAX_FOLLOW_UP_QUESTIONS,
  AI_MAX_TOTAL_QUESTIONS,
  AI_MIN_FIRST_QUESTIONS,
  type DiagnosisResponse,
  MechanicRequest,
  type MechanicRequestInput,
  type QuestionType,
} from '@gari/contract/ai';
import { FAULTS, type Fault, IMPLIES, QUESTION_LIST } from '../knowledge';
import { readAnswer, readYesNo } from './answers';
import { type CarFacts, carFacts } from './context';
import { type CueVerdicts, recordAnswer, symptomReport, withoutEchoes } from './cues';
import {
  type CompiledQuestion,
  compileModel,
  type Model,
  questionKey,
  type Ranking,
  type ReadAnswer,
  rankFaults,
} from './model';
import { diagnosisItems, finalResponse, MESSAGES, questionResponse, safetyAlert } from './respond';
import { pickQuestions } from './select';
import { classifySystems, type SystemScores } from './systems';
import { analyzeText, mergeTerms, type TextTerms } from './text';

/** Things that are clearly not a car (unless a car is named too). */
const OFF_TOPIC =
  /\b(phone|laptop|computer|tv|television|fridge|house|weather|football|recipe|dog|cat|job|exam|homework|girlfriend|boyfriend|wifi|internet|bank|loan|telephone|simu|terefone)\b/i;
const CAR_MENTION =
  /\b(car|cars|vehicle|engine|motor|gari|imodoka|voiture|truck|pickup|brakes?|tyres?|tires?|gearbox|clutch)\b/i;

/** Below this much text evidence (best fault), the symptom counts as vague. */
export const VAGUE_EVIDENCE = 1.2;
/** Information gain (bits) a 4th/5th first-call question must bring. */
const FIRST_MIN_GAIN = 0.12;
/** Information gain (bits) a follow-up question must bring. */
const FOLLOW_UP_MIN_GAIN = 0.03;
/** Weight of the owner's words in answers (the symptom description weighs 1). */
const ANSWER_TEXT_WEIGHT = 0.5;
/** Weight of a question's words when the owner confirms a question the engine does not know. */
const UNKNOWN_QUESTION_WEIGHT = 0.4;

let defaultModel: Model | null = null;

/** The compiled built-in knowledge base (compiled on first use, then cached). */
export function builtInModel(): Model {
  defaultModel ??= compileModel(FAULTS, QUESTION_LIST, IMPLIES);
  return defaultModel;
}

export interface DiagnoseOptions {
  /** `YYYY-MM-DD`, used when the context has no `diagnosis_date` (vehicle age, refuel recency). */
  today?: string;
  /** A different compiled knowledge base (tests). */
  model?: Model;
}

/** Everything the engine worked out for one turn (used by `diagnose` and the language-model adapter). */
export interface Analysis {
  request: MechanicRequest;
  model: Model;
  facts: CarFacts;
  terms: TextTerms;
  /** Answers matched to known questions. */
  answers: ReadAnswer[];
  /** Ids of the known questions already asked. */
  asked: Set<string>;
  /** Number of questions asked so far (known or not). */
  askedCount: number;
  ranking: Ranking;
  /** The symptom → vehicle-system classification (`systems.ts`). */
  systems: SystemScores;
  /** Best text evidence of any fault. */
  evidence: number;
  /** Nothing in the text is about a car. */
  offTopic: boolean;
  /**
   * The words of the chat for the report's symptom lists: like `terms`, but a "no" answer's echo of
   * its question ("No, no light on") is left out (issue #16).
   */
  reportTerms: TextTerms;
  /** What the member's answers confirmed or denied, per symptom term (issue #16). */
  verdicts: CueVerdicts;
}

function negate(t: TextTerms): TextTerms {
  return { pos: new Map(), neg: new Map([...t.pos, ...t.neg]), automotive: t.automotive };
}

/**
 * Reads the request and ranks every fault. Throws a ZodError when the request is invalid (empty
 * symptoms give 'Please describe your symptoms.').
 */
export function analyze(
  input: MechanicRequestInput | MechanicRequest,
  options: DiagnoseOptions = {},
): Analysis {
  const request = MechanicRequest.parse(input);
  const model = options.model ?? builtInModel();
  const parts: TextTerms[] = [analyzeText(request.symptoms, 1)];
  const reportParts: TextTerms[] = [parts[0] as TextTerms];
  const verdicts: CueVerdicts = new Map();
  const answers: ReadAnswer[] = [];
  const asked = new Set<string>();
  const seen = new Set<string>();
  for (const a of request.answers ?? []) {
    const key = questionKey(a.question);
    if (seen.has(key)) continue;
    seen.add(key);
    const question: CompiledQuestion | undefined = model.byText.get(key);
    let denied = false;
    if (question) {
      asked.add(question.def.id);
      const reading = readAnswer(question.def.parser, a.answer);
      answers.push({ question, reading });
      recordAnswer(verdicts, { known: question }, reading, a.answer);
      denied = reading?.no === 1 || reading?.none === 1;
    } else if (!a.question_type || a.question_type === 'yes_no' || a.question_type === 'visible_oil') {
      // A question the engine did not write (e.g. from the language model): a "yes" confirms its words.
      const yn = readYesNo(a.answer);
      if (yn?.yes === 1) parts.push(analyzeText(a.question, UNKNOWN_QUESTION_WEIGHT));
      else if (yn?.no === 1) parts.push(negate(analyzeText(a.question, UNKNOWN_QUESTION_WEIGHT)));
      recordAnswer(verdicts, { text: a.question }, yn);
      denied = yn?.no === 1;
    }
    const said = analyzeText(a.answer, ANSWER_TEXT_WEIGHT);
    parts.push(said);
    reportParts.push(denied ? withoutEchoes(said, a.question) : said);
  }
  const terms = mergeTerms(parts);
  const facts = carFacts(request.context, options.today);
  const systems = classifySystems(terms, facts);
  const ranking = rankFaults(model, terms, answers, facts, systems);
  let evidence = 0;
  for (const fi of ranking.order) evidence = Math.max(evidence, ranking.text[fi] as number);
  const offTopic =
    !terms.automotive ||
    (OFF_TOPIC.test(request.symptoms) && !CAR_MENTION.test(request.symptoms) && evidence < 3);
  return {
    request,
    model,
    facts,
    terms,
    answers,
    asked,
    askedCount: seen.size,
    ranking,
    systems,
    evidence,
    offTopic,
    reportTerms: mergeTerms(reportParts),
    verdicts,
  };
}

/** The fault of a diagnosis id in the analysis's knowledge base. */
export function faultOf(analysis: Analysis, id: string): Fault | undefined {
  return analysis.model.faults.find((f) => f.fault.id === id)?.fault;
}

function asQuestions(picked: { question: CompiledQuestion }[]): { text: string; type: QuestionType }[] {
  return picked.map((p) => ({ text: p.question.def.text, type: p.question.def.type }));
}

/** Builds the §3 response for an analysed request. */
export function respond(a: Analysis): DiagnosisResponse {
  const { request, model, ranking } = a;
  const { symptoms, ruledOut } = symptomReport(a.reportTerms, a.verdicts);
  if (a.offTopic) {
    return {
      ai_status: 'degraded',
      message: MESSAGES.offTopic,
      further_questions: [],
      question_types: [],
      suggestions: [
        'Describe what you **hear**, **see**, **smell** or **feel**, and _when_ it happens (starting, idling, braking, turning, accelerating).',
        'Mention any warning light on the dashboard.',
      ],
      diy_actions: [],
      mechanic_required: [],
      cta: '',
      symptoms: [],
      ruled_out: [],
      diagnoses: [],
      engine: 'embedded',
    };
  }
  const vague = a.evidence < VAGUE_EVIDENCE;
  const safety = vague ? undefined : safetyAlert(model, ranking);
  const diagnoses = diagnosisItems(model, ranking);
  const remaining = Math.max(0, AI_MAX_TOTAL_QUESTIONS - a.askedCount);

  if (request.request_type === 'final_diagnosis') {
    const top = diagnoses[0];
    const confident = !vague && !!top && top.likelihood >= 0.2;
    return finalResponse({
      model,
      diagnoses: vague && a.evidence <= 0 ? [] : diagnoses,
      confident,
      symptoms,
      ruledOut,
      safety,
    });
  }

  if (request.request_type === 'follow_up_questions') {
    const max = Math.min(
      AI_MAX_FOLLOW_UP_QUESTIONS,
      remaining,
      request.max_questions ?? AI_MAX_FOLLOW_UP_QUESTIONS,
    );
    const picked = pickQuestions(model, ranking, a.facts, a.terms, {
      asked: a.asked,
      min: 0,
      max,
      minGain: FOLLOW_UP_MIN_GAIN,
      generalOnly: vague,
    });
    return questionResponse({
      status: vague ? 'degraded' : 'available',
      message: picked.length > 0 ? MESSAGES.followUp : MESSAGES.enough,
      questions: asQuestions(picked),
      diagnoses,
      symptoms,
      ruledOut,
      safety,
    });
  }

  const max = Math.min(AI_MAX_FIRST_QUESTIONS, remaining, request.max_questions ?? AI_MAX_FIRST_QUESTIONS);
  const picked = pickQuestions(model, ranking, a.facts, a.terms, {
    asked: a.asked,
    min: Math.min(AI_MIN_FIRST_QUESTIONS, max),
    max,
    minGain: FIRST_MIN_GAIN,
    generalOnly: vague,
  });
  return questionResponse({
    status: vague ? 'degraded' : 'available',
    message: vague ? MESSAGES.vague : MESSAGES.questions,
    questions: asQuestions(picked),
    diagnoses: vague ? [] : diagnoses,
    symptoms,
    ruledOut,
    safety,
  });
}

/**
 * The embedded AI mechanic: one chat turn of `POST /ai/mechanic`.
 * - First call (no `request_type`): 3–5 questions (`max_questions` caps), typed per §5.
 * - `follow_up_questions`: up to 2 new questions, never one already asked, 7 in total at most.
 * - `final_diagnosis`: ranked `diagnoses` (likelihood 0–1, cost in RWF) and the §3 report fields.
 * Every turn carries the current ranking and, when a safety-critical fault is likely, `safety_alert`.
 * Vague symptoms give `ai_status: 'degraded'` with general questions; text that is not about a car
 * gives `degraded` with a message saying what to describe. Throws a ZodError on an invalid request.
 */
export function diagnose(
  request: MechanicRequestInput | MechanicRequest,
  options: DiagnoseOptions = {},
): DiagnosisResponse {
  return respond(analyze(request, options));
}

export { readAnswer } from './answers';
export type { CarFacts } from './context';
export { carFacts } from './context';
export type { SymptomReport } from './cues';
export { symptomReport } from './cues';
export type { Model, Ranking } from './model';
export { compileModel, questionKey } from './model';
export type { SystemScores } from './systems';
export { classifySystems } from './systems';
export { analyzeText } from './text';
