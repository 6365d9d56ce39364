/**
 * The client's account calls (spec §7): the member's sessions and the account changes.
 */
import { describe, expect, it } from 'vitest';
import { session, setup, user } from './test-utils/gariClient';

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

  it('dev.accounts reads GET /dev/accounts', async () => {
    const accounts = [{ email: 'dev@gari.rw', password: 'password', name: 'Dev' }];
    const { api } = setup({ 'GET /dev/accounts': { body: { data: accounts } } });
    await expect(api.dev?.accounts()).resolves.toEqual(accounts);
  });
});
