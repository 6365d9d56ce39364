/**
 * The AI mechanic's knowledge base (issue #4): common faults of cars driven in East Africa, one file
 * per system, the question bank and the lexicon of owners' words. Data, reviewed like code.
 */
import { AC } from './ac';
import { BRAKES } from './brakes';
import { CHARGING } from './charging';
import { COOLING } from './cooling';
import { DIESEL_FAULTS } from './diesel';
import { ELECTRICAL } from './electrical';
import { ENGINE } from './engine';
import { EXHAUST } from './exhaust';
import { FUEL } from './fuel';
import { IGNITION } from './ignition';
import { LEAKS } from './leaks';
import { STARTING } from './starting';
import { STEERING } from './steering';
import { SUSPENSION } from './suspension';
import { TRANSMISSION } from './transmission';
import type { Fault } from './types';
import { TYRES } from './tyres';

/** Every fault, in system order. */
export const FAULTS: readonly Fault[] = [
  ...BRAKES,
  ...STEERING,
  ...SUSPENSION,
  ...COOLING,
  ...IGNITION,
  ...FUEL,
  ...CHARGING,
  ...STARTING,
  ...TRANSMISSION,
  ...EXHAUST,
  ...AC,
  ...LEAKS,
  ...TYRES,
  ...DIESEL_FAULTS,
  ...ELECTRICAL,
  ...ENGINE,
];

/** Faults by id. */
export const FAULTS_BY_ID: ReadonlyMap<string, Fault> = new Map(FAULTS.map((f) => [f.id, f]));

export { CAR_WORDS, CODE_TERMS, IMPLIES, LEXICON, OBD_CODES } from './lexicon';
export { CATEGORIES, QUESTION_LIST, QUESTIONS } from './questions';
export type { AnswerParser, AnswerProfile, Fault, Modifiers, QuestionDef, System } from './types';
export { SYSTEMS } from './types';
