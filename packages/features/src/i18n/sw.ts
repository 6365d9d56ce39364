/// <reference types="vite/client" />
/**
 * Every catalog's Kiswahili texts (issue #16 Locale), by catalog id: the one chunk
 * `loadLanguage('sw')` of `shared/translations` fetches. Every compiled `*[mM]essages.sw.json` file
 * of the package is in it (Vite's `import.meta.glob`, eager: static imports of this chunk), keyed by
 * its path ({@link byCatalogId}); `shared/catalogs.test.ts` checks each catalog has one.
 */
import type { LanguageTranslations } from '../shared/translations';
import { byCatalogId } from './byCatalogId';

/** Kiswahili texts by catalog id ('booking/messages'). */
export const translations: LanguageTranslations = byCatalogId(
  import.meta.glob<LanguageTranslations[string]>('../**/*[mM]essages.sw.json', {
    eager: true,
    import: 'default',
  }),
);
