/**
 * Texts of the booking wizard, which the site's booking page and the booking widget show (spec §2
 * Booking, §5 Booking; the 409 text is the API's; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili); the page's own texts are in `pageMessages.ts`, so the widget does not carry them. Keys the `booking` machine produces
 * ({@link BookingMessageKey}) must all be here — `t.message` reads them. Every locale gives every key
 * (a missing one is a type error). Views read them with `const t = useT(bookingT)`.
 */
import type { BookingMessageKey } from '@gari/machines/booking';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<BookingMessageKey, string>;

/** Display keys of the step names the machine emits (the machine's BOOKING_STEPS order). */
export const STEP_TEXT = ['stepService', 'stepDateTime', 'stepContact', 'stepReview'] as const;

/**
 * The booking texts' translator (English); views use `useT(bookingT)` for the member's language, and
 * `t.message(context.error)` for the machine's messages.
 */
export const bookingT = createTranslator({ en }, 'booking/messages');
