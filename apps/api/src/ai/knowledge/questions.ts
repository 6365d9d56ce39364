/**
 * The questions the AI mechanic can ask (spec §4 "valid questions": each contains '?'), typed with the
 * §5 question types so the chat can check the answers, and the answer categories each one is read
 * into. Faults say how they would answer (see `Fault.asks`); the engine picks the questions whose
 * answers best split the remaining candidates.
 *
 * Data in `questions.json` (issue #7): `categories` (parser → answer categories) and `questions`
 * (section title → `QuestionDef`s, written out in full), checked at load against `QuestionFileSchema`
 * in `schema.ts`.
 */
import data from './questions.json' with { type: 'json' };
import { loadKnowledge, QuestionFileSchema } from './schema';
import type { AnswerParser, QuestionDef } from './types';

const file = loadKnowledge('knowledge/questions.json', QuestionFileSchema, data);

/** Answer categories per parser. */
export const CATEGORIES: Readonly<Record<AnswerParser, readonly string[]>> = file.categories;

/** Every question, in the file's order (sections one after the other). */
export const QUESTION_LIST: readonly QuestionDef[] = Object.values(file.questions).flat();

/** Questions by id. */
export const QUESTIONS: ReadonlyMap<string, QuestionDef> = new Map(QUESTION_LIST.map((q) => [q.id, q]));
