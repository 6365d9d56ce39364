import { type AuthMachine, authMachine, type LoginInput, type LoginResult } from '@gari/machines/auth';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { FlowHookOptions } from '../app';
import { useSession } from './session';
import { formControls, useAuthFlow } from './useAuthFlow';

/** Options of {@link useLogin}. */
export interface UseLoginOptions extends FlowHookOptions<AuthMachine> {
  /** Where to go after signing in when the URL gives none. @default '/' */
  defaultRedirect?: string;
}

/**
 * Only same-site paths are followed after login (an open redirect would let a crafted link send the
 * member elsewhere): '/vehicles?x=1' is kept, 'https://evil.example' and '//evil' are not.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}

/**
 * The login form (spec §2 Login, §4 Login, §5, §8): the `auth` machine with `login` = the client's
 * `auth.login` (POST /auth/login, or the legacy POST /login when that route is missing) and `logout`
 * from the API. On `signedIn` it refreshes the session,
 * refetches cached data and navigates to `?next=` (or `location.state.from`, else '/') replacing the
 * login entry; on `failure` it toasts 'Login failed' with the message (e.g. 'Invalid email or password').
 *
 * Returns the machine `state`, `send`, and helpers `setField`, `setRemember`, `submit`, `isPending`
 * (true while a sign-in request runs: the submit button is blocked, spec §5).
 */
export function useLogin(options: UseLoginOptions = {}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const targetOf = (params: URLSearchParams) =>
    safeRedirect(params.get('next') ?? from, options.defaultRedirect ?? '/');

  const { state, send, actorRef, params } = useAuthFlow(authMachine, options, ({ t, api, params }) => ({
    actors: {
      login: fromPromise<LoginResult, LoginInput>(({ input }) => api.auth.login(input)),
      logout: fromPromise<void, void>(() => api.auth.logout()),
    },
    input: { email: params.get('email') ?? '' },
    on: {
      failed: (event) => {
        toast.error(t('loginFailedTitle'), t.message(event.error));
      },
      signedIn: () => {
        void (async () => {
          await queryClient.invalidateQueries();
          await session.refresh();
          navigate(targetOf(params), { replace: true });
        })();
      },
    },
  }));

  return {
    state,
    send,
    actorRef,
    /** Where the member goes after signing in. */
    redirectTo: targetOf(params),
    setRemember: (value: boolean) => send({ type: 'SET_REMEMBER', value }),
    ...formControls({ state, send }, 'signingIn'),
  };
}
