import {
  type ResetPasswordMachine,
  type ResetPasswordPayload,
  resetPasswordMachine,
} from '@gari/machines/passwordReset';
import { toast } from '@gari/ui/Toast';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { FlowHookOptions } from '../app';
import { toastPasswordRefusal } from './passwordRefusal';
import { formControls, useAuthFlow } from './useAuthFlow';

/** Options of {@link useResetPassword}. */
export type UseResetPasswordOptions = FlowHookOptions<ResetPasswordMachine>;

/**
 * The reset-password form (spec §2 Reset password, §5, §8). Reads `token` and `email` from the query
 * string; without them the machine is `invalidLink`: toast 'Invalid reset link' / 'This password reset
 * link is invalid or expired.' and redirect to /forgot-password (replacing history). Local refusals
 * toast 'Password too short' or 'Password mismatch'. `resetPassword` = POST /password/reset; success
 * toasts 'Password reset successful!' / 'Your password has been updated. You can now sign in.',
 * failure toasts 'Reset failed' with the message (default 'Failed to reset password. Please try again.').
 */
export function useResetPassword(options: UseResetPasswordOptions = {}) {
  const navigate = useNavigate();
  const { state, send, actorRef } = useAuthFlow(resetPasswordMachine, options, ({ t, api, params }) => ({
    actors: {
      resetPassword: fromPromise<unknown, ResetPasswordPayload>(({ input }) => api.auth.resetPassword(input)),
    },
    input: { token: params.get('token'), email: params.get('email') },
    on: {
      invalid: (event) => toastPasswordRefusal(event.reason, t),
      invalidLink: (event) => {
        toast.error(t('resetLinkInvalidTitle'), t('resetLinkInvalid'));
        navigate(event.redirectTo, { replace: true });
      },
      done: () => toast.success(t('doneTitle'), t('done')),
      failed: (event) => toast.error(t('resetFailedTitle'), t.message(event.error)),
    },
  }));
  return { state, send, actorRef, ...formControls({ state, send }) };
}
