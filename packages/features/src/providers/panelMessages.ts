/**
 * Texts of the garage and carwash Advanced Filters panel and sort (spec §2 Advanced Filters panel, §5
 * filter inputs, §9 enumerations; issue #16 "every UI string from the catalogs"): rating, distance,
 * availability, certification, city and service, and the sort choices. The parts every panel shares
 * (price range, Reset / Apply Filters, the dialog) are in `filterMessages.ts`. English and French;
 * Kinyarwanda and Kiswahili are machine-made, to be reviewed. The `service_`, `avail_` and `cert_` keys are the §9
 * values (`GARAGE_SERVICE_FILTERS`, `AVAILABILITIES`, `CERTIFICATIONS`) as shown; the values sent to the server stay English.
 */
import { createTranslator } from '../shared/messages';
import texts from './panelMessages.en.json';

/**
 * The English texts, compiled from `panelMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `panelMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The garage and carwash panel's translator (English: tests and stories); views read it with `useT(panelT)`. */
export const panelT = createTranslator({ en }, 'providers/panelMessages');
