/**
 * The client's account calls (spec §7): the member's sessions and the account changes.
 */
import { describe, expect, it } from 'vitest';
import { DEVICE, session, setup, tokens, user } from './test-utils/gariClient';

describe('sessions', () => {
  it('lists {data} as an array; any failure gives []', async () => {
    const ok = setup({ 'GET /auth/sessions': { body: { data: [session(1, true)] } } });
    await expect(ok.api.auth.sessions()).resolves.toEqual([session(1, true)]);
    const failing = setup({ 'GET /auth/sessions': { status: 500 } });
    await expect(failing.api.auth.sessions()).resolves.toEqual([]);
    const offline = setup({
      'GET /auth/sessions': () => {
        throw new TypeError('offline');
      },
    });
    await expect(offline.api.auth.sessions()).resolves.toEqual([]);
  });

  it('revokeSession POSTs /auth/sessions/{id}/revoke', async () => {
    const { api, fake } = setup({ 'POST /auth/sessions/4/revoke': { body: { message: 'Revoked' } } });
    await api.auth.revokeSession(4);
    expect(fake.callsTo('POST /auth/sessions/4/revoke')).toHaveLength(1);
    await expect(api.auth.revokeSession(5)).rejects.toThrow(
      'Route POST:/api/v1/auth/sessions/5/revoke not found',
    );
  });

  it('revokeAllSessions loops over the sessions, the current one last, then clears the tokens', async () => {
    const { api, fake, store } = setup({
      'GET /auth/sessions': { body: { data: [session(1, false), session(2, true), session(3, false)] } },
      'POST /auth/sessions/1/revoke': { body: { message: 'ok' } },
      'POST /auth/sessions/2/revoke': { body: { message: 'ok' } },
      'POST /auth/sessions/3/revoke': { body: { message: 'ok' } },
    });
    await api.auth.revokeAllSessions();
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/auth/sessions/1/revoke',
      '/auth/sessions/3/revoke',
      '/auth/sessions/2/revoke',
    ]);
    expect(store.getAccessToken()).toBeNull();
  });

  it('revokeAllSessions tries every session and rejects with the first failure; a list failure rejects', async () => {
    const { api, fake, store } = setup({
      'GET /auth/sessions': { body: { data: [session(1, false), session(2, false), session(3, true)] } },
      'POST /auth/sessions/1/revoke': { status: 500 },
      'POST /auth/sessions/2/revoke': { body: { message: 'ok' } },
      'POST /auth/sessions/3/revoke': { status: 403, body: { message: 'Forbidden.' } },
    });
    await expect(api.auth.revokeAllSessions()).rejects.toThrow('POST /auth/sessions/1/revoke failed: 500');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(3);
    expect(store.getAccessToken()).toBe('access-0');

    const listFails = setup({ 'GET /auth/sessions': { status: 500 } });
    await expect(listFails.api.auth.revokeAllSessions()).rejects.toThrow('GET /auth/sessions failed: 500');
  });
});

