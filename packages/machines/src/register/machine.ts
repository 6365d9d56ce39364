import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type FieldErrors,
  failureUpdate,
  flowTypes,
  type KeyedMessage,
  msg,
  notProvided,
  withoutField,
} from '../shared';
import {
  PASSWORD_MIN_LENGTH,
  type RegisterContext,
  type RegisterEmitted,
  type RegisterEvent,
  type RegisterInput,
  type RegisterMessageKey,
  type RegisterPayload,
} from './types';

/** Default country when none is saved (spec §5, §9). */
export const DEFAULT_REGISTER_COUNTRY = 'RW';

/**
 * Client-side rules of the form (spec §5 Register): every field required, password at least 8
 * characters (spec §9), confirmation equal to the password. Returns the field errors (empty = valid)
 * and the first reason.
 */
export function validateRegistration(values: RegisterPayload): {
  errors: FieldErrors<RegisterMessageKey>;
  reason: Extract<RegisterEmitted, { type: 'invalid' }>['reason'] | null;
} {
  const errors: FieldErrors<RegisterMessageKey> = {};
  let reason: Extract<RegisterEmitted, { type: 'invalid' }>['reason'] | null = null;
  const required: [keyof RegisterPayload, KeyedMessage<RegisterMessageKey>][] = [
    ['name', msg('nameRequired')],
    ['email', msg('emailRequired')],
    ['password', msg('passwordRequired')],
    ['password_confirmation', msg('confirmationRequired')],
    ['country', msg('countryRequired')],
  ];
  for (const [field, message] of required) {
    if (values[field].trim() === '') {
      errors[field] = [message];
      reason ??= 'required';
    }
  }
  if (!errors.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = [msg('passwordTooShort')];
    reason ??= 'tooShort';
  }
  if (!errors.password_confirmation && !errors.password && values.password !== values.password_confirmation) {
    errors.password_confirmation = [msg('passwordMismatch')];
    reason ??= 'mismatch';
  }
  return { errors, reason };
}

/**
 * The `register` machine (spec §2 Accounts Register, §5 Register, §8 'Registration failed').
 *
 * - `editing`: the form; `SUBMIT` runs {@link validateRegistration}: when refused it stays with field
 *   errors and emits `invalid` (`mismatch` → the 'Password mismatch' toast).
 * - `submitting`: the `register` actor (POST /register with {@link RegisterPayload}).
 * - `registered` (final): `context.registeredEmail`; the site goes to /verify-email?email=….
 * - `failure`: `context.error` (server message, else `registerFailed`)
 *   and server field errors; editing returns to `editing`.
 */
export const registerMachine = setup({
  types: flowTypes<RegisterContext, RegisterEvent, RegisterInput, RegisterEmitted>(),
  actors: {
    register: fromPromise<unknown, RegisterPayload>(notProvided('register', 'register')),
  },
  guards: {
    isValid: ({ context }) => validateRegistration(context.values).reason === null,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        fieldErrors: withoutField(context.fieldErrors, event.field),
      };
    }),
    refuse: assign(({ context }) => ({ fieldErrors: validateRegistration(context.values).errors })),
    emitInvalid: emit(({ context }) => ({
      type: 'invalid' as const,
      reason: validateRegistration(context.values).reason ?? 'required',
    })),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    values: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      country: input?.country || DEFAULT_REGISTER_COUNTRY,
    },
    fieldErrors: {},
    error: null,
    registeredEmail: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [{ guard: 'isValid', target: 'submitting' }, { actions: ['refuse', 'emitInvalid'] }],
      },
    },
    submitting: {
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        src: 'register',
        input: ({ context }) => ({
          ...context.values,
          name: context.values.name.trim(),
          email: context.values.email.trim(),
        }),
        onDone: {
          target: 'registered',
          actions: assign(({ context }) => ({
            registeredEmail: context.values.email.trim(),
            values: { ...context.values, password: '', password_confirmation: '' },
          })),
        },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => failureUpdate(event.error, 'registerFailed')),
        },
      },
    },
    failure: {
      entry: emit(({ context }) => ({
        type: 'failed' as const,
        error: context.error ?? msg('registerFailed'),
      })),
      on: {
        CHANGE: { target: 'editing', actions: ['setField', assign({ error: null })] },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting' },
          { target: 'editing', actions: ['refuse', 'emitInvalid'] },
        ],
      },
    },
    registered: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'registered' as const, email: context.registeredEmail ?? '' })),
    },
  },
});

export type RegisterMachine = typeof registerMachine;
