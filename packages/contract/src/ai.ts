/**
 * AI mechanic: request and answer of `POST /ai/mechanic` (and its `/test/ai/mechanic` fallback path).
 * Spec §3 "Diagnosis response", §4 "AI mechanic", §5 "AI mechanic", §7 "AI context fields", §9 "AI
 * questions". Money in RWF, distances in km unless `mileage_unit` says otherwise.
 */
import { z } from 'zod';
import { dataOf, id, listOf, MultilineText, Text } from './common';

/** Spec §9: 3 to 5 questions on the first call. */
export const AI_MIN_FIRST_QUESTIONS = 3;
/** Spec §9: at most 5 questions on the first call. */
export const AI_MAX_FIRST_QUESTIONS = 5;
/** Spec §9: at most 2 questions added per follow-up call. */
export const AI_MAX_FOLLOW_UP_QUESTIONS = 2;
/** Spec §9: at most 7 questions in one chat. */
export const AI_MAX_TOTAL_QUESTIONS = 7;
/** Spec §5: symptoms must be non-empty. */
export const SYMPTOMS_REQUIRED_MESSAGE = 'Please describe your symptoms.';
/** Spec §8: what the chat shows when a request fails. */
export const AI_UNAVAILABLE_MESSAGE = 'The AI service is temporarily unavailable.';

/**
 * Question types of spec §5 (each has an answer check in the chat), plus `free` (no check).
 * - location: a place word (under, near, front, rear, left, right, engine, pan, wheel, center)
 * - timeframe: today, yesterday, last, week, month, days, hours, since or a date
 * - activity: idle, accelerate, brake or cruise
 * - yes_no / visible_oil: an answer starting with yes or no
 * - leak_type: slow, drip, steady, stream or pool
 */
export const QUESTION_TYPES = [
  'location',
  'timeframe',
  'activity',
  'yes_no',
  'visible_oil',
  'leak_type',
  'free',
] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

const text60 = Text.trim().max(60).nullish();

/**
 * The AI context fields of spec §7, built by the client from the vehicle profile and summary. Every
 * field is optional (the engine uses what it gets). `mileage` in `mileage_unit` (default km);
 * `total_distance` in km; dates `YYYY-MM-DD`. `country` defaults to RW, `primary_use` to
 * `daily_commute`.
 */
export const AiContext = z.object({
  year: z.number().int().min(1900).max(2100).nullish(),
  make: text60,
  model: text60,
  variant: text60,
  engine_type: text60,
  /** Engine size, e.g. `2.4`, `'1.5L'` or `2400` (cc). */
  engine_size: z.union([z.number().nonnegative(), Text.trim().max(20)]).nullish(),
  /** Free text as stored on the vehicle: Petrol, Essence, Diesel, Hybrid, Electric… */
  fuel_type: text60,
  /** Free text: Manual, Automatic, CVT… */
  transmission: text60,
  /** Free text: FWD, RWD, 4WD, AWD… */
  drivetrain: text60,
  mileage: z.number().nonnegative().max(5_000_000).nullish(),
  mileage_unit: Text.trim().max(10).nullish(),
  last_refuel: z
    .object({
      date: Text.trim().max(40).nullish(),
      location: Text.trim().max(120).nullish(),
    })
    .nullish(),
  total_refuels: z.number().int().nonnegative().nullish(),
  /** km */
  total_distance: z.number().nonnegative().nullish(),
  country: Text.trim().max(2).default('RW'),
  primary_use: Text.trim().max(40).default('daily_commute'),
  /** `YYYY-MM-DD` (or ISO date-time) of the chat; the engine's "today". */
  diagnosis_date: Text.trim().max(40).nullish(),
});
export type AiContext = z.infer<typeof AiContext>;
export type AiContextInput = z.input<typeof AiContext>;

/** One question/answer pair of the chat so far (spec §4). `question` is the question's text. */
export const AiAnswer = z.object({
  question: MultilineText.trim().min(1).max(500),
  answer: MultilineText.trim().max(1000),
  question_type: QuestionType.optional(),
});
export type AiAnswer = z.infer<typeof AiAnswer>;

/** `request_type` of spec §4/§7: absent on the first call. */
export const AiRequestType = z.enum(['follow_up_questions', 'final_diagnosis']);
export type AiRequestType = z.infer<typeof AiRequestType>;

/**
 * Body of `POST /ai/mechanic` (spec §7). The first call sends no `request_type`; follow-up and final
 * calls send the `answers` so far. `max_questions` caps the questions of this turn (1–5).
 */
export const MechanicRequest = z.object({
  vehicle_id: id(),
  symptoms: MultilineText.trim().min(1, SYMPTOMS_REQUIRED_MESSAGE).max(2000),
  context: AiContext.prefault({}),
  request_type: AiRequestType.optional(),
  answers: z.array(AiAnswer).max(20).optional(),
  max_questions: z.number().int().min(1).max(AI_MAX_FIRST_QUESTIONS).optional(),
});
export type MechanicRequest = z.infer<typeof MechanicRequest>;
export type MechanicRequestInput = z.input<typeof MechanicRequest>;

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const Severity = z.enum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

export const SAFE_TO_DRIVE = ['yes', 'with_caution', 'no'] as const;
export const SafeToDrive = z.enum(SAFE_TO_DRIVE);
export type SafeToDrive = z.infer<typeof SafeToDrive>;

/**
 * Garage services a diagnosis can book: the five of the garages page (spec §2 Garages) first, then
 * the specialised ones of the AI mechanic.
 */
