/**
 * English texts of My bookings (/bookings, issue #13). Their own catalog, apart from the wizard's
 * (`./messages`), which the booking widget ships: the widget never shows these.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  myTitle: 'My bookings',
  mySubtitle: 'Your garage and carwash bookings, with their status as the provider answers.',
  myLoading: 'Loading your bookings...',
  myFailed: 'Failed to load your bookings',
  retry: 'Try again',
  myEmpty: 'No bookings yet',
  myEmptyText: 'Book a service at a garage or carwash and follow its status here.',
  findGarage: 'Find a garage',
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcoming: 'Nothing booked ahead.',
  statusPending: 'Waiting for the provider',
  statusAccepted: 'Accepted',
  statusDeclined: 'Declined',
  statusCancelled: 'Cancelled',
  statusCompleted: 'Completed',
  finalPrice: (v: { price: string }) => `Final price: ${v.price}`,
  providerMessage: (v: { provider: string }) => `Message from ${v.provider}`,
  diagnosisLink: 'See the diagnostic report',
  logNotFound: (v: { id: string }) => `Booking ${v.id} is not among your bookings.`,
  addToCalendar: 'Add to Calendar',
  cancelBooking: 'Cancel booking',
  cancelConfirm: 'Cancel this booking? The slot is given back to the provider.',
  cancelYes: 'Yes, cancel it',
  cancelKeep: 'Keep it',
  cancelling: 'Cancelling...',
  cancelledTitle: 'Booking cancelled',
  cancelledText: (v: { id: string }) => `Your booking ${v.id} is cancelled.`,
  cancelFailedTitle: 'Could not cancel the booking',
} satisfies Record<string, CatalogText>;

/** The typed `t(key)` of the My bookings texts (English; views read it with `useT(t)`). */
export const t = createTranslator({ en }, 'booking/myBookingsMessages');
