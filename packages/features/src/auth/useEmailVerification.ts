import {
  type EmailVerificationMachine,
  emailVerificationMachine,
  EMAIL_VERIFICATION_MESSAGES as M,
  type VerifyEmailPayload,
} from '@gari/machines/emailVerification';
import { toast } from '@gari/ui/Toast';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../app';
import { useSession } from './session';

/** Options of {@link useEmailVerification}. */
export interface UseEmailVerificationOptions {
  /** Machine to run. @default emailVerificationMachine */
  machine?: EmailVerificationMachine;
  /** Keep the actors of `machine`. @default false */
  keepActors?: boolean;
  /** Start from this snapshot instead of the one the link gives. */
  snapshot?: SnapshotFrom<EmailVerificationMachine>;
}

/**
 * The verify-email screen (spec §2 Verify email, §4, §8). Reads `id`, `hash` and `email` from the
 * query string; with `id` and `hash` it verifies at once (POST /email/verify). Toasts: 'Email
 * verified!' (and the session is refreshed so the banner goes away), 'Verification email sent!' after a
 * resend, 'Failed to send verification email' / 'Please try again later.' when the resend failed.
 */
export function useEmailVerification(options: UseEmailVerificationOptions = {}) {
  const api = useApi();
  const session = useSession();
  const [params] = useSearchParams();
  const base = options.machine ?? emailVerificationMachine;
  const machine = useMemo(
    () =>
      options.keepActors
        ? base
        : base.provide({
            actors: {
              verifyEmail: fromPromise<unknown, VerifyEmailPayload>(({ input }) =>
                api.auth.verifyEmail(input),
              ),
              resendVerification: fromPromise<unknown, void>(() => api.auth.resendVerification()),
            },
          }),
    [api, base, options.keepActors],
  );
  const [state, send, actorRef] = useMachine(machine, {
    input: { id: params.get('id'), hash: params.get('hash'), email: params.get('email') },
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });

  const refresh = session.refresh;
  const previous = useRef(state.value);
  useEffect(() => {
    const was = previous.current;
    previous.current = state.value;
    if (was === state.value) return;
    if (state.value === 'success') {
      toast.success(M.verifiedTitle);
      void refresh();
    }
    if (was === 'resending') {
      if (state.context.resendError) toast.error(M.resendFailedTitle, M.resendFailed);
      else toast.success(M.resentTitle);
    }
  }, [state.value, state.context.resendError, refresh]);

  return {
    state,
    send,
    actorRef,
    resend: () => send({ type: 'RESEND' }),
    /** True while the resend call runs. */
    isResending: state.matches('resending'),
    /** Resend needs a signed-in member (POST /email/verification-notification is authenticated). */
    canResend: session.status === 'authenticated',
  };
}
