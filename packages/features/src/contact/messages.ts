/**
 * English texts of the newsletter's confirm and unsubscribe pages (issue #12; spec §2 Global chrome
 * "a newsletter email box with Subscribe"). The server's own texts (`NEWSLETTER_MESSAGES` of the
 * contract) are shown as they come; these are the pages' titles and links.
 */
import { NEWSLETTER_MESSAGES } from '@gari/contract/contact';
import { createTranslator } from '../shared/messages';

const en = {
  confirmTitle: 'Newsletter subscription',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  confirming: 'Confirming your subscription…',
  unsubscribing: 'Unsubscribing…',
  confirmedTitle: 'Subscription confirmed',
  confirmed: NEWSLETTER_MESSAGES.confirmed,
  alreadyTitle: 'Already confirmed',
  alreadyConfirmed: NEWSLETTER_MESSAGES.alreadyConfirmed,
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
  invalidTitle: 'This link does not work',
  badConfirmLink: NEWSLETTER_MESSAGES.badConfirmLink,
  badUnsubscribeLink: NEWSLETTER_MESSAGES.badUnsubscribeLink,
  noToken: 'This link is incomplete: it has no token. Open the link from the email again, or copy all of it.',
  failedTitle: 'Something went wrong',
  failed: 'We could not reach Gari. Check your connection and try again.',
  subscribeAgain: 'Subscribe again from the footer of any page, or write to us.',
  home: 'Return to Home',
  contact: 'Contact Us',
};

/** The newsletter pages' translator. */
export const t = createTranslator({ en });
