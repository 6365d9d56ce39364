import { Alert } from '@gari/ui/Alert';
import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { FormSend } from '../contact/useContactForms';

/** Props of {@link SendForm}. */
export interface SendFormProps<TBody> {
  /** The form's send (`useContactMessage`, `useNewsletterSubscribe`). */
  send: FormSend<TBody>;
  /** What a submit sends. */
  body: TBody;
  /** Called after a success (e.g. empties the fields). */
  onSent: () => void;
  /** Class of the `<form>`. */
  className: string;
  /** Title of the success alert, e.g. 'Check your inbox'. */
  sentTitle: string;
  /** Title of the failure alert, e.g. 'Not subscribed'. */
  failedTitle: string;
  /** The fields and the submit button. */
  children: ReactNode;
}

/**
 * A form sent to the server by a {@link FormSend} (the contact page, the footer's newsletter; spec §2,
 * issue #12): the RAC `<form>` with the send's `data-state` (idle | sending | sent | failed), whose
 * submit sends `body`; after it, the success alert with the server's text once sent, and the failure
 * alert when no field carries the error (429, 503, network).
 */
export function SendForm<TBody>({
  send,
  body,
  onSent,
  className,
  sentTitle,
  failedTitle,
  children,
}: SendFormProps<TBody>) {
  return (
    <>
      <Form
        className={className}
        data-state={send.state}
        onSubmit={(event) => {
          event.preventDefault();
          send.send(body, onSent);
        }}
      >
        {children}
      </Form>
      {send.state === 'sent' ? (
        <Alert tone="success" title={sentTitle}>
          {send.sentMessage}
        </Alert>
      ) : null}
      {send.failure.alert ? (
        <Alert tone="danger" title={failedTitle}>
          {send.failure.alert}
        </Alert>
      ) : null}
    </>
  );
}
