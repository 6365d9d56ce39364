import type { TokenResponse } from '@gari/contract/auth';
import { OutboxList } from '@gari/contract/dev';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sessions } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, registerMember, send, uniqueEmail } from '../testing/http';
import { REFRESH_GRACE_MS } from './grace';
import { AUTH_LIMITS, AUTH_MESSAGES } from './routes';

describe.each(BACKENDS)('accounts on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The newest dev-outbox mail for `email`. */
  async function lastMail(email: string) {
    const res = await send(t.app, `/api/v1/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const list = OutboxList.parse(res.json());
    return list.data[0];
  }

  it('registers, mails a verification link, verifies, logs in and reads /users/me', async () => {
    const email = uniqueEmail('flow');
    const reg = await send(t.app, '/api/v1/register', {
      body: {
        name: 'Amani Flow',
        email: email.toUpperCase(),
        password: 'secret-pass',
        password_confirmation: 'secret-pass',
        country: 'KE',
      },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({
      message: AUTH_MESSAGES.registered,
      user: { email, name: 'Amani Flow', country: 'KE', email_verified_at: null },
    });

    // Unverified login is a pass with email_verified: false.
    const before = await send(t.app, '/api/v1/auth/login', {
      body: { email, password: 'secret-pass', device_id: 'device-flow-1' },
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      email_verified: false,
      token_type: 'Bearer',
      device_id: 'device-flow-1',
    });

    const mail = await lastMail(email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.link).toMatch(/^http:\/\/gari\.test\/verify-email\?id=\d+&hash=/);
    const link = new URL(mail?.link ?? '');
    expect(mail?.text).toContain(mail?.link);

    const wrong = await send(t.app, '/api/v1/email/verify', {
      body: { id: link.searchParams.get('id'), hash: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.verifyInvalid });

    const ok = await send(t.app, '/api/v1/email/verify', {
      body: {
        id: link.searchParams.get('id'),
        hash: link.searchParams.get('hash'),
        expires: link.searchParams.get('expires'),
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MESSAGES.verified, session: null });

    const after = await send(t.app, '/api/v1/login', { body: { email, password: 'secret-pass' } });
    expect(after.statusCode).toBe(200);
    const tokens = after.json() as TokenResponse;
    expect(tokens.email_verified).toBe(true);
    expect(tokens.expires_in).toBe(900);
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await send(t.app, '/api/v1/users/me', { token: tokens.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, name: 'Amani Flow' });
    expect(me.json().data.email_verified_at).toEqual(expect.any(String));

    // The spec's fallback path answers the same member, behind the same bearer (§7).
    const fallback = await send(t.app, '/api/v1/test/users/me', {
      method: 'GET',
      token: tokens.access_token,
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual(me.json());
    expect((await send(t.app, '/api/v1/test/users/me', { method: 'GET' })).statusCode).toBe(401);
  });

  it('refuses a duplicate email with 422 on email', async () => {
    const m = await registerMember(t.app);
    const again = await send(t.app, '/api/v1/register', {
      body: {
        name: 'Twin',
        email: m.email,
        password: 'another-pass',
        password_confirmation: 'another-pass',
        country: 'RW',
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('rejects mismatched confirmation and short passwords with the spec texts', async () => {
    const res = await send(t.app, '/api/v1/register', {
      body: {
        name: 'X',
        email: uniqueEmail(),
        password: 'short',
        password_confirmation: 'other',
        country: 'RW',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Password must be at least 8 characters long']);
    const mismatch = await send(t.app, '/api/v1/register', {
      body: {
        name: 'X',
        email: uniqueEmail(),
        password: 'long-enough',
        password_confirmation: 'long-enougH',
        country: 'RW',
      },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });

  it('answers wrong credentials with 401 and the spec message', async () => {
    const m = await registerMember(t.app);
    const res = await send(t.app, '/api/v1/auth/login', {
      body: { email: m.email, password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password' });
    const unknown = await send(t.app, '/api/v1/auth/login', {
      body: { email: uniqueEmail('ghost'), password: 'whatever1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('rotates the refresh token on every use and revokes the session when a rotated one is reused', async () => {
    const m = await registerMember(t.app, { device: 'device-rotate-1' });
    const first = m.tokens.refresh_token;
    const r1 = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: first, device_id: 'device-rotate-1' },
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json() as TokenResponse;
    expect(second.refresh_token).not.toBe(first);
    expect(second.session_id).toBe(m.tokens.session_id);
    expect((await send(t.app, '/api/v1/users/me', { token: second.access_token })).statusCode).toBe(200);

    // Bound to the device: the right token from another device is refused (and does not rotate).
    const otherDevice = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: second.refresh_token, device_id: 'device-rotate-2' },
    });
    expect(otherDevice.statusCode).toBe(401);

    // Reusing the rotated token after the grace window revokes the whole session.
    await t.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1_000) })
      .where(eq(sessions.id, m.tokens.session_id));
    const reuse = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: first, device_id: 'device-rotate-1' },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: AUTH_MESSAGES.refreshReused });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, m.tokens.session_id));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    // The current token of that session no longer works, nor does its access token.
    const afterReuse = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: second.refresh_token, device_id: 'device-rotate-1' },
    });
    expect(afterReuse.statusCode).toBe(401);
    expect((await send(t.app, '/api/v1/users/me', { token: second.access_token })).statusCode).toBe(401);

    const garbage = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: 'nope', device_id: 'device-rotate-1' },
    });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual({ message: AUTH_MESSAGES.refreshInvalid });
  });

  it('gives two concurrent refreshes with one token from the same device the same new pair (grace window)', async () => {
    const m = await registerMember(t.app, { device: 'device-race-1' });
    const body = { refresh_token: m.tokens.refresh_token, device_id: 'device-race-1' };
    const results = await Promise.all([
      send(t.app, '/api/v1/auth/refresh', { body }),
      send(t.app, '/api/v1/auth/refresh', { body }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json() as TokenResponse);
    expect(a?.refresh_token).toBe(b?.refresh_token);
    expect(a?.refresh_token).not.toBe(m.tokens.refresh_token);
    expect(a?.session_id).toBe(m.tokens.session_id);

    // A third tab a moment later gets the same pair too; the new token keeps working and rotates on.
    const late = await send(t.app, '/api/v1/auth/refresh', { body });
    expect(late.statusCode).toBe(200);
    expect((late.json() as TokenResponse).refresh_token).toBe(a?.refresh_token);
    expect(
      (await send(t.app, '/api/v1/users/me', { token: (late.json() as TokenResponse).access_token }))
        .statusCode,
    ).toBe(200);
    const next = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: a?.refresh_token, device_id: 'device-race-1' },
    });
    expect(next.statusCode).toBe(200);
    // Once the successor itself was rotated, the first token is no longer a repeat: refused.
    const stale = await send(t.app, '/api/v1/auth/refresh', { body });
    expect(stale.statusCode).toBe(401);
  });

  it('revokes the session when the just-rotated token comes back from another device, even in the window', async () => {
    const m = await registerMember(t.app, { device: 'device-grace-1' });
    const first = m.tokens.refresh_token;
    const rotated = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: first, device_id: 'device-grace-1' },
    });
    expect(rotated.statusCode).toBe(200);
    const stolen = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: first, device_id: 'device-grace-thief' },
    });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ message: AUTH_MESSAGES.refreshReused });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, m.tokens.session_id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const owner = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: (rotated.json() as TokenResponse).refresh_token, device_id: 'device-grace-1' },
    });
    expect(owner.statusCode).toBe(401);
  });

  it('refuses a revoked session access token at once, lists sessions with current, and 404s others', async () => {
    const m = await registerMember(t.app, { device: 'device-list-1' });
    const second = await login(t.app, m.email, m.password, 'device-list-2');
    const list = await send(t.app, '/api/v1/auth/sessions', { token: m.tokens.access_token });
    expect(list.statusCode).toBe(200);
    const data = list.json().data as Array<{
      id: number;
      device_id: string;
      current: boolean;
      ip_address: string;
    }>;
    expect(data.map((s) => s.device_id).sort()).toEqual(['device-list-1', 'device-list-2']);
    expect(data.find((s) => s.current)?.id).toBe(m.tokens.session_id);
    expect(data[0]?.ip_address).toBe('127.0.0.1');

    // Revoke the second device from the first: its still-unexpired access token is refused immediately.
    const revoke = await send(t.app, `/api/v1/auth/sessions/${second.tokens.session_id}/revoke`, {
      method: 'POST',
      token: m.tokens.access_token,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ message: AUTH_MESSAGES.sessionRevoked });
    const refused = await send(t.app, '/api/v1/users/me', { token: second.tokens.access_token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthenticated.' });
    const refreshRefused = await send(t.app, '/api/v1/auth/refresh', {
      body: { refresh_token: second.tokens.refresh_token, device_id: 'device-list-2' },
    });
    expect(refreshRefused.statusCode).toBe(401);
    const remaining = await send(t.app, '/api/v1/auth/sessions', { token: m.tokens.access_token });
    expect(remaining.json().data).toHaveLength(1);

    // Someone else's session: 404, and it stays alive.
    const other = await registerMember(t.app);
    const foreign = await send(t.app, `/api/v1/auth/sessions/${other.tokens.session_id}/revoke`, {
      method: 'POST',
      token: m.tokens.access_token,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(t.app, '/api/v1/users/me', { token: other.tokens.access_token })).statusCode).toBe(
      200,
    );
  });

  it('logs out (and legacy /logout) by revoking the current session', async () => {
    const m = await registerMember(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...m.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
    expect((await send(t.app, '/api/v1/users/me', { token: m.tokens.access_token })).statusCode).toBe(401);

    const again = await login(t.app, m.email, m.password);
    const legacy = await send(t.app, '/api/v1/logout', {
      body: { device_id: 'whatever-device' },
      token: again.tokens.access_token,
    });
    expect(legacy.statusCode).toBe(200);
    expect((await send(t.app, '/api/v1/users/me', { token: again.tokens.access_token })).statusCode).toBe(
      401,
    );
    expect((await send(t.app, '/api/v1/auth/logout', { method: 'POST' })).statusCode).toBe(401);
  });

  it('refuses missing, malformed and forged access tokens', async () => {
    expect((await send(t.app, '/api/v1/users/me')).statusCode).toBe(401);
    expect((await send(t.app, '/api/v1/users/me', { token: 'not-a-jwt' })).statusCode).toBe(401);
    const m = await registerMember(t.app);
    const [h, p] = m.tokens.access_token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await send(t.app, '/api/v1/users/me', { token: forged })).statusCode).toBe(401);
    expect(
      (await send(t.app, '/api/v1/users/me', { headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
  });

  it('resets a password with the mailed single-use token and signs out everywhere', async () => {
    const m = await registerMember(t.app);
    const unknown = await send(t.app, '/api/v1/password/forgot', { body: { email: uniqueEmail('nobody') } });
    const known = await send(t.app, '/api/v1/password/forgot', { body: { email: m.email } });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await lastMail(m.email);
    expect(mail?.subject).toBe('Reset your password');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(m.email);
    const token = link.searchParams.get('token') ?? '';

    const body = {
      token,
      email: m.email,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    const bad = await send(t.app, '/api/v1/password/reset', { body: { ...body, token: `${token}x` } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ token: ['This password reset link is invalid or expired.'] });

    const ok = await send(t.app, '/api/v1/password/reset', { body });
    expect(ok.statusCode).toBe(200);
    expect((await send(t.app, '/api/v1/users/me', { token: m.tokens.access_token })).statusCode).toBe(401);
    const reused = await send(t.app, '/api/v1/password/reset', { body });
    expect(reused.statusCode).toBe(422);

    expect(
      (await send(t.app, '/api/v1/auth/login', { body: { email: m.email, password: m.password } }))
        .statusCode,
    ).toBe(401);
    await login(t.app, m.email, 'brand-new-pass');
  });

  it('resends the verification mail for an unverified member', async () => {
    const m = await registerMember(t.app);
    const before = (await lastMail(m.email))?.id ?? 0;
    const res = await send(t.app, '/api/v1/email/verification-notification', {
      method: 'POST',
      token: m.tokens.access_token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    expect((await lastMail(m.email))?.id).toBeGreaterThan(before);
  });

  it('answers 429 with Retry-After after repeated failed logins for one email, and only for it', async () => {
    const m = await registerMember(t.app);
    const max = AUTH_LIMITS.loginFailures.max;
    for (let i = 0; i < max; i++) {
      const res = await send(t.app, '/api/v1/auth/login', {
        body: { email: m.email, password: `wrong-${i}-pass` },
      });
      expect(res.statusCode).toBe(401);
    }
    // Further tries, on either path and even with the right password, are refused until the window ends.
    for (const url of ['/api/v1/auth/login', '/api/v1/login']) {
      const limited = await send(t.app, url, { body: { email: m.email, password: m.password } });
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in /);
    }
    // Other members on the same IP are not affected.
    const other = await registerMember(t.app);
    expect(
      (await send(t.app, '/api/v1/auth/login', { body: { email: other.email, password: other.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('limits password reset requests per IP and email with 429 and Retry-After', async () => {
    const email = uniqueEmail('forgot');
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.forgot.max; i++) {
      const res = await send(t.app, '/api/v1/password/forgot', { body: { email } });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
      }
    }
    expect(codes).toEqual([...Array(AUTH_LIMITS.forgot.max).fill(200), 429]);
  });

  it('answers 429 with Retry-After once an IP has registered too often', async () => {
    const limited = await buildApp({
      db: t.database.db,
      config: t.config,
      limits: { register: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const codes: number[] = [];
      let retryAfter = '';
      for (let i = 0; i < 3; i++) {
        const email = uniqueEmail('burst');
        const res = await send(limited, '/api/v1/register', {
          body: {
            name: 'Burst',
            email,
            password: 'burst-pass',
            password_confirmation: 'burst-pass',
            country: 'RW',
          },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
      }
      expect(codes).toEqual([201, 201, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });

  it('still registers (201) when the mail transport fails; the member can ask for the mail again', async () => {
    const failing = await buildApp({
      db: t.database.db,
      config: t.config,
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const email = uniqueEmail('nomail');
      const res = await send(failing, '/api/v1/register', {
        body: {
          name: 'No Mail',
          email,
          password: 'mail-less-pass',
          password_confirmation: 'mail-less-pass',
          country: 'UG',
        },
      });
      expect(res.statusCode).toBe(201);
      const signedIn = await login(t.app, email, 'mail-less-pass');
      expect(signedIn.tokens.email_verified).toBe(false);
      expect(await lastMail(email)).toBeUndefined();
      const resend = await send(t.app, '/api/v1/email/verification-notification', {
        method: 'POST',
        token: signedIn.tokens.access_token,
      });
      expect(resend.statusCode).toBe(200);
      expect((await lastMail(email))?.link).toContain('/verify-email?id=');
    } finally {
      await failing.close();
    }
  });
});
