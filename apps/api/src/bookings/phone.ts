/** The mobile-number rule of bookings and orders lives in the contract, shared with the site. */
export { MOBILE_PLANS, normalizePhone, PHONE_MESSAGE } from '@gari/contract/rules/phone';
