/**
 * The other languages' texts of every catalog, loaded only when a language is chosen (issue #16 Locale;
 * issue #8 size: a page carries English alone). A catalog file `booking/messages.ts` declares English and
 * its id (`createTranslator` of `{ en }` and 'booking/messages'); `booking/messages.fr.json` holds its French;
 * `i18n/fr.ts` gathers every French file into one chunk, registered here by {@link loadLanguage}. The
 * server (SSR), Storybook and tests register every language at once (`registerAllLanguages` of
 * `@gari/features/i18n`).
 */
import { DEFAULT_LANGUAGE, type Language } from '@gari/contract/locale';
import type { CatalogEntries } from './messages';

/** One language's texts of every catalog, by catalog id ('booking/messages'). */
export type LanguageTranslations = Record<string, Partial<CatalogEntries>>;

const registry = new Map<string, LanguageTranslations>();

/** Adds (or replaces) `language`'s texts of the catalogs in `translations`. */
export function registerTranslations(language: Language, translations: LanguageTranslations): void {
  registry.set(language, { ...registry.get(language), ...translations });
}

/** The registered texts of catalog `id` by language (`{ fr: {...}, rw: {...} }`); English is not here. */
export function translationsOf(id: string): Record<string, Partial<CatalogEntries>> {
  const found: Record<string, Partial<CatalogEntries>> = {};
  for (const [language, translations] of registry) {
    const texts = translations[id];
    if (texts) found[language] = texts;
  }
  return found;
}

/** Whether `language`'s texts are registered (English always is: it lives in the catalogs). */
export function isLanguageLoaded(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || registry.has(language);
}

/** The chunk of each language's texts (a dynamic import each: one file per language). */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ translations: LanguageTranslations }>> = {
  fr: () => import('../i18n/fr'),
  rw: () => import('../i18n/rw'),
  sw: () => import('../i18n/sw'),
};

const pending = new Map<Language, Promise<void>>();

/**
 * Loads and registers `language`'s texts of every catalog (one request, cached by the browser and the
 * service worker); resolves at once for English or a language already loaded. Call it before rendering
 * in that language: `useT` reads the registry when the locale changes.
 * @throws the import's error when the chunk cannot be fetched (offline on first choice); nothing is
 *   registered then and a later call tries again.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (isLanguageLoaded(language)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = loaders[language as Exclude<Language, 'en'>]()
      .then(({ translations }) => registerTranslations(language, translations))
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}
