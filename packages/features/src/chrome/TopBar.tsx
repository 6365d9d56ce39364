import { CountBadge } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { Inline } from '@gari/ui/Inline';
import { StatusDot } from '@gari/ui/Layout';
import { visuallyHidden } from '@gari/ui/theme';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { NavLink } from 'react-router';
import { useSession } from '../auth/session';
import { CountryPicker } from './CountryPicker';
import * as styles from './chrome.css';
import { CarIcon, CartIcon, LogoutIcon, MoreIcon, UserIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import { MAIN_LINKS } from './navigation';
import { SearchButton } from './SearchButton';
import { ThemeSwitcher } from './ThemeSwitcher';
import { useVehicleCount } from './useVehicleCount';

/** Text of the status dot per session status (spec §2: grey checking, green authenticated, red not). */
export const STATUS_LABEL = {
  checking: 'Checking API session',
  authenticated: 'API authenticated',
  unauthenticated: 'API not authenticated',
} as const;

/**
 * The black fixed top bar (spec §2 Global chrome): logo 'Gari' (→ /), CONVOY, GARAGE, CARWASH,
 * SPARESHOP with the current one marked `aria-current="page"`, the status dot, country picker, search,
 * vehicles (count badge, 99+ above 99), profile, cart, logout ('Logging out...' while busy) and more,
 * and the theme switch. On small screens the links move to the bottom tab bar and the tools to the
 * menu panel.
 */
export function TopBar() {
  const session = useSession();
  const count = useVehicleCount();
  const signedIn = session.status !== 'unauthenticated';
  return (
    <header className={styles.topbar}>
      <RACLink href="/" className={styles.logo} aria-label="Gari home">
        Gari
      </RACLink>
      <Box as="nav" aria-label="Main" display={{ mobile: 'none', desktop: 'flex' }} gap="xs" paddingLeft="md">
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.href} to={link.href} className={styles.navLink}>
            {link.label}
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
          <StatusDot status={session.status} label={STATUS_LABEL[session.status]} />
        </Box>
        <Box display={{ mobile: 'none', desktop: 'flex' }}>
          <CountryPicker />
        </Box>
        <SearchButton />
        <Box display={{ mobile: 'none', desktop: 'flex' }} alignItems="center" gap="xs">
          <RACLink href="/vehicles" className={styles.iconButton}>
            <CarIcon />
            <span className={visuallyHidden}>My vehicles</span>
            {count > 0 ? (
              <span className={styles.badge}>
                <CountBadge count={count} label={(n) => `(${n})`} />
              </span>
            ) : null}
          </RACLink>
          <RACLink href="/profile" className={styles.iconButton} aria-label="Profile">
            <UserIcon />
          </RACLink>
          <RACLink href="/cart" className={styles.iconButton} aria-label="Cart">
            <CartIcon />
          </RACLink>
          {signedIn ? (
            <RACButton
              className={styles.iconButton}
              onPress={session.logout}
              isPending={session.isLoggingOut}
              aria-label={session.isLoggingOut ? 'Logging out...' : 'Logout'}
            >
              <LogoutIcon />
            </RACButton>
          ) : (
            <RACLink href="/login" className={styles.iconButton}>
              Sign in
            </RACLink>
          )}
          <RACLink href="/more" className={styles.iconButton} aria-label="More">
            <MoreIcon />
          </RACLink>
          <ThemeSwitcher />
        </Box>
        <Box display={{ mobile: 'flex', desktop: 'none' }}>
          <MobileMenu vehicleCount={count} />
        </Box>
      </Inline>
    </header>
  );
}
