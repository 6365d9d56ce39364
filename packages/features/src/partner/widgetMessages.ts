/**
 * Texts of the widget settings in the partner console (issue #3 "Staff manage their widget": the
 * booking widget of garages and carwashes, the price widget of gas stations, issue #11) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (to be reviewed; issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';
import texts from './widgetMessages.en.json';

/**
 * The English texts, compiled from `widgetMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `widgetMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The widget settings' translator (`widgetT.catalog.en`: the English texts, for stories). */
export const widgetT = createTranslator({ en }, 'partner/widgetMessages');
