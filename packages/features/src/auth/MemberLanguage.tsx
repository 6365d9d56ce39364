/**
 * Keeps the member's profile and the site's language in step (issue #16 Locale). Mounted inside the
 * `SessionProvider`, below the site's `SiteLocaleProvider`:
 *
 * - when a member signs in (on any device) and the profile holds a language, the site switches to it
 *   (and writes the cookie, so the next page is server-rendered in it); when the profile holds none
 *   and the visitor had chosen one (the `gari_lang` cookie), that choice is stored on the profile;
 * - choosing a language while signed in also sends PATCH /users/me `{ language }` (a failure keeps
 *   the choice on this device: the cookie still holds it).
 */
import type { User } from '@gari/contract/auth';
import { type Language, languageFromCookie } from '@gari/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useApi } from '../app';
import { LocaleProvider, useLocale } from '../shared/locale';
import { SESSION_KEY } from '../shared/queryKeys';
import { useSession } from './session';

/** Props of {@link MemberLanguage}. */
export interface MemberLanguageProps {
  children: ReactNode;
}

/** See the module comment. Needs a `SessionProvider`, a `GariProvider` and a locale provider above it. */
export function MemberLanguage({ children }: MemberLanguageProps) {
  const { language, setLanguage } = useLocale();
  const { user } = useSession();
  const api = useApi();
  const queryClient = useQueryClient();

  const store = useCallback(
    (next: Language) => {
      api.auth
        .updateProfile({ language: next })
        .then((updated: User) => queryClient.setQueryData(SESSION_KEY, updated))
        .catch(() => undefined);
    },
    [api, queryClient],
  );

  // Once per signed-in member: the profile's language wins; else the visitor's choice is stored.
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!user) {
      applied.current = null;
      return;
    }
    if (applied.current === user.id) return;
    applied.current = user.id;
    if (user.language) {
      if (user.language !== language || languageFromCookie(document.cookie) !== user.language) {
        setLanguage(user.language);
      }
    } else if (languageFromCookie(document.cookie)) store(language);
  }, [user, language, setLanguage, store]);

  // Read through a ref so that `choose` (and so the locale context) stays the same object when the
  // member signs in or out: a new context value would re-render every page's guard mid-logout and send
  // the member to /login?next=… instead of /login.
  const signedIn = useRef(false);
  signedIn.current = user !== null;
  const choose = useCallback(
    (next: Language) => {
      setLanguage(next);
      if (signedIn.current) store(next);
    },
    [setLanguage, store],
  );
  return (
    <LocaleProvider language={language} country={user?.country ?? 'RW'} onLanguageChange={choose}>
      {children}
    </LocaleProvider>
  );
}
