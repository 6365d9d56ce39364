import { type ChromeKey, chromeT } from './messages';

/** One entry of the chrome navigation. */
export interface NavEntry {
  /** Route path. */
  href: string;
  /** Visible label (English; the chrome shows `t(key)` in the member's language). */
  label: string;
  /** Key of the label in the chrome catalog ({@link chromeT}). */
  key: ChromeKey;
}

/** The four main links of the top bar (spec §2 Global chrome), upper case as in the spec. */
export const MAIN_LINKS: readonly NavEntry[] = [
  { href: '/communities', label: 'CONVOY', key: 'navConvoy' },
  { href: '/maintenance', label: 'GARAGE', key: 'navGarage' },
  { href: '/carwashes', label: 'CARWASH', key: 'navCarwash' },
  { href: '/marketplace', label: 'SPARESHOP', key: 'navSpareshop' },
];

/** The five entries of the bottom tab bar on small screens (spec §2 Global chrome). */
export const TAB_LINKS: readonly NavEntry[] = [
  { href: '/communities', label: 'Convoy', key: 'navConvoy' },
  { href: '/maintenance', label: 'Garage', key: 'navGarage' },
  { href: '/carwashes', label: 'Carwash', key: 'navCarwash' },
  { href: '/marketplace', label: 'Spareshop', key: 'navSpareshop' },
  { href: '/gas-station', label: 'Gas', key: 'navGas' },
];

/** Contact details of the footer's Connect column (spec §2 Footer, §1 "contact location of Kigali RW"). */
export const CONTACT = {
  email: 'hello@gari.rw',
  phone: '+250 788 000 000',
  phoneHref: 'tel:+250788000000',
  location: 'Kigali RW',
} as const;

/**
 * Spoken text of the cart badge (TopBar, MobileMenu) in English: '(1 item)', '(3 items)'; the views
 * use `t('cartItems', { n })` of the member's language.
 */
export const cartBadgeLabel = (n: number) => chromeT('cartItems', { n });
