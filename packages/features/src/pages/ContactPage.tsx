import type { ContactBody } from '@gari/contract/contact';
import { Button } from '@gari/ui/Button';
import { Link } from '@gari/ui/Link';
import { Stack } from '@gari/ui/Stack';
import { TextField } from '@gari/ui/TextField';
import { useState } from 'react';
import { CONTACT } from '../chrome/navigation';
import { useContactMessage } from '../contact/useContactForms';
import { fieldError } from '../shared/fieldError';
import { useT } from '../shared/locale';
import { SendForm } from '../shared/SendForm';
import { TitledSection } from '../shared/TitledSection';
import { t as pagesT } from './messages';
import * as styles from './pages.css';
import { StaticPage } from './StaticPage';

/** The contact form's fields, in order (every one required); labels are the pages catalog's keys. */
const CONTACT_FIELDS = [
  { name: 'name' },
  { name: 'email', type: 'email' },
  { name: 'subject' },
  { name: 'message', multiline: true },
] as const;

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };

/**
 * /contact (spec §2 Static pages Contact; issue #12): name, email, subject, message and Send, plus the
 * contact details. Send posts the message (`POST /contact`, see {@link useContactMessage}): the button
 * is pending meanwhile, a success shows the server's thank-you text and empties the form, a 422 puts
 * its messages on the fields, a 429 or 503 shows an alert; on any failure the input is kept.
 * `data-state` of the form: idle | sending | sent | failed.
 */
export function ContactPage() {
  const t = useT(pagesT);
  const [values, setValues] = useState(EMPTY);
  const contact = useContactMessage();
  const { fieldErrors } = contact.failure;
  const set = (field: keyof ContactBody) => (value: string) => {
    if (contact.state === 'sent') contact.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };
  return (
    <StaticPage title={t('contactTitle')} lead={t('contactLead')}>
      <SendForm
        send={contact}
        body={values}
        onSent={() => setValues(EMPTY)}
        className={styles.form}
        sentTitle={t('sentTitle')}
        failedTitle={t('notSentTitle')}
      >
        {CONTACT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            {...f}
            label={t(f.name)}
            isRequired
            value={values[f.name]}
            onChange={set(f.name)}
            {...fieldError(fieldErrors[f.name])}
          />
        ))}
        <Button type="submit" isPending={contact.state === 'sending'}>
          {t('send')}
        </Button>
      </SendForm>
      <TitledSection look={{ title: styles.h2 }} titleId="contact-details" title={t('details')}>
        <Stack as="dl" gap="xs">
          <dt className={styles.muted}>{t('email')}</dt>
          <dd>
            <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
          </dd>
          <dt className={styles.muted}>{t('phone')}</dt>
          <dd>
            <Link href={CONTACT.phoneHref}>{CONTACT.phone}</Link>
          </dd>
          <dt className={styles.muted}>{t('location')}</dt>
          <dd>{CONTACT.location}</dd>
        </Stack>
      </TitledSection>
    </StaticPage>
  );
}
