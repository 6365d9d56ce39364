/**
 * English texts of the CSV import and export (issue #13). Keys the `csvImport` machine produces
 * ({@link CsvImportMessageKey}) must all be here — `t.message` reads them.
 */
import type { CsvImportMessageKey } from '@gari/machines/csvImport';
import { type CatalogText, createTranslator } from '../../shared/messages';

const en = {
  previewFailed: 'Could not read the file. Please try again.',
  importFailed: 'Could not import the file. Nothing was imported; please try again.',
  emptyFile: 'The file is empty. Choose a CSV export with a header row.',
} satisfies Record<CsvImportMessageKey, CatalogText>;

/** The CSV texts' translator. */
export const t = createTranslator({ en });
