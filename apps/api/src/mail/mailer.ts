/**
 * Outgoing mail (issue #2 "Mail"): real SMTP through nodemailer when `SMTP_URL` is set, otherwise the
 * dev outbox (table `outbox` + a log line carrying the link) so verify and reset work locally and in tests.
 */
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** One message. `link` is the call-to-action URL (verification, reset) also written in `text`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Sends mail; rejects when the transport fails. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Minimal logger the mailers write to (Fastify's logger fits). */
export interface MailLog {
  info(obj: object, msg: string): void;
}

/**
 * Dev outbox: stores every message in the `outbox` table (channel 'email') and logs
 * `mail to … : subject` with the link. Read back with `GET /api/v1/dev/outbox?to=`.
 */
export function createOutboxMailer(db: Db, log?: MailLog): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link ?? null,
      });
      log?.info({ to: message.to, link: message.link }, `dev outbox mail: ${message.subject}`);
    },
  };
}

/** SMTP through nodemailer; `url` like `smtp://user:pass@host:587`, `from` like `Gari <no-reply@gari.rw>`. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
