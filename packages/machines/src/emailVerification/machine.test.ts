import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { emailVerificationMachine } from './machine';
import type { EmailVerificationInput, VerifyEmailPayload } from './types';

function start(
  input: EmailVerificationInput,
  impl: { verify?: (p: VerifyEmailPayload) => Promise<unknown>; resend?: () => Promise<unknown> } = {},
) {
  const verify = vi.fn(impl.verify ?? (async () => ({})));
  const resend = vi.fn(impl.resend ?? (async () => ({})));
  const actor = createActor(
    emailVerificationMachine.provide({
      actors: {
        verifyEmail: fromPromise(({ input }: { input: VerifyEmailPayload }) => verify(input)),
        resendVerification: fromPromise(() => resend()),
      },
    }),
    { input },
  ).start();
  return { actor, verify, resend };
}
const invalid = async () => {
  throw Object.assign(new Error('The verification link is invalid or has expired.'), { status: 403 });
};

describe('emailVerification machine', () => {
  it('stays pending without id and hash, keeping the email', () => {
    const { actor, verify } = start({ email: 'jean@gari.rw', id: '5' });
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.email).toBe('jean@gari.rw');
    expect(verify).not.toHaveBeenCalled();
  });

  it('pending → verifying → success when id and hash are present', async () => {
    const { actor, verify } = start({ id: '5', hash: 'abcdefabcdef' });
    expect(actor.getSnapshot().value).toBe('verifying');
    await waitFor(actor, (s) => s.matches('success'));
    expect(verify).toHaveBeenCalledWith({ id: '5', hash: 'abcdefabcdef' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('passes expires when the link has one; an answer with a session sets signedIn (issue #16)', async () => {
    const { actor, verify } = start(
      { id: '5', hash: 'abcdefabcdef', expires: '1900000000' },
      { verify: async () => ({ message: 'Email verified.', session: { access_token: 'a' } }) },
    );
    const emitted = vi.fn();
    actor.on('verified', emitted);
    await waitFor(actor, (s) => s.matches('success'));
    expect(verify).toHaveBeenCalledWith({ id: '5', hash: 'abcdefabcdef', expires: '1900000000' });
    expect(actor.getSnapshot().context.signedIn).toBe(true);
    expect(emitted).toHaveBeenCalledWith({ type: 'verified', signedIn: true });
  });

  it('an answer without a session leaves signedIn false (the device kept its own session)', async () => {
    const { actor } = start(
      { id: '5', hash: 'abcdefabcdef', expires: '1900000000' },
      { verify: async () => ({ message: 'Email verified.', session: null }) },
    );
    await waitFor(actor, (s) => s.matches('success'));
    expect(actor.getSnapshot().context.signedIn).toBe(false);
  });

  it('verifying → error with the server text, or the spec default', async () => {
    const a = start({ id: '5', hash: 'bad' }, { verify: invalid });
    await waitFor(a.actor, (s) => s.matches('error'));
    expect(a.actor.getSnapshot().context.error).toEqual({
      text: 'The verification link is invalid or has expired.',
    });
    const b = start({ id: '5', hash: 'bad' }, { verify: () => Promise.reject(null) });
    await waitFor(b.actor, (s) => s.matches('error'));
    expect(b.actor.getSnapshot().context.error).toEqual({ key: 'verifyLinkInvalid' });
  });

  it('pending: RESEND → resending → pending with resent', async () => {
    let release: () => void = () => {};
    const { actor, resend } = start(
      { email: 'jean@gari.rw' },
      { resend: () => new Promise<void>((r) => (release = r)) },
    );
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('resending');
    release();
    await waitFor(actor, (s) => s.matches('pending'));
    expect(actor.getSnapshot().context).toMatchObject({ resent: true, resendError: null });
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it('pending: a failed resend returns to pending with resendError', async () => {
    const { actor } = start({}, { resend: () => Promise.reject({}) });
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('pending') && s.context.resendError !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      resent: false,
      resendError: { key: 'resendFailed' },
    });
  });

  it('error: RESEND → resending → error with resent (and resendError on failure)', async () => {
    const ok = start({ id: '5', hash: 'bad' }, { verify: invalid });
    await waitFor(ok.actor, (s) => s.matches('error'));
    ok.actor.send({ type: 'RESEND' });
    expect(ok.actor.getSnapshot().value).toBe('resending');
    await waitFor(ok.actor, (s) => s.matches('error') && s.context.resent);
    expect(ok.resend).toHaveBeenCalledTimes(1);

    const ko = start(
      { id: '5', hash: 'bad' },
      { verify: invalid, resend: async () => Promise.reject(new Error('Unauthenticated.')) },
    );
    await waitFor(ko.actor, (s) => s.matches('error'));
    ko.actor.send({ type: 'RESEND' });
    await waitFor(ko.actor, (s) => s.matches('error') && s.context.resendError !== null);
    expect(ko.actor.getSnapshot().context.resendError).toEqual({ text: 'Unauthenticated.' });
    // A second resend clears the previous resend error while running.
    ko.actor.send({ type: 'RESEND' });
    expect(ko.actor.getSnapshot().context.resendError).toBeNull();
  });

  it('success ignores RESEND', async () => {
    const { actor, resend } = start({ id: '5', hash: 'abcdefabcdef' });
    await waitFor(actor, (s) => s.matches('success'));
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(resend).not.toHaveBeenCalled();
  });
});

describe('emailVerification machine: emitted events', () => {
  it('emits verified on success', async () => {
    const verify = vi.fn(async () => ({}));
    const actor = createActor(
      emailVerificationMachine.provide({
        actors: { verifyEmail: fromPromise<unknown, VerifyEmailPayload>(() => verify()) },
      }),
      { input: { id: '5', hash: 'abcdefabcdef' } },
    );
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches('success'));
    expect(seen).toEqual([{ type: 'verified', signedIn: false }]);
  });

  it('emits resent, then resendFailed with the message', async () => {
    let fail = false;
    const { actor } = start(
      { email: 'jean@gari.rw' },
      {
        resend: async () => {
          if (fail) throw Object.assign(new Error(''), { status: 500 });
          return {};
        },
      },
    );
    const seen: unknown[] = [];
    actor.on('*', (e) => seen.push(e));
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('pending'));
    fail = true;
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches('pending') && s.context.resendError !== null);
    expect(seen).toEqual([{ type: 'resent' }, { type: 'resendFailed', error: { key: 'resendFailed' } }]);
  });
});
