/**
 * Texts of the gas stations in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16) (issue #11; spec §2 Gas stations / Gas station detail, §5, §8).
 * Keys the `priceReport` machine produces ({@link PriceReportMessageKey}) must all be here —
 * `t.message` reads them; 'Not Available' / '{fuel} is not available at this station' and 'Station not
 * found.' are the contract's own texts.
 */
import type { PriceReportMessageKey } from '@gari/machines/priceReport';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<PriceReportMessageKey, string>;

/**
 * The gas stations' catalog in the four languages and its typed `t(key)` (English: tests and stories);
 * views read it with `useT(t)`; `t.message(context.error)` for the machine's messages.
 */
export const t = createTranslator({ en }, 'gasStations/messages');
