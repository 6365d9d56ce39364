/**
 * Shared values of the hardening tests (issue #9): a long enough secret, a remote address, an id
 * over int32, a partner origin and tomorrow's date.
 */

export const LONG_SECRET = 'p'.repeat(40);
export const REMOTE = '203.0.113.9';
export const TOO_BIG = '2147483648';
export const PARTNER = 'https://partner.example';
export const TOMORROW = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
