/**
 * The newsletter with double opt-in (spec §2 Global chrome "newsletter email box with Subscribe";
 * issue #12): `POST /newsletter` keeps a pending subscription and mails a confirm link,
 * `GET /newsletter/confirm?token=` confirms it, `GET /newsletter/unsubscribe?token=` ends it.
 *
 * Tokens: the confirm token is random, stored as its SHA-256, valid {@link NEWSLETTER_CONFIRM_HOURS}
 * hours and replaced by each new request; the unsubscribe token is an HMAC of the email with the
 * server key (so any later mail can carry it), stored as its SHA-256 to be looked up.
 *
 * Nothing half-written: the mail is sent first and the row written after, so a failed mail changes
 * nothing (503); a write that fails after the mail only leaves a link that answers "invalid".
 */
import { createHmac } from 'node:crypto';
import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_MESSAGES, type NewsletterStatus } from '@gari/contract/contact';
import type { Language } from '@gari/contract/locale';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { newsletterSubscriptions, users } from '../db/schema';
import { HttpError } from '../errors';
import { recipientOf } from '../mail/language';
import { NEWSLETTER_TEXTS } from '../mail/texts/newsletter';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** What the confirm and unsubscribe links answer. */
type LinkAnswer = { message: string; data: { status: NewsletterStatus; already?: boolean } };

/** `column` if already set, else `now` (the first time something happened stays). */
const firstTime = (column: AnyPgColumn, now: Date) =>
  sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;

/** 404 for a bad link, naming `token`. */
const badLink = (message: string) => new HttpError(404, message, { token: [message] });

/** The unsubscribe token of `email` (HMAC-SHA-256 with the server key, base64url). */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}

/**
 * The links of a subscription's mail: the site's pages `/newsletter/confirm?token=` and
 * `/newsletter/unsubscribe?token=`, which call the API routes of the same paths and show the answer.
 */
function links(ctx: Ctx, confirmToken: string, email: string) {
  const base = `${ctx.config.appUrl}/newsletter`;
  return {
    confirm: `${base}/confirm?token=${confirmToken}`,
    unsubscribe: `${base}/unsubscribe?token=${unsubscribeToken(ctx.config.jwtSecret, email)}`,
  };
}

/**
 * `POST /newsletter` for `email` (lower case) at `now`. New, pending or unsubscribed: mails a fresh
 * confirm link, then keeps the subscription pending with it. Confirmed: nothing changes and no mail
 * goes out. Answers the same text in every case. Throws 503 when the mail fails (nothing changed).
 * The mail speaks the language of the member with that email if they chose one, else `language` (the
 * visitor's request's, issue #16; see `requestLanguage`), else English.
 */
export async function requestSubscription(
  ctx: Ctx,
  email: string,
  now: Date,
  log?: { error(obj: object, msg: string): void },
  language: Language | null = null,
): Promise<{ message: string }> {
  const [existing] = await ctx.db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (existing?.status === 'confirmed') return { message: NEWSLETTER_MESSAGES.requested };

  const token = newOpaqueToken();
  const link = links(ctx, token, email);
  const [member] = await ctx.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const texts = NEWSLETTER_TEXTS[recipientOf(member, language).language];
  try {
    await ctx.mailer.send({
      to: email,
      subject: texts.confirmSubject,
      text: texts.confirmBody({
        confirm: link.confirm,
        unsubscribe: link.unsubscribe,
        hours: NEWSLETTER_CONFIRM_HOURS,
      }),
      link: link.confirm,
    });
  } catch (error) {
    log?.error({ err: error instanceof Error ? error.message : String(error) }, 'newsletter mail failed');
    throw new HttpError(503, NEWSLETTER_MESSAGES.failed);
  }
  const pending = {
    status: 'pending' as const,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
    requestedAt: now,
    unsubscribedAt: null,
  };
  // One row per email, also when two requests race: the later link wins, a confirmed row stays so.
  await ctx.db
    .insert(newsletterSubscriptions)
    .values({
      email,
      ...pending,
      unsubscribeTokenHash: hashToken(unsubscribeToken(ctx.config.jwtSecret, email)),
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: pending,
      setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
    });
  return { message: NEWSLETTER_MESSAGES.requested };
}

/**
 * `GET /newsletter/confirm?token=`: a pending subscription whose link is still valid becomes
 * confirmed; the same link again answers confirmed with `already: true` and its own text. 404 for an
 * unknown, expired or replaced link, or one of a subscription that was ended since.
 */
export async function confirmSubscription(ctx: Ctx, token: string, now: Date): Promise<LinkAnswer> {
  const [row] = await ctx.db
    .update(newsletterSubscriptions)
    .set({
      status: 'confirmed',
      confirmedAt: firstTime(newsletterSubscriptions.confirmedAt, now),
    })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        or(
          eq(newsletterSubscriptions.status, 'confirmed'),
          and(
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.confirmExpiresAt, now),
          ),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id, confirmedAt: newsletterSubscriptions.confirmedAt });
  if (!row) throw badLink(NEWSLETTER_MESSAGES.badConfirmLink);
  // The first confirmation stamps `now`; an earlier stamp means the link had been opened before.
  const already = row.confirmedAt !== null && row.confirmedAt.getTime() < now.getTime();
  return already
    ? { message: NEWSLETTER_MESSAGES.alreadyConfirmed, data: { status: 'confirmed', already: true } }
    : { message: NEWSLETTER_MESSAGES.confirmed, data: { status: 'confirmed' } };
}

/** `GET /newsletter/unsubscribe?token=`: ends the subscription (idempotent); 404 for an unknown link. */
export async function unsubscribe(ctx: Ctx, token: string, now: Date): Promise<LinkAnswer> {
  const [row] = await ctx.db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: firstTime(newsletterSubscriptions.unsubscribedAt, now),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw badLink(NEWSLETTER_MESSAGES.badUnsubscribeLink);
  return { message: NEWSLETTER_MESSAGES.unsubscribed, data: { status: 'unsubscribed' } };
}
