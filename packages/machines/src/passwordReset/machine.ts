import { assign, emit, fromPromise, setup } from 'xstate';
import { type FieldErrors, failureUpdate, flowTypes, msg, notProvided, withoutField } from '../shared';
import type {
  ForgotPasswordContext,
  ForgotPasswordEmitted,
  ForgotPasswordEvent,
  ForgotPasswordInput,
  PasswordResetMessageKey,
  ResetPasswordContext,
  ResetPasswordEmitted,
  ResetPasswordEvent,
  ResetPasswordInput,
  ResetPasswordPayload,
} from './types';

/** Minimum password length (spec §5, §9). */
export const RESET_PASSWORD_MIN_LENGTH = 8;

/**
 * The `forgotPassword` machine (spec §2 Forgot password, §4 Forgot password, §8 toasts).
 *
 * - `editing`: the email form; `SUBMIT` with an empty email stays with 'Email is required.'.
 * - `sending`: the `forgotPassword` actor (POST /password/forgot with `{ email }`).
 * - `sent`: the 'Check Your Email' screen (`context.sentTo`); `TRY_DIFFERENT_EMAIL` returns to
 *   `editing` with the email kept.
 * - `failure`: `context.error` (toast 'Failed to send reset link' / 'Please check your email and try
 *   again.'); editing or SUBMIT tries again.
 */
export const forgotPasswordMachine = setup({
  types: flowTypes<ForgotPasswordContext, ForgotPasswordEvent, ForgotPasswordInput, ForgotPasswordEmitted>(),
  actors: {
    forgotPassword: fromPromise<unknown, { email: string }>(notProvided('forgotPassword', 'forgotPassword')),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
  },
  actions: {
    setEmail: assign(({ event }) => (event.type === 'CHANGE' ? { email: event.value, fieldErrors: {} } : {})),
    requireEmail: assign({ fieldErrors: { email: [msg('emailRequired')] } }),
    emitSent: emit(({ context }) => ({ type: 'sent' as const, email: context.sentTo ?? '' })),
    emitFailed: emit(({ context }) => ({
      type: 'failed' as const,
      error: context.error ?? msg('forgotFailed'),
    })),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input?.email ?? '', fieldErrors: {}, error: null, sentTo: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setEmail' },
        SUBMIT: [{ guard: 'hasEmail', target: 'sending' }, { actions: 'requireEmail' }],
      },
    },
    sending: {
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        src: 'forgotPassword',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: assign(({ context }) => ({ sentTo: context.email.trim() })) },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => failureUpdate(event.error, 'forgotFailed')),
        },
      },
    },
    sent: {
      entry: 'emitSent',
      on: { TRY_DIFFERENT_EMAIL: { target: 'editing', actions: assign({ sentTo: null }) } },
    },
    failure: {
      entry: 'emitFailed',
      on: {
        CHANGE: { target: 'editing', actions: ['setEmail', assign({ error: null })] },
        SUBMIT: [
          { guard: 'hasEmail', target: 'sending' },
          { target: 'editing', actions: 'requireEmail' },
        ],
      },
    },
  },
});

/** Client-side rules of the reset form (spec §5): both required, minimum 8, must match. */
export function validateNewPassword(values: { password: string; password_confirmation: string }): {
  errors: FieldErrors<PasswordResetMessageKey>;
  reason: Extract<ResetPasswordEmitted, { type: 'invalid' }>['reason'] | null;
} {
  if (values.password === '') {
    const errors: FieldErrors<PasswordResetMessageKey> = { password: [msg('passwordRequired')] };
    if (values.password_confirmation === '') errors.password_confirmation = [msg('confirmationRequired')];
    return { errors, reason: 'required' };
  }
  if (values.password.length < RESET_PASSWORD_MIN_LENGTH) {
    return { errors: { password: [msg('passwordTooShort')] }, reason: 'tooShort' };
  }
  if (values.password_confirmation === '') {
    return { errors: { password_confirmation: [msg('confirmationRequired')] }, reason: 'required' };
  }
  if (values.password !== values.password_confirmation) {
    return { errors: { password_confirmation: [msg('passwordMismatch')] }, reason: 'mismatch' };
  }
  return { errors: {}, reason: null };
}

/**
 * The `resetPassword` machine (spec §2 Reset password, §5 Reset password, §8 toasts).
 *
 * - `editing`: new password + confirmation. On start, a link without token or email goes straight to
 *   `invalidLink`. `SUBMIT` runs {@link validateNewPassword}; when refused it stays with field errors
 *   and emits `invalid` (`tooShort` → 'Password too short' toast, `mismatch` → 'Password mismatch').
 * - `invalidLink` (final): 'Invalid reset link' / 'This password reset link is invalid or expired.';
 *   `context.redirectTo` = '/forgot-password'.
 * - `submitting`: the `resetPassword` actor (POST /password/reset with {@link ResetPasswordPayload}).
 * - `done` (final): 'Password reset successful!'.
 * - `failure`: `context.error` (default 'Failed to reset password. Please try again.').
 */
export const resetPasswordMachine = setup({
  types: flowTypes<ResetPasswordContext, ResetPasswordEvent, ResetPasswordInput, ResetPasswordEmitted>(),
  actors: {
    resetPassword: fromPromise<unknown, ResetPasswordPayload>(notProvided('resetPassword', 'resetPassword')),
  },
  guards: {
    linkMissing: ({ context }) => context.token.trim() === '' || context.email.trim() === '',
    isValid: ({ context }) => validateNewPassword(context).reason === null,
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? { [event.field]: event.value, fieldErrors: withoutField(context.fieldErrors, event.field) }
        : {},
    ),
    refuse: assign(({ context }) => ({ fieldErrors: validateNewPassword(context).errors })),
    emitInvalid: emit(({ context }) => ({
      type: 'invalid' as const,
      reason: validateNewPassword(context).reason ?? 'required',
    })),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input?.token ?? '',
    email: input?.email ?? '',
    password: '',
    password_confirmation: '',
    fieldErrors: {},
    error: null,
    redirectTo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      always: { guard: 'linkMissing', target: 'invalidLink' },
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [{ guard: 'isValid', target: 'submitting' }, { actions: ['refuse', 'emitInvalid'] }],
      },
    },
    invalidLink: {
      type: 'final',
      entry: [
        assign({ redirectTo: '/forgot-password', error: msg('resetLinkInvalid') }),
        emit({ type: 'invalidLink', redirectTo: '/forgot-password' }),
      ],
    },
    submitting: {
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({
          token: context.token,
          email: context.email,
          password: context.password,
          password_confirmation: context.password_confirmation,
        }),
        onDone: { target: 'done', actions: assign({ password: '', password_confirmation: '' }) },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => failureUpdate(event.error, 'resetFailed')),
        },
      },
    },
    failure: {
      entry: emit(({ context }) => ({ type: 'failed' as const, error: context.error ?? msg('resetFailed') })),
      on: {
        CHANGE: { target: 'editing', actions: ['setField', assign({ error: null })] },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting' },
          { target: 'editing', actions: ['refuse', 'emitInvalid'] },
        ],
      },
    },
    done: { type: 'final', entry: emit({ type: 'done' }) },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
export type ResetPasswordMachine = typeof resetPasswordMachine;
