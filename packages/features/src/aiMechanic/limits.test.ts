/**
 * The chat's length limits (issue #16: "A 5,000-character message … answers 'service unavailable'")
 * are the API's: the machine stops what the server would refuse, so the member sees the length message.
 */
import { MechanicRequest } from '@gari/contract/ai';
import { MAX_ANSWER_LENGTH, MAX_SYMPTOMS_LENGTH } from '@gari/machines/aiMechanic';
import { describe, expect, it } from 'vitest';
import { t } from './messages';

const request = (symptoms: string, answer = 'Yes, always') =>
  MechanicRequest.safeParse({
    vehicle_id: 1,
    symptoms,
    answers: [{ question: 'Does it squeal?', answer }],
  });

describe('AI chat length limits', () => {
  it('the symptoms limit is the API limit', () => {
    expect(request('a'.repeat(MAX_SYMPTOMS_LENGTH)).success).toBe(true);
    expect(request('a'.repeat(MAX_SYMPTOMS_LENGTH + 1)).success).toBe(false);
  });

  it('the answer limit is the API limit', () => {
    expect(request('Squeal', 'a'.repeat(MAX_ANSWER_LENGTH)).success).toBe(true);
    expect(request('Squeal', 'a'.repeat(MAX_ANSWER_LENGTH + 1)).success).toBe(false);
  });

  it('the length message names the limit in words a person understands', () => {
    const text = t('symptomsTooLong', { max: MAX_SYMPTOMS_LENGTH });
    expect(text).toBe('Your message is too long: at most 2,000 characters. Shorten it and send again.');
    expect(text).not.toMatch(/expected|Too big|Invalid input/);
  });
});
