/**
 * Texts of the site's booking page around the wizard and of its repair expense prompt (spec §2
 * Booking; issue #16 "Locale": English, French, Kinyarwanda, Kiswahili). Apart from the wizard's
 * `messages.ts` so that the booking widget, which shows the wizard alone, does not carry them (issue
 * #7 size). Views read them with `const t = useT(bookingPageT)`.
 */
import { createTranslator } from '../shared/messages';
import texts from './pageMessages.en.json';

/**
 * The English texts, compiled from `pageMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `pageMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The booking page's translator (English); views use `useT(bookingPageT)`. */
export const bookingPageT = createTranslator({ en }, 'booking/pageMessages');
