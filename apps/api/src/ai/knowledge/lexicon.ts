/**
 * The words owners use, mapped to canonical terms that fault cues refer to. Surface forms are written
 * in plain words; the engine normalises them exactly like the owner's text (lower case, accents and
 * apostrophes removed, light stemming, stop words dropped), so one form covers its inflections
 * ("squeal" covers squeals, squealing, squealed). Multi-word forms match in order with up to three
 * words in between ("pedal sinks" matches "pedal slowly sinks"). A term starting with `!` is emitted
 * as said-not-present ("pedal is firm" → not spongy).
 *
 * Includes common loanwords: Kinyarwanda (feri, moteri, amavuta, amazi, umwotsi, ipine), Swahili
 * (breki, injini, mafuta, maji, moshi, tairi, kelele) and French (frein, moteur, huile, fumée, fuite,
 * pneu, embrayage, surchauffe, ventilateur, batterie).
 *
 * Data in `lexicon.json` (issue #7): `lexicon` (section title → term → surface forms), `implies` and
 * `carWords`, checked at load against `LexiconFileSchema` in `schema.ts`. The OBD-II code patterns
 * (regular expressions) stay here.
 */
import data from './lexicon.json' with { type: 'json' };
import { joinSections, LexiconFileSchema, loadKnowledge } from './schema';

const FILE = 'knowledge/lexicon.json';
const file = loadKnowledge(FILE, LexiconFileSchema, data);

/** Canonical term → the surface forms owners use for it. */
export const LEXICON: Readonly<Record<string, readonly string[]>> = joinSections(FILE, file.lexicon);

/**
 * Broader terms implied by narrower ones (a `white_smoke` is also `smoke`). Applied after matching.
 */
export const IMPLIES: Readonly<Record<string, readonly string[]>> = file.implies;

/**
 * Words that show the text is about a car even when no symptom is named (used to tell a vague car
 * question from off-topic input). Every lexicon form counts as well.
 */
export const CAR_WORDS: readonly string[] = file.carWords;

/**
 * OBD-II fault codes that point at terms (read with a code reader). Matched as whole tokens.
 */
export const OBD_CODES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^p030[0-8]$/, ['misfire', 'check_engine']],
  [/^p0(171|174)$/, ['code_lean', 'check_engine']],
  [/^p0(420|430)$/, ['catalytic', 'check_engine']],
  [/^p040[0-9]$/, ['egr', 'check_engine']],
  [/^p0(335|336|337|338|339)$/, ['code_crank', 'check_engine']],
  [/^p010[0-4]$/, ['maf', 'check_engine']],
  [/^p01[3-6][0-9]$/, ['o2', 'check_engine']],
  [/^p011[5-8]$/, ['code_ect', 'check_engine']],
  [/^p0(087|093|190|191)$/, ['code_rail', 'check_engine']],
  [/^p0(299|234)$/, ['turbo', 'check_engine']],
  [/^p2(002|463|452|453)$/, ['dpf', 'check_engine']],
  [/^p07[0-9][0-9]$/, ['trans_light', 'check_engine']],
  [/^c00[3-5][0-9]$/, ['abs']],
  [/^b00[0-9][0-9]$/, ['airbag']],
  [/^p056[0-3]$/, ['battery_light', 'check_engine']],
  [/^p04(40|41|42|455|456|457)$/, ['code_evap', 'check_engine']],
];

/** Terms produced only by OBD codes (they have no surface words). */
export const CODE_TERMS: readonly string[] = [
  'code_lean',
  'code_crank',
  'code_ect',
  'code_rail',
  'code_evap',
];
