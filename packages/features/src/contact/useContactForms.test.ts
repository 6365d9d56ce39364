import { ApiError } from '@gari/client/errors';
import { describe, expect, it } from 'vitest';
import { sendFailureOf, waitText } from './useContactForms';

const error = (status: number, init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status, method: 'POST', path: '/contact', ...init });

describe('sendFailureOf', () => {
  it('puts a 422 on its fields with no alert', () => {
    expect(
      sendFailureOf(error(422, { message: 'Invalid.', errors: { email: ['Bad email.', 'x'] } })),
    ).toEqual({
      fieldErrors: { email: 'Bad email.' },
      alert: null,
    });
  });

  it('adds the Retry-After wait to a 429 that does not say it', () => {
    expect(sendFailureOf(error(429, { message: 'Too many requests.', retryAfter: 45 })).alert).toBe(
      'Too many requests. Try again in 45 seconds.',
    );
    expect(
      sendFailureOf(
        error(429, { message: 'Too many attempts. Please try again in 45 seconds.', retryAfter: 45 }),
      ).alert,
    ).toBe('Too many attempts. Please try again in 45 seconds.');
  });

  it('shows a 503 and a network failure as their text', () => {
    expect(sendFailureOf(error(503, { message: 'Mail is down.', retryAfter: 30 })).alert).toBe(
      'Mail is down.',
    );
    expect(sendFailureOf(error(0, { message: 'Network error.' }))).toEqual({
      fieldErrors: {},
      alert: 'Network error.',
    });
  });
});

describe('waitText', () => {
  it('says seconds under two minutes and whole minutes above', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(121)).toBe('3 minutes');
  });
});
