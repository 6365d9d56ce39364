import { type IconProps, lineIcon } from '@gari/ui/Icon';

/** The chrome's decorative icons (top bar, menus, tab bar, theme switcher), drawn by `@gari/ui/Icon`. */
export type { IconProps };

/** Magnifier (the search button). */
export const SearchIcon = lineIcon(['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35']);

/** Car (My cars). */
export const CarIcon = lineIcon([
  'M5 17h14v-5l-2-5H7l-2 5v5z',
  'M3 12h18',
  'M7 17v2',
  'M17 17v2',
  'M7.5 14.5h.01',
  'M16.5 14.5h.01',
]);

/** Person (profile, sign in). */
export const UserIcon = lineIcon(['M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z']);

/** Cart (the spareshop cart). */
export const CartIcon = lineIcon([
  'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.7a2 2 0 0 0 2-1.6L21.5 8H6',
  'M9 21h.01',
  'M18 21h.01',
]);

/** Door with an arrow (sign out). */
export const LogoutIcon = lineIcon(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9']);

/** Calendar (My bookings). */
export const CalendarIcon = lineIcon(['M3 5h18v16H3z', 'M3 10h18', 'M8 3v4', 'M16 3v4']);

/** Three lines (the mobile menu button). */
export const MenuIcon = lineIcon(['M4 6h16', 'M4 12h16', 'M4 18h16']);

/** Three dots (more links). */
export const MoreIcon = lineIcon(['M5 12h.01', 'M12 12h.01', 'M19 12h.01']);

/** Sun (light theme). */
export const SunIcon = lineIcon([
  'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  'M12 1v2',
  'M12 21v2',
  'M4.2 4.2l1.4 1.4',
  'M18.4 18.4l1.4 1.4',
  'M1 12h2',
  'M21 12h2',
  'M4.2 19.8l1.4-1.4',
  'M18.4 5.6l1.4-1.4',
]);

/** Moon (dark theme). */
export const MoonIcon = lineIcon(['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z']);

/** Monitor (system theme). */
export const MonitorIcon = lineIcon(['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4']);

/** Two people (convoys). */
export const ConvoyIcon = lineIcon([
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]);

/** Wrench (garages). */
export const GarageIcon = lineIcon([
  'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
]);

/** Drop (carwashes). */
export const CarwashIcon = lineIcon(['M12 2.7l5.7 5.6a8 8 0 1 1-11.4 0z']);

/** Price tag (the spareshop). */
export const SpareshopIcon = lineIcon([
  'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z',
  'M7 7h.01',
]);

/** Fuel pump (gas stations). */
export const GasIcon = lineIcon([
  'M3 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18',
  'M3 22h12',
  'M5 9h8',
  'M15 12h2a2 2 0 0 1 2 2v3a2 2 0 0 0 4 0V9l-3-3',
]);
