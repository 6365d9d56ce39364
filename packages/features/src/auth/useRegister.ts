import {
  REGISTER_MESSAGES,
  type RegisterField,
  type RegisterMachine,
  type RegisterPayload,
  registerMachine,
} from '@gari/machines/register';
import { toast } from '@gari/ui/Toast';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../app';

/** Options of {@link useRegister}. */
export interface UseRegisterOptions {
  /** Machine to run (stories pass overrides). @default registerMachine */
  machine?: RegisterMachine;
  /** Keep the actors of `machine` instead of the API-backed one. @default false */
  keepActors?: boolean;
  /** Start from this snapshot instead of `editing`. */
  snapshot?: SnapshotFrom<RegisterMachine>;
}

/** Toast texts per local refusal of the form (spec §5 Register). */
const INVALID_TOASTS = {
  mismatch: [REGISTER_MESSAGES.mismatchTitle, REGISTER_MESSAGES.mismatch],
  tooShort: ['Password too short', REGISTER_MESSAGES.tooShort],
} as const;

/**
 * The registration form (spec §2 Register, §5 Register, §7 POST /register, §8): the `register`
 * machine with `register` = `api.auth.register`, the country defaulting to the stored country
 * (else RW). Toasts: 'Password mismatch' / 'Passwords do not match' on a local refusal, 'Registration
 * failed' with the server message (default 'Something went wrong. Please try again.'). On
 * `registered` it goes to `/verify-email?email=…` (the pending screen).
 */
export function useRegister(options: UseRegisterOptions = {}) {
  const api = useApi();
  const navigate = useNavigate();
  const base = options.machine ?? registerMachine;
  const machine = useMemo(
    () =>
      options.keepActors
        ? base
        : base.provide({
            actors: {
              register: fromPromise<unknown, RegisterPayload>(({ input }) => api.auth.register(input)),
            },
          }),
    [api, base, options.keepActors],
  );
  const [state, send, actorRef] = useMachine(machine, {
    input: { country: api.store.getCountry() },
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });

  useEffect(() => {
    const sub = actorRef.on('invalid', (event) => {
      const pair = event.reason === 'required' ? null : INVALID_TOASTS[event.reason];
      if (pair) toast.error(pair[0], pair[1]);
    });
    return () => sub.unsubscribe();
  }, [actorRef]);

  const previous = useRef(state.value);
  useEffect(() => {
    const was = previous.current;
    previous.current = state.value;
    if (was === state.value) return;
    if (state.value === 'failure') {
      toast.error('Registration failed', state.context.error ?? REGISTER_MESSAGES.fallback);
    }
    if (state.value === 'registered' && state.context.registeredEmail) {
      navigate(`/verify-email?email=${encodeURIComponent(state.context.registeredEmail)}`);
    }
  }, [state.value, state.context.error, state.context.registeredEmail, navigate]);

  return {
    state,
    send,
    actorRef,
    setField: (field: RegisterField, value: string) => send({ type: 'CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    /** True while POST /register runs. */
    isPending: state.matches('submitting'),
  };
}
