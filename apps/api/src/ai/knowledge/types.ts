/**
 * Shapes of the AI mechanic's knowledge base (issue #4): faults, their symptom cues, the questions
 * that tell them apart, and what raises or lowers them. The knowledge base is data, reviewed like code:
 * JSON files checked at load against the zod schemas of `schema.ts` (issue #7), which follow these types.
 */
import type { GarageService, QuestionType, SafeToDrive, Severity } from '@gari/contract/ai';

/** Car systems, one knowledge file each. */
export const SYSTEMS = [
  'brakes',
  'steering',
  'suspension',
  'cooling',
  'ignition',
  'fuel',
  'charging',
  'starting',
  'transmission',
  'exhaust',
  'ac',
  'leaks',
  'tyres',
  'diesel',
  'electrical',
  'engine',
] as const;
export type System = (typeof SYSTEMS)[number];

export const FUEL_KINDS = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export type FuelKind = (typeof FUEL_KINDS)[number];
export const TRANSMISSION_KINDS = ['manual', 'automatic', 'cvt'] as const;
export type TransmissionKind = (typeof TRANSMISSION_KINDS)[number];
export const DRIVETRAIN_KINDS = ['fwd', 'rwd', '4wd'] as const;
export type DrivetrainKind = (typeof DRIVETRAIN_KINDS)[number];

/**
 * Multiplicative modifiers from the vehicle context (1 = no effect, 2 = twice as likely, 0.5 = half).
 * - highMileage: ≥ 150,000 km; lowMileage: < 50,000 km
 * - old: ≥ 12 years; young: ≤ 4 years
 * - commercial: primary use is taxi/commercial/business/delivery (hard daily use)
 * - recentRefuel: the last refuel was at most 3 days before the diagnosis date
 */
export interface Modifiers {
  highMileage?: number;
  lowMileage?: number;
  old?: number;
  young?: number;
  diesel?: number;
  petrol?: number;
  manual?: number;
  automatic?: number;
  cvt?: number;
  fourWd?: number;
  commercial?: number;
  recentRefuel?: number;
}

/**
 * How a fault answers a question: for yes/no questions the probability of "yes" (0–1); for the other
 * types a weight per answer category (categories not listed share what is left).
 */
export type AnswerProfile = number | Readonly<Record<string, number>>;

/** DIY checks an owner can do safely (spec §3 diy_details). */
export interface DiyChecks {
  steps: string[];
  tools: string[];
  cautions: string[];
}

/** A common fault. */
export interface Fault {
  /** `<system>.<name>`, stable (stored diagnoses refer to it). */
  id: string;
  /** Plain name shown to the owner. */
  condition: string;
  system: System;
  /** One or two sentences: what it is and why it happens. */
  summary: string;
  /**
   * Symptom cues: `term` or `term&term` (all must be present), with an optional `:weight`
   * (default 1). Terms are lexicon terms (see lexicon.ts); an owner saying the opposite ("no smoke")
   * counts against the fault.
   */
  cues: string[];
  /** Discriminating questions (question id → answer profile). At least one. */
  asks: Readonly<Record<string, AnswerProfile>>;
  /** How common it is among cars in East Africa, 1 (rare) to 5 (very common). */
  prior: number;
  /** The fault exists only on these cars (unknown context never excludes). */
  only?: { fuel?: FuelKind[]; transmission?: TransmissionKind[]; drivetrain?: DrivetrainKind[] };
  mods?: Modifiers;
  severity: Severity;
  safe_to_drive: SafeToDrive;
  /** Brakes, steering, overheating, airbags, fuel leaks and the like: warn at once. */
  safety_critical: boolean;
  /** Said in the safety alert when the fault is likely. Required when safety_critical. */
  safety_note?: string;
  /** Parts and labour in a Kigali garage, RWF. */
  est_cost: { min: number; max: number };
  garage_service: GarageService;
  /** Spareshop search terms. */
  parts: string[];
  diy: DiyChecks;
  /** When a mechanic is needed and what they will do. */
  mechanic: string[];
  /** Reference or reasoning behind the entry. */
  source: string;
}

/** How an answer is read into categories. */
export const ANSWER_PARSERS = [
  'yes_no',
  'activity',
  'location',
  'timeframe',
  'leak_type',
  'fluid',
  'smoke',
  'warning_light',
  'crank',
  'noise',
] as const;
export type AnswerParser = (typeof ANSWER_PARSERS)[number];

/** A question the engine can ask. Text always ends with '?' (spec §4 "valid questions"). */
export interface QuestionDef {
  id: string;
  type: QuestionType;
  text: string;
  parser: AnswerParser;
  /**
   * Answer distribution for faults that do not mention the question. Yes/no questions: P(yes).
   * Others: weights per category (uniform when omitted).
   */
  base?: AnswerProfile;
  /** Ask only on these cars (e.g. neutral-start question on automatics). */
  only?: { fuel?: FuelKind[]; transmission?: TransmissionKind[] };
  /** A general question, asked when the symptom is too vague to rank faults. */
  general?: boolean;
  /** Not asked when the owner's text already mentions (or denies) one of these terms. */
  knownIf?: readonly string[];
  /** Asked only when the owner's text (or an answer) mentions one of these terms. */
  askIf?: readonly string[];
}
