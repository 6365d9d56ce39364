/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the newsletter's confirm and unsubscribe pages (issue #12; spec §2 Global chrome
 * "a newsletter email box with Subscribe"). The server's own texts (`NEWSLETTER_MESSAGES` of the
 * contract) are shown as they come; these are the pages' titles and links, and the
 * contact and subscribe forms' own failure texts.
 */
import { NEWSLETTER_MESSAGES } from '@gari/contract/contactMessages';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  confirmTitle: 'Newsletter subscription',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  confirming: 'Confirming your subscription…',
  unsubscribing: 'Unsubscribing…',
  confirmedTitle: 'Subscription confirmed',
  confirmed: NEWSLETTER_MESSAGES.confirmed as string,
  alreadyTitle: 'Already confirmed',
  alreadyConfirmed: NEWSLETTER_MESSAGES.alreadyConfirmed as string,
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed as string,
  invalidTitle: 'This link does not work',
  badConfirmLink: NEWSLETTER_MESSAGES.badConfirmLink as string,
  badUnsubscribeLink: NEWSLETTER_MESSAGES.badUnsubscribeLink as string,
  noToken: 'This link is incomplete: it has no token. Open the link from the email again, or copy all of it.',
  failedTitle: 'Something went wrong',
  failed: 'We could not reach Gari. Check your connection and try again.',
  subscribeAgain: 'Subscribe again from the footer of any page, or write to us.',
  home: 'Return to Home',
  contact: 'Contact Us',
  // A failed send of the contact form or the footer's Subscribe (`useContactForms`).
  sendFailed: 'Something went wrong. Please try again.',
  tryAgainIn: (v: { wait: string }) => ` Try again in ${v.wait}.`,
  waitSeconds: (v: { count: number }) => (v.count === 1 ? '1 second' : `${v.count} seconds`),
  waitMinutes: (v: { count: number }) => `${v.count} minutes`,
} satisfies Record<string, CatalogText>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'contact/messages');
