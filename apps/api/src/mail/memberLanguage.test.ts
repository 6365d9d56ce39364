/**
 * Issue #16 "in the member's own words and language": every mail and SMS the API sends speaks the
 * recipient's language — a member's stored `users.language` (French here, English as the control), a
 * visitor's request language (`gari_lang` cookie, else `Accept-Language`), staff's own language — with
 * dates, times and money in that locale. One sender per block, on the real API and database.
 */
import type { Language } from '@gari/contract/locale';
import type { Order } from '@gari/contract/marketplace';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, makes, models, outbox, providers, sellers, users } from '../db/schema';
import { clock } from '../providers/time';
import { runDueReminders } from '../reminders/service';
import { DEV_ACCOUNTS } from '../seed/accounts';
import { DEV_SELLER_SLUG } from '../seed/marketplace';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send, uniqueEmail } from '../testing/http';
import { utcDate } from '../vehicles/service';
import type { MailMessage } from './mailer';

/** Monday 2030-01-07, 10:30 in Kigali; bookings are for the next day. */
const NOW = new Date('2030-01-07T08:30:00Z');
const DAY = '2030-01-08';
const realNow = clock.now;
/** Intl's French digit group separator (narrow no-break space). */
const NNBSP = '\u202f';
const FRENCH = { cookie: 'theme=dark; gari_lang=fr' };

