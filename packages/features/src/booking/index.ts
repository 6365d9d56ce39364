export { BookingConfirmed, type BookingConfirmedProps } from './BookingConfirmed';
export { BookingPage } from './BookingPage';
export { BookingSummary, type BookingSummaryProps } from './BookingSummary';
export { BOOKING_MAX_DAYS_AHEAD, BookingWizard, type BookingWizardProps } from './BookingWizard';
export {
  bookingHref,
  type RepairQuery,
  readBookingQuery,
  readRepairQuery,
  repairBookingHref,
  repairNotes,
} from './bookingQuery';
export { formatBookingDate, useFormatBookingDate } from './format';
export { MY_BOOKINGS_REFRESH_MS, MyBookingsPage, splitBookings } from './MyBookingsPage';
export { bookingT, bookingT as bookingText, STEP_TEXT } from './messages';
export {
  needsExpense,
  RepairExpensePrompt,
  type RepairExpensePromptProps,
  type RepairExpensePromptState,
  repairExpenseOf,
} from './RepairExpensePrompt';
export {
  type BookingController,
  type BookingHostEvent,
  type UseBookingInput,
  type UseBookingOptions,
  useBooking,
} from './useBooking';
