import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, isUnverifiedRejection } from './machine';
import type { LoginInput, LoginResult } from './types';

const user = {
  id: 7,
  name: 'Amina Uwase',
  email: 'amina@gari.rw',
  email_verified_at: '2026-01-01T00:00:00Z',
};
const ok: LoginResult = { access_token: 'jwt', email_verified: true, user };
const apiError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { status, ...extra });

function start(
  impl: {
    login?: (input: LoginInput) => Promise<LoginResult>;
    logout?: () => Promise<void>;
  } = {},
  email?: string,
) {
  const login = vi.fn(impl.login ?? (async () => ok));
  const logout = vi.fn(impl.logout ?? (async () => undefined));
  const machine = authMachine.provide({
    actors: {
      login: fromPromise(({ input }: { input: LoginInput }) => login(input)),
      logout: fromPromise(() => logout()),
    },
  });
  const actor = createActor(machine, { input: { email } }).start();
  return { actor, login, logout };
}

function fill(actor: ReturnType<typeof start>['actor'], email = 'amina@gari.rw', password = 'GariDemo2026!') {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'CHANGE', field: 'password', value: password });
}

describe('auth machine', () => {
  it('starts idle with an optional prefilled email', () => {
    const { actor } = start({}, 'jean@gari.rw');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.email).toBe('jean@gari.rw');
  });

  it('idle: CHANGE and SET_REMEMBER update the form and clear that field error', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: [{ key: 'emailRequired' }],
      password: [{ key: 'passwordRequired' }],
    });
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@b.rw' });
    actor.send({ type: 'SET_REMEMBER', value: true });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.email).toBe('a@b.rw');
    expect(context.remember).toBe(true);
    expect(context.fieldErrors).toEqual({ password: [{ key: 'passwordRequired' }] });
  });

  it('idle: SUBMIT without email or password stays idle and sends nothing', () => {
    const { actor, login } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: '   ' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: [{ key: 'emailRequired' }] });
    expect(login).not.toHaveBeenCalled();
  });

  it('idle → signingIn → signedIn with the user, trimmed email, remember flag; password cleared', async () => {
    const { actor, login } = start();
    fill(actor, '  amina@gari.rw ');
    actor.send({ type: 'SET_REMEMBER', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({ email: 'amina@gari.rw', password: 'GariDemo2026!', remember: true });
    const { context } = actor.getSnapshot();
    expect(context.user).toEqual(user);
    expect(context.emailVerified).toBe(true);
    expect(context.password).toBe('');
  });

  it('accepts a legacy `token` field as the token', async () => {
    const { actor } = start({ login: async () => ({ token: 'legacy', user }) });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.emailVerified).toBe(true);
  });

  it('signingIn: success with email_verified false is a pass with emailVerified false', async () => {
    const { actor } = start({
      login: async () => ({
        access_token: 't',
        email_verified: false,
        user: { ...user, email_verified_at: null },
      }),
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.emailVerified).toBe(false);
  });

  it("signingIn: success without a token → failure 'No token received'", async () => {
    const { actor } = start({ login: async () => ({ user }) });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'noToken' });
  });

  it("signingIn: 403 'Email not verified.' → signedIn with emailVerified false and no user", async () => {
    const { actor } = start({
      login: async () => {
        throw apiError(403, 'Email not verified.');
      },
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ emailVerified: false, user: null });
  });

  it('signingIn: a 404 (the client found no login route at all) → failure with its message', async () => {
    const { actor } = start({
      login: async () => {
        throw apiError(404, 'Route POST:/api/v1/login not found');
      },
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Route POST:/api/v1/login not found' });
  });

  it('signingIn: other errors → failure with message and server field errors', async () => {
    const { actor } = start({
      login: async () => {
        throw apiError(422, 'The given data was invalid.', {
          errors: { email: ['Enter a valid email address.'] },
        });
      },
    });
    fill(actor, 'nope');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: { text: 'The given data was invalid.' },
      fieldErrors: { email: [{ text: 'Enter a valid email address.' }] },
    });
  });

  it('signingIn: a rejection without message uses the fallback text', async () => {
    const { actor } = start({ login: () => Promise.reject('boom') });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'loginFailed' });
  });

  describe('failure', () => {
    async function failed() {
      let attempt = 0;
      const ctx = start({
        login: async () => {
          attempt++;
          if (attempt === 1) throw apiError(401, 'Invalid email or password');
          return ok;
        },
      });
      fill(ctx.actor);
      ctx.actor.send({ type: 'SUBMIT' });
      await waitFor(ctx.actor, (s) => s.matches('failure'));
      return ctx;
    }
    it('CHANGE → idle and clears the error', async () => {
      const { actor } = await failed();
      actor.send({ type: 'CHANGE', field: 'password', value: 'again' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBeNull();
    });
    it('SET_REMEMBER stays in failure', async () => {
      const { actor } = await failed();
      actor.send({ type: 'SET_REMEMBER', value: true });
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.remember).toBe(true);
    });
    it('SUBMIT retries → signedIn', async () => {
      const { actor, login } = await failed();
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('signingIn');
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(login).toHaveBeenCalledTimes(2);
    });
    it('CHANGE emptying a field then SUBMIT → idle with the required error', async () => {
      const { actor, login } = await failed();
      actor.send({ type: 'CHANGE', field: 'password', value: '' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: [{ key: 'passwordRequired' }] });
      expect(login).toHaveBeenCalledTimes(1);
    });
    it('SUBMIT while invalid goes to idle with errors (direct from failure)', async () => {
      const ctx = start({
        login: async () => {
          throw apiError(401, 'Invalid email or password');
        },
      });
      ctx.actor.send({ type: 'CHANGE', field: 'email', value: 'a@b.rw' });
      ctx.actor.send({ type: 'CHANGE', field: 'password', value: 'p' });
      ctx.actor.send({ type: 'SUBMIT' });
      await waitFor(ctx.actor, (s) => s.matches('failure'));
      // Editing leaves `failure`, so an invalid SUBMIT in `failure` needs a restored snapshot.
      const snapshot = ctx.actor.getSnapshot();
      const restored = createActor(authMachine, {
        input: {},
        snapshot: authMachine.resolveState({
          value: 'failure',
          context: { ...snapshot.context, password: '' },
        }),
      }).start();
      restored.send({ type: 'SUBMIT' });
      expect(restored.getSnapshot().value).toBe('idle');
      expect(restored.getSnapshot().context.fieldErrors).toEqual({ password: [{ key: 'passwordRequired' }] });
    });
    it('LOGOUT → signingOut', async () => {
      const { actor, logout } = await failed();
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().value).toBe('signingOut');
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(logout).toHaveBeenCalled();
    });
  });

  it('idle: LOGOUT → signingOut → signedOut', async () => {
    const { actor, logout } = start();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.logoutError).toBeNull();
  });

  it('signedIn: LOGOUT → signingOut → signedOut, user cleared', async () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('signedIn ignores SUBMIT and CHANGE', async () => {
    const { actor, login } = start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'x' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('signingOut: a failed logout still ends signedOut, with logoutError', async () => {
    const { actor } = start({
      logout: async () => {
        throw apiError(500, 'POST /auth/logout failed: 500');
      },
    });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.logoutError).toEqual({ text: 'POST /auth/logout failed: 500' });
  });

  describe('signedOut', () => {
    async function signedOut() {
      const ctx = start();
      ctx.actor.send({ type: 'LOGOUT' });
      await waitFor(ctx.actor, (s) => s.matches('signedOut'));
      return ctx;
    }
    it('CHANGE → idle', async () => {
      const { actor } = await signedOut();
      actor.send({ type: 'CHANGE', field: 'email', value: 'amina@gari.rw' });
      expect(actor.getSnapshot().value).toBe('idle');
    });
    it('SET_REMEMBER stays', async () => {
      const { actor } = await signedOut();
      actor.send({ type: 'SET_REMEMBER', value: true });
      expect(actor.getSnapshot().value).toBe('signedOut');
    });
    it('SUBMIT valid → signingIn; invalid → idle with errors', async () => {
      const a = await signedOut();
      a.actor.send({ type: 'SUBMIT' });
      expect(a.actor.getSnapshot().value).toBe('idle');
      expect(Object.keys(a.actor.getSnapshot().context.fieldErrors)).toEqual(['email', 'password']);
      const b = await signedOut();
      const snap = b.actor.getSnapshot();
      const restored = createActor(authMachine.provide({ actors: { login: fromPromise(async () => ok) } }), {
        input: {},
        snapshot: authMachine.resolveState({
          value: 'signedOut',
          context: { ...snap.context, email: 'a@b.rw', password: 'p' },
        }),
      }).start();
      restored.send({ type: 'SUBMIT' });
      expect(restored.getSnapshot().value).toBe('signingIn');
      await waitFor(restored, (s) => s.matches('signedIn'));
    });
    it('LOGOUT → signingOut again', async () => {
      const { actor, logout } = await signedOut();
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().value).toBe('signingOut');
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(logout).toHaveBeenCalledTimes(2);
    });
  });

  it('default actors throw "not provided"', async () => {
    const actor = createActor(authMachine, { input: {} }).start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@b.rw' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'p' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ text: 'auth: the "login" actor is not provided' });
  });
});