describe('accounts', () => {
  it('register, forgot, reset, verify and resend use their routes', async () => {
    const { api, fake } = setup({
      'POST /register': { status: 201, body: { message: 'Registered', user } },
      'POST /password/forgot': { body: { message: 'sent' } },
      'POST /password/reset': { body: { message: 'reset' } },
      'POST /email/verify': { body: { message: 'verified' } },
      'POST /email/verification-notification': { body: { message: 'again' } },
    });
    const reg = {
      name: 'A',
      email: 'a@b.rw',
      password: 'secret-123',
      password_confirmation: 'secret-123',
      country: 'RW',
    };
    await expect(api.auth.register(reg)).resolves.toEqual({ message: 'Registered', user });
    expect(fake.calls[0]?.body).toEqual(reg);
    await expect(api.auth.forgotPassword({ email: 'a@b.rw' })).resolves.toEqual({ message: 'sent' });
    await expect(
      api.auth.resetPassword({ token: 't', email: 'a@b.rw', password: 'p', password_confirmation: 'p' }),
    ).resolves.toEqual({ message: 'reset' });
    await expect(api.auth.verifyEmail({ id: 1, hash: 'abcdefghij' })).resolves.toEqual({
      message: 'verified',
      session: null,
    });
    await expect(api.auth.resendVerification()).resolves.toEqual({ message: 'again' });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /register',
      'POST /password/forgot',
      'POST /password/reset',
      'POST /email/verify',
      'POST /email/verification-notification',
    ]);
  });

  it('register keeps the server message and field errors', async () => {
    const { api } = setup({
      'POST /register': {
        status: 422,
        body: {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        },
      },
    });
    await expect(
      api.auth.register({
        name: 'A',
        email: 'a@b.rw',
        password: 'secret-123',
        password_confirmation: 'secret-123',
        country: 'RW',
      }),
    ).rejects.toMatchObject({ status: 422, errors: { email: ['The email has already been taken.'] } });
  });

  it('verifyEmail signed in keeps the session and asks for none (issue #16)', async () => {
    const { api, fake, store } = setup({
      'POST /email/verify': { body: { message: 'Email verified.', session: null } },
    });
    await api.auth.verifyEmail({ id: 1, hash: 'abcdefghij', expires: 1_900_000_000 });
    expect(fake.calls.at(-1)?.body).toEqual({ id: 1, hash: 'abcdefghij', expires: 1_900_000_000 });
    expect(store.getAccessToken()).toBe('access-0');
  });

  it('verifyEmail signed out asks for a session on this device and stores its tokens (issue #16)', async () => {
    const { api, fake, store } = setup({
      'POST /email/verify': { body: { message: 'Email verified.', session: tokens } },
    });
    store.clearTokens();
    const answer = await api.auth.verifyEmail({ id: 1, hash: 'abcdefghij', expires: 1_900_000_000 });
    expect(fake.calls.at(-1)?.body).toEqual({
      id: 1,
      hash: 'abcdefghij',
      expires: 1_900_000_000,
      sign_in: true,
      device_id: DEVICE,
    });
    expect(answer.session?.access_token).toBe('access-1');
    expect(store.getAccessToken()).toBe('access-1');
    expect(store.getRefreshToken()).toBe('refresh-1');
    await expect(api.auth.me()).resolves.toEqual(user);
    expect(fake.callsTo('GET /users/me')).toHaveLength(0);
  });

  it('updateProfile PATCHes /users/me and primes the session check with the answer (issue #16)', async () => {
    const updated = { ...user, name: 'Aline U.', phone: '+250788123456' };
    const { api, fake } = setup({ 'PATCH /users/me': { body: { data: updated } } });
    await expect(api.auth.updateProfile({ name: 'Aline U.', phone: '0788 123 456' })).resolves.toEqual(
      updated,
    );
    expect(fake.calls.at(-1)?.body).toEqual({ name: 'Aline U.', phone: '0788 123 456' });
    await expect(api.auth.me()).resolves.toEqual(updated);
    expect(fake.callsTo('GET /users/me')).toHaveLength(0);
  });

  it('updateProfile and changePassword reject with the field errors (issue #16)', async () => {
    const { api } = setup({
      'PATCH /users/me': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { phone: ['Phone: …'] } },
      },
      'POST /users/me/password': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { current_password: ['Wrong.'] } },
      },
    });
    await expect(api.auth.updateProfile({ phone: '12' })).rejects.toMatchObject({
      status: 422,
      errors: { phone: ['Phone: …'] },
    });
    await expect(
      api.auth.changePassword({
        current_password: 'x',
        password: 'new-pass-1',
        password_confirmation: 'new-pass-1',
      }),
    ).rejects.toMatchObject({ status: 422, errors: { current_password: ['Wrong.'] } });
  });

  it('changePassword POSTs /users/me/password and keeps the tokens', async () => {
    const { api, fake, store } = setup({
      'POST /users/me/password': { body: { message: 'Password changed.', sessions_ended: 2 } },
    });
    const body = {
      current_password: 'old-pass-1',
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    };
    await expect(api.auth.changePassword(body)).resolves.toEqual({
      message: 'Password changed.',
      sessions_ended: 2,
    });
    expect(fake.calls.at(-1)?.body).toEqual(body);
    expect(store.getAccessToken()).toBe('access-0');
  });

  it('dev.accounts reads GET /dev/accounts', async () => {
    const accounts = [{ email: 'dev@gari.rw', password: 'password', name: 'Dev' }];
    const { api } = setup({ 'GET /dev/accounts': { body: { data: accounts } } });
    await expect(api.dev?.accounts()).resolves.toEqual(accounts);
  });
});
