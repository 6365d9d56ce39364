/**
 * Texts of the partner console at /partner (issue #3 Partner console, issue #13, issue #16 live
 * console and photos): the booking requests, their decisions and completion, and the provider photos,
 * in English, French, and machine-made Kinyarwanda and Kiswahili (to be reviewed;
 * issue #16 "Locale"). The station section's texts are in `stationMessages.ts`, the widget settings' in
 * `widgetMessages.ts`.
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The partner console's translator (`partnerT.catalog.en`: the English texts, for stories). */
export const partnerT = createTranslator({ en }, 'partner/messages');