export const GARAGE_SERVICES = [
  'Engine Repair',
  'Brake Service',
  'Oil Change',
  'Performance Tuning',
  'Restoration',
  'Diagnostics',
  'Electrical',
  'Suspension & Steering',
  'Tyres & Alignment',
  'AC Service',
  'Transmission',
  'Cooling System',
  'Exhaust',
] as const;
export const GarageService = z.enum(GARAGE_SERVICES);
export type GarageService = z.infer<typeof GarageService>;

/** Estimated repair cost, parts and labour, in RWF (Kigali prices). */
export const CostRange = z
  .object({
    min: z.number().nonnegative(),
    max: z.number().nonnegative(),
    currency: z.literal('RWF'),
  })
  .refine((c) => c.min <= c.max, { message: 'min must not exceed max', path: ['min'] });
export type CostRange = z.infer<typeof CostRange>;

/** One ranked candidate fault (issue #4): likelihood 0–1, what to book, which parts to search. */
export const DiagnosisItem = z.object({
  /** Knowledge-base id, e.g. `brakes.worn_pads`. */
  fault_id: z.string().min(1),
  /** The fault's plain name. */
  condition: z.string().min(1),
  likelihood: z.number().min(0).max(1),
  severity: Severity,
  safe_to_drive: SafeToDrive,
  est_cost: CostRange,
  garage_service: GarageService,
  /** Spareshop search terms. */
  parts: z.array(z.string()),
});
export type DiagnosisItem = z.infer<typeof DiagnosisItem>;

/** DIY or mechanic details of a diagnosis (spec §3). */
export const DiagnosisDetails = z.object({
  title: z.string(),
  steps: z.array(z.string()),
  tools: z.array(z.string()),
  cautions: z.array(z.string()),
});
export type DiagnosisDetails = z.infer<typeof DiagnosisDetails>;

export const AI_STATUSES = ['available', 'error', 'degraded'] as const;
export const AiStatus = z.enum(AI_STATUSES);
export type AiStatus = z.infer<typeof AiStatus>;

/**
 * Answer of `POST /ai/mechanic` (spec §3 Diagnosis response, plus the issue #4 fields).
 * - `further_questions`: questions to ask (each contains '?'); `question_types[i]` types question i.
 * - `suggestions`, `diy_actions`, `mechanic_required`: lists of text that may hold `**bold**` and
 *   `_italic_` markers.
 * - `symptoms`: the symptoms the engine recognised and the member confirmed, in plain words (never
 *   one the member denied; issue #16).
 * - `ruled_out`: the symptoms the member denied ("No" to "Is any warning light on?", "no smoke"), in
 *   the same plain words; `[]` when none (and on reports stored before issue #16).
 * - `diagnoses`: candidate faults, most likely first (preliminary on question turns).
 * - `safety_alert`: present when a likely fault makes driving unsafe (brakes, steering, overheating,
 *   airbags, fuel leak…), from the first call on.
 * - `engine`: which engine produced the answer.
 * - `diagnosis_id`: the stored report of a final diagnosis (`GET /ai/diagnoses/{id}`).
 */
export const DiagnosisResponse = z
  .object({
    ai_status: AiStatus,
    message: z.string(),
    further_questions: z.array(z.string()),
    question_types: z.array(QuestionType),
    suggestions: z.array(z.string()),
    diy_actions: z.array(z.string()),
    mechanic_required: z.array(z.string()),
    cta: z.string(),
    symptoms: z.array(z.string()),
    ruled_out: z.array(z.string()).default([]),
    diy_details: DiagnosisDetails.optional(),
    mechanic_required_details: DiagnosisDetails.optional(),
    diagnoses: z.array(DiagnosisItem),
    safety_alert: z.string().optional(),
    engine: z.enum(['embedded', 'llm']),
    /** Id of the stored report; only on `request_type: 'final_diagnosis'` (see {@link StoredDiagnosis}). */
    diagnosis_id: z.number().int().optional(),
  })
  .refine((r) => r.question_types.length === r.further_questions.length, {
    message: 'question_types must have one entry per further question',
    path: ['question_types'],
  });
export type DiagnosisResponse = z.infer<typeof DiagnosisResponse>;

/** One question/answer pair of a stored report (spec §4). */
export const StoredAnswer = z.object({
  question: z.string(),
  answer: z.string(),
  question_type: QuestionType.optional(),
});
export type StoredAnswer = z.infer<typeof StoredAnswer>;

/**
 * A final diagnosis stored with its vehicle (issue #4): what the member described (`symptoms_text`),
 * the question/answer pairs, the full answer (`result`) and when it was made (`created_at`, ISO
 * date-time). Answer of `GET /ai/diagnoses/{id}` (`{ data }`) and items of
 * `GET /vehicles/{id}/diagnoses` (`{ data: [...] }`, newest first). Only the vehicle's owner can read it.
 */
export const StoredDiagnosis = z.object({
  id: z.number().int().positive(),
  vehicle_id: z.number().int().positive(),
  symptoms_text: z.string(),
  answers: z.array(StoredAnswer),
  result: DiagnosisResponse,
  created_at: z.string(),
});
export type StoredDiagnosis = z.infer<typeof StoredDiagnosis>;
/** `GET /ai/diagnoses/{id}`. */
export const StoredDiagnosisData = dataOf(StoredDiagnosis);
export type StoredDiagnosisData = z.infer<typeof StoredDiagnosisData>;
/** `GET /vehicles/{id}/diagnoses`, newest first. */
export const StoredDiagnosisList = listOf(StoredDiagnosis);
export type StoredDiagnosisList = z.infer<typeof StoredDiagnosisList>;
