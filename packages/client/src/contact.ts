/**
 * `createContactClient(core)`: the contact form and the newsletter (spec §2 Static pages "Contact",
 * Global chrome "newsletter email box with Subscribe"; issue #12). Every call rejects with an ApiError:
 * 422 naming the field, 429 with the wait, 503 when the mail could not be sent (nothing was kept).
 */
import type {
  ContactAnswer,
  ContactBody,
  NewsletterAnswer,
  NewsletterLinkAnswer,
} from '@gari/contract/contact';
import { contactPaths as p } from '@gari/contract/paths';
import { type Core, whole } from './core';
import { withDerived } from './derive';
import type { GariApi } from './types';

/** Contact part of the client. */
export interface ContactClient {
  /** `POST /contact {name, email, subject, message}`: 201 `{ message, data: { id, received_at } }`. */
  send(body: ContactBody): Promise<ContactAnswer>;
  /** `POST /newsletter {email}`: mails a confirm link (double opt-in); the same `{ message }` for any email. */
  subscribe(email: string): Promise<NewsletterAnswer>;
  /**
   * `GET /newsletter/confirm?token=` (the token of the mailed link to the site page): `{ message, data:
   * { status: 'confirmed', already? } }` (`already` when it was confirmed before); 404 when invalid or expired.
   */
  confirm(token: string): Promise<NewsletterLinkAnswer>;
  /** `GET /newsletter/unsubscribe?token=`: `{ message, data: { status: 'unsubscribed' } }`; 404 when unknown. */
  unsubscribe(token: string): Promise<NewsletterLinkAnswer>;
}

/** Creates the contact part over `core`. */
export function createContactClient(core: Core): GariApi['contact'] {
  const methods: ContactClient = {
    send: (body) => core.call(p.send, { ...whole, body }),
    subscribe: (email) => core.call(p.subscribe, { ...whole, body: { email } }),
    confirm: (token) => core.call(p.confirm, { ...whole, query: { token } }),
    unsubscribe: (token) => core.call(p.unsubscribe, { ...whole, query: { token } }),
  };
  return withDerived(core, p, methods);
}
