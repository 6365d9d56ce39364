/**
 * Issue #16 Profile and Verify → signed in, on the real database: PATCH /users/me (name, phone in E.164
 * for the member's country, country), POST /users/me/password (wrong current password, register rules,
 * other sessions ended in one go, the caller's kept) and POST /email/verify answering a session.
 */
import type { TokenResponse } from '@gari/contract/auth';
import { OutboxList } from '@gari/contract/dev';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, registerMember, send, uniqueEmail } from '../testing/http';
import { ACCOUNT_MESSAGES } from './account';
import { AUTH_MESSAGES } from './routes';
import { verificationLink } from './service';

describe.each(BACKENDS)('account changes on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const patchMe = (token: string | undefined, body: unknown) =>
    send(t.app, '/api/v1/users/me', { method: 'PATCH', body, ...(token ? { token } : {}) });

  describe('PATCH /users/me', () => {
    it('saves name and phone; a local RW number is stored in E.164; GET /users/me shows them', async () => {
      const m = await registerMember(t.app);
      const res = await patchMe(m.tokens.access_token, { name: '  Aline Uwase ', phone: '0788 123 456' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Aline Uwase', phone: '+250788123456', country: 'RW' });
      const me = await send(t.app, '/api/v1/users/me', { token: m.tokens.access_token });
      expect(me.json().data).toMatchObject({ name: 'Aline Uwase', phone: '+250788123456' });
    });

    it('reads the phone with the new country when the country changes too; "" clears it', async () => {
      const m = await registerMember(t.app);
      const ke = await patchMe(m.tokens.access_token, { country: 'KE', phone: '0712 345 678' });
      expect(ke.statusCode, ke.body).toBe(200);
      expect(ke.json().data).toMatchObject({ country: 'KE', phone: '+254712345678' });
      const cleared = await patchMe(m.tokens.access_token, { phone: '' });
      expect(cleared.json().data.phone).toBeNull();
    });

    it('refuses a phone that is not a mobile number with 422 naming phone, and changes nothing', async () => {
      const m = await registerMember(t.app);
      const res = await patchMe(m.tokens.access_token, { name: 'Never Saved', phone: '0252 123' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { phone: ['Phone: enter a valid mobile number for Rwanda, e.g. +250 788 123 456.'] },
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.email, m.email));
      expect(row?.name).toBe('Test Member');
    });

    it('refuses an empty or too long name, a bad country and an empty body, naming the field', async () => {
      const m = await registerMember(t.app);
      const token = m.tokens.access_token;
      const empty = await patchMe(token, { name: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.name).toEqual(['Name is required.']);
      const long = await patchMe(token, { name: 'x'.repeat(101) });
      expect(long.json().errors.name).toEqual(['Name is too long: at most 100 characters.']);
      const country = await patchMe(token, { country: 'Rwanda' });
      expect(country.statusCode).toBe(422);
      expect(country.json().errors.country).toEqual(expect.arrayContaining([expect.any(String)]));
      const nothing = await patchMe(token, {});
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().errors.name).toEqual([expect.any(String)]);
      const broken = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: { ...m.auth, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().errors.body).toEqual(expect.arrayContaining([expect.any(String)]));
    });

    it('stores the language (issue #16 Locale): null until chosen, then GET /users/me answers it', async () => {
      const m = await registerMember(t.app);
      const before = await send(t.app, '/api/v1/users/me', { token: m.tokens.access_token });
      expect(before.json().data.language).toBeNull();
      const res = await patchMe(m.tokens.access_token, { language: 'rw' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.language).toBe('rw');
      // A new sign-in (another device) reads the stored language from its login answer and /users/me.
      const again = await login(t.app, m.email, m.password);
      expect(again.tokens.user.language).toBe('rw');
      const me = await send(t.app, '/api/v1/users/me', { token: again.tokens.access_token });
      expect(me.json().data.language).toBe('rw');
      // null clears the choice.
      const cleared = await patchMe(again.tokens.access_token, { language: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data.language).toBeNull();
    });

    it('refuses a language it does not speak with 422 naming language, and changes nothing', async () => {
      const m = await registerMember(t.app);
      const res = await patchMe(m.tokens.access_token, { name: 'Never Saved', language: 'de' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.language).toEqual([expect.any(String)]);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, m.email));
      expect(row).toMatchObject({ name: 'Test Member', language: null });
    });

    it('is 401 without a token', async () => {
      const res = await patchMe(undefined, { name: 'Nobody' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('POST /users/me/password', () => {
    const change = (token: string | undefined, body: unknown) =>
      send(t.app, '/api/v1/users/me/password', { body, ...(token ? { token } : {}) });

    it('changes the password, ends every other session and keeps the current one', async () => {
      const m = await registerMember(t.app, { device: 'phone-device-1' });
      const laptop = await login(t.app, m.email, m.password, 'laptop-device-2');
      const tablet = await login(t.app, m.email, m.password, 'tablet-device-3');
      const res = await change(m.tokens.access_token, {
        current_password: m.password,
        password: 'new-kigali-pass',
        password_confirmation: 'new-kigali-pass',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged, sessions_ended: 2 });

      // The caller's session still works; the others are refused, access and refresh alike.
      expect((await send(t.app, '/api/v1/users/me', { token: m.tokens.access_token })).statusCode).toBe(200);
      expect((await send(t.app, '/api/v1/users/me', { token: laptop.tokens.access_token })).statusCode).toBe(
        401,
      );
      const refresh = await send(t.app, '/api/v1/auth/refresh', {
        body: { refresh_token: tablet.tokens.refresh_token, device_id: 'tablet-device-3' },
      });
      expect(refresh.statusCode).toBe(401);
      const live = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, m.tokens.user.id), isNull(sessions.revokedAt)));
      expect(live.map((s) => s.id)).toEqual([m.tokens.session_id]);

      // The new password signs in, the old one no longer does.
      expect(
        (await send(t.app, '/api/v1/auth/login', { body: { email: m.email, password: m.password } }))
          .statusCode,
      ).toBe(401);
      await login(t.app, m.email, 'new-kigali-pass');
    });

    it('refuses a wrong current password with 422 on current_password and changes nothing', async () => {
      const m = await registerMember(t.app);
      const other = await login(t.app, m.email, m.password);
      const res = await change(m.tokens.access_token, {
        current_password: 'not-my-password',
        password: 'new-kigali-pass',
        password_confirmation: 'new-kigali-pass',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { current_password: [ACCOUNT_MESSAGES.wrongCurrentPassword] },
      });
      expect((await send(t.app, '/api/v1/users/me', { token: other.tokens.access_token })).statusCode).toBe(
        200,
      );
      await login(t.app, m.email, m.password);
    });

    it('applies the register rules: short password, mismatch, same as current, missing fields', async () => {
      const m = await registerMember(t.app);
      const token = m.tokens.access_token;
      const short = await change(token, {
        current_password: m.password,
        password: 'short',
        password_confirmation: 'short',
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.password).toEqual(['Password must be at least 8 characters long']);
      const mismatch = await change(token, {
        current_password: m.password,
        password: 'long-enough-1',
        password_confirmation: 'long-enough-2',
      });
      expect(mismatch.json().errors.password_confirmation).toEqual(['Passwords do not match']);
      const same = await change(token, {
        current_password: m.password,
        password: m.password,
        password_confirmation: m.password,
      });
      expect(same.statusCode).toBe(422);
      expect(same.json().errors).toEqual({ password: [ACCOUNT_MESSAGES.samePassword] });
      const empty = await change(token, {});
      expect(Object.keys(empty.json().errors).sort()).toEqual([
        'current_password',
        'password',
        'password_confirmation',
      ]);
    });

    it('is 401 without a token', async () => {
      const res = await change(undefined, {
        current_password: 'whatever-1',
        password: 'new-kigali-pass',
        password_confirmation: 'new-kigali-pass',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /email/verify → signed in (issue #16)', () => {
    async function signUp(next?: string) {
      const email = uniqueEmail('verify');
      const reg = await send(t.app, '/api/v1/register', {
        body: {
          name: 'Verify Me',
          email,
          password: 'verify-pass-1',
          password_confirmation: 'verify-pass-1',
          country: 'RW',
          ...(next ? { next } : {}),
        },
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const outbox = await send(t.app, `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const link = new URL(OutboxList.parse(outbox.json()).data[0]?.link ?? '');
      const body = {
        id: link.searchParams.get('id'),
        hash: link.searchParams.get('hash'),
        expires: link.searchParams.get('expires'),
      };
      return { email, link, body };
    }

    it('mails a link with expires and next; its first use answers a session that reads /users/me', async () => {
      const { email, link, body } = await signUp('/vehicles?tab=fuel');
      expect(link.pathname).toBe('/verify-email');
      expect(Number(link.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
      expect(link.searchParams.get('next')).toBe('/vehicles?tab=fuel');

      const res = await send(t.app, '/api/v1/email/verify', {
        body: { ...body, sign_in: true, device_id: 'verify-device-1' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { message: string; session: TokenResponse };
      expect(answer.message).toBe(AUTH_MESSAGES.verified);
      expect(answer.session).toMatchObject({
        token_type: 'Bearer',
        device_id: 'verify-device-1',
        email_verified: true,
      });
      const me = await send(t.app, '/api/v1/users/me', { token: answer.session.access_token });
      expect(me.json().data).toMatchObject({ email, email_verified_at: expect.any(String) });

      // Used: a second use verifies nothing more and signs no one in.
      const again = await send(t.app, '/api/v1/email/verify', { body: { ...body, sign_in: true } });
      expect(again.json()).toEqual({ message: AUTH_MESSAGES.alreadyVerified, session: null });
    });

    it('without sign_in (the device has a session) it verifies and answers no session', async () => {
      const { body } = await signUp();
      const res = await send(t.app, '/api/v1/email/verify', { body });
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.verified, session: null });
    });

    it('refuses an expired link (403) and a next that leaves the site (422 on next)', async () => {
      const { email } = await signUp();
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error('no user');
      const old = new URL(verificationLink(t, user, { now: Date.now() - 8 * 24 * 3600_000 }));
      const expired = await send(t.app, '/api/v1/email/verify', {
        body: {
          id: old.searchParams.get('id'),
          hash: old.searchParams.get('hash'),
          expires: old.searchParams.get('expires'),
          sign_in: true,
        },
      });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ message: AUTH_MESSAGES.verifyInvalid });
      const [still] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(still?.emailVerifiedAt).toBeNull();

      // The expiry is covered by the hash: moving it forward breaks the link.
      const moved = await send(t.app, '/api/v1/email/verify', {
        body: {
          id: old.searchParams.get('id'),
          hash: old.searchParams.get('hash'),
          expires: Math.floor(Date.now() / 1000) + 3600,
          sign_in: true,
        },
      });
      expect(moved.statusCode).toBe(403);

      const offsite = await send(t.app, '/api/v1/register', {
        body: {
          name: 'Off Site',
          email: uniqueEmail('offsite'),
          password: 'verify-pass-1',
          password_confirmation: 'verify-pass-1',
          country: 'RW',
          next: '//evil.example/x',
        },
      });
      expect(offsite.statusCode).toBe(422);
      expect(offsite.json().errors.next).toEqual(['Next must be a path on this site, such as /vehicles.']);
    });
  });
});
