import { CountBadge } from '@gari/ui/Badge';
import { Stack } from '@gari/ui/Stack';
import {
  DialogTrigger,
  Popover,
  Button as RACButton,
  Dialog as RACDialog,
  Link as RACLink,
} from 'react-aria-components';
import { useSession } from '../auth/session';
import { useT } from '../shared/locale';
import { AccountIcon } from './AccountIcon';
import { CountryPicker } from './CountryPicker';
import * as styles from './chrome.css';
import { CalendarIcon, CarIcon, CartIcon, LogoutIcon, MenuIcon, MoreIcon } from './icons';
import { LanguagePicker } from './LanguagePicker';
import { chromeT } from './messages';
import { ThemeSwitcher } from './ThemeSwitcher';
import { useCartCount } from './useCartCount';
import { useClosedOnNavigation } from './useClosedOnNavigation';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  /** Number of the member's vehicles (badge of the vehicles link). */
  vehicleCount: number;
}

/**
 * The dropdown panel of small screens (spec §2 Global chrome): country picker, link to the vehicles
 * list, profile, cart (with the units in it), more, the theme switch and logout, whose label becomes 'Logging out...' while
 * busy. A RAC DialogTrigger + Popover: Esc, a click outside or a navigation (link, logout → /login)
 * closes it; focus returns to 'Menu'.
 */
export function MobileMenu({ vehicleCount }: MobileMenuProps) {
  const t = useT(chromeT);
  const cartCount = useCartCount();
  const session = useSession();
  const signedIn = session.status !== 'unauthenticated';
  const [isOpen, setOpen] = useClosedOnNavigation();
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <RACButton className={styles.iconButton} aria-label={t('menu')}>
        <MenuIcon />
      </RACButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <RACDialog aria-label={t('menu')} className={styles.panel}>
          {({ close }) => (
            <>
              <CountryPicker label={t('country')} />
              <LanguagePicker showLabel />
              <Stack as="ul" gap="none">
                <li>
                  <RACLink href="/vehicles" className={styles.panelLink} onPress={close}>
                    <CarIcon /> {t('myVehiclesMenu')}
                    {vehicleCount > 0 ? <CountBadge count={vehicleCount} label={(n) => `(${n})`} /> : null}
                  </RACLink>
                </li>
                {signedIn ? (
                  <li>
                    <RACLink href="/bookings" className={styles.panelLink} onPress={close}>
                      <CalendarIcon /> {t('myBookings')}
                    </RACLink>
                  </li>
                ) : null}
                <li>
                  <RACLink href="/profile" className={styles.panelLink} onPress={close}>
                    <AccountIcon picture={session.user?.avatar ?? null} /> {t('profile')}
                  </RACLink>
                </li>
                <li>
                  <RACLink href="/cart" className={styles.panelLink} onPress={close}>
                    <CartIcon /> {t('cart')}
                    {cartCount > 0 ? (
                      <CountBadge count={cartCount} label={(n) => t('cartItems', { n })} />
                    ) : null}
                  </RACLink>
                </li>
                <li>
                  <RACLink href="/more" className={styles.panelLink} onPress={close}>
                    <MoreIcon /> {t('more')}
                  </RACLink>
                </li>
                <li>
                  {signedIn ? (
                    <RACButton
                      className={styles.panelLink}
                      onPress={session.logout}
                      isPending={session.isLoggingOut}
                    >
                      <LogoutIcon /> {session.isLoggingOut ? t('loggingOut') : t('logout')}
                    </RACButton>
                  ) : (
                    <RACLink href="/login" className={styles.panelLink} onPress={close}>
                      <LogoutIcon /> {t('signIn')}
                    </RACLink>
                  )}
                </li>
              </Stack>
              <ThemeSwitcher onSurface />
            </>
          )}
        </RACDialog>
      </Popover>
    </DialogTrigger>
  );
}
