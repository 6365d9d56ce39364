/**
 * Drizzle tables of the contact form and the newsletter (issue #12; spec §2 Static pages "Contact",
 * Global chrome "newsletter"). Re-exported by `./schema`.
 */
import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialTable, timestamptz } from './columns';

/** A message sent with the contact form; mailed to the team (`CONTACT_TO`) when stored. */
export const contactMessages = serialTable(
  'contact_messages',
  {
    name: text('name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * A newsletter subscription (double opt-in): `pending` until the mailed confirm link is opened
 * (`confirm_token_hash`, SHA-256 of the link's token, valid until `confirm_expires_at`), then
 * `confirmed`; `unsubscribed` by the unsubscribe link (`unsubscribe_token_hash`: SHA-256 of a token
 * derived from the email and the server key, so every mail can carry it). One row per email.
 */
export const newsletterSubscriptions = serialTable(
  'newsletter_subscriptions',
  {
    /** Lower case. */
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_unique').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_unique').on(t.unsubscribeTokenHash),
    check('newsletter_subscriptions_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