describe.each(BACKENDS)('mail and SMS in the member’s language on $name', (backend) => {
  let t: TestApp;
  let remeraId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [remera] = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.slug, 'remera-auto-care'));
    remeraId = remera?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const speaks = (email: string, language: Language | null) =>
    t.database.db.update(users).set({ language }).where(eq(users.email, email));
  const lastOutbox = async (to: string, channel: 'email' | 'sms' = 'email') => {
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.channel, channel)))
      .orderBy(desc(outbox.id))
      .limit(1);
    return row;
  };
  /** A member registered through the API (with `headers` on the sign-up) who speaks `language`. */
  const member = async (language: Language | null) => {
    const m = await registerMember(t.app);
    await speaks(m.email, language);
    return m;
  };

  describe('account mails (verify, reset)', () => {
    it('verification: the sign-up page’s language for a new member; the stored language after', async () => {
      const email = uniqueEmail('verify');
      const body = { name: 'Aline', email, password: 'correct horse battery', country: 'RW' };
      const reg = await send(t.app, '/api/v1/register', {
        body: { ...body, password_confirmation: body.password },
        headers: FRENCH,
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const fr = await lastOutbox(email);
      expect(fr?.subject).toBe('Confirmez votre adresse e-mail');
      expect(fr?.text).toContain('Bonjour Aline,\n\nBienvenue sur Gari !');
      expect(fr?.text).toContain(fr?.link);

      const plain = await registerMember(t.app);
      expect((await lastOutbox(plain.email))?.subject).toBe('Verify your email address');

      // Resent: the stored language wins over the request's.
      await speaks(plain.email, 'fr');
      const resent = await send(t.app, '/api/v1/email/verification-notification', {
        method: 'POST',
        token: plain.tokens.access_token,
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect((await lastOutbox(plain.email))?.subject).toBe('Confirmez votre adresse e-mail');
      await speaks(plain.email, 'en');
      await send(t.app, '/api/v1/email/verification-notification', {
        method: 'POST',
        token: plain.tokens.access_token,
        headers: FRENCH,
      });
      const en = await lastOutbox(plain.email);
      expect(en?.subject).toBe('Verify your email address');
      expect(en?.text).toContain('Hi Test Member,\n\nWelcome to Gari!');
    });

    it('password reset: French for a French member, English for an English one', async () => {
      const fr = await member('fr');
      await send(t.app, '/api/v1/password/forgot', { body: { email: fr.email } });
      const frMail = await lastOutbox(fr.email);
      expect(frMail?.subject).toBe('Réinitialisez votre mot de passe');
      expect(frMail?.text).toContain('il expire dans 60 minutes');
      expect(frMail?.text).toContain(frMail?.link);

      const en = await member('en');
      await send(t.app, '/api/v1/password/forgot', { body: { email: en.email }, headers: FRENCH });
      const enMail = await lastOutbox(en.email);
      expect(enMail?.subject).toBe('Reset your password');
      expect(enMail?.text).toContain('it expires in 60 minutes');
    });
  });

  describe('newsletter confirm mail', () => {
    it('speaks the visitor’s cookie or Accept-Language, else English; a French member’s email, French', async () => {
      const subscribe = (email: string, headers: Record<string, string> = {}) =>
        send(t.app, '/api/v1/newsletter', { body: { email }, headers });
      const byCookie = uniqueEmail('news');
      expect((await subscribe(byCookie, FRENCH)).statusCode).toBe(200);
      const mail = await lastOutbox(byCookie);
      expect(mail?.subject).toBe('Confirmez votre abonnement à la newsletter de Gari');
      expect(mail?.text).toContain('(il est valable 72 heures)');
      expect(mail?.text).toContain('Désabonnez-vous à tout moment : http://gari.test/newsletter/unsubscribe');

      const byHeader = uniqueEmail('news');
      await subscribe(byHeader, { 'accept-language': 'de-DE, fr-RW;q=0.8, en;q=0.5' });
      expect((await lastOutbox(byHeader))?.subject).toBe(
        'Confirmez votre abonnement à la newsletter de Gari',
      );

      const plain = uniqueEmail('news');
      await subscribe(plain);
      expect((await lastOutbox(plain))?.subject).toBe('Confirm your Gari newsletter subscription');

      const fr = await member('fr');
      await subscribe(fr.email);
      expect((await lastOutbox(fr.email))?.subject).toBe(
        'Confirmez votre abonnement à la newsletter de Gari',
      );
    });
  });

  describe('booking notices', () => {
    let staff: Member;
    beforeAll(async () => {
      staff = await login(t.app, 'staff.remera@gari.rw', STAFF_PASSWORD);
    });
    beforeEach(() => {
      clock.now = () => NOW;
    });
    afterEach(async () => {
      clock.now = realNow;
      await speaks('staff.remera@gari.rw', null);
    });
    const book = async (time: string, extra: Record<string, unknown>, token?: string, headers = {}) => {
      const res = await send(t.app, '/api/v1/bookings', {
        body: {
          provider_type: 'garage',
          provider_id: remeraId,
          date: DAY,
          time,
          service: 'Brake Service',
          ...extra,
        },
        headers,
        ...(token ? { token } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().booking_id as string;
    };
    const partner = (ref: string, action: 'accept' | 'decline' | 'complete', body?: unknown) =>
      send(t.app, `/api/v1/partner/bookings/${ref}/${action}`, {
        method: 'POST',
        token: staff.tokens.access_token,
        ...(body === undefined ? {} : { body }),
      });

    it('accept and complete: a French member’s mail in French with French date and money', async () => {
      const fr = await member('fr');
      const ref = await book('09:00', {}, fr.tokens.access_token);
      expect((await partner(ref, 'accept')).json().notification).toBe('email');
      expect(await lastOutbox(fr.email)).toMatchObject({
        subject: `Votre réservation ${ref} a été acceptée`,
        text: `Gari : Remera Auto Care a accepté votre réservation ${ref} du 8 janv. 2030 à 09:00.`,
      });
      const done = await partner(ref, 'complete', { final_price: 30_000, message: 'Plaquettes changées.' });
      expect(done.statusCode, done.body).toBe(200);
      const mail = await lastOutbox(fr.email);
      expect(mail?.subject).toBe(`Votre réservation ${ref} est terminée`);
      expect(mail?.text).toBe(
        `Gari : Remera Auto Care a terminé votre réservation ${ref}. Prix final : 30${NNBSP}000 RWF. ` +
          `Enregistrez-la comme dépense de réparation : http://gari.test/bookings?log=${ref} ` +
          'Remera Auto Care: Plaquettes changées.',
      );
    });

    it('an English member gets English, whatever the request’s language', async () => {
      const en = await member('en');
      const ref = await book('10:00', {}, en.tokens.access_token, FRENCH);
      await partner(ref, 'decline');
      expect(await lastOutbox(en.email)).toMatchObject({
        subject: `Your booking ${ref} was declined`,
        text: `Gari: Remera Auto Care declined your booking ${ref} for 8 Jan 2030 10:00.`,
      });
    });

    it('a visitor’s SMS speaks the language of the request that booked; none named: English', async () => {
      const ref = await book('11:00', { full_name: 'Visiteur', phone: '0788 400 001' }, undefined, FRENCH);
      await partner(ref, 'accept');
      expect((await lastOutbox('+250788400001', 'sms'))?.text).toBe(
        `Gari : Remera Auto Care a accepté votre réservation ${ref} du 8 janv. 2030 à 11:00.`,
      );
      const plain = await book('12:00', { full_name: 'Visitor', phone: '0788 400 002' });
      await partner(plain, 'accept');
      expect((await lastOutbox('+250788400002', 'sms'))?.text).toBe(
        `Gari: Remera Auto Care accepted your booking ${plain} for 8 Jan 2030 12:00.`,
      );
    });

    it('new booking: staff mail in the staff member’s language, the garage’s SMS in English', async () => {
      await speaks('staff.remera@gari.rw', 'fr');
      const ref = await book('13:00', { full_name: 'Client Un', phone: '0788 400 003' });
      const mail = await lastOutbox('staff.remera@gari.rw');
      expect(mail?.subject).toBe(`Nouvelle réservation ${ref} : Brake Service le 8 janv. 2030 à 13:00`);
      expect(mail?.text).toBe(
        `Gari : nouvelle réservation ${ref} chez Remera Auto Care : Brake Service, le 8 janv. 2030 à 13:00, ` +
          'de Client Un. Acceptez-la ou refusez-la dans la console partenaire.\n\nhttp://gari.test/partner',
      );
      expect((await lastOutbox('+250788314527', 'sms'))?.text).toBe(
        `Gari: new booking ${ref} at Remera Auto Care: Brake Service, 8 Jan 2030 13:00, from Client Un. ` +
          'Accept or decline it in the partner console.',
      );
      await speaks('staff.remera@gari.rw', 'en');
      const again = await book('14:00', { full_name: 'Client Deux', phone: '0788 400 004' });
      expect((await lastOutbox('staff.remera@gari.rw'))?.subject).toBe(
        `New booking ${again}: Brake Service on 8 Jan 2030 14:00`,
      );
    });
  });

  describe('service reminders', () => {
    it('French for a French member (label, words, km and date), English for an English one', async () => {
      const [swift] = await t.database.db
        .select({ makeId: makes.id, modelId: models.id })
        .from(models)
        .innerJoin(makes, eq(makes.id, models.makeId))
        .where(and(eq(makes.name, 'Suzuki'), eq(models.name, 'Swift')));
      const dueCar = async (m: Member) => {
        const res = await send(t.app, '/api/v1/vehicles', {
          body: { make_id: swift?.makeId, model_id: swift?.modelId, year: 2016, mileage: 100_000 },
          token: m.tokens.access_token,
        });
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().data.id as number;
        await send(t.app, `/api/v1/vehicles/${id}/refuels`, {
          body: { date: utcDate(), liters: 40, total_cost: 64_000, odometer_km: 105_100 },
          token: m.tokens.access_token,
        });
      };
      const fr = await member('fr');
      const en = await member('en');
      await dueCar(fr);
      await dueCar(en);
      const mails: MailMessage[] = [];
      await runDueReminders(t.database.db, {
        mailer: {
          async send(message) {
            mails.push(message);
          },
        },
      });
      const frMail = mails.find((m) => m.to === fr.email);
      expect(frMail?.subject).toBe('Vidange à faire : 2016 Suzuki Swift');
      expect(frMail?.text).toMatch(
        new RegExp(
          `^Gari : Vidange à faire pour votre 2016 Suzuki Swift \\(à 105${NNBSP}000 km ou le \\d{1,2} \\S+ \\d{4}\\)\\.\\n\\n` +
            'Marquez-le comme fait ou changez l’intervalle sur la page de la voiture\\.$',
        ),
      );
      const enMail = mails.find((m) => m.to === en.email);
      expect(enMail?.subject).toBe('Oil change due: 2016 Suzuki Swift');
      expect(enMail?.text).toMatch(
        /^Gari: Oil change is due for your 2016 Suzuki Swift \(at 105,000 km or \d{1,2} [A-Z][a-z]{2} \d{4}\)\./,
      );
    });
  });

  describe('spareshop notices', () => {
    it('buyer and seller each in their own language, the total in their locale; the payment prompt too', async () => {
      const dev = DEV_ACCOUNTS[1];
      if (!dev) throw new Error('no dev seller');
      const seller = await login(t.app, dev.email, dev.password);
      const [shop] = await t.database.db.select().from(sellers).where(eq(sellers.slug, DEV_SELLER_SLUG));
      const [part] = await t.database.db
        .select()
        .from(listings)
        .where(and(eq(listings.sellerId, shop?.id ?? 0), eq(listings.kind, 'part')))
        .limit(1);
      if (!part || !shop) throw new Error('dev seller has no listing');
      await t.database.db.update(listings).set({ stock: 5 }).where(eq(listings.id, part.id));
      const buyer = await member('fr');
      await speaks(dev.email, 'en');
      const orderOf = async (method: 'cash' | 'momo', phone: string) => {
        const res = await send(t.app, '/api/v1/orders', {
          body: {
            items: [{ listing_id: part.id, quantity: 1 }],
            payment_method: method,
            phone,
            full_name: 'Amina Uwase',
            delivery_address: 'KG 7 Ave 12, Kigali',
            delivery_city: 'Kigali',
          },
          token: buyer.tokens.access_token,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as Order;
      };
      const placed = await orderOf('cash', '0788 400 010');
      const total = part.priceMinor / 10 ** part.currencyExponent;
      const frTotal = `${total.toLocaleString('fr-RW').replace(/\s/g, NNBSP)} ${part.currency}`;
      const enTotal = `${part.currency} ${total.toLocaleString('en-RW')}`;
      const buyerMail = await lastOutbox(buyer.email);
      expect(buyerMail?.subject).toBe(`Commande n° ${placed.id} passée`);
      expect(buyerMail?.text).toBe(
        `Commande n° ${placed.id} passée : ${frTotal}, désormais confirmée.\nhttp://gari.test/orders/${placed.id}`,
      );
      expect((await lastOutbox('+250788400010', 'sms'))?.text).toBe(
        `Gari : Commande n° ${placed.id} passée (${frTotal}). http://gari.test/orders/${placed.id}`,
      );
      const sellerMail = await lastOutbox(dev.email);
      expect(sellerMail?.subject).toBe(`Order #${placed.id} placed`);
      expect(sellerMail?.text).toBe(
        `Order #${placed.id} placed: ${enTotal}, now confirmed.\nhttp://gari.test/orders/${placed.id}`,
      );

      // The seller completes it: each told again in their language.
      const done = await send(t.app, `/api/v1/marketplace/orders/${placed.id}/status`, {
        body: { status: 'completed' },
        token: seller.tokens.access_token,
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((await lastOutbox(buyer.email))?.subject).toBe(`Commande n° ${placed.id} : terminée`);
      expect((await lastOutbox(dev.email))?.subject).toBe(`Order #${placed.id} completed`);

      // The mobile money simulator's prompt to a French buyer.
      const momo = await orderOf('momo', '0788 400 011');
      const link = `http://gari.test/api/v1/payments/simulator/${momo.payment?.reference}/decision`;
      const [prompt] = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, buyer.email), eq(outbox.link, link)));
      expect(prompt?.subject).toMatch(/^Demande de paiement mobile : /);
      expect(prompt?.text).toContain(`Demande de paiement simulée de ${frTotal} depuis le `);
      expect(prompt?.text).toContain(`Accepter: POST ${link} {"decision":"approve"}`);
      await speaks(dev.email, null);
    });
  });
});
