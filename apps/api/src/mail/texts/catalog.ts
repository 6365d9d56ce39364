/**
 * The shape of the API's message catalogs (issue #16 "in the member's own words and language"): one
 * plain object per language, English first; texts with values are functions of them. The type makes
 * every language carry exactly English's keys, so a missing or stray text fails the type check (and
 * `texts.test.ts` checks the same at run time).
 *
 * Values reach the texts already formatted for the recipient's locale (dates, times, money: see
 * `../format`), so a catalog only orders words.
 *
 * Kinyarwanda (`rw`) and Kiswahili (`sw`) texts were machine-made and await a fluent reviewer
 * (`REVIEW_LANGUAGES` of `@gari/contract/locale`); French was written by hand.
 */
import type { Language } from '@gari/contract/locale';

/** A catalog: the texts `T` (English's shape) in every language Gari speaks. */
export type Catalog<T> = Readonly<Record<Language, T>>;
