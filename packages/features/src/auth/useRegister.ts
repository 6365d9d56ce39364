import { type RegisterMachine, type RegisterPayload, registerMachine } from '@gari/machines/register';
import { toast } from '@gari/ui/Toast';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { FlowHookOptions } from '../app';
import { toastPasswordRefusal } from './passwordRefusal';
import { formControls, useAuthFlow } from './useAuthFlow';
import { safeRedirect } from './useLogin';

/** Options of {@link useRegister}. */
export type UseRegisterOptions = FlowHookOptions<RegisterMachine>;

/**
 * The registration form (spec §2 Register, §5 Register, §7 POST /register, §8): the `register`
 * machine with `register` = `api.auth.register`, the country defaulting to the stored country
 * (else RW). Toasts: 'Password mismatch' / 'Passwords do not match' on a local refusal, 'Registration
 * failed' with the server message (default 'Something went wrong. Please try again.'). On
 * `registered` it goes to `/verify-email?email=…` (the pending screen). A same-site `?next=` (the page
 * the member came from) goes with the body so the verification link lands there (issue #16).
 */
export function useRegister(options: UseRegisterOptions = {}) {
  const navigate = useNavigate();
  const { state, send, actorRef } = useAuthFlow(registerMachine, options, ({ t, api, params }) => {
    const next = safeRedirect(params.get('next'), '');
    return {
      actors: {
        register: fromPromise<unknown, RegisterPayload>(({ input }) =>
          api.auth.register(next ? { ...input, next } : input),
        ),
      },
      input: { country: api.store.getCountry() },
      on: {
        invalid: (event) => toastPasswordRefusal(event.reason, t),
        failed: (event) => toast.error(t('registerFailedTitle'), t.message(event.error)),
        registered: (event) => {
          if (event.email) navigate(`/verify-email?email=${encodeURIComponent(event.email)}`);
        },
      },
    };
  });
  return { state, send, actorRef, ...formControls({ state, send }) };
}
