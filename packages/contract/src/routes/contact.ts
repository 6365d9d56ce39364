/**
 * Contact and newsletter routes (spec §2 Static pages / Global chrome; issue #12). Public, limited per IP.
 */
import {
  ContactAnswer,
  ContactBody,
  NEWSLETTER_CONFIRM_HOURS,
  NewsletterAnswer,
  NewsletterBody,
  NewsletterLinkAnswer,
  NewsletterTokenQuery,
} from '../contact';
import { contactPaths as p } from '../paths';
import { tagged } from './route';

const route = tagged(['contact']);
/** Confirm and unsubscribe: the mailed links of the newsletter, the same call but for the action. */
const newsletterLink = {
  query: NewsletterTokenQuery,
  answer: NewsletterLinkAnswer,
  errors: [404, 422],
} as const;

/** Contact and newsletter routes by name. */
export const contactRoutes = {
  send: route(p.send, {
    summary: 'Send a message to the Gari team (spec §2 Contact)',
    description:
      'name, email, subject, message (all required; 422 naming each bad field). Stored and mailed to the ' +
      'team (CONTACT_TO); when the mail cannot be sent nothing is kept and the answer is 503. Limited per IP (429).',
    body: ContactBody,
    answer: ContactAnswer,
    status: 201,
    errors: [422, 429, 503],
  }),
  subscribe: route(p.subscribe, {
    summary: 'Subscribe to the newsletter (double opt-in)',
    description:
      `Keeps a pending subscription and mails a confirm link (valid ${NEWSLETTER_CONFIRM_HOURS} hours). Idempotent ` +
      'per email: again while pending sends a fresh link, an unsubscribed email starts over, a confirmed one ' +
      'stays as it is; the answer is the same in every case. 503 when the mail cannot be sent (nothing ' +
      'changes). Limited per IP (429).',
    body: NewsletterBody,
    answer: NewsletterAnswer,
    errors: [422, 429, 503],
  }),
  confirm: route(p.confirm, {
    summary: 'Confirm a newsletter subscription (the mailed link)',
    description: 'Idempotent. 404 for an unknown, expired or superseded link.',
    ...newsletterLink,
  }),
  unsubscribe: route(p.unsubscribe, {
    summary: 'Unsubscribe from the newsletter (the mailed link)',
    description: 'Idempotent. 404 for an unknown link.',
    ...newsletterLink,
  }),
};
