/**
 * A failed call's text in the member's language (issue #16 Locale): the kind of each status, and the
 * French texts the kinds read as.
 */
import { describe, expect, it } from 'vitest';
import { registerAllLanguages } from '../i18n';
import { t as errorT } from './errorMessages';
import { errorKind } from './useErrorText';

registerAllLanguages();

describe('errorKind', () => {
  it('names the kind of every status', () => {
    expect([0, 400, 401, 403, 404, 409, 422, 429, 500, 503, 418].map(errorKind)).toEqual([
      'network',
      'invalid',
      'signIn',
      'forbidden',
      'notFound',
      'conflict',
      'invalid',
      'tooMany',
      'server',
      'server',
      'failed',
    ]);
  });

  it('each kind reads in French', () => {
    const fr = errorT.in('fr-RW');
    expect(fr(errorKind(0))).toBe('Erreur réseau. Vérifiez votre connexion et réessayez.');
    expect(fr(errorKind(503))).toMatch(/^Un problème est survenu de notre côté/);
    expect(fr(errorKind(503))).not.toBe(errorT(errorKind(503)));
  });
});
