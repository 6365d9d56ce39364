/**
 * The typed `t()` of every feature's message catalog (issue #7 point 6; translations: issue #16).
 * A catalog is data: `<id>.en.json` (English, complete) and `<id>.fr.json`, `.rw.json`, `.sw.json`,
 * one ICU MessageFormat string per key (`"{count, plural, =1 {1 car} other {{count} cars}}"`), which
 * the build compiles into `LocalizedString` functions (packages/features/vite/messagesPlugin.mjs). The
 * catalog file `<id>.ts` imports its English JSON and exports its translator (`createTranslator` of `{ en }`
 * and '<id>'); the other languages load only when chosen (./translations), and a missing key falls
 * back to English. What a text varies on (a known name or not, a topic, a count) comes in as values
 * its ICU `select` and `plural` read. Lookup, locale matching, plurals and numbers are
 * `@internationalized/string`'s (the dictionary and formatter react-aria uses).
 */
import type { Message } from '@gari/machines/shared';
import {
  type LocalizedString,
  LocalizedStringDictionary,
  LocalizedStringFormatter,
  type Variables,
} from '@internationalized/string';
import { translationsOf } from './translations';

/**
 * One text of a catalog, compiled from ICU: typed `string` from the JSON; at run time a string when
 * it has no arguments, else a function of the values and the formatter.
 */
export type CatalogText = LocalizedString;

/** English texts keyed by message key; the shape every other locale follows. */
export type CatalogEntries = Record<string, CatalogText>;

/** A feature's catalog: English (complete) and any other locale (partial, falls back to English). */
export type Catalog<E extends CatalogEntries> = { en: E } & { [locale: string]: Partial<E> };

/**
 * The values a text needs: optional ICU arguments by name (`{ count: 3 }`; `catalogsIcu.test.ts`
 * checks every language names the same ones).
 */
export type ValuesOf = [values?: Variables];

declare const __GARI_ENGLISH_ONLY__: boolean | undefined;
/**
 * True in bundles that only ever speak English: the booking widget's build defines
 * `__GARI_ENGLISH_ONLY__` (no `lang`, no language choice), so a translator there reads the English
 * texts alone and the other languages' registry drops out of its size budget (issue #7).
 */
export const ENGLISH_ONLY = typeof __GARI_ENGLISH_ONLY__ !== 'undefined' && __GARI_ENGLISH_ONLY__;

/** The default locale (until issue #16 adds a locale choice). */
export const DEFAULT_LOCALE = 'en';

/** A feature's translator: `t(key, values?)`, `t.message(m)` for a machine's {@link Message}. */
export interface Translator<E extends CatalogEntries> {
  <K extends keyof E & string>(key: K, ...values: ValuesOf): string;
  /** Text of a machine message (a key with values, or the server's text); undefined for null. */
  message(m: Message<keyof E & string> | null | undefined): string | undefined;
  /** The same catalog read in another locale (BCP 47, e.g. 'fr-RW'). */
  in(locale: string): Translator<E>;
  /**
   * The catalog (`{ en, …languages registered so far }`), e.g. for stories that assert the English
   * texts; read when accessed, so a language loaded later is in it.
   */
  readonly catalog: Catalog<E>;
  /** The catalog's id ('booking/messages': its file under packages/features/src), or undefined. */
  readonly id: string | undefined;
}

/**
 * Locale of the digits of a text's `{n, number}`, by language: grouped as the catalogs were written
 * (French '1 234 567', every other language '1,234,567': Chromium has no Kinyarwanda number data),
 * whatever the member's country.
 */
const DIGITS_LOCALE: Record<string, string> = { fr: 'fr-FR' };
const digits = new Map<string, Intl.NumberFormat>();

/** The formatter compiled texts call: `@internationalized/string`'s, with the catalogs' digits. */
class CatalogFormatter extends LocalizedStringFormatter<string, LocalizedString> {
  private readonly digitsLocale: string;

  constructor(locale: string, strings: LocalizedStringDictionary<string, LocalizedString>) {
    super(locale, strings);
    this.digitsLocale = DIGITS_LOCALE[locale.split('-')[0] ?? ''] ?? 'en-US';
  }

  protected override number(value: number): string {
    let format = digits.get(this.digitsLocale);
    if (!format) {
      format = new Intl.NumberFormat(this.digitsLocale);
      digits.set(this.digitsLocale, format);
    }
    return format.format(value);
  }
}

/**
 * Builds the translator of `catalog` for `locale` (default English). With an `id`, the other
 * languages' texts registered under it (`registerTranslations`, `loadLanguage`) join the catalog's
 * own; they are read when the translator is made, so `useT` (which makes one per locale) sees a
 * language loaded before it was chosen.
 * @param catalog `{ en }` (complete), optionally with other languages inline (tests).
 * @param id the catalog's file under packages/features/src without `.ts` ('booking/messages').
 * @throws Error when a key is missing from English (cannot happen with a typed key).
 */
export function createTranslator<E extends CatalogEntries>(
  catalog: Catalog<E>,
  id?: string,
  locale: string = DEFAULT_LOCALE,
): Translator<E> {
  const languages = (): Catalog<E> =>
    ({ ...catalog, ...(id === undefined || ENGLISH_ONLY ? {} : translationsOf(id)) }) as Catalog<E>;
  const complete: Record<string, Record<string, LocalizedString>> = {};
  for (const [lang, entries] of Object.entries(languages())) complete[lang] = { ...catalog.en, ...entries };
  const formatter = new CatalogFormatter(locale, new LocalizedStringDictionary(complete, DEFAULT_LOCALE));
  const format = (key: string, values?: Variables) => formatter.format(key, values);
  const t = Object.assign(format, {
    message: (m: Message<keyof E & string> | null | undefined) => {
      if (m === null || m === undefined) return undefined;
      const { key, values, text } = m as { key?: string; values?: Variables; text?: string };
      return key === undefined ? text : format(key, values);
    },
    in: (other: string) => createTranslator(catalog, id, other),
    id,
  });
  Object.defineProperty(t, 'catalog', { get: languages, enumerable: true });
  return t as unknown as Translator<E>;
}
