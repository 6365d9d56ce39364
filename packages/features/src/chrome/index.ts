/**
 * `@gari/features/chrome`: the global chrome (spec §2 Global chrome): `AppShell` (top bar, banner,
 * footer, bottom tab bar, toasts), its parts, the route guard and the country store.
 */
export { AppShell, type AppShellProps } from './AppShell';
export { BottomTabBar } from './BottomTabBar';
export { CartBadge } from './CartBadge';
export { CartSyncGate } from './CartSyncGate';
export { CountryPicker, type CountryPickerProps } from './CountryPicker';
export { countryName, useCountry } from './country';
export { preloadChrome } from './deferred';
export { Footer } from './Footer';
export { MobileMenu, type MobileMenuProps } from './MobileMenu';
export { CONTACT, cartBadgeLabel, MAIN_LINKS, type NavEntry, TAB_LINKS } from './navigation';
export { RequireAuth, type RequireAuthProps } from './RequireAuth';
export { SearchButton } from './SearchButton';
export { ThemeSwitcher, type ThemeSwitcherProps } from './ThemeSwitcher';
export { STATUS_LABEL, TopBar } from './TopBar';
export { useCartCount } from './useCartCount';
export { isExternalHref, useRouterHref } from './useRouterHref';
export { useVehicleCount } from './useVehicleCount';
