/**
 * The site's language state (issue #16 Locale), mounted once at the root by the site (`start.tsx`,
 * `entry-server.tsx`) above the router. The server renders in the `gari_lang` cookie's language and
 * writes it in `<html lang>`; the browser's first render uses that same language (so hydration
 * matches), then follows the cookie if it differs (a page copy from the offline cache).
 *
 * Choosing a language (`useLocale().setLanguage`) loads its texts (`loadLanguage`: one chunk, English
 * needs none), then re-renders every `useT` / `useFormat` below at once (no reload), writes the cookie
 * (1 year, path /, SameSite=Lax) and `document.documentElement.lang`; a chunk that cannot be fetched
 * (offline) leaves the language as it was.
 * react-aria components below get the same locale (`I18nProvider`).
 * The member's profile is kept in step by `MemberLanguage` of `@gari/features/auth` (inside the session).
 */
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageCookie,
  languageFromCookie,
  localeOf,
} from '@gari/contract/locale';
import { numberLocale } from '@gari/ui/format';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { LocaleProvider } from './locale';
import { isLanguageLoaded, loadLanguage } from './translations';

/** Props of {@link SiteLocaleProvider}. */
export interface SiteLocaleProviderProps {
  /** The language the page was rendered in (server: the cookie's; browser: `<html lang>`). @default 'en' */
  language?: Language;
  children: ReactNode;
}

/** Stores `language` in the cookie and on `<html lang>` (browser only; no-op on the server). */
export function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server for rendering.
  document.cookie = languageCookie(language);
  document.documentElement.lang = language;
}

/** Holds the chosen language for the whole site; see the module comment. */
export function SiteLocaleProvider({
  language: initial = DEFAULT_LANGUAGE,
  children,
}: SiteLocaleProviderProps) {
  const [language, setLanguage] = useState<Language>(initial);
  const choose = useCallback((next: Language) => {
    const apply = () => {
      rememberLanguage(next);
      setLanguage(next);
    };
    if (isLanguageLoaded(next)) apply();
    else loadLanguage(next).then(apply, () => undefined);
  }, []);
  useEffect(() => {
    const stored = languageFromCookie(document.cookie);
    if (stored && stored !== initial) {
      loadLanguage(stored).then(
        () => {
          document.documentElement.lang = stored;
          setLanguage(stored);
        },
        () => undefined,
      );
    }
  }, [initial]);
  // react-aria's own texts and calendars (the booking wizard's date picker) follow a chosen language
  // too (English keeps react-aria's default, the browser's); Kinyarwanda, which Chromium's Intl lacks,
  // reads as English of Rwanda there (see @gari/ui/format).
  return (
    <I18nProvider locale={language === DEFAULT_LANGUAGE ? undefined : numberLocale(localeOf(language))}>
      <LocaleProvider language={language} onLanguageChange={choose}>
        {children}
      </LocaleProvider>
    </I18nProvider>
  );
}
