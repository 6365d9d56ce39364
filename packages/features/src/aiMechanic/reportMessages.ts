/**
 * Texts of the AI mechanic diagnostic report (spec §2 Diagnostic results, §8 AI alerts, issue #13
 * "Book this repair", issue #16 "every UI string from the catalogs"): the report page, the ranked
 * causes shared with the chat, the garage choice, the repair status, the symptoms summary and the
 * downloaded PDF. English and French; Kinyarwanda and Kiswahili are machine-made, to be reviewed.
 */
import { createTranslator } from '../shared/messages';
import texts from './reportMessages.en.json';

/**
 * The English texts, compiled from `reportMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `reportMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/**
 * The report catalog in the four languages and its typed `t(key, values)` (English: tests, stories
 * and the defaults of the helpers); views read it with `useT(reportT)`.
 */
export const reportT = createTranslator({ en }, 'aiMechanic/reportMessages');

/** The report translator type, for helpers that take it (`repairStatusText`, `buildReportPdf`). */
export type ReportTranslator = typeof reportT;
