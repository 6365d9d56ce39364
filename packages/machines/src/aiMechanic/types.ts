/**
 * Types of the `aiMechanic` machine (spec §2 AI mechanic, §3 Diagnosis response, §4 AI mechanic, §5 AI
 * mechanic, §7 `POST /ai/mechanic` and AI context fields, §9 AI questions).
 *
 * The machine package depends on nothing of ours, so the request and answer shapes are declared here
 * structurally; they match `MechanicRequest` and `DiagnosisResponse` of `@gari/contract/ai`, which
 * callers pass in (a contract `DiagnosisResponse` is assignable to {@link MechanicAnswer}).
 */
import type { Message } from '../shared';

/**
 * Keys of the texts the chat produces (English in @gari/features/aiMechanic `messages.ts`; spec §4,
 * §5, §8): the answer checks by question type, the free-plan refusal, the unavailable notice, the
 * asked question `(n/total) question`, and the replies about the vehicle's own data.
 */
export type AiMechanicMessageKey =
  | 'symptomsRequired'
  | 'symptomsTooLong'
  | 'unavailable'
  | 'location'
  | 'timeframe'
  | 'activity'
  | 'yesNo'
  | 'leakType'
  | 'freePlan'
  | 'askedQuestion'
  | 'vehicleFuelType'
  | 'vehicleTransmission'
  | 'vehicleMileage'
  | 'vehicleEngine'
  | 'vehicleIdentity'
  | 'vehicleDataMissing';

/** A text of the chat: an {@link AiMechanicMessageKey} with its values, or a server/member text. */
export type AiMechanicMessage = Message<AiMechanicMessageKey>;

/** The §5 question types (each has an answer check), plus `free` (no check). */
export type QuestionType =
  | 'location'
  | 'timeframe'
  | 'activity'
  | 'yes_no'
  | 'visible_oil'
  | 'leak_type'
  | 'free';

/** `request_type` of spec §4/§7: absent on the first call. */
export type AiRequestType = 'follow_up_questions' | 'final_diagnosis';

/**
 * The AI context fields of spec §7, built by the caller from the vehicle profile and summary. `mileage`
 * in `mileage_unit` (default km), `total_distance` in km, dates `YYYY-MM-DD`. The machine also reads
 * it to answer questions about the vehicle's own data (spec §5).
 */
export interface VehicleContext {
  year?: number | null;
  make?: string | null;
  model?: string | null;
  variant?: string | null;
  engine_type?: string | null;
  /** e.g. `2.4`, `'1.5L'` or `2400` (cc). */
  engine_size?: number | string | null;
  fuel_type?: string | null;
  transmission?: string | null;
  drivetrain?: string | null;
  mileage?: number | null;
  /** @default 'km' */
  mileage_unit?: string | null;
  last_refuel?: { date?: string | null; location?: string | null } | null;
  total_refuels?: number | null;
  /** km */
  total_distance?: number | null;
  /** @default 'RW' */
  country?: string;
  /** @default 'daily_commute' */
  primary_use?: string;
  /** `YYYY-MM-DD` of the chat. */
  diagnosis_date?: string | null;
}

/** One question/answer pair sent back to the server (spec §4). */
export interface QuestionAnswer {
  /** The question's text, without the '(n/total)' prefix. */
  question: string;
  answer: string;
  question_type?: QuestionType;
}

/** What the `ask` actor receives: the body of `POST /ai/mechanic` (spec §7). */
export interface MechanicAsk {
  vehicle_id: number;
  /** Non-empty, trimmed. */
  symptoms: string;
  context: VehicleContext;
  /** Absent on the first call. */
  request_type?: AiRequestType;
  /** The answers so far (follow-up and final calls). */
  answers?: QuestionAnswer[];
  /** Questions wanted this turn: 5 on the first call, up to 2 on a follow-up (spec §9). */
  max_questions?: number;
}

/** DIY or mechanic details of a diagnosis (spec §3). */
export interface DiagnosisDetailsLike {
  title: string;
  steps: string[];
  tools: string[];
  cautions: string[];
}

/** One ranked candidate fault (likelihood 0–1, estimated cost in RWF). */
export interface DiagnosisItemLike {
  fault_id: string;
  condition: string;
  likelihood: number;
  severity: 'low' | 'medium' | 'high' | 'critical';
  safe_to_drive: 'yes' | 'with_caution' | 'no';
  est_cost: { min: number; max: number; currency: 'RWF' };
  garage_service: string;
  parts: string[];
}

/**
 * The answer of `POST /ai/mechanic` (spec §3 Diagnosis response and the issue #4 fields). Texts may
 * hold `**bold**` and `_italic_` markers. `question_types[i]` types `further_questions[i]` (may be
 * missing on answers of other servers: the type is then read from the question's words).
 */
