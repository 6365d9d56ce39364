import { CountBadge } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { useHydrateOnViewRoot } from '@gari/ui/hydration';
import { Inline } from '@gari/ui/Inline';
import { StatusDot } from '@gari/ui/Layout';
import { visuallyHidden } from '@gari/ui/theme';
import { Link, NavLink } from 'react-router';
import { useSession } from '../auth/session';
import { useLocale, useT } from '../shared/locale';
import { AccountIcon } from './AccountIcon';
import * as styles from './chrome.css';
import { countryName, useCountry } from './country';
import { LazyCartBadge, LazyPart } from './deferred';
import { CarIcon, CartIcon, LogoutIcon, MoreIcon } from './icons';
import { TopBarLanguage } from './languageSlot';
import { en as chromeEn, chromeT } from './messages';
import { MAIN_LINKS } from './navigation';
import { CountryPlaceholder, IconButtonPlaceholder, ThemePlaceholder } from './placeholders';
import { useVehicleCount } from './useVehicleCount';

/** Catalog key of the status dot's text per session status. */
const STATUS_KEY = {
  checking: 'statusChecking',
  authenticated: 'statusAuthenticated',
  unauthenticated: 'statusUnauthenticated',
} as const;

/** Text of the status dot per session status in English (spec §2: grey checking, green authenticated, red not). */
export const STATUS_LABEL = {
  checking: chromeEn.statusChecking,
  authenticated: chromeEn.statusAuthenticated,
  unauthenticated: chromeEn.statusUnauthenticated,
} as const;

/**
 * The black fixed top bar (spec §2 Global chrome): logo 'Gari' (→ /), CONVOY, GARAGE, CARWASH,
 * SPARESHOP with the current one marked `aria-current="page"`, the status dot, country picker, search,
 * vehicles (count badge, 99+ above 99), profile (the member's avatar once uploaded), cart (badge of the units in the cart), logout ('Logging out...' while busy) and more,
 * and the theme switch. On small screens the links move to the bottom tab bar and the tools to the
 * menu panel. Links are react-router links and logout a plain button; the country picker, search
 * dialog, theme switch and menu panel (react-aria overlays) load after first paint, with look-alike
 * stand-ins meanwhile (issue #8 point 3).
 */
export function TopBar() {
  const t = useT(chromeT);
  const { language } = useLocale();
  const session = useSession();
  const part = useHydrateOnViewRoot();
  const [country] = useCountry();
  const count = useVehicleCount();
  const signedIn = session.status !== 'unauthenticated';
  return (
    <header className={styles.topbar} {...part}>
      <Link to="/" className={styles.logo} aria-label={t('home')}>
        Gari
      </Link>
      <Box
        as="nav"
        aria-label={t('mainNav')}
        display={{ mobile: 'none', desktop: 'flex' }}
        gap="xs"
        paddingLeft="md"
      >
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.href} to={link.href} className={styles.navLink}>
            {t(link.key).toLocaleUpperCase(language)}
          </NavLink>
        ))}
      </Box>
      <Box as="span" flexGrow={1} />
      <Inline gap="xs" wrap={false}>
        <Box
          as="span"
          display="inline-flex"
          alignItems="center"
          paddingX="xs"
          fontSize="xs"
          data-status={session.status}
        >
          <StatusDot status={session.status} label={t(STATUS_KEY[session.status])} />
        </Box>
        <Box display={{ mobile: 'none', desktop: 'flex' }}>
          <LazyPart part="CountryPicker" fallback={<CountryPlaceholder name={countryName(country)} />} />
        </Box>
        <Box display={{ mobile: 'none', desktop: 'flex' }}>
          <TopBarLanguage />
        </Box>
        <LazyPart part="SearchButton" fallback={<IconButtonPlaceholder kind="search" />} />
        <Box display={{ mobile: 'none', desktop: 'flex' }} alignItems="center" gap="xs">
          <Link to="/vehicles" className={styles.iconButton}>
            <CarIcon />
            <span className={visuallyHidden}>{t('myVehicles')}</span>
            {count > 0 ? (
              <span className={styles.badge}>
                <CountBadge count={count} label={(n) => `(${n})`} />
              </span>
            ) : null}
          </Link>
          <Link to="/profile" className={styles.iconButton} aria-label={t('profile')}>
            <AccountIcon picture={session.user?.avatar ?? null} />
          </Link>
          <Link to="/cart" className={styles.iconButton}>
            <CartIcon />
            <span className={visuallyHidden}>{t('cart')}</span>
            <LazyCartBadge />
          </Link>
          {signedIn ? (
            <button
              type="button"
              className={styles.iconButton}
              onClick={session.isLoggingOut ? undefined : session.logout}
              aria-disabled={session.isLoggingOut || undefined}
              data-pending={session.isLoggingOut || undefined}
              aria-label={session.isLoggingOut ? t('loggingOut') : t('logout')}
            >
              <LogoutIcon />
            </button>
          ) : (
            <Link to="/login" className={styles.iconButton}>
              {t('signIn')}
            </Link>
          )}
          <Link to="/more" className={styles.iconButton} aria-label={t('more')}>
            <MoreIcon />
          </Link>
          <LazyPart part="ThemeSwitcher" fallback={<ThemePlaceholder />} />
        </Box>
        <Box display={{ mobile: 'flex', desktop: 'none' }}>
          <LazyPart part="MobileMenu" vehicleCount={count} fallback={<IconButtonPlaceholder kind="menu" />} />
        </Box>
      </Inline>
    </header>
  );
}
