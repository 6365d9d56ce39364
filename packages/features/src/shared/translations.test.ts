/**
 * Languages loaded on choice (issue #16 Locale; issue #8 size): a translator reads the other
 * languages' texts registered under its catalog id, and `loadLanguage` fetches a language's chunk once.
 */
import { describe, expect, it } from 'vitest';
import { bookingT } from '../booking/messages';
import bookingSw from '../booking/messages.sw.json';
import { t as convoyListT } from '../convoys/listMessages';
import { registerAllLanguages } from '../i18n';
import { createTranslator } from './messages';
import { isLanguageLoaded, loadLanguage, registerTranslations, translationsOf } from './translations';

describe('translations registry', () => {
  it('a translator answers in English until its language is registered, then in that language', () => {
    const t = createTranslator({ en: { hello: 'Hello', hi: (v) => `Hi ${v?.name}` } }, 'test/greetings');
    expect(t.in('fr-RW')('hello')).toBe('Hello');
    expect(t.catalog.fr).toBeUndefined();
    registerTranslations('fr', {
      'test/greetings': { hello: 'Bonjour', hi: (v) => `Salut ${v?.name}` },
    });
    expect(t.in('fr-RW')('hello')).toBe('Bonjour');
    expect(t.in('fr-RW')('hi', { name: 'Aline' })).toBe('Salut Aline');
    expect(t.catalog.fr?.hello).toBe('Bonjour');
    expect(t('hello')).toBe('Hello');
    expect(translationsOf('test/greetings')).toEqual({ fr: expect.objectContaining({ hello: 'Bonjour' }) });
    expect(t.id).toBe('test/greetings');
  });

  it('a catalog without an id keeps only its inline languages', () => {
    const t = createTranslator({ en: { yes: 'Yes' }, rw: { yes: 'Yego' } });
    expect(t.in('rw-RW')('yes')).toBe('Yego');
    expect(t.in('sw-KE')('yes')).toBe('Yes');
  });

  it('loadLanguage fetches a language once and registers every catalog of it', async () => {
    expect(isLanguageLoaded('en')).toBe(true);
    expect(isLanguageLoaded('sw')).toBe(false);
    expect(bookingT.in('sw-KE')('stepService')).toBe(bookingT('stepService'));
    const first = loadLanguage('sw');
    expect(loadLanguage('sw')).toBe(first);
    await first;
    expect(isLanguageLoaded('sw')).toBe(true);
    expect(bookingT.in('sw-KE')('stepService')).toBe(bookingSw.stepService);
    expect(bookingSw.stepService).not.toBe(bookingT('stepService'));
    await expect(loadLanguage('en')).resolves.toBeUndefined();
  });

  it("a compiled text's plural takes =1 and its {n, number} groups digits as the language's texts always did", () => {
    registerAllLanguages();
    expect(convoyListT('members', { count: 1 })).toBe('1 member');
    expect(convoyListT('members', { count: 1234 })).toBe('1,234 members');
    expect(convoyListT.in('fr-RW')('members', { count: 0 })).toBe('0 membres');
    expect(convoyListT.in('fr-CD')('members', { count: 1234 })).toBe('1\u202f234 membres');
    expect(convoyListT.in('rw-RW')('members', { count: 1234 })).toBe('Abanyamuryango 1,234');
    expect(convoyListT.in('sw-TZ')('posts', { count: 1 })).toBe('Chapisho 1');
  });
});
