import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine, resetPasswordMachine, validateNewPassword } from './machine';
import type { ResetPasswordEmitted, ResetPasswordPayload } from './types';

describe('forgotPassword machine', () => {
  function start(send: (email: string) => Promise<unknown> = async () => ({})) {
    const spy = vi.fn(send);
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          forgotPassword: fromPromise(({ input }: { input: { email: string } }) => spy(input.email)),
        },
      }),
      { input: { email: '' } },
    ).start();
    return { actor, spy };
  }

  it('editing: CHANGE sets the email; SUBMIT empty stays with the required error', () => {
    const { actor, spy } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: [{ key: 'emailRequired' }] });
    actor.send({ type: 'CHANGE', value: 'amina@gari.rw' });
    expect(actor.getSnapshot().context).toMatchObject({ email: 'amina@gari.rw', fieldErrors: {} });
    expect(spy).not.toHaveBeenCalled();
  });

  it('editing → sending → sent; TRY_DIFFERENT_EMAIL → editing with the email kept', async () => {
    const { actor, spy } = start();
    actor.send({ type: 'CHANGE', value: ' amina@gari.rw ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(spy).toHaveBeenCalledWith('amina@gari.rw');
    expect(actor.getSnapshot().context.sentTo).toBe('amina@gari.rw');
    actor.send({ type: 'TRY_DIFFERENT_EMAIL' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ email: ' amina@gari.rw ', sentTo: null });
  });

  it('sending → failure (default text), CHANGE → editing, SUBMIT retries, SUBMIT empty → editing', async () => {
    let n = 0;
    const { actor } = start(async () => {
      n++;
      if (n === 1) throw {};
      return {};
    });
    actor.send({ type: 'CHANGE', value: 'a@b.rw' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'forgotFailed' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('sent'));

    const failing = start(async () => {
      throw Object.assign(new Error('Too many requests'), { status: 429 });
    });
    failing.actor.send({ type: 'CHANGE', value: 'a@b.rw' });
    failing.actor.send({ type: 'SUBMIT' });
    await waitFor(failing.actor, (s) => s.matches('failure'));
    expect(failing.actor.getSnapshot().context.error).toEqual({ text: 'Too many requests' });
    failing.actor.send({ type: 'CHANGE', value: '' });
    expect(failing.actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });

    const restored = createActor(forgotPasswordMachine, {
      input: {},
      snapshot: forgotPasswordMachine.resolveState({
        value: 'failure',
        context: { email: '', fieldErrors: {}, error: { text: 'x' }, sentTo: null },
      }),
    }).start();
    restored.send({ type: 'SUBMIT' });
    expect(restored.getSnapshot().value).toBe('editing');
    expect(restored.getSnapshot().context.fieldErrors).toEqual({ email: [{ key: 'emailRequired' }] });
  });
});

