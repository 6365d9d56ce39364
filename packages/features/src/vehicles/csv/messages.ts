/**
 * Texts of the CSV import and export (issue #13; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili). Keys the `csvImport` machine produces ({@link CsvImportMessageKey}) must all be here —
 * `t.message` reads them. Every locale gives every key (a missing one is a type error). Views read them
 * with `const t = useT(csvT)`.
 */
import type { CsvImportMessageKey } from '@gari/machines/csvImport';
import { createTranslator } from '../../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<CsvImportMessageKey, string>;

/** The CSV texts' translator (English); views use `useT(csvT)`, `t.message(m)` for the machine's. */
export const csvT = createTranslator({ en }, 'vehicles/csv/messages');
