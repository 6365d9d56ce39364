/**
 * The contact form's message to the team (spec §2 Static pages "Contact"; issue #12 `POST /contact`):
 * stored in `contact_messages`, then mailed to `CONTACT_TO` through the app's mailer (SMTP or the dev
 * outbox). When the mail cannot be sent the stored row is removed again, so a failed send leaves
 * nothing behind and the visitor may simply send again.
 */
import { CONTACT_FAILED_MESSAGE } from '@gari/contract/contact';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema';
import { HttpError } from '../errors';

/** A validated contact form (trimmed; email lower case). */
export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Where contact messages go when `CONTACT_TO` is unset: the address the site's footer shows. */
export const DEFAULT_CONTACT_TO = 'hello@gari.rw';

/**
 * Stores `form` and mails it to the team (`config.contactTo`). Answers the stored row's id and time.
 * Throws a 503 {@link HttpError} ({@link CONTACT_FAILED_MESSAGE}) when the mail fails, after deleting
 * the row it stored.
 */
export async function sendContactMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  form: ContactForm,
  log?: { error(obj: object, msg: string): void },
): Promise<{ id: number; receivedAt: Date }> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values(form)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message not stored');
  try {
    await ctx.mailer.send({
      to: ctx.config.contactTo ?? DEFAULT_CONTACT_TO,
      subject: `[Gari contact #${row.id}] ${form.subject}`,
      text:
        `From: ${form.name} <${form.email}>\nReceived: ${row.createdAt.toISOString()}\nSubject: ${form.subject}\n\n` +
        `${form.message}\n\n— Sent with the contact form of Gari. Reply to ${form.email}.\n`,
    });
  } catch (error) {
    await ctx.db.delete(contactMessages).where(eq(contactMessages.id, row.id));
    log?.error({ err: error instanceof Error ? error.message : String(error) }, 'contact mail failed');
    throw new HttpError(503, CONTACT_FAILED_MESSAGE);
  }
  return { id: row.id, receivedAt: row.createdAt };
}
