import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { TextField } from '@gari/ui/TextField';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { CONTACT } from '../chrome/navigation';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** The contact form's fields, in order (every one required). */
const CONTACT_FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
] as const;

/**
 * /contact (spec §2 Static pages Contact): name, email, subject, message and Send, plus the contact
 * details. There is no contact endpoint yet (spec: "action: not shown"), so Send checks the fields and
 * then offers an email link with the message filled in, instead of pretending to send it.
 */
export function ContactPage() {
  const [values, setValues] = useState({ name: '', email: '', subject: '', message: '' });
  const [ready, setReady] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => {
    setReady(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const mailto = `mailto:${CONTACT.email}?subject=${encodeURIComponent(values.subject)}&body=${encodeURIComponent(
    `${values.message}\n\n${values.name} <${values.email}>`,
  )}`;
  return (
    <StaticPage title="Contact Us" lead="Questions, partnerships or feedback: we read every message.">
      <Form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setReady(true);
        }}
      >
        {CONTACT_FIELDS.map((f) => (
          <TextField key={f.name} {...f} isRequired value={values[f.name]} onChange={set(f.name)} />
        ))}
        <Button type="submit">Send</Button>
      </Form>
      {ready ? (
        <Alert tone="info" title="Send it from your email app">
          The contact form is not connected to our inbox yet.{' '}
          <Link href={mailto}>Email your message to {CONTACT.email}</Link>.
        </Alert>
      ) : null}
      <section aria-labelledby="contact-details">
        <h2 id="contact-details" className={styles.h2}>
          Contact details
        </h2>
        <dl className={styles.details}>
          <dt className={styles.muted}>Email</dt>
          <dd>
            <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
          </dd>
          <dt className={styles.muted}>Phone</dt>
          <dd>
            <Link href={CONTACT.phoneHref}>{CONTACT.phone}</Link>
          </dd>
          <dt className={styles.muted}>Location</dt>
          <dd>{CONTACT.location}</dd>
        </dl>
      </section>
    </StaticPage>
  );
}
