import { type ForgotPasswordMachine, forgotPasswordMachine } from '@gari/machines/passwordReset';
import { toast } from '@gari/ui/Toast';
import { fromPromise } from 'xstate';
import { type FlowHookOptions, useApi, useFlowHook } from '../app';
import { useT } from '../shared/locale';
import { t as authT } from './messages';

/** Options of {@link useForgotPassword}. */
export interface UseForgotPasswordOptions extends FlowHookOptions<ForgotPasswordMachine> {
  /** Prefilled email. @default '' */
  email?: string;
}

/**
 * The forgot-password form (spec §2 Forgot password, §4, §8): `forgotPassword` = POST /password/forgot.
 * Toasts 'Reset link sent!' / 'Check your email for password reset instructions.' on `sent`, and
 * 'Failed to send reset link' / 'Please check your email and try again.' on `failure`.
 */
export function useForgotPassword(options: UseForgotPasswordOptions = {}) {
  const t = useT(authT);
  const api = useApi();
  const { state, send, actorRef } = useFlowHook(forgotPasswordMachine, options, {
    actors: {
      forgotPassword: fromPromise<unknown, { email: string }>(({ input }) => api.auth.forgotPassword(input)),
    },
    input: { email: options.email ?? '' },
    on: {
      sent: () => toast.success(t('sentTitle'), t('sent')),
      failed: () => toast.error(t('forgotFailedTitle'), t('forgotFailed')),
    },
  });

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
