/**
 * Texts of the booking wizard, which the site's booking page and the booking widget show (spec §2
 * Booking, §5 Booking; the 409 text is the API's; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili); the page's own texts are in `pageMessages.ts`, so the widget does not carry them. Keys the `booking` machine produces
 * ({@link BookingMessageKey}) must all be here — `t.message` reads them. Every locale gives every key
 * (a missing one is a type error). Views read them with `const t = useT(bookingT)`.
 */
import type { BookingMessageKey } from '@gari/machines/booking';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
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
  stepOf: (v: { step: number }) => `Step ${v.step} of 4`,
  stepOfNamed: (v: { step: number; name: string }) => `Step ${v.step} of 4: ${v.name}`,
  service: 'Service',
  date: 'Date',
  time: 'Time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loadingSlots: 'Loading time slots…',
  timeOn: (v: { date: string }) => `Time on ${v.date}`,
  fullName: 'Full name',
  phone: 'Phone',
  phoneHint: 'e.g. 0788 123 456 or +250 788 123 456',
  notes: 'Notes',
  bookingAt: 'Booking at',
  back: 'Back',
  next: 'Next',
  confirm: 'Confirm',
  summaryTitle: 'Booking Summary',
  confirmedTitle: 'Booking Request Sent',
  confirmedText: (v: { service: string; provider: string; date: string; time: string }) =>
    `${v.service} at ${v.provider} on ${v.date} at ${v.time}.`,
  yourService: 'Your service',
  reference: 'Reference',
  addToCalendar: 'Add to Calendar',
  close: 'Close',
} satisfies Record<BookingMessageKey, CatalogText> & Record<string, CatalogText>;

/** Display keys of the step names the machine emits (the machine's BOOKING_STEPS order). */
export const STEP_TEXT = ['stepService', 'stepDateTime', 'stepContact', 'stepReview'] as const;

/**
 * The booking texts' translator (English); views use `useT(bookingT)` for the member's language, and
 * `t.message(context.error)` for the machine's messages.
 */
export const bookingT = createTranslator({ en }, 'booking/messages');
