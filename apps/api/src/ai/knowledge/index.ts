/**
 * The AI mechanic's knowledge base (issue #4): common faults of cars driven in East Africa, one file
 * per system, the question bank and the lexicon of owners' words. Data, reviewed like code: JSON files
 * (`faults/<system>.json`, `questions.json`, `lexicon.json`) read by typed loaders that check them
 * against the zod schemas of `schema.ts` (issue #7).
 */
export { FAULTS, FAULTS_BY_ID } from './faults';
export { CAR_WORDS, CODE_TERMS, IMPLIES, LEXICON, OBD_CODES } from './lexicon';
export { CATEGORIES, QUESTION_LIST, QUESTIONS } from './questions';
export type { AnswerParser, AnswerProfile, Fault, Modifiers, QuestionDef, System } from './types';
export { SYSTEMS } from './types';
