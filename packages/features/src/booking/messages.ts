/**
 * English texts of the booking wizard (spec §2 Booking, §5 Booking; the 409 text is the API's). Keys
 * the `booking` machine produces ({@link BookingMessageKey}) must all be here — `t.message` checks it.
 */
import type { BookingMessageKey } from '@gari/machines/booking';
import { type CatalogText, createTranslator } from '../shared/messages';

const en = {
  stepService: 'Service',
  stepDateTime: 'Date & Time',
  stepContact: 'Contact',
  stepReview: 'Review',
  noSlots: 'No slots',
  pickDateFirst: 'Pick a date first.',
  slotsFailed: 'Could not load the time slots. Please try again.',
  nameRequired: 'Full name is required.',
  phoneRequired: 'Phone is required.',
  phoneInvalid: 'Enter a valid mobile number, e.g. +250 788 123 456.',
  slotTaken: 'This time is no longer available. Please pick another slot.',
  failed: 'Could not send your booking. Please try again.',
  smsNote: "We'll send a confirmation SMS once the provider accepts your request.",
} satisfies Record<BookingMessageKey, CatalogText> & Record<string, CatalogText>;

/** Display keys of the step names the machine emits (the machine's BOOKING_STEPS order). */
export const STEP_TEXT = ['stepService', 'stepDateTime', 'stepContact', 'stepReview'] as const;

/** The catalog `{ en }` (other locales: issue #16) and its typed `t(key)` of the booking texts; `t.message(context.error)` for the machine's messages. */
export const t = createTranslator({ en });
