import {
  type EmailVerificationMachine,
  emailVerificationMachine,
  type VerifyEmailPayload,
} from '@gari/machines/emailVerification';
import { toast } from '@gari/ui/Toast';
import { fromPromise } from 'xstate';
import type { FlowHookOptions } from '../app';
import { useSession } from './session';
import { useAuthFlow } from './useAuthFlow';
import { safeRedirect } from './useLogin';

/** Options of {@link useEmailVerification}. */
export type UseEmailVerificationOptions = FlowHookOptions<EmailVerificationMachine>;

/**
 * The verify-email screen (spec §2 Verify email, §4, §8; issue #16 Verify → signed in). Reads `id`,
 * `hash`, `expires`, `email` and `next` from the query string; with `id` and `hash` it verifies at once
 * (POST /email/verify). Signed out, the client asks for a session and stores it: the member is signed
 * in on this device; signed in, the session is kept. Toasts: 'Email verified!' (and the session is
 * refreshed so the banner goes away and the chrome shows the member), 'Verification email sent!' after
 * a resend, 'Failed to send verification email' / 'Please try again later.' when the resend failed.
 *
 * @returns also `next`: where 'Continue' goes — the link's `next` when it is a same-site path, else '/'.
 */
export function useEmailVerification(options: UseEmailVerificationOptions = {}) {
  const session = useSession();
  const refresh = session.refresh;
  const { state, send, actorRef, params } = useAuthFlow(
    emailVerificationMachine,
    options,
    ({ t, api, params }) => ({
      actors: {
        verifyEmail: fromPromise<unknown, VerifyEmailPayload>(({ input }) => api.auth.verifyEmail(input)),
        resendVerification: fromPromise<unknown, void>(() => api.auth.resendVerification()),
      },
      input: {
        id: params.get('id'),
        hash: params.get('hash'),
        expires: params.get('expires'),
        email: params.get('email'),
      },
      on: {
        verified: () => {
          toast.success(t('verifiedTitle'));
          void refresh();
        },
        resent: () => toast.success(t('resentTitle')),
        resendFailed: () => toast.error(t('resendFailedTitle'), t('resendFailed')),
      },
    }),
  );

  return {
    state,
    send,
    actorRef,
    resend: () => send({ type: 'RESEND' }),
    /** Where 'Continue' lands: the link's same-site `next`, else '/'. */
    next: safeRedirect(params.get('next'), '/'),
    /** True while the resend call runs. */
    isResending: state.matches('resending'),
    /** Resend needs a signed-in member (POST /email/verification-notification is authenticated). */
    canResend: session.status === 'authenticated',
  };
}
