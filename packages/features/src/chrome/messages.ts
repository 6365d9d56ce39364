/**
 * Texts of the global chrome (spec §2 Global chrome, Footer; issue #16 "Locale": English, French,
 * Kinyarwanda, Kiswahili): top bar, bottom tab bar, menu panel, footer, country picker, theme switch,
 * search. Every locale gives every key (a missing one is a type error). Views read them with
 * `const t = useT(chromeT)`. The navigation labels (`navConvoy`…) are shown upper case in the top bar.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page…',
  home: 'Gari home',
  mainNav: 'Main',
  sectionsNav: 'Sections',
  navConvoy: 'Convoy',
  navGarage: 'Garage',
  navCarwash: 'Carwash',
  navSpareshop: 'Spareshop',
  navGas: 'Gas',
  statusChecking: 'Checking API session',
  statusAuthenticated: 'API authenticated',
  statusUnauthenticated: 'API not authenticated',
  country: 'Country',
  search: 'Search',
  searchTitle: 'Search Gari',
  searchClose: 'Close',
  closeToast: 'Close',
  searchLoading: 'Loading search…',
  myVehicles: 'My vehicles',
  myVehiclesMenu: 'My Vehicles',
  myBookings: 'My bookings',
  profile: 'Profile',
  cart: 'Cart',
  cartItems: (v: { n: number }) => `(${v.n} ${v.n === 1 ? 'item' : 'items'})`,
  more: 'More',
  menu: 'Menu',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  signIn: 'Sign in',
  theme: 'Theme',
  themeLight: 'Light theme',
  themeDark: 'Dark theme',
  themeSystem: 'System theme',
  newsletterTitle: 'Gari newsletter',
  newsletterText: 'Fuel prices, new garages and convoy news for car owners across Africa.',
  emailAddress: 'Email address',
  subscribe: 'Subscribe',
  checkInbox: 'Check your inbox',
  notSubscribed: 'Not subscribed',
  platform: 'Platform',
  footerSpareshop: 'Spareshop',
  footerConvoys: 'Convoys',
  footerGarage: 'Garage',
  footerCarStatus: 'Car Status',
  support: 'Support',
  helpCenter: 'Help Center',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  connect: 'Connect',
  copyright: (v: { year: number }) => `© ${v.year} Gari. Made for car owners in Africa.`,
  legal: 'Legal',
  privacy: 'Privacy',
  terms: 'Terms',
  cookies: 'Cookies',
} satisfies Record<string, CatalogText>;

/** The chrome texts' translator (English); views use `useT(chromeT)` for the member's language. */
export const chromeT = createTranslator({ en }, 'chrome/messages');

/** A key of the chrome catalog. */
export type ChromeKey = keyof typeof en;
