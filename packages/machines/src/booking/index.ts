export {
  type BookingMachine,
  type BookingSnapshot,
  bookingMachine,
  bookingStep,
  canGoBack,
  canGoNext,
  isValidPhone,
  randomBookingReference,
  servicesOf,
  validateContact,
} from './machine';
export type {
  BookingContactField,
  BookingContext,
  BookingEmitted,
  BookingEvent,
  BookingInput,
  BookingMessage,
  BookingMessageKey,
  BookingProviderInput,
  BookingProviderType,
  BookingRepairInput,
  BookingRequest,
  BookingResult,
  BookingSlot,
  BookingStepName,
  LoadSlotsInput,
} from './types';
export {
  BOOKING_STEPS,
  DEFAULT_CARWASH_BOOKING_SERVICES,
  DEFAULT_GARAGE_BOOKING_SERVICES,
} from './types';