describe('login error classification', () => {
  it.each([
    [{ status: 403, message: 'Email not verified.' }, true],
    [{ status: 400, message: 'Login refused: Email not verified' }, true],
    [{ status: 0, message: 'POST /auth/login failed: 403' }, true],
    [{ status: 422, message: 'x', body: { email_verified: false } }, true],
    [{ status: 401, message: 'Invalid email or password' }, false],
    [{ status: 4030, message: 'x4030' }, false],
  ])('isUnverifiedRejection(%o) = %s', (error, expected) => {
    expect(isUnverifiedRejection(error)).toBe(expected);
  });
});

describe('auth machine: emitted events', () => {
  it('emits signedIn with the user when the sign-in passes', async () => {
    const { actor } = start();
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(seen).toEqual([{ type: 'signedIn', user, emailVerified: true }]);
  });

  it('emits failed with the server message on a refused sign-in, nothing on a local refusal', async () => {
    const { actor } = start({
      login: async () => Promise.reject(apiError(401, 'Invalid email or password')),
    });
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.send({ type: 'SUBMIT' });
    expect(seen).toEqual([]);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(seen).toEqual([{ type: 'failed', error: { text: 'Invalid email or password' } }]);
  });

  it('emits signedOut, with logoutError when the server logout failed', async () => {
    const { actor } = start({ logout: async () => Promise.reject(apiError(500, '')) });
    const seen: unknown[] = [];
    actor.on('signedOut', (e) => seen.push(e));
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(seen).toEqual([{ type: 'signedOut', logoutError: { key: 'logoutFailed' } }]);
    const ok2 = start();
    const seen2: unknown[] = [];
    ok2.actor.on('signedOut', (e) => seen2.push(e));
    ok2.actor.send({ type: 'LOGOUT' });
    await waitFor(ok2.actor, (s) => s.matches('signedOut'));
    expect(seen2).toEqual([{ type: 'signedOut', logoutError: null }]);
  });
});
