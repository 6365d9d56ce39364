/**
 * Contact form and newsletter (issue #12; spec §2 Static pages "Contact", Global chrome "newsletter"):
 * `POST /contact` stores the message and mails it to the team, 422 naming each bad field, nothing
 * kept when the mail fails (503), limited per IP; `POST /newsletter` with double opt-in — a pending
 * subscription and a confirm link by mail, idempotent per email, the confirm and unsubscribe links,
 * expired and replaced links refused, nothing changed when the mail fails, limited per IP.
 */
import { CONTACT_FAILED_MESSAGE, NEWSLETTER_MESSAGES } from '@gari/contract/contact';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions, outbox } from '../db/schema';
import { createOutboxMailer, type Mailer } from '../mail/mailer';
import { clock } from '../providers/time';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { uniqueEmail } from '../testing/http';
import { DEFAULT_CONTACT_TO } from './contact';

let ipCounter = 0;
/** A fresh client address, so each test has its own per-IP budget. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(BACKENDS)('contact and newsletter on $name', (backend) => {
  let t: TestApp;
  /** When true the mailer fails (an SMTP outage). */
  let mailDown = false;
  const mailer: Mailer = {
    async send(message) {
      if (mailDown) throw new Error('SMTP connection refused');
      await createOutboxMailer(t.database.db).send(message);
    },
  };
  const post = (url: string, body: unknown, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: body as object, remoteAddress: ip });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const countOf = async (table: typeof contactMessages | typeof newsletterSubscriptions) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const mailsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  const subscription = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];
  /**
   * The confirm and unsubscribe links of the newest mail to `email`: site pages
   * (`{appUrl}/newsletter/confirm?token=`, not the API), whose paths are the API's under /api/v1.
   */
  const linksOf = async (email: string) => {
    const [mail] = await mailsTo(email);
    if (!mail?.link) throw new Error(`no newsletter mail to ${email}`);
    expect(mail.link).not.toContain('/api/');
    const confirm = /^https?:\/\/[^/]+(\/newsletter\/confirm\?token=\S+)$/.exec(mail.link)?.[1];
    const unsubscribe = /https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    if (!confirm || !unsubscribe) throw new Error('no confirm or unsubscribe link');
    expect(mail.text).toContain(mail.link);
    return { confirm, unsubscribe };
  };

  beforeAll(async () => {
    t = await createTestApp(backend, {
      mailer,
      config: {
        contact: {
          limits: { messages: { max: 3, timeWindow: 60_000 }, newsletter: { max: 4, timeWindow: 60_000 } },
        },
      },
    });
  }, 120_000);
  afterAll(() => t?.close());
  afterEach(() => {
    mailDown = false;
    clock.now = () => new Date();
  });

  describe('POST /contact', () => {
    const form = {
      name: '  Aline Uwase ',
      email: 'Aline.Uwase@Example.test',
      subject: 'Listing my garage',
      message: 'Hello,\nI run a garage in Huye and would like to list it on Gari.\nThanks',
    };

    it('stores the message and mails it to the team', async () => {
      const res = await post('/contact', form);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.message).toMatch(/^Thank you!/);
      const [row] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, body.data.id));
      expect(row).toMatchObject({
        name: 'Aline Uwase',
        email: 'aline.uwase@example.test',
        subject: 'Listing my garage',
        message: form.message,
      });
      expect(body.data.received_at).toBe(row?.createdAt.toISOString());
      const [mail] = await mailsTo(DEFAULT_CONTACT_TO);
      expect(mail?.subject).toBe(`[Gari contact #${body.data.id}] Listing my garage`);
      expect(mail?.text).toContain('From: Aline Uwase <aline.uwase@example.test>');
      expect(mail?.text).toContain('I run a garage in Huye');
    });

    it('answers 422 naming each bad field and keeps nothing', async () => {
      const before = await countOf(contactMessages);
      const res = await post('/contact', {
        name: '   ',
        email: 'not-an-email',
        subject: 'x'.repeat(151),
        message: 'y'.repeat(5001),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
      const missing = await post('/contact', { name: 'A', email: 'a@b.test', subject: 'S' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.message).toEqual(['The message field is required.']);
      expect(await countOf(contactMessages)).toBe(before);
    });

    it('keeps nothing and answers 503 when the mail cannot be sent', async () => {
      const before = await countOf(contactMessages);
      const mailsBefore = (await mailsTo(DEFAULT_CONTACT_TO)).length;
      mailDown = true;
      const res = await post('/contact', form);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(CONTACT_FAILED_MESSAGE);
      expect(await countOf(contactMessages)).toBe(before);
      mailDown = false;
      const again = await post('/contact', form);
      expect(again.statusCode).toBe(201);
      expect(await countOf(contactMessages)).toBe(before + 1);
      expect(await mailsTo(DEFAULT_CONTACT_TO)).toHaveLength(mailsBefore + 1);
    });

    it('limits messages per IP with 429 and Retry-After', async () => {
      const ip = freshIp();
      // Refused forms do not count.
      for (let i = 0; i < 2; i++)
        expect((await post('/contact', { ...form, email: 'x' }, ip)).statusCode).toBe(422);
      for (let i = 0; i < 3; i++) expect((await post('/contact', form, ip)).statusCode).toBe(201);
      const over = await post('/contact', form, ip);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own budget.
      expect((await post('/contact', form, freshIp())).statusCode).toBe(201);
    });
  });

  describe('newsletter', () => {
    it('keeps a pending subscription, mails a confirm link, and confirms it once opened', async () => {
      const email = uniqueEmail('news');
      const res = await post('/newsletter', { email });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.requested });
      expect(await subscription(email)).toMatchObject({ status: 'pending', confirmedAt: null });
      const links = await linksOf(email);
      const confirmed = await get(links.confirm);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({
        message: NEWSLETTER_MESSAGES.confirmed,
        data: { status: 'confirmed' },
      });
      const row = await subscription(email);
      expect(row?.status).toBe('confirmed');
      // Opening the link again changes nothing, and says so.
      const again = await get(links.confirm);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        message: NEWSLETTER_MESSAGES.alreadyConfirmed,
        data: { status: 'confirmed', already: true },
      });
      expect((await subscription(email))?.confirmedAt).toEqual(row?.confirmedAt);
    });

    it('is idempotent per email: one row, a fresh link replacing the old, nothing new once confirmed', async () => {
      const email = uniqueEmail('twice');
      expect((await post('/newsletter', { email })).statusCode).toBe(200);
      const first = await linksOf(email);
      expect((await post('/newsletter', { email: email.toUpperCase() })).statusCode).toBe(200);
      const second = await linksOf(email);
      expect(second.confirm).not.toBe(first.confirm);
      expect(second.unsubscribe).toBe(first.unsubscribe);
      const rows = await t.database.db
        .select({ n: count() })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      expect(rows[0]?.n).toBe(1);
      expect((await get(first.confirm)).statusCode).toBe(404);
      expect((await get(second.confirm)).statusCode).toBe(200);
      const mails = (await mailsTo(email)).length;
      const again = await post('/newsletter', { email });
      expect(again.json()).toEqual({ message: NEWSLETTER_MESSAGES.requested });
      expect(await mailsTo(email)).toHaveLength(mails);
      expect((await subscription(email))?.status).toBe('confirmed');
    });

    it('unsubscribes with the mailed link (idempotent) and can subscribe again', async () => {
      const email = uniqueEmail('leave');
      await post('/newsletter', { email });
      const links = await linksOf(email);
      await get(links.confirm);
      const res = await get(links.unsubscribe);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: NEWSLETTER_MESSAGES.unsubscribed,
        data: { status: 'unsubscribed' },
      });
      const row = await subscription(email);
      expect(row?.status).toBe('unsubscribed');
      expect((await get(links.unsubscribe)).statusCode).toBe(200);
      expect((await subscription(email))?.unsubscribedAt).toEqual(row?.unsubscribedAt);
      // The old confirm link does not subscribe again; a new request does (double opt-in again).
      expect((await get(links.confirm)).statusCode).toBe(404);
      await post('/newsletter', { email });
      expect((await subscription(email))?.status).toBe('pending');
      expect((await get((await linksOf(email)).confirm)).statusCode).toBe(200);
    });

    it('refuses expired and unknown links naming token', async () => {
      const email = uniqueEmail('late');
      await post('/newsletter', { email });
      const links = await linksOf(email);
      clock.now = () => new Date(Date.now() + 73 * 3_600_000);
      const late = await get(links.confirm);
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({
        message: NEWSLETTER_MESSAGES.badConfirmLink,
        errors: { token: [NEWSLETTER_MESSAGES.badConfirmLink] },
      });
      expect((await subscription(email))?.status).toBe('pending');
      expect((await get('/newsletter/unsubscribe?token=nope')).statusCode).toBe(404);
      expect((await get('/newsletter/confirm?token=nope')).statusCode).toBe(404);
      const missing = await get('/newsletter/confirm');
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['token']);
    });

    it('changes nothing and answers 503 when the confirm mail cannot be sent', async () => {
      const fresh = uniqueEmail('down');
      const before = await countOf(newsletterSubscriptions);
      mailDown = true;
      const res = await post('/newsletter', { email: fresh });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(NEWSLETTER_MESSAGES.failed);
      expect(await countOf(newsletterSubscriptions)).toBe(before);
      // A pending subscription keeps its link when a new request's mail fails.
      mailDown = false;
      const pending = uniqueEmail('keep');
      await post('/newsletter', { email: pending });
      const links = await linksOf(pending);
      mailDown = true;
      expect((await post('/newsletter', { email: pending })).statusCode).toBe(503);
      mailDown = false;
      expect((await get(links.confirm)).statusCode).toBe(200);
    });

    it('answers 422 naming email and limits requests per IP', async () => {
      const bad = await post('/newsletter', { email: 'nobody' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['email']);
      const ip = freshIp();
      for (let i = 0; i < 4; i++)
        expect((await post('/newsletter', { email: uniqueEmail('ip') }, ip)).statusCode).toBe(200);
      const over = await post('/newsletter', { email: uniqueEmail('ip') }, ip);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    });
  });
});
