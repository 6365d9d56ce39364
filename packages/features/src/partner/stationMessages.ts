/**
 * Texts of a gas station's section in the partner console (issue #11: fuel prices, products and engine
 * oils, opening hours) in English, French, and machine-made Kinyarwanda and Kiswahili (to be reviewed;
 * issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';
import texts from './stationMessages.en.json';

/**
 * The English texts, compiled from `stationMessages.en.json` (ICU MessageFormat; French, Kinyarwanda
 * and Kiswahili: `stationMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The station section's translator (`stationT.catalog.en`: the English texts, for stories). */
export const stationT = createTranslator({ en }, 'partner/stationMessages');
