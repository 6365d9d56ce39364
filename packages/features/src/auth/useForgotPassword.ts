import {
  type ForgotPasswordMachine,
  forgotPasswordMachine,
  PASSWORD_RESET_MESSAGES as M,
} from '@gari/machines/passwordReset';
import { toast } from '@gari/ui/Toast';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../app';

/** Options of {@link useForgotPassword}. */
export interface UseForgotPasswordOptions {
  /** Machine to run. @default forgotPasswordMachine */
  machine?: ForgotPasswordMachine;
  /** Keep the actors of `machine`. @default false */
  keepActors?: boolean;
  /** Start from this snapshot instead of `editing`. */
  snapshot?: SnapshotFrom<ForgotPasswordMachine>;
  /** Prefilled email. @default '' */
  email?: string;
}

/**
 * The forgot-password form (spec §2 Forgot password, §4, §8): `forgotPassword` = POST /password/forgot.
 * Toasts 'Reset link sent!' / 'Check your email for password reset instructions.' on `sent`, and
 * 'Failed to send reset link' / 'Please check your email and try again.' on `failure`.
 */
export function useForgotPassword(options: UseForgotPasswordOptions = {}) {
  const api = useApi();
  const base = options.machine ?? forgotPasswordMachine;
  const machine = useMemo(
    () =>
      options.keepActors
        ? base
        : base.provide({
            actors: {
              forgotPassword: fromPromise<unknown, { email: string }>(({ input }) =>
                api.auth.forgotPassword(input),
              ),
            },
          }),
    [api, base, options.keepActors],
  );
  const [state, send, actorRef] = useMachine(machine, {
    input: { email: options.email ?? '' },
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });

  const previous = useRef(state.value);
  useEffect(() => {
    const was = previous.current;
    previous.current = state.value;
    if (was === state.value) return;
    if (state.value === 'sent') toast.success(M.sentTitle, M.sent);
    if (state.value === 'failure') toast.error(M.forgotFailedTitle, M.forgotFailed);
  }, [state.value]);

  return {
    state,
    send,
    actorRef,
    setEmail: (value: string) => send({ type: 'CHANGE', value }),
    submit: () => send({ type: 'SUBMIT' }),
    tryDifferentEmail: () => send({ type: 'TRY_DIFFERENT_EMAIL' }),
    /** True while POST /password/forgot runs. */
    isPending: state.matches('sending'),
  };
}
