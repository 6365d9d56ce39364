import { ApiError } from '@gari/client/errors';
import { describe, expect, it } from 'vitest';
import { retrySessionCheck, sessionStatus } from './sessionStatus';

const error = (status: number) => new ApiError({ status, method: 'GET', path: '/users/me' });

describe('sessionStatus', () => {
  it('is unauthenticated without a stored token, whatever the query holds', () => {
    expect(sessionStatus(false, true, false)).toBe('unauthenticated');
    expect(sessionStatus(false, false, true)).toBe('unauthenticated');
  });
  it('is checking until the first answer, then authenticated', () => {
    expect(sessionStatus(true, false, false)).toBe('checking');
    expect(sessionStatus(true, true, false)).toBe('authenticated');
  });
  it('stays authenticated when a re-check fails after the member was confirmed', () => {
    expect(sessionStatus(true, true, true)).toBe('authenticated');
  });
  it('is unauthenticated when the first check failed', () => {
    expect(sessionStatus(true, false, true)).toBe('unauthenticated');
  });
});

describe('retrySessionCheck', () => {
  it('retries a busy server, a rate limit or no answer twice', () => {
    for (const status of [0, 429, 503]) {
      expect(retrySessionCheck(0, error(status))).toBe(true);
      expect(retrySessionCheck(1, error(status))).toBe(true);
      expect(retrySessionCheck(2, error(status))).toBe(false);
    }
  });
  it('never retries an answer about the session or a server bug', () => {
    for (const status of [401, 403, 500]) expect(retrySessionCheck(0, error(status))).toBe(false);
    expect(retrySessionCheck(0, new Error('boom'))).toBe(false);
  });
});
