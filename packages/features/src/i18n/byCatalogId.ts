/**
 * The per-language chunks' one rule (issue #16 Locale): a language file's path names its catalog.
 * Each `i18n/<lang>.ts` gathers its language's files with Vite's `import.meta.glob` (the build makes
 * them static imports of that chunk) and keys them here, so the list of catalogs lives in the file
 * names alone.
 */
import type { LanguageTranslations } from '../shared/translations';

/** A language file's path as the glob gives it ('../booking/messages.fr.json') → its catalog id ('booking/messages'). */
export function catalogIdOf(path: string): string {
  return path.replace(/^\.\.\//, '').replace(/\.[a-z]{2}\.json$/, '');
}

/**
 * One language's texts keyed by catalog id: `texts` is `import.meta.glob(…, { eager: true, import: 'default' })`
 * of the compiled `*[mM]essages.<lang>.json` files (path → the compiled texts).
 */
export function byCatalogId(texts: LanguageTranslations): LanguageTranslations {
  return Object.fromEntries(Object.entries(texts).map(([path, entries]) => [catalogIdOf(path), entries]));
}
