/**
 * Contact and newsletter routes of the fake backend (issue #12; spec §2 Static pages "Contact",
 * Global chrome "newsletter"): the API's answers and messages in memory — a contact message is kept
 * (201), a newsletter request keeps a pending subscription with a fresh confirm token (the same text
 * for any email), the confirm and unsubscribe tokens work like the mailed links. Bodies and queries are
 * validated with the contract's schemas (422 naming the field). Each scenario has its own store.
 */
import {
  CONTACT_SENT_MESSAGE,
  ContactBody,
  NEWSLETTER_MESSAGES,
  NewsletterBody,
  type NewsletterStatus,
  NewsletterTokenQuery,
} from '@gari/contract/contact';
import { fail, handle, reply } from './handle';
import { parse } from './marketplace';
import type { Scenario } from './scenario';

/** A fake subscription: its state and the tokens its mail would carry. */
export interface FakeSubscription {
  email: string;
  status: NewsletterStatus;
  confirm_token: string | null;
  unsubscribe_token: string;
}

/** What the contact routes keep per scenario (read by tests and stories through {@link contactStore}). */
export interface FakeContactStore {
  messages: (ContactBody & { id: number; received_at: string })[];
  subscriptions: FakeSubscription[];
}

const stores = new WeakMap<Scenario, FakeContactStore>();

/** The contact store of scenario `s` (made on first use). */
export function contactStore(s: Scenario): FakeContactStore {
  let store = stores.get(s);
  if (!store) {
    store = { messages: [], subscriptions: [] };
    stores.set(s, store);
  }
  return store;
}

let tokenCounter = 0;
const newToken = (kind: string) => `${kind}-${Date.now().toString(36)}-${++tokenCounter}`;

/** Every contact and newsletter route. */
export const contactRoutes = [
  handle('POST', '/contact', ({ s, body }) => {
    const form = parse(ContactBody, body);
    const store = contactStore(s);
    const message = { ...form, id: store.messages.length + 1, received_at: s.now().toISOString() };
    store.messages.push(message);
    return reply(201, {
      message: CONTACT_SENT_MESSAGE,
      data: { id: message.id, received_at: message.received_at },
    });
  }),
  handle('POST', '/newsletter', ({ s, body }) => {
    const { email } = parse(NewsletterBody, body);
    const store = contactStore(s);
    const found = store.subscriptions.find((x) => x.email === email);
    if (!found)
      store.subscriptions.push({
        email,
        status: 'pending',
        confirm_token: newToken('confirm'),
        unsubscribe_token: newToken('unsubscribe'),
      });
    else if (found.status !== 'confirmed')
      Object.assign(found, { status: 'pending', confirm_token: newToken('confirm') });
    return { message: NEWSLETTER_MESSAGES.requested };
  }),
  handle('GET', '/newsletter/confirm', ({ s, query }) => {
    const { token } = parse(NewsletterTokenQuery, Object.fromEntries(query.entries()));
    const found = contactStore(s).subscriptions.find(
      (x) => x.confirm_token === token && x.status !== 'unsubscribed',
    );
    if (!found)
      fail(404, NEWSLETTER_MESSAGES.badConfirmLink, { token: [NEWSLETTER_MESSAGES.badConfirmLink] });
    if (found.status === 'confirmed')
      return {
        message: NEWSLETTER_MESSAGES.alreadyConfirmed,
        data: { status: 'confirmed', already: true },
      };
    found.status = 'confirmed';
    return { message: NEWSLETTER_MESSAGES.confirmed, data: { status: 'confirmed' } };
  }),
  handle('GET', '/newsletter/unsubscribe', ({ s, query }) => {
    const { token } = parse(NewsletterTokenQuery, Object.fromEntries(query.entries()));
    const found = contactStore(s).subscriptions.find((x) => x.unsubscribe_token === token);
    if (!found)
      fail(404, NEWSLETTER_MESSAGES.badUnsubscribeLink, { token: [NEWSLETTER_MESSAGES.badUnsubscribeLink] });
    Object.assign(found, { status: 'unsubscribed', confirm_token: null });
    return { message: NEWSLETTER_MESSAGES.unsubscribed, data: { status: 'unsubscribed' } };
  }),
];
