/**
 * Contact and newsletter (spec §2 Static pages "Contact: form with name, email, subject, message and
 * Send", Global chrome "a newsletter email box with Subscribe"; issue #12): the contact form's message
 * to the team, and the newsletter with double opt-in (a confirm link by mail) and unsubscribe.
 */
import { z } from 'zod';
import { EmailAddress } from './auth';
import { IsoDateTime, MessageBody, MultilineText, Text } from './common';

/** Longest contact message, in characters. */
export const CONTACT_MESSAGE_MAX = 5000;

/** `POST /contact`: every field required (trimmed); 422 naming each bad field. */
export const ContactBody = z.object({
  name: Text.trim().min(1, 'Your name is required.').max(100),
  email: EmailAddress,
  subject: Text.trim().min(1, 'A subject is required.').max(150),
  message: MultilineText.trim()
    .min(1, 'Write your message.')
    .max(CONTACT_MESSAGE_MAX, `Keep the message under ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactBody = z.input<typeof ContactBody>;

/** Answer of `POST /contact` (201): the stored message's id and time, and a text to show. */
export const ContactAnswer = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), received_at: IsoDateTime }),
});
export type ContactAnswer = z.infer<typeof ContactAnswer>;

/** Shown after a contact message was stored and mailed. */
export const CONTACT_SENT_MESSAGE =
  'Thank you! Your message was sent; we usually reply within two working days.';
/** 503 when the message could not be mailed (nothing was kept; the visitor may send it again). */
export const CONTACT_FAILED_MESSAGE =
  'Your message could not be sent right now. Please try again in a moment.';

/** How long a newsletter confirm link works, in hours. */
export const NEWSLETTER_CONFIRM_HOURS = 72;

/** `POST /newsletter`: the email to subscribe (422 naming `email`). */
export const NewsletterBody = z.object({ email: EmailAddress });
export type NewsletterBody = z.input<typeof NewsletterBody>;

/** A newsletter subscription's state. */
export const NewsletterStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type NewsletterStatus = z.infer<typeof NewsletterStatus>;

/**
 * Answer of `POST /newsletter`: always the same text, whether the email was new, pending, already
 * confirmed or unsubscribed before (so the call says nothing about who subscribed).
 */
export const NewsletterAnswer = MessageBody;
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;

/** `GET /newsletter/confirm?token=` and `/unsubscribe?token=`: the token of the mailed link. */
export const NewsletterTokenQuery = z.object({
  token: Text.trim().min(1, 'The link has no token.').max(200),
});
export type NewsletterTokenQuery = z.input<typeof NewsletterTokenQuery>;

/**
 * Answer of the confirm and unsubscribe links: a text to show and the subscription's new state;
 * `already` is true when the link had been used before (the subscription was already confirmed, or
 * already ended) — nothing changed this time.
 */
export const NewsletterLinkAnswer = z.object({
  message: z.string(),
  data: z.object({ status: NewsletterStatus, already: z.boolean().optional() }),
});
export type NewsletterLinkAnswer = z.infer<typeof NewsletterLinkAnswer>;

export { NEWSLETTER_MESSAGES } from './contactMessages';
