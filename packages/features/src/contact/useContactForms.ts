import { isApiError } from '@gari/client/errors';
import type { ContactBody } from '@gari/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../app';
import { type FieldErrors, serverErrors } from '../shared/fieldError';
import { useT } from '../shared/locale';
import { t as contactT } from './messages';

/** Where a contact or newsletter send stands: `data-state` of the form's views and stories. */
export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** What a form shows after a failed send. */
export interface SendFailure {
  /** The 422's messages on their fields, e.g. `{ email: 'Enter a valid email address.' }`. */
  fieldErrors: FieldErrors;
  /**
   * The alert's text when no field carries the error: the server's message of a 429 ('Too many
   * attempts. Please try again in N seconds.'), a 503 (the mail could not be sent) or a network error;
   * `null` when the field errors say it all.
   */
  alert: string | null;
}

/**
 * A wait in seconds as text: '45 seconds', '1 second', or whole minutes from 120 s ('3 minutes'), in
 * `t`'s language (default English).
 */
export function waitText(seconds: number, t: typeof contactT = contactT): string {
  if (seconds >= 120) return t('waitMinutes', { count: Math.ceil(seconds / 60) });
  return t('waitSeconds', { count: seconds });
}

/**
 * Reads a failed send into field errors and an alert text (see {@link SendFailure}). A 429 whose text
 * does not already say the wait gets 'Try again in {wait}.' from its `Retry-After`. Our own texts are
 * in `t`'s language (default English); the server's message is shown as it comes.
 */
export function sendFailureOf(error: unknown, t: typeof contactT = contactT): SendFailure {
  const fieldErrors = serverErrors(error);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, alert: null };
  if (!isApiError(error))
    return { fieldErrors, alert: error instanceof Error ? error.message : t('sendFailed') };
  const { message, retryAfter } = error;
  const wait =
    error.status === 429 && retryAfter !== undefined && !message.includes(String(retryAfter))
      ? t('tryAgainIn', { wait: waitText(retryAfter, t) })
      : '';
  return { fieldErrors, alert: `${message}${wait}` };
}

/** A form's send: its state, the server's success text, the failure, and `send` / `reset`. */
export interface FormSend<TBody> {
  state: SendState;
  /** The server's text after a success (e.g. 'Thank you! Your message was sent; …'). */
  sentMessage: string | null;
  /** What went wrong (empty field errors and a null alert unless `state` is 'failed'). */
  failure: SendFailure;
  /**
   * Sends `body` and calls `onSent` after a success (ignored while a send is pending, spec §5 "Submit
   * buttons are blocked while a request is pending").
   */
  send: (body: TBody, onSent?: () => void) => void;
  /** Back to 'idle' (e.g. "Send another message"). */
  reset: () => void;
}

const NO_FAILURE: SendFailure = { fieldErrors: {}, alert: null };

function useFormSend<TBody>(call: (body: TBody) => Promise<{ message: string }>): FormSend<TBody> {
  const t = useT(contactT);
  const mutation = useMutation({ mutationFn: call });
  const state: SendState = mutation.isPending
    ? 'sending'
    : mutation.isSuccess
      ? 'sent'
      : mutation.isError
        ? 'failed'
        : 'idle';
  return {
    state,
    sentMessage: mutation.data?.message ?? null,
    failure: mutation.isError ? sendFailureOf(mutation.error, t) : NO_FAILURE,
    send: (body, onSent) => {
      if (!mutation.isPending) mutation.mutate(body, { onSuccess: () => onSent?.() });
    },
    reset: mutation.reset,
  };
}

/**
 * The contact form's send (spec §2 Static pages "Contact"; issue #12): `POST /contact {name, email,
 * subject, message}` → 201 with the text to show; 422 names the bad fields; 429 (rate limit, with the
 * wait in the text) and 503 (the mail failed, nothing kept) become the alert. The caller keeps the input.
 */
export function useContactMessage(): FormSend<ContactBody> {
  const api = useApi();
  return useFormSend((body: ContactBody) => api.contact.send(body));
}

/**
 * The footer's newsletter Subscribe (spec §2 Global chrome; issue #12): `POST /newsletter {email}` →
 * the double opt-in text ('Almost done: check your inbox …', the same for any email); 422 names
 * `email`; 429 and 503 become the alert.
 */
export function useNewsletterSubscribe(): FormSend<string> {
  const api = useApi();
  return useFormSend((email: string) => api.contact.subscribe(email));
}
