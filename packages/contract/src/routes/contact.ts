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
import { contactPaths as p, type RoutePath } from '../paths';
import { created } from './parts';
import { tagged, withParts } from './route';

const route = tagged(['contact']);
/**
 * `route` for the forms that mail: 422 naming a bad field, 429 over the per-IP limit, 503 when the mail
 * cannot be sent.
 */
const mailingForm = withParts(route, { errors: [422, 429, 503] });
/** Confirm and unsubscribe: a mailed link of the newsletter (idempotent; `notFound`: the links answered 404). */
const newsletterLink = <const P extends RoutePath>(path: P, summary: string, notFound: string) =>
  route(path, {
    summary,
    description: `Idempotent. 404 for ${notFound}.`,
    query: NewsletterTokenQuery,
    answer: NewsletterLinkAnswer,
    errors: [404, 422],
  });

/** Contact and newsletter routes by name. */
export const contactRoutes = {
  send: mailingForm(p.send, {
    summary: 'Send a message to the Gari team (spec §2 Contact)',
    description:
      'name, email, subject, message (all required; 422 naming each bad field). Stored and mailed to the ' +
      'team (CONTACT_TO); when the mail cannot be sent nothing is kept and the answer is 503. Limited per IP (429).',
    ...created(ContactBody, ContactAnswer),
  }),
  subscribe: mailingForm(p.subscribe, {
    summary: 'Subscribe to the newsletter (double opt-in)',
    description:
      `Keeps a pending subscription and mails a confirm link (valid ${NEWSLETTER_CONFIRM_HOURS} hours). Idempotent ` +
      'per email: again while pending sends a fresh link, an unsubscribed email starts over, a confirmed one ' +
      'stays as it is; the answer is the same in every case. 503 when the mail cannot be sent (nothing ' +
      'changes). Limited per IP (429).',
    body: NewsletterBody,
    answer: NewsletterAnswer,
  }),
  confirm: newsletterLink(
    p.confirm,
    'Confirm a newsletter subscription (the mailed link)',
    'an unknown, expired or superseded link',
  ),
  unsubscribe: newsletterLink(
    p.unsubscribe,
    'Unsubscribe from the newsletter (the mailed link)',
    'an unknown link',
  ),
};
