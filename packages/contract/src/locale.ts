/**
 * The languages Gari speaks (issue #16 "Locale"): the member's choice is stored on the profile
 * (`users.language`) and, for visitors, in the `gari_lang` cookie; the locale that formats dates,
 * numbers and money is the language with the member's country (`rw` + `RW` → `rw-RW`,
 * `sw` + `KE` → `sw-KE`).
 */
/** Language codes (ISO 639-1), English first: the default and the fallback of every catalog. */
export const LANGUAGES = ['en', 'fr', 'rw', 'sw'] as const;

/** One of {@link LANGUAGES} (the zod schema is `LanguageSchema` in ./languageSchema, kept apart so the
 * site's boot chunk, which reads these helpers, carries no zod). */
export type Language = (typeof LANGUAGES)[number];

/** The default language. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  rw: 'Kinyarwanda',
  sw: 'Kiswahili',
};

/** Languages whose catalog texts were machine-made and await a fluent reviewer. */
export const REVIEW_LANGUAGES: readonly Language[] = ['rw', 'sw'];

/** Name of the cookie that keeps a visitor's (and a member's, for server rendering) language. */
export const LANGUAGE_COOKIE = 'gari_lang';

/** A language code when `value` is one ('fr', 'FR', 'fr-RW' → 'fr'), else null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : null;
}

/**
 * The BCP 47 locale that formats for `language` in `country` (ISO 3166-1 alpha-2, default RW):
 * `localeOf('rw', 'RW')` is 'rw-RW', `localeOf('sw', 'TZ')` 'sw-TZ', `localeOf('en')` 'en-RW'.
 */
export function localeOf(language: Language, country = 'RW'): string {
  return `${language}-${country.toUpperCase()}`;
}

/** How long the language cookie lasts (seconds): one year. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/**
 * The language of a `Cookie` header or `document.cookie` ('a=1; gari_lang=fr' → 'fr'); null when the
 * cookie is absent or names no language Gari speaks.
 */
export function languageFromCookie(cookies: string | null | undefined): Language | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return parseLanguage(decodeURIComponent(value.join('=')));
  }
  return null;
}

/**
 * The cookie that keeps `language` for a year on the whole site, as `document.cookie` takes it:
 * 'gari_lang=fr; Max-Age=31536000; Path=/; SameSite=Lax'.
 */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
