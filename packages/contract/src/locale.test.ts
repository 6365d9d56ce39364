import { describe, expect, it } from 'vitest';
import { Language } from './languageSchema';
import { languageCookie, languageFromCookie, localeOf, parseLanguage } from './locale';

describe('locale (issue #16 Locale)', () => {
  it('reads the language cookie among others; ignores an unknown or missing one', () => {
    expect(languageFromCookie('a=1; gari_lang=fr; b=2')).toBe('fr');
    expect(languageFromCookie('gari_lang=rw')).toBe('rw');
    expect(languageFromCookie('gari_lang=de')).toBeNull();
    expect(languageFromCookie('other_gari_lang=fr')).toBeNull();
    expect(languageFromCookie('')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });
  it('writes a one-year, site-wide, SameSite=Lax cookie that reads back', () => {
    expect(languageCookie('sw')).toBe('gari_lang=sw; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageFromCookie(languageCookie('sw').split(';')[0])).toBe('sw');
  });
  it('parses language tags and makes locales', () => {
    expect(parseLanguage('FR-rw')).toBe('fr');
    expect(parseLanguage('de')).toBeNull();
    expect(Language.safeParse('xx').success).toBe(false);
    expect(localeOf('sw', 'ke')).toBe('sw-KE');
  });
});
