/** One entry of the chrome navigation. */
export interface NavEntry {
  /** Route path. */
  href: string;
  /** Visible label. */
  label: string;
}

/** The four main links of the top bar (spec §2 Global chrome), upper case as in the spec. */
export const MAIN_LINKS: readonly NavEntry[] = [
  { href: '/communities', label: 'CONVOY' },
  { href: '/maintenance', label: 'GARAGE' },
  { href: '/carwashes', label: 'CARWASH' },
  { href: '/marketplace', label: 'SPARESHOP' },
];

/** The five entries of the bottom tab bar on small screens (spec §2 Global chrome). */
export const TAB_LINKS: readonly NavEntry[] = [
  { href: '/communities', label: 'Convoy' },
  { href: '/maintenance', label: 'Garage' },
  { href: '/carwashes', label: 'Carwash' },
  { href: '/marketplace', label: 'Spareshop' },
  { href: '/gas-station', label: 'Gas' },
];

/** Contact details of the footer's Connect column (spec §2 Footer, §1 "contact location of Kigali RW"). */
export const CONTACT = {
  email: 'hello@gari.rw',
  phone: '+250 788 000 000',
  phoneHref: 'tel:+250788000000',
  location: 'Kigali RW',
} as const;

/** Spoken text of the cart badge (TopBar, MobileMenu): '(1 item)', '(3 items)'. */
export const cartBadgeLabel = (n: number) => `(${n} ${n === 1 ? 'item' : 'items'})`;
