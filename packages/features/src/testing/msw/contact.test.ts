/**
 * The fake contact form and newsletter (issue #12) through the real client, checked against the
 * contract's answer schemas: a kept message, double opt-in with confirm and unsubscribe tokens, 422
 * naming the field, 404 for a bad link.
 */
import { answerSchemas } from '@gari/client/schemas';
import { NEWSLETTER_MESSAGES } from '@gari/contract/contact';
import { describe, expect, it } from 'vitest';
import { contactStore } from './contact';
import { createScenario } from './scenario';

describe('fake contact and newsletter', () => {
  it('keeps a contact message and names bad fields', async () => {
    const s = createScenario();
    const sent = await s.api.contact.send({
      name: 'Aline',
      email: 'A@b.rw',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(answerSchemas['contact.send'].safeParse(sent).success).toBe(true);
    expect(contactStore(s).messages).toMatchObject([{ name: 'Aline', email: 'a@b.rw' }]);
    await expect(
      s.api.contact.send({ name: '', email: 'x', subject: 'S', message: 'M' }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { name: expect.any(Array), email: expect.any(Array) },
    });
  });

  it('subscribes with double opt-in, idempotently, and unsubscribes', async () => {
    const s = createScenario();
    const answer = await s.api.contact.subscribe('news@b.rw');
    expect(answer).toEqual({ message: NEWSLETTER_MESSAGES.requested });
    await s.api.contact.subscribe('NEWS@b.rw');
    const [sub] = contactStore(s).subscriptions;
    expect(contactStore(s).subscriptions).toHaveLength(1);
    expect(sub?.status).toBe('pending');
    const confirmed = await s.api.contact.confirm(sub?.confirm_token ?? '');
    expect(answerSchemas['contact.confirm'].safeParse(confirmed).success).toBe(true);
    expect(confirmed.data.status).toBe('confirmed');
    const left = await s.api.contact.unsubscribe(sub?.unsubscribe_token ?? '');
    expect(left.data.status).toBe('unsubscribed');
    await expect(s.api.contact.confirm('nope')).rejects.toMatchObject({ status: 404 });
  });
});
