import { authMachine } from '@gari/machines/auth';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';

/**
 * Runs the logout flow of the `auth` machine (spec §2 Logout): `LOGOUT` → `signingOut` (the given
 * `logout` call, e.g. POST /auth/logout) → `signedOut`. Loaded on demand by `SessionProvider`, so
 * XState is not part of the JavaScript every page needs (issue #8).
 *
 * @param logout the server call; its failure is recorded, not thrown (tokens are cleared anyway).
 * @param options.inspect told about the started actor (the story checker's `FlowInspector`), as
 *   `useFlow` does; `options.onSigningOut` called when the machine enters `signingOut`.
 * @returns the machine's `signedOut` event: `{ type: 'signedOut', logoutError }`.
 */
export function runLogout(
  logout: () => Promise<void>,
  options: {
    inspect?: (machineId: string, actorRef: AnyActorRef) => void;
    onSigningOut?: () => void;
  } = {},
): Promise<{ type: 'signedOut'; logoutError: boolean }> {
  const actor = createActor(
    authMachine.provide({ actors: { logout: fromPromise<void, void>(() => logout()) } }),
    { input: {} },
  );
  return new Promise((resolve) => {
    actor.on('signedOut', (event) => {
      actor.stop();
      resolve({ type: 'signedOut', logoutError: Boolean(event.logoutError) });
    });
    options.inspect?.(authMachine.id, actor);
    actor.start();
    actor.send({ type: 'LOGOUT' });
    if (actor.getSnapshot().matches('signingOut')) options.onSigningOut?.();
  });
}
