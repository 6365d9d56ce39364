/**
 * The member's language and locale in React (issue #16 "Locale"). `LocaleProvider` (mounted once by
 * the site and the stories) holds the language; `useLocale()` reads it with the BCP 47 locale that
 * formats dates, numbers and money; `useT(t)` gives a feature catalog's translator in that locale.
 *
 *     const t = useT(bookingT);          // bookingT = createTranslator({ en, fr, rw, sw })
 *     t('confirm')                       // 'Emeza' in Kinyarwanda
 */
import { DEFAULT_LANGUAGE, type Language, localeOf } from '@gari/contract/locale';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type CatalogEntries, ENGLISH_ONLY, type Translator } from './messages';

/** What {@link useLocale} answers. */
export interface LocaleValue {
  /** The chosen language. @default 'en' */
  language: Language;
  /** BCP 47 locale for `Intl` (language + country, e.g. 'rw-RW'). @default 'en-RW' */
  locale: string;
  /** Chooses a language (stores it in the cookie and, signed in, on the profile). */
  setLanguage: (language: Language) => void;
}

const DEFAULT_VALUE: LocaleValue = {
  language: DEFAULT_LANGUAGE,
  locale: localeOf(DEFAULT_LANGUAGE),
  setLanguage: () => {},
};

const LocaleContext = createContext<LocaleValue>(DEFAULT_VALUE);

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The language. @default 'en' */
  language?: Language;
  /** The member's country (ISO 3166-1 alpha-2) for the locale's region. @default 'RW' */
  country?: string;
  /** Called when a view chooses a language; the owner stores it and re-renders with it. */
  onLanguageChange?: (language: Language) => void;
  children: ReactNode;
}

/** Provides the language and locale to every `useLocale` / `useT` below it. */
export function LocaleProvider({
  language = DEFAULT_LANGUAGE,
  country = 'RW',
  onLanguageChange,
  children,
}: LocaleProviderProps) {
  const value = useMemo<LocaleValue>(
    () => ({
      language,
      locale: localeOf(language, country),
      setLanguage: onLanguageChange ?? (() => {}),
    }),
    [language, country, onLanguageChange],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The language, the locale and the setter (English in Rwanda outside a provider). */
export function useLocale(): LocaleValue {
  return useContext(LocaleContext);
}

/**
 * The translator `t` read in the current locale (same object across renders of one locale); `t`
 * itself in an English-only bundle (`ENGLISH_ONLY`: every locale reads English there).
 */
export const useT: <E extends CatalogEntries>(t: Translator<E>) => Translator<E> = ENGLISH_ONLY
  ? (t) => t
  : (t) => {
      const { locale } = useLocale();
      return useMemo(() => t.in(locale), [t, locale]);
    };
