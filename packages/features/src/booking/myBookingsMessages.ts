/**
 * English texts of My bookings (/bookings, issue #13). Their own catalog, apart from the wizard's
 * (`./messages`), which the booking widget ships: the widget never shows these.
 */
import { createTranslator } from '../shared/messages';
import texts from './myBookingsMessages.en.json';

/**
 * The English texts, compiled from `myBookingsMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `myBookingsMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The typed `t(key)` of the My bookings texts (English; views read it with `useT(t)`). */
export const t = createTranslator({ en }, 'booking/myBookingsMessages');
