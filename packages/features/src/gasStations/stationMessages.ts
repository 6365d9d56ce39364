/**
 * Texts only the gas station page shows (issue #16 "every UI string from the catalogs"): the hours'
 * 'Open 24 hours', the price chart's ceiling line and the services table's headers. Apart from the
 * list's catalog (`messages.ts`) so the gas list route does not carry them (size ceilings, issue #8).
 * English and French; Kinyarwanda and Kiswahili are machine-made, to be reviewed.
 */
import { createTranslator } from '../shared/messages';
import texts from './stationMessages.en.json';

/**
 * The English texts, compiled from `stationMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `stationMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The station page's own translator (English: tests and stories); views read it with `useT(stationT)`. */
export const stationT = createTranslator({ en }, 'gasStations/stationMessages');