describe('resetPassword machine', () => {
  const link = { token: 'tok123', email: 'amina@gari.rw' };
  function start(
    input: { token?: string | null; email?: string | null } = link,
    reset: (p: ResetPasswordPayload) => Promise<unknown> = async () => ({}),
  ) {
    const spy = vi.fn(reset);
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: { resetPassword: fromPromise(({ input }: { input: ResetPasswordPayload }) => spy(input)) },
      }),
      { input },
    ).start();
    const emitted: Extract<ResetPasswordEmitted, { type: 'invalid' }>[] = [];
    actor.on('invalid', (e) => emitted.push(e));
    return { actor, spy, emitted };
  }
  const fill = (actor: ReturnType<typeof start>['actor'], p: string, c = p) => {
    actor.send({ type: 'CHANGE', field: 'password', value: p });
    actor.send({ type: 'CHANGE', field: 'password_confirmation', value: c });
  };

  it.each([[{ token: '', email: 'a@b.rw' }], [{ token: 'tok', email: null }], [{}]])(
    'a link without token or email is invalidLink with the redirect to /forgot-password (%o)',
    (input) => {
      const { actor } = start(input);
      expect(actor.getSnapshot().value).toBe('invalidLink');
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context).toMatchObject({
        redirectTo: '/forgot-password',
        error: { key: 'resetLinkInvalid' },
      });
    },
  );

  it('editing: CHANGE sets fields and clears their error', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: [{ key: 'passwordRequired' }],
      password_confirmation: [{ key: 'confirmationRequired' }],
    });
    actor.send({ type: 'CHANGE', field: 'password', value: 'abc' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password_confirmation: [{ key: 'confirmationRequired' }],
    });
  });

  it("editing: SUBMIT refuses short ('Password too short') and mismatched passwords", () => {
    const { actor, emitted, spy } = start();
    fill(actor, 'short');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: [{ key: 'passwordTooShort' }],
    });
    fill(actor, 'longenough1', 'longenough2');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password_confirmation: [{ key: 'passwordMismatch' }],
    });
    expect(emitted.map((e) => e.reason)).toEqual(['tooShort', 'mismatch']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spy).not.toHaveBeenCalled();
  });

  it('editing → submitting → done with the full body', async () => {
    const { actor, spy } = start();
    fill(actor, 'NewPass2026!');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('done'));
    expect(spy).toHaveBeenCalledWith({
      token: 'tok123',
      email: 'amina@gari.rw',
      password: 'NewPass2026!',
      password_confirmation: 'NewPass2026!',
    });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('submitting → failure (server message / default), CHANGE → editing, SUBMIT retries', async () => {
    let n = 0;
    const { actor } = start(link, async () => {
      n++;
      if (n === 1) throw {};
      if (n === 2)
        throw Object.assign(new Error('This password reset link is invalid or expired.'), { status: 422 });
      return {};
    });
    fill(actor, 'NewPass2026!');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'resetFailed' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure') && n === 2);
    expect(actor.getSnapshot().context.error).toEqual({
      text: 'This password reset link is invalid or expired.',
    });
    actor.send({ type: 'CHANGE', field: 'password', value: 'NewPass2026!' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: null } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
  });

  it('failure: invalid SUBMIT → editing with errors', () => {
    const actor = createActor(resetPasswordMachine, {
      input: {},
      snapshot: resetPasswordMachine.resolveState({
        value: 'failure',
        context: {
          ...link,
          password: 'x',
          password_confirmation: 'x',
          fieldErrors: {},
          error: { text: 'x' },
          redirectTo: null,
        },
      }),
    }).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.password).toEqual([{ key: 'passwordTooShort' }]);
  });

  it('validateNewPassword', () => {
    expect(validateNewPassword({ password: 'abcdefgh', password_confirmation: '' }).errors).toEqual({
      password_confirmation: [{ key: 'confirmationRequired' }],
    });
    expect(
      validateNewPassword({ password: 'abcdefgh', password_confirmation: 'abcdefgh' }).reason,
    ).toBeNull();
  });
});

describe('emitted events', () => {
  it('forgotPassword emits sent, then failed with the message', async () => {
    let fail = false;
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: {
          forgotPassword: fromPromise<unknown, { email: string }>(async () => {
            if (fail) throw Object.assign(new Error(''), { status: 500 });
            return {};
          }),
        },
      }),
      { input: { email: 'amina@gari.rw' } },
    ).start();
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('sent'));
    fail = true;
    actor.send({ type: 'TRY_DIFFERENT_EMAIL' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(seen).toEqual([
      { type: 'sent', email: 'amina@gari.rw' },
      { type: 'failed', error: { key: 'forgotFailed' } },
    ]);
  });

  it('resetPassword emits invalidLink at start for a link without a token', () => {
    const actor = createActor(resetPasswordMachine, { input: { token: null, email: 'a@b.rw' } });
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.start();
    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(seen).toEqual([{ type: 'invalidLink', redirectTo: '/forgot-password' }]);
  });

  it('resetPassword emits failed with the server message, then done', async () => {
    let fail = true;
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          resetPassword: fromPromise<unknown, ResetPasswordPayload>(async () => {
            if (fail)
              throw Object.assign(new Error('This password reset token is invalid.'), { status: 422 });
            return {};
          }),
        },
      }),
      { input: { token: 'tok', email: 'amina@gari.rw' } },
    ).start();
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.send({ type: 'CHANGE', field: 'password', value: 'longenough1' });
    actor.send({ type: 'CHANGE', field: 'password_confirmation', value: 'longenough1' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(seen).toEqual([
      { type: 'failed', error: { text: 'This password reset token is invalid.' } },
      { type: 'done' },
    ]);
  });
});
