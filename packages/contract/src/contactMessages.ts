/**
 * The newsletter calls' texts (spec §2 Home "a newsletter email box with Subscribe"; issue #12), apart
 * from `./contact` (its zod schemas) so the site's catalogs can name them without loading zod
 * (issue #8 size). `@gari/contract/contact` re-exports them.
 */

/** Texts of the newsletter calls. */
export const NEWSLETTER_MESSAGES = {
  requested: 'Almost done: check your inbox and open the link we sent to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome to the Gari newsletter!',
  alreadyConfirmed: 'Your subscription was already confirmed. You are on the Gari newsletter list.',
  unsubscribed: 'You are unsubscribed and will get no more newsletters from Gari.',
  badConfirmLink: 'This confirmation link is invalid or has expired. Subscribe again to get a new one.',
  badUnsubscribeLink: 'This unsubscribe link is invalid.',
  failed: 'We could not send the confirmation mail right now. Please try again in a moment.',
} as const;
