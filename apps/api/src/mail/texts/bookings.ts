/**
 * Texts of the booking notices (issues #3, #13, #16): the member's or visitor's SMS/mail when a garage
 * accepts, declines or completes their booking, and the garage's SMS and staff mail for each new
 * booking. Dates and times arrive formatted for the recipient ('8 janv. 2030', '09:00'), the price
 * with its currency ('30 000 RWF'). `rw` and `sw` are machine-made, for review.
 */
import type { Catalog } from './catalog';

/** Values of a decision notice (accepted or declined). */
export interface DecisionValues {
  provider: string;
  bookingId: string;
  date: string;
  time: string;
}

/** Values of a completion notice: the final price with its currency, the one-tap link to log it. */
export interface CompletedValues {
  provider: string;
  bookingId: string;
  price: string;
  link: string;
}

/** Values of the garage's new-booking notice. */
export interface NewBookingValues {
  provider: string;
  bookingId: string;
  service: string;
  date: string;
  time: string;
  name: string;
}

const en = {
  accepted: (b: DecisionValues) =>
    `Gari: ${b.provider} accepted your booking ${b.bookingId} for ${b.date} ${b.time}.`,
  declined: (b: DecisionValues) =>
    `Gari: ${b.provider} declined your booking ${b.bookingId} for ${b.date} ${b.time}.`,
  completed: (b: CompletedValues) =>
    `Gari: ${b.provider} completed your booking ${b.bookingId}. Final price: ${b.price}. Log it as a repair expense: ${b.link}`,
  acceptedSubject: (bookingId: string) => `Your booking ${bookingId} was accepted`,
  declinedSubject: (bookingId: string) => `Your booking ${bookingId} was declined`,
  completedSubject: (bookingId: string) => `Your booking ${bookingId} was completed`,
  newBooking: (b: NewBookingValues) =>
    `Gari: new booking ${b.bookingId} at ${b.provider}: ${b.service}, ${b.date} ${b.time}, from ${b.name}. ` +
    'Accept or decline it in the partner console.',
  newBookingSubject: (b: NewBookingValues) =>
    `New booking ${b.bookingId}: ${b.service} on ${b.date} ${b.time}`,
};

/** The booking notices' texts in every language. */
export type BookingTexts = typeof en;

/** Catalog of the booking notices. */
export const BOOKING_TEXTS: Catalog<BookingTexts> = {
  en,
  fr: {
    accepted: (b) =>
      `Gari : ${b.provider} a accepté votre réservation ${b.bookingId} du ${b.date} à ${b.time}.`,
    declined: (b) =>
      `Gari : ${b.provider} a refusé votre réservation ${b.bookingId} du ${b.date} à ${b.time}.`,
    completed: (b) =>
      `Gari : ${b.provider} a terminé votre réservation ${b.bookingId}. Prix final : ${b.price}. Enregistrez-la comme dépense de réparation : ${b.link}`,
    acceptedSubject: (bookingId) => `Votre réservation ${bookingId} a été acceptée`,
    declinedSubject: (bookingId) => `Votre réservation ${bookingId} a été refusée`,
    completedSubject: (bookingId) => `Votre réservation ${bookingId} est terminée`,
    newBooking: (b) =>
      `Gari : nouvelle réservation ${b.bookingId} chez ${b.provider} : ${b.service}, le ${b.date} à ${b.time}, de ${b.name}. ` +
      'Acceptez-la ou refusez-la dans la console partenaire.',
    newBookingSubject: (b) => `Nouvelle réservation ${b.bookingId} : ${b.service} le ${b.date} à ${b.time}`,
  },
  // Machine-made Kinyarwanda: to be reviewed by a fluent speaker.
  rw: {
    accepted: (b) => `Gari: ${b.provider} yemeye gahunda yawe ${b.bookingId} yo ku ${b.date} saa ${b.time}.`,
    declined: (b) => `Gari: ${b.provider} yanze gahunda yawe ${b.bookingId} yo ku ${b.date} saa ${b.time}.`,
    completed: (b) =>
      `Gari: ${b.provider} yarangije gahunda yawe ${b.bookingId}. Igiciro cya nyuma: ${b.price}. Yandike nk’amafaranga yakoreshejwe mu gusana: ${b.link}`,
    acceptedSubject: (bookingId) => `Gahunda yawe ${bookingId} yemewe`,
    declinedSubject: (bookingId) => `Gahunda yawe ${bookingId} yanzwe`,
    completedSubject: (bookingId) => `Gahunda yawe ${bookingId} yarangiye`,
    newBooking: (b) =>
      `Gari: gahunda nshya ${b.bookingId} kuri ${b.provider}: ${b.service}, ku ${b.date} saa ${b.time}, yasabwe na ${b.name}. ` +
      'Yemere cyangwa uyange mu rubuga rw’abafatanyabikorwa.',
    newBookingSubject: (b) => `Gahunda nshya ${b.bookingId}: ${b.service} ku ${b.date} saa ${b.time}`,
  },
  // Machine-made Kiswahili: to be reviewed by a fluent speaker.
  sw: {
    accepted: (b) => `Gari: ${b.provider} imekubali miadi yako ${b.bookingId} ya ${b.date} saa ${b.time}.`,
    declined: (b) => `Gari: ${b.provider} imekataa miadi yako ${b.bookingId} ya ${b.date} saa ${b.time}.`,
    completed: (b) =>
      `Gari: ${b.provider} imekamilisha miadi yako ${b.bookingId}. Bei ya mwisho: ${b.price}. Iandike kama gharama ya matengenezo: ${b.link}`,
    acceptedSubject: (bookingId) => `Miadi yako ${bookingId} imekubaliwa`,
    declinedSubject: (bookingId) => `Miadi yako ${bookingId} imekataliwa`,
    completedSubject: (bookingId) => `Miadi yako ${bookingId} imekamilika`,
    newBooking: (b) =>
      `Gari: miadi mpya ${b.bookingId} katika ${b.provider}: ${b.service}, ${b.date} saa ${b.time}, kutoka kwa ${b.name}. ` +
      'Ikubali au uikatae kwenye dashibodi ya washirika.',
    newBookingSubject: (b) => `Miadi mpya ${b.bookingId}: ${b.service} tarehe ${b.date} saa ${b.time}`,
  },
};
