import { assign, emit, fromPromise, setup } from 'xstate';
import { flowTypes, msg, notProvided, readFailure } from '../shared';
import type {
  EmailVerificationContext,
  EmailVerificationEmitted,
  EmailVerificationEvent,
  EmailVerificationInput,
  VerifyEmailOutput,
  VerifyEmailPayload,
} from './types';

/** True when a verify answer carries a session (an object with an access token). */
function hasSession(output: unknown): boolean {
  if (typeof output !== 'object' || output === null) return false;
  const session = (output as VerifyEmailOutput).session;
  return typeof session === 'object' && session !== null;
}

/**
 * The `emailVerification` machine (spec §2 Verify email, §4 Verify email, §8).
 *
 * - `pending`: "check your inbox"; when the link's `id` and `hash` are both present it goes straight
 *   to `verifying`. `RESEND` → `resending`.
 * - `verifying`: the `verifyEmail` actor ({@link VerifyEmailPayload}: `id`, `hash`, and `expires` when
 *   the link has one) → `success` | `error`. An answer with a non-null `session` sets `signedIn`
 *   (issue #16 Verify → signed in: the link signed this device in).
 * - `success` (final): 'Email verified!'; emits `verified` with `signedIn`.
 * - `error`: `context.error` ('The verification link is invalid or has expired.' unless the server
 *   says otherwise); `RESEND` → `resending`.
 * - `resending`: the `resendVerification` actor (POST /email/verification-notification); returns to
 *   the state it came from with `resent: true`, or with `resendError` set when it failed.
 *
 * Emits {@link EmailVerificationEmitted}: `verified`, `resent`, `resendFailed`.
 */
export const emailVerificationMachine = setup({
  types: flowTypes<
    EmailVerificationContext,
    EmailVerificationEvent,
    EmailVerificationInput,
    EmailVerificationEmitted
  >(),
  actors: {
    verifyEmail: fromPromise<VerifyEmailOutput | unknown, VerifyEmailPayload>(
      notProvided('emailVerification', 'verifyEmail'),
    ),
    resendVerification: fromPromise<unknown, void>(notProvided('emailVerification', 'resendVerification')),
  },
  guards: {
    hasLink: ({ context }) => context.id !== '' && context.hash !== '',
    fromError: ({ context }) => context.resendFrom === 'error',
  },
  actions: {
    emitResent: emit({ type: 'resent' }),
    emitResendFailed: emit(({ context }) => ({
      type: 'resendFailed' as const,
      error: context.resendError ?? msg('resendFailed'),
    })),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    id: input?.id?.trim() ?? '',
    hash: input?.hash?.trim() ?? '',
    expires: input?.expires?.trim() ?? '',
    signedIn: false,
    email: input?.email?.trim() ?? '',
    error: null,
    resent: false,
    resendError: null,
    resendFrom: 'pending',
  }),
  initial: 'pending',
  states: {
    pending: {
      always: { guard: 'hasLink', target: 'verifying' },
      on: { RESEND: { target: 'resending', actions: assign({ resendFrom: 'pending' as const }) } },
    },
    verifying: {
      invoke: {
        src: 'verifyEmail',
        input: ({ context }) => ({
          id: context.id,
          hash: context.hash,
          ...(context.expires ? { expires: context.expires } : {}),
        }),
        onDone: {
          target: 'success',
          actions: assign(({ event }) => ({ signedIn: hasSession(event.output) })),
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({ error: readFailure(event.error, 'verifyLinkInvalid').message })),
        },
      },
    },
    success: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'verified' as const, signedIn: context.signedIn })),
    },
    error: {
      on: { RESEND: { target: 'resending', actions: assign({ resendFrom: 'error' as const }) } },
    },
    resending: {
      entry: assign({ resendError: null }),
      invoke: {
        src: 'resendVerification',
        onDone: [
          { guard: 'fromError', target: 'error', actions: [assign({ resent: true }), 'emitResent'] },
          // Back to pending without re-running the link check: the `always` guard only fires with id+hash.
          { target: 'pending', actions: [assign({ resent: true, id: '', hash: '' }), 'emitResent'] },
        ],
        onError: [
          {
            guard: 'fromError',
            target: 'error',
            actions: [
              assign(({ event }) => ({
                resendError: readFailure(event.error, 'resendFailed' as const).message,
              })),
              'emitResendFailed',
            ],
          },
          {
            target: 'pending',
            actions: [
              assign(({ event }) => ({
                resendError: readFailure(event.error, 'resendFailed' as const).message,
                id: '',
                hash: '',
              })),
              'emitResendFailed',
            ],
          },
        ],
      },
    },
  },
});

export type EmailVerificationMachine = typeof emailVerificationMachine;
