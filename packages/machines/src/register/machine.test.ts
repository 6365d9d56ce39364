import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { registerMachine, validateRegistration } from './machine';
import type { RegisterEmitted, RegisterPayload } from './types';

const good: RegisterPayload = {
  name: 'Amina Uwase',
  email: 'amina@gari.rw',
  password: 'GariDemo2026!',
  password_confirmation: 'GariDemo2026!',
  country: 'KE',
};

function start(
  register: (p: RegisterPayload) => Promise<unknown> = async () => ({}),
  country?: string | null,
) {
  const spy = vi.fn(register);
  const actor = createActor(
    registerMachine.provide({
      actors: { register: fromPromise(({ input }: { input: RegisterPayload }) => spy(input)) },
    }),
    { input: { country } },
  ).start();
  const emitted: Extract<RegisterEmitted, { type: 'invalid' }>[] = [];
  actor.on('invalid', (e) => emitted.push(e));
  return { actor, spy, emitted };
}

function fill(actor: ReturnType<typeof start>['actor'], values: Partial<RegisterPayload> = {}) {
  for (const [field, value] of Object.entries({ ...good, ...values })) {
    actor.send({ type: 'CHANGE', field: field as keyof RegisterPayload, value });
  }
}

describe('register machine', () => {
  it('starts editing with the saved country, else RW', () => {
    expect(start(undefined, 'UG').actor.getSnapshot().context.values.country).toBe('UG');
    expect(start(undefined, null).actor.getSnapshot().context.values.country).toBe('RW');
    expect(start().actor.getSnapshot().value).toBe('editing');
  });

  it('editing: CHANGE sets the value and clears that field error', () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors.name).toEqual([{ key: 'nameRequired' }]);
    actor.send({ type: 'CHANGE', field: 'name', value: 'Amina' });
    expect(actor.getSnapshot().context.values.name).toBe('Amina');
    expect(actor.getSnapshot().context.fieldErrors.name).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.email).toEqual([{ key: 'emailRequired' }]);
  });

  it('editing: SUBMIT with empty fields stays, every field required, emits required', () => {
    const { actor, spy, emitted } = start();
    actor.send({ type: 'CHANGE', field: 'country', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: [{ key: 'nameRequired' }],
      email: [{ key: 'emailRequired' }],
      password: [{ key: 'passwordRequired' }],
      password_confirmation: [{ key: 'confirmationRequired' }],
      country: [{ key: 'countryRequired' }],
    });
    expect(emitted).toEqual([{ type: 'invalid', reason: 'required' }]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("editing: SUBMIT with different passwords stays with 'Passwords do not match' and emits mismatch", () => {
    const { actor, emitted } = start();
    fill(actor, { password_confirmation: 'GariDemo2027!' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password_confirmation: [{ key: 'passwordMismatch' }],
    });
    expect(emitted).toEqual([{ type: 'invalid', reason: 'mismatch' }]);
  });

  it('editing: SUBMIT with a short password emits tooShort', () => {
    const { actor, emitted } = start();
    fill(actor, { password: 'short', password_confirmation: 'short' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: [{ key: 'passwordTooShort' }],
    });
    expect(emitted[0]?.reason).toBe('tooShort');
  });

  it('editing → submitting → registered with the trimmed body; passwords cleared', async () => {
    const { actor, spy } = start();
    fill(actor, { name: ' Amina Uwase ', email: ' amina@gari.rw ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('registered'));
    expect(spy).toHaveBeenCalledWith({ ...good });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.registeredEmail).toBe('amina@gari.rw');
    expect(actor.getSnapshot().context.values.password).toBe('');
  });

  it('submitting → failure with the server message and field errors', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('The email has already been taken.'), {
        status: 422,
        errors: { email: ['The email has already been taken.'] },
      });
    });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ text: 'The email has already been taken.' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: [{ text: 'The email has already been taken.' }],
    });
  });

  it("submitting → failure with the default 'Something went wrong. Please try again.'", async () => {
    const { actor } = start(() => Promise.reject({}));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.error).toEqual({ key: 'registerFailed' });
  });

  describe('failure', () => {
    async function failed() {
      let n = 0;
      const ctx = start(async () => {
        n++;
        if (n === 1) throw new Error('Server down');
        return {};
      });
      fill(ctx.actor);
      ctx.actor.send({ type: 'SUBMIT' });
      await waitFor(ctx.actor, (s) => s.matches('failure'));
      return ctx;
    }
    it('CHANGE → editing, error cleared', async () => {
      const { actor } = await failed();
      actor.send({ type: 'CHANGE', field: 'name', value: 'Amina U.' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toBeNull();
    });
    it('SUBMIT retries → registered', async () => {
      const { actor, spy } = await failed();
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches('registered'));
      expect(spy).toHaveBeenCalledTimes(2);
    });
    it('SUBMIT invalid → editing with errors', () => {
      const actor = createActor(registerMachine, {
        input: {},
        snapshot: registerMachine.resolveState({
          value: 'failure',
          context: {
            values: { ...good, password_confirmation: 'other-pass' },
            fieldErrors: {},
            error: { text: 'x' },
            registeredEmail: null,
          },
        }),
      }).start();
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors.password_confirmation).toEqual([
        { key: 'passwordMismatch' },
      ]);
    });
  });

  it('validateRegistration accepts a complete form', () => {
    expect(validateRegistration(good)).toEqual({ errors: {}, reason: null });
  });
});

describe('register machine: emitted events', () => {
  it('emits registered with the trimmed email', async () => {
    const { actor } = start();
    const seen: unknown[] = [];
    actor.on('registered', (e) => seen.push(e));
    fill(actor, { email: '  amina@gari.rw ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(seen).toEqual([{ type: 'registered', email: 'amina@gari.rw' }]);
  });

  it('emits failed with the server message', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('The email has already been taken.'), { status: 422 });
    });
    const seen: unknown[] = [];
    actor.on('failed', (e) => seen.push(e));
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(seen).toEqual([{ type: 'failed', error: { text: 'The email has already been taken.' } }]);
  });
});