export interface MechanicAnswer {
  /** 'available', 'error' or another status (shown as a notice). */
  ai_status: string;
  message: string;
  further_questions: string[];
  question_types?: QuestionType[];
  suggestions: string[];
  diy_actions: string[];
  mechanic_required: string[];
  cta: string;
  symptoms: string[];
  diy_details?: DiagnosisDetailsLike;
  mechanic_required_details?: DiagnosisDetailsLike;
  diagnoses: DiagnosisItemLike[];
  safety_alert?: string;
  engine?: string;
  /** Id of the stored report (final diagnosis only). */
  diagnosis_id?: number;
}

/** A question kept for the chat. */
export interface ChatQuestion {
  text: string;
  type: QuestionType;
  /** True when it came from a follow-up request (asked after `followUpDelay`). */
  followUp: boolean;
}

/**
 * What a chat message is:
 * - `symptoms`: the member's description; `answer`: a member's answer; `user`: any other member text
 *   (refused or rejected answers, questions about the vehicle)
 * - `info`: an assistant message of the server; `question`: an asked question ('(n/total) …');
 * - `check`: an answer check failed (spec §5 messages); `refusal`: an off-topic answer was refused;
 *   `vehicle`: a question about the vehicle answered from its profile; `error`: the service failed.
 */
export type ChatMessageKind =
  | 'symptoms'
  | 'answer'
  | 'user'
  | 'info'
  | 'question'
  | 'check'
  | 'refusal'
  | 'vehicle'
  | 'error';

/**
 * One chat message (spec §2 AI mechanic). `id` grows by one per message. What it says is a
 * {@link AiMechanicMessage}: `text` (the server's or the member's words) or a catalog `key` + `values`.
 */
export type ChatMessage = {
  id: number;
  role: 'assistant' | 'user';
  kind: ChatMessageKind;
} & AiMechanicMessage;

export interface AiMechanicInput {
  /** The vehicle asked about (`vehicle_id` of every request). */
  vehicleId: number;
  /** The §7 AI context fields, if already known (may arrive later with `SET_VEHICLE`). @default {} */
  vehicle?: VehicleContext;
  /** Prefilled symptoms. @default '' */
  symptoms?: string;
}

export interface AiMechanicContext {
  vehicleId: number;
  vehicle: VehicleContext;
  /** The symptoms as typed (step initial); sent trimmed. */
  symptoms: string;
  /** The answer as typed (step questions). */
  draft: string;
  /** Every message of the chat, oldest first. */
  messages: ChatMessage[];
  /** Questions kept so far (initial 3–5, then follow-ups; at most 7). */
  questions: ChatQuestion[];
  /** Index in `questions` of the question being asked or next to ask. */
  current: number;
  /** Accepted answers, in question order. */
  answers: QuestionAnswer[];
  /** The diagnosis shown in step diagnosis (also the error answer of a first request with actions). */
  diagnosis: MechanicAnswer | null;
  /** `diagnosis_id` of the stored report of the final diagnosis, when the server gave one. */
  diagnosisId: number | null;
  /**
   * Field error of step initial ('Please describe your symptoms.'), or the message of a failed
   * request (the chat shows it too).
   */
  error: AiMechanicMessage | null;
  /** Shown in step diagnosis when the service could not answer (`unavailable`). */
  notice: AiMechanicMessage | null;
  /** Follow-up requests made so far. */
  followUps: number;
  /** Next message id. */
  nextId: number;
}

/** Events the `aiMechanic` machine emits: `diagnosisStored` when a final diagnosis was saved (it has an id). */
export type AiMechanicEmitted = { type: 'diagnosisStored'; diagnosisId: number };

export type AiMechanicEvent =
  /** Step initial: the symptoms as typed. */
  | { type: 'CHANGE_SYMPTOMS'; value: string }
  /** Step initial: send the symptoms (non-empty, else 'Please describe your symptoms.'). */
  | { type: 'SUBMIT_SYMPTOMS' }
  /** Step questions: the answer as typed. */
  | { type: 'CHANGE_ANSWER'; value: string }
  /** Step questions: send the answer (ignored under 5 characters: the Send button is disabled). */
  | { type: 'SEND_ANSWER' }
  /** Step questions, all answered: send the final diagnosis request (Submit Results). */
  | { type: 'SUBMIT_RESULTS' }
  /** Any step: reset everything (New Chat). */
  | { type: 'NEW_CHAT' }
  /** Any step: the §7 AI context fields (vehicle profile and summary) changed. */
  | { type: 'SET_VEHICLE'; vehicle: VehicleContext };

/** The named delays, in ms (spec §9). Tests and stories provide 0. */
export interface AiMechanicDelays {
  /** Before each question of the first turn. @default 2000 */
  questionDelay: number;
  /** Before each follow-up question. @default 1500 */
  followUpDelay: number;
  /** Before the automatic final request after a failed follow-up. @default 2000 */
  autoSubmitDelay: number;
}
