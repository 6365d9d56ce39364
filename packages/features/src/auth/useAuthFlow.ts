import type { GariApi } from '@gari/client/types';
import { useSearchParams } from 'react-router';
import type { AnyStateMachine } from 'xstate';
import { type FlowHookOptions, type UseFlowOptions, useApi, useFlowHook } from '../app';
import { useT } from '../shared/locale';
import { t as authT } from './messages';

/** What an account flow builds its machine's options from (see {@link useAuthFlow}). */
export interface AuthFlowContext {
  /** The account catalog in the member's language. */
  t: typeof authT;
  /** The API client (`api.auth.*` are the flows' calls). */
  api: GariApi;
  /** The page's query string (tokens, email, `next`). */
  params: URLSearchParams;
}

/**
 * The one shape of the account-flow hooks (login, register, reset password, verify email): `flow` builds the
 * machine's actors, input and emitted-event handlers from the account catalog, the API client and the
 * query string, then {@link useFlowHook} runs the machine (or the stories' `options.machine`).
 *
 * @returns `{ state, send, actorRef }` of the flow, and `params` (the query string).
 */
export function useAuthFlow<M extends AnyStateMachine>(
  machine: M,
  options: FlowHookOptions<M>,
  flow: (context: AuthFlowContext) => Omit<UseFlowOptions<M>, 'keepActors' | 'snapshot'>,
) {
  const t = useT(authT);
  const api = useApi();
  const [params] = useSearchParams();
  return { ...useFlowHook(machine, options, flow({ t, api, params })), params };
}

/** The events and state of an account form's machine that {@link formControls} uses. */
interface FormFlow<F extends string> {
  state: { matches(value: string): boolean };
  send(event: { type: 'CHANGE'; field: F; value: string } | { type: 'SUBMIT' }): void;
}

/**
 * The controls of an account form whose machine takes `CHANGE { field, value }` and `SUBMIT` and is in
 * state `busy` while its request runs (login: `signingIn`; register, reset password: `submitting`).
 */
export function formControls<F extends string>({ state, send }: FormFlow<F>, busy = 'submitting') {
  return {
    setField: (field: F, value: string) => send({ type: 'CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    /** True while the form's request runs. */
    isPending: state.matches(busy),
  };
}
