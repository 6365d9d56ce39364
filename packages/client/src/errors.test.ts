import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  errorMessage,
  fieldError,
  fieldErrors,
  genericErrorMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  networkError,
} from './errors';

describe('ApiError', () => {
  it('uses the spec §8 generic text when the body has no message', () => {
    expect(genericErrorMessage('get', '/vehicles', 500)).toBe('GET /vehicles failed: 500');
    const e = apiErrorFromResponse('DELETE', '/vehicles/7', 404, undefined);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('DELETE /vehicles/7 failed: 404');
    expect(e.name).toBe('ApiError');
    expect(apiErrorFromResponse('POST', '/register', 502, '<html>Bad gateway</html>').message).toBe(
      'POST /register failed: 502',
    );
    expect(apiErrorFromResponse('GET', '/stats', 500, { message: '  ' }).message).toBe(
      'GET /stats failed: 500',
    );
  });

  it('prefers the server message and keeps field errors and the body', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['Enter a valid email address.'], x: 3 },
    };
    const e = apiErrorFromResponse('POST', '/register', 422, body);
    expect(e.message).toBe('The given data was invalid.');
    expect(e.status).toBe(422);
    expect(e.method).toBe('POST');
    expect(e.path).toBe('/register');
    expect(e.errors).toEqual({ email: ['Enter a valid email address.'] });
    expect(e.body).toBe(body);
    expect(fieldErrors(e)).toEqual({ email: ['Enter a valid email address.'] });
    expect(fieldError(e, 'email')).toBe('Enter a valid email address.');
    expect(fieldError(e, 'password')).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(apiErrorFromResponse('POST', '/auth/login', 429, {}, '30').retryAfter).toBe(30);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(
      apiErrorFromResponse('POST', '/auth/login', 429, {}, 'Thu, 01 Jan 2026 00:01:00 GMT', now).retryAfter,
    ).toBe(60);
    expect(apiErrorFromResponse('POST', '/auth/login', 429, {}, null).retryAfter).toBeUndefined();
  });

  it('network errors have status 0 and the network message', () => {
    const e = networkError('GET', '/vehicles', new TypeError('fetch failed'));
    expect(e.status).toBe(0);
    expect(e.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(e.message).toBe('Network error. Check your connection and try again.');
    expect(e.cause).toBeInstanceOf(TypeError);
  });
});

describe('helpers', () => {
  it('isApiError accepts ApiError and same-shaped errors only', () => {
    expect(isApiError(new ApiError({ status: 400, method: 'GET', path: '/x' }))).toBe(true);
    const fake = Object.assign(new Error('Nope'), { status: 404, method: 'GET', path: '/vehicles/1' });
    expect(isApiError(fake)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ status: 404, method: 'GET', path: '/x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(fieldErrors(new Error('plain'))).toEqual({});
  });

  it('errorMessage falls back for non-errors and blank messages', () => {
    expect(errorMessage(new ApiError({ status: 500, method: 'GET', path: '/x' }), 'fallback')).toBe(
      'GET /x failed: 500',
    );
    expect(errorMessage('boom', 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});
