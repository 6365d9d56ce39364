import {
  PASSWORD_RESET_MESSAGES as M,
  type ResetPasswordField,
  type ResetPasswordMachine,
  type ResetPasswordPayload,
  resetPasswordMachine,
} from '@gari/machines/passwordReset';
import { toast } from '@gari/ui/Toast';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../app';

/** Options of {@link useResetPassword}. */
export interface UseResetPasswordOptions {
  /** Machine to run. @default resetPasswordMachine */
  machine?: ResetPasswordMachine;
  /** Keep the actors of `machine`. @default false */
  keepActors?: boolean;
  /** Start from this snapshot instead of the one the link gives. */
  snapshot?: SnapshotFrom<ResetPasswordMachine>;
}

const INVALID_TOASTS = {
  tooShort: [M.tooShortTitle, M.tooShort],
  mismatch: [M.mismatchTitle, M.mismatch],
} as const;

/**
 * The reset-password form (spec §2 Reset password, §5, §8). Reads `token` and `email` from the query
 * string; without them the machine is `invalidLink`: toast 'Invalid reset link' / 'This password reset
 * link is invalid or expired.' and redirect to /forgot-password (replacing history). Local refusals
 * toast 'Password too short' or 'Password mismatch'. `resetPassword` = POST /password/reset; success
 * toasts 'Password reset successful!' / 'Your password has been updated. You can now sign in.',
 * failure toasts 'Reset failed' with the message (default 'Failed to reset password. Please try again.').
 */
export function useResetPassword(options: UseResetPasswordOptions = {}) {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const base = options.machine ?? resetPasswordMachine;
  const machine = useMemo(
    () =>
      options.keepActors
        ? base
        : base.provide({
            actors: {
              resetPassword: fromPromise<unknown, ResetPasswordPayload>(({ input }) =>
                api.auth.resetPassword(input),
              ),
            },
          }),
    [api, base, options.keepActors],
  );
  const [state, send, actorRef] = useMachine(machine, {
    input: { token: params.get('token'), email: params.get('email') },
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });

  useEffect(() => {
    const sub = actorRef.on('invalid', (event) => {
      const pair = event.reason === 'required' ? null : INVALID_TOASTS[event.reason];
      if (pair) toast.error(pair[0], pair[1]);
    });
    return () => sub.unsubscribe();
  }, [actorRef]);

  const previous = useRef<string | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = String(state.value);
    if (was === state.value) return;
    if (state.value === 'invalidLink') {
      toast.error(M.invalidLinkTitle, M.invalidLink);
      navigate(state.context.redirectTo ?? '/forgot-password', { replace: true });
    }
    if (state.value === 'done') toast.success(M.doneTitle, M.done);
    if (state.value === 'failure') toast.error(M.resetFailedTitle, state.context.error ?? M.resetFailed);
  }, [state.value, state.context.redirectTo, state.context.error, navigate]);

  return {
    state,
    send,
    actorRef,
    setField: (field: ResetPasswordField, value: string) => send({ type: 'CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    /** True while POST /password/reset runs. */
    isPending: state.matches('submitting'),
  };
}
