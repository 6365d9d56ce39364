/// <reference types="vite/client" />
/**
 * Every catalog's Kinyarwanda texts (issue #16 Locale), by catalog id: the one chunk
 * `loadLanguage('rw')` of `shared/translations` fetches. Every compiled `*[mM]essages.rw.json` file
 * of the package is in it (Vite's `import.meta.glob`, eager: static imports of this chunk), keyed by
 * its path ({@link byCatalogId}); `shared/catalogs.test.ts` checks each catalog has one.
 */
import type { LanguageTranslations } from '../shared/translations';
import { byCatalogId } from './byCatalogId';

/** Kinyarwanda texts by catalog id ('booking/messages'). */
export const translations: LanguageTranslations = byCatalogId(
  import.meta.glob<LanguageTranslations[string]>('../**/*[mM]essages.rw.json', {
    eager: true,
    import: 'default',
  }),
);
