import { assign, emit, fromPromise, setup } from 'xstate';
import { failureUpdate, flowTypes, msg, notProvided, readFailure, withoutField } from '../shared';
import type { AuthContext, AuthEmitted, AuthEvent, AuthInput, LoginInput, LoginResult } from './types';

/**
 * True when a login rejection is the unverified-email condition, which counts as a pass (spec §5
 * Login, §8 login special case): a 403, a message containing 'Email not verified' or '403', or a body
 * with `email_verified: false`.
 */
export function isUnverifiedRejection(error: unknown): boolean {
  const { status, text: message } = readFailure(error, 'loginFailed');
  if (status === 403 || /email not verified/i.test(message) || /\b403\b/.test(message)) return true;
  const body = (error as { body?: unknown } | null)?.body;
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { email_verified?: unknown }).email_verified === false
  );
}

/** Required-field errors of the login form (spec §5 Login). */
function requiredErrors(context: AuthContext): AuthContext['fieldErrors'] {
  const errors: AuthContext['fieldErrors'] = {};
  if (context.email.trim() === '') errors.email = [msg('emailRequired')];
  if (context.password === '') errors.password = [msg('passwordRequired')];
  return errors;
}

const loginInput = ({ context }: { context: AuthContext }): LoginInput => ({
  email: context.email.trim(),
  password: context.password,
  remember: context.remember,
});

/**
 * The `auth` machine (spec §2 Accounts Login, §4 Login, §5 Login, §8, §2 Logout).
 *
 * - `idle`: the form. `SUBMIT` with an empty email or password stays here with field errors.
 * - `signingIn`: runs the `login` actor (the client's `auth.login`: POST /auth/login, falling back to
 *   the legacy POST /login itself, spec §4); an unverified-email rejection is a pass.
 * - `signedIn`: `context.user`, `context.emailVerified` (false → the site shows the banner). A success
 *   answer without a token goes to `failure` with `noToken`.
 * - `failure`: `context.error` (server message, e.g. 'Invalid email or password') and server
 *   `fieldErrors`; editing returns to `idle`.
 * - `LOGOUT` (from any state but the pending ones) → `signingOut` (`logout` actor) → `signedOut`
 *   whatever the server says; a failed call leaves `context.logoutError` set.
 *
 * Emits {@link AuthEmitted}: `signedIn`, `failed`, `signedOut` on entering those states.
 *
 * Actors to provide: `login` (input {@link LoginInput}, output {@link LoginResult}),
 * `logout` (no input).
 */
export const authMachine = setup({
  types: flowTypes<AuthContext, AuthEvent, AuthInput, AuthEmitted>(),
  actors: {
    login: fromPromise<LoginResult, LoginInput>(notProvided('auth', 'login')),
    logout: fromPromise<void, void>(notProvided('auth', 'logout')),
  },
  guards: {
    isValid: ({ context }) => Object.keys(requiredErrors(context)).length === 0,
    hasToken: (_, params: { result: LoginResult }) =>
      Boolean(params.result.access_token || params.result.token),
    isUnverified: (_, params: { error: unknown }) => isUnverifiedRejection(params.error),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return { [event.field]: event.value, fieldErrors: withoutField(context.fieldErrors, event.field) };
    }),
    setRemember: assign(({ event }) => (event.type === 'SET_REMEMBER' ? { remember: event.value } : {})),
    showRequired: assign(({ context }) => ({ fieldErrors: requiredErrors(context) })),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    signInPass: assign((_, params: { result: LoginResult }) => ({
      user: params.result.user ?? null,
      emailVerified: params.result.email_verified ?? Boolean(params.result.user?.email_verified_at),
      password: '',
      logoutError: null,
    })),
    unverifiedPass: assign({ user: null, emailVerified: false, password: '', logoutError: null }),
    noToken: assign({ error: msg('noToken') }),
    fail: assign((_, params: { error: unknown }) => failureUpdate(params.error, 'loginFailed')),
    emitSignedIn: emit(({ context }) => ({
      type: 'signedIn' as const,
      user: context.user,
      emailVerified: context.emailVerified,
    })),
    emitFailed: emit(({ context }) => ({
      type: 'failed' as const,
      error: context.error ?? msg('loginFailed'),
    })),
    emitSignedOut: emit(({ context }) => ({ type: 'signedOut' as const, logoutError: context.logoutError })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    email: input?.email ?? '',
    password: '',
    remember: false,
    fieldErrors: {},
    error: null,
    user: null,
    emailVerified: true,
    logoutError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'setField' },
        SET_REMEMBER: { actions: 'setRemember' },
        SUBMIT: [{ guard: 'isValid', target: 'signingIn' }, { actions: 'showRequired' }],
        LOGOUT: 'signingOut',
      },
    },
    signingIn: {
      entry: 'clearErrors',
      invoke: {
        src: 'login',
        input: loginInput,
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: { type: 'signInPass', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'failure', actions: 'noToken' },
        ],
        onError: [
          {
            guard: { type: 'isUnverified', params: ({ event }) => ({ error: event.error }) },
            target: 'signedIn',
            actions: 'unverifiedPass',
          },
          { target: 'failure', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failure: {
      entry: 'emitFailed',
      on: {
        CHANGE: { target: 'idle', actions: ['setField', assign({ error: null })] },
        SET_REMEMBER: { actions: 'setRemember' },
        SUBMIT: [
          { guard: 'isValid', target: 'signingIn' },
          { target: 'idle', actions: 'showRequired' },
        ],
        LOGOUT: 'signingOut',
      },
    },
    signedIn: {
      entry: 'emitSignedIn',
      on: { LOGOUT: 'signingOut' },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        onDone: {
          target: 'signedOut',
          actions: assign({ user: null, emailVerified: true, logoutError: null }),
        },
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => ({
            user: null,
            emailVerified: true,
            logoutError: readFailure(event.error, 'logoutFailed').message,
          })),
        },
      },
    },
    signedOut: {
      entry: 'emitSignedOut',
      on: {
        CHANGE: { target: 'idle', actions: 'setField' },
        SET_REMEMBER: { actions: 'setRemember' },
        SUBMIT: [
          { guard: 'isValid', target: 'signingIn' },
          { target: 'idle', actions: 'showRequired' },
        ],
        LOGOUT: 'signingOut',
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
