/**
 * zod schemas of the AI mechanic's knowledge files (issue #7: the knowledge base is data, kept as JSON
 * and checked at load). They follow the types of `types.ts` field for field (objects are strict, so a
 * misspelt field name fails as well as a wrong value). Spec §4 "AI mechanic": the faults behind the
 * diagnoses, the questions ("valid questions" end with '?') and the owners' words.
 *
 * Every loader reads its JSON through `loadKnowledge`: a mistake stops the server at start-up (and every
 * test) with the file and the field, e.g. `AI knowledge base: knowledge/faults/brakes.json is invalid:
 * ✖ Invalid input: expected number, received string → at [1].prior`.
 */
import { GarageService, QuestionType, SafeToDrive, Severity } from '@gari/contract/ai';
import { z } from 'zod';
import {
  ANSWER_PARSERS,
  type AnswerParser,
  DRIVETRAIN_KINDS,
  type Fault,
  FUEL_KINDS,
  type QuestionDef,
  SYSTEMS,
  type System,
  TRANSMISSION_KINDS,
} from './types';

const Text = z.string().trim().min(1);
const Texts = z.array(Text);
const Fuel = z.array(z.enum(FUEL_KINDS)).min(1);
const Transmission = z.array(z.enum(TRANSMISSION_KINDS)).min(1);
const Factor = z.number().positive().finite();

/** `AnswerProfile`: P(yes) of a yes/no question, or a weight per answer category. */
const AnswerProfileSchema = z.union([
  z.number().min(0).max(1),
  z.record(Text, z.number().nonnegative().finite()),
]);

/** `Modifiers`: multiplicative, 1 = no effect. */
const ModifiersSchema = z.strictObject({
  highMileage: Factor.optional(),
  lowMileage: Factor.optional(),
  old: Factor.optional(),
  young: Factor.optional(),
  diesel: Factor.optional(),
  petrol: Factor.optional(),
  manual: Factor.optional(),
  automatic: Factor.optional(),
  cvt: Factor.optional(),
  fourWd: Factor.optional(),
  commercial: Factor.optional(),
  recentRefuel: Factor.optional(),
});

/** `Fault`: one common fault (one element of a `faults/<system>.json` file). */
export const FaultSchema = z.strictObject({
  id: Text,
  condition: Text,
  system: z.enum(SYSTEMS),
  summary: Text,
  cues: Texts.min(1),
  asks: z.record(Text, AnswerProfileSchema),
  prior: z.number().min(1).max(5),
  only: z
    .strictObject({
      fuel: Fuel.optional(),
      transmission: Transmission.optional(),
      drivetrain: z.array(z.enum(DRIVETRAIN_KINDS)).min(1).optional(),
    })
    .optional(),
  mods: ModifiersSchema.optional(),
  severity: Severity,
  safe_to_drive: SafeToDrive,
  safety_critical: z.boolean(),
  safety_note: Text.optional(),
  est_cost: z.strictObject({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
  garage_service: GarageService,
  parts: Texts,
  diy: z.strictObject({ steps: Texts, tools: Texts, cautions: Texts }),
  mechanic: Texts,
  source: Text,
}) satisfies z.ZodType<Fault>;

/** A `faults/<system>.json` file: the faults of that system, ids `<system>.<name>`. */
export function faultFileSchema(system: System): z.ZodType<Fault[]> {
  return z.array(FaultSchema.extend({ system: z.literal(system), id: Text.startsWith(`${system}.`) }));
}

/** `QuestionDef`: one question the engine can ask. */
export const QuestionSchema = z.strictObject({
  id: Text,
  type: QuestionType,
  text: Text.endsWith('?'),
  parser: z.enum(ANSWER_PARSERS),
  base: AnswerProfileSchema.optional(),
  only: z.strictObject({ fuel: Fuel.optional(), transmission: Transmission.optional() }).optional(),
  general: z.boolean().optional(),
  knownIf: Texts.optional(),
  askIf: Texts.optional(),
}) satisfies z.ZodType<QuestionDef>;

/**
 * `questions.json`: the answer categories of every parser, and the questions in sections (title →
 * questions, in asking-priority order; the titles are for reviewers only).
 */
export const QuestionFileSchema = z.strictObject({
  categories: z.record(z.enum(ANSWER_PARSERS), Texts.min(1)) satisfies z.ZodType<
    Record<AnswerParser, string[]>
  >,
  questions: z.record(Text, z.array(QuestionSchema).min(1)),
});

/**
 * `lexicon.json`: owners' words in sections (title → canonical term → surface forms), the terms
 * implied by narrower ones, and the words that show a text is about a car.
 */
export const LexiconFileSchema = z.strictObject({
  lexicon: z.record(Text, z.record(Text, Texts.min(1))),
  implies: z.record(Text, Texts.min(1)),
  carWords: Texts,
});

/**
 * `engine/systems.json`: which systems each lexicon term points at, in sections (title → term →
 * weight per system), and the extra systems of faults that belong to more than their own.
 */
export const SystemsFileSchema = z.strictObject({
  termSystems: z.record(Text, z.record(Text, z.partialRecord(z.enum(SYSTEMS), z.number().positive()))),
  faultAreas: z.record(Text, z.array(z.enum(SYSTEMS)).min(1)),
});

/**
 * Checks one JSON file against its schema; throws with the file and the failing fields. Returns the
 * data as written (zod's parsed copy would list object fields in schema order, not the file's).
 */
export function loadKnowledge<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`AI knowledge base: ${file} is invalid:\n${z.prettifyError(result.error)}`);
  }
  return data as T;
}

/** Joins the sections of a file (title → key → value) into one record; a key in two sections throws. */
export function joinSections<T>(
  file: string,
  sections: Readonly<Record<string, Readonly<Record<string, T>>>>,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [title, entries] of Object.entries(sections)) {
    for (const [key, value] of Object.entries(entries)) {
      if (Object.hasOwn(out, key))
        throw new Error(`AI knowledge base: ${file}: "${key}" again in "${title}"`);
      out[key] = value;
    }
  }
  return out;
}
