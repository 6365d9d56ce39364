import {
  type EmailVerificationMachine,
  emailVerificationMachine,
  type VerifyEmailPayload,
} from '@gari/machines/emailVerification';
import { toast } from '@gari/ui/Toast';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, useApi, useFlowHook } from '../app';
import { t } from './messages';
import { useSession } from './session';

/** Options of {@link useEmailVerification}. */
export type UseEmailVerificationOptions = FlowHookOptions<EmailVerificationMachine>;

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
  const refresh = session.refresh;
  const { state, send, actorRef } = useFlowHook(emailVerificationMachine, options, {
    actors: {
      verifyEmail: fromPromise<unknown, VerifyEmailPayload>(({ input }) => api.auth.verifyEmail(input)),
      resendVerification: fromPromise<unknown, void>(() => api.auth.resendVerification()),
    },
    input: { id: params.get('id'), hash: params.get('hash'), email: params.get('email') },
    on: {
      verified: () => {
        toast.success(t('verifiedTitle'));
        void refresh();
      },
      resent: () => toast.success(t('resentTitle')),
      resendFailed: () => toast.error(t('resendFailedTitle'), t('resendFailed')),
    },
  });

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
