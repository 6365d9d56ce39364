import { createMemoryStorage } from '@gari/client/storage';
import type { Vehicle } from '@gari/contract/vehicles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createLocalCart, LOCAL_CART_KEY, type LocalCart } from '../cart/localCart';
import { MarketplacePage } from '../marketplace/MarketplacePage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame, clearAnnouncer, expectToast } from '../testing/authStory';
import { DEMO_USER, UNVERIFIED_USER } from '../testing/fixtures/auth';
import { fakePicture } from '../testing/fixtures/photos';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { AppShell } from './AppShell';
import { preloadChrome } from './deferred';
import chromeFr from './messages.fr.json';

const withApi = (options: ScenarioOptions = {}) => withScenario({ signedInAs: DEMO_USER.email, ...options });
const apiOf = scenarioOf;
const DESKTOP = { viewport: { value: 'desktop' } };
const MOBILE = { viewport: { value: 'mobile2' } };

/** 120 vehicles, to show the badge cap (99+). */
function manyVehicles(): Vehicle[] {
  return Array.from({ length: 120 }, (_, i) => ({
    id: i + 1,
    name: `Car ${i + 1}`,
    year: 2015,
    make: 'Toyota',
    model: 'Corolla',
    make_id: 1,
    model_id: 101,
    color: null,
    mileage: null,
    mileage_unit: 'km',
    fuel_type: null,
    transmission: null,
    body_style: null,
    drivetrain: null,
    variant: null,
    vin: null,
    engine: null,
    primary_image_url: null,
    primary_use: 'daily_commute',
    created_at: '2026-01-01T00:00:00Z',
  }));
}

const meta = {
  title: 'Chrome/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  globals: DESKTOP,
  // The deferred chrome parts are loaded before each story renders (as on a page the visitor has
  // started using), so plays and screenshots never race their download.
  loaders: [
    ...withApi(),
    async () => {
      await preloadChrome();
      return {};
    },
  ],
  // The frame renders AppShell itself (`shell`); `children` is the page of the route.
  args: { children: null },
  render: (_args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/communities"
      shell
      localCart={(loaded as { localCart?: LocalCart }).localCart}
      routes={{ '/marketplace': <MarketplacePage /> }}
    >
      <ComingSoonPage area="communities" />
    </AuthStoryFrame>
  ),
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Desktop, signed in: the black top bar with CONVOY current, green status dot, country picker,
 * search, vehicles badge (2), profile, cart, logout, more, theme switch; the footer; no tab bar.
 */
export const DesktopSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['CONVOY', 'GARAGE', 'CARWASH', 'SPARESHOP']);
    await expect(within(nav).getByRole('link', { name: 'CONVOY' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'GARAGE' })).not.toHaveAttribute('aria-current');
    await expect(await canvas.findByRole('img', { name: 'API authenticated' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'My vehicles (2)' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Rwanda');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/more');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'hello@gari.rw' })).toHaveAttribute(
      'href',
      'mailto:hello@gari.rw',
    );
    await expect(within(footer).getByText('+250 788 000 000')).toBeVisible();
    await expect(within(footer).getByText('Kigali RW')).toBeVisible();
    for (const name of ['Privacy', 'Terms', 'Cookies']) {
      await expect(within(footer).getByRole('link', { name })).toBeVisible();
    }
  },
};

/**
 * Signed in with an uploaded avatar (issue #16 Profile): the account button shows the member's photo,
 * 32 px round, instead of the user icon; the link keeps its 44 px target and its 'Profile' name.
 */
export const DesktopAvatar: Story = {
  loaders: withApi({
    users: [{ ...DEMO_USER, avatar: fakePicture('avatar', 'amina-avatar') }, UNVERIFIED_USER],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await canvas.findByRole('link', { name: 'Profile' });
    const img = await waitFor(() => {
      const found = profile.querySelector('img');
      if (!found) throw new Error('no avatar yet');
      return found;
    });
    await expect(img).toHaveAttribute('alt', '');
    await expect(img.getAttribute('src')).toContain('amina-avatar');
    await expect(img.getBoundingClientRect().width).toBe(32);
    await expect(img.getBoundingClientRect().height).toBe(32);
    await expect(profile.querySelector('svg')).toBeNull();
    await expect(profile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(profile.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** The theme switch: Dark paints the page dark (ThemeProvider sets `data-theme` on <html>). */
export const ThemeSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark theme' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await userEvent.click(within(group).getByRole('radio', { name: 'Light theme' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  },
};

/** Signed out: red dot 'API not authenticated', a Sign in link instead of Logout, no badge. */
export const DesktopSignedOut: Story = {
  loaders: withScenario(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'API not authenticated' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'My vehicles' })).toBeVisible();
  },
};

/** The session check is running: grey dot 'Checking API session'. */
export const Checking: Story = {
  loaders: withApi({ delays: { 'GET /users/me': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Checking API session' })).toBeVisible();
  },
};

/** More than 99 vehicles: the badge says 99+. */
export const BadgeOverflow: Story = {
  loaders: withApi({ vehicles: manyVehicles() }),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'My vehicles (120)' });
    await expect(link.querySelector('[data-count] [aria-hidden="true"]')).toHaveTextContent('99+');
  },
};

/** A visitor cart of `lines` (listing id, quantity) in memory, as a story loader. */
const withLocalCart = (lines: [number, number][]) => async () => ({
  localCart: createLocalCart(
    createMemoryStorage({
      [LOCAL_CART_KEY]: JSON.stringify(lines.map(([listing_id, quantity]) => ({ listing_id, quantity }))),
    }),
  ),
});

/** A visitor with parts in the cart: the cart link's badge counts the units (from local storage). */
export const CartBadgeVisitor: Story = {
  loaders: [
    ...withScenario(),
    withLocalCart([
      [1, 1],
      [5, 2],
    ]),
  ],
  play: async ({ canvasElement, loaded }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Cart (3 items)' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link.querySelector('[data-count] [aria-hidden="true"]')).toHaveTextContent('3');
    (loaded as { localCart: LocalCart }).localCart.set(7, 1);
    await expect(await within(canvasElement).findByRole('link', { name: 'Cart (4 items)' })).toBeVisible();
  },
};

/**
 * Signed in with parts still in the visitor cart: the chrome merges them into the member cart (POST
 * /cart/merge) on whatever page, toasts 'Cart updated', and the badge counts the merged cart.
 */
export const CartMergedAtSignIn: Story = {
  loaders: [...withApi(), withLocalCart([[1, 1]])],
  play: async ({ canvasElement, loaded }) => {
    await expectToast('Cart updated', 'The items you chose before signing in are in your cart.');
    await expect(await within(canvasElement).findByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
    await expect((loaded as { localCart: LocalCart }).localCart.items()).toEqual([]);
    await expect(apiOf(loaded).callsOf('POST /cart/merge')).toHaveLength(1);
  },
};

/** Small screen: the menu panel's Cart link carries the badge too. */
export const MobileCartBadge: Story = {
  globals: MOBILE,
  loaders: [...withScenario(), withLocalCart([[1, 1]])],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getByRole('link', { name: 'Cart (1 item)' })).toHaveAttribute('href', '/cart');
    await userEvent.keyboard('{Escape}');
  },
};

/** The first Tab stop is 'Skip to content', which targets <main id="main">. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvasElement.querySelector('main#main')).not.toBeNull();
  },
};

/**
 * Search: the dialog searches everything as the visitor types; Enter (no result chosen) searches the
 * Spareshop's listings (/marketplace?search=…).
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Gari' });
    const field = await within(dialog).findByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, 'brake pads');
    await within(dialog).findByRole('link', { name: "See all parts for 'brake pads'" });
    field.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('searchbox', { name: 'Search the Spareshop' })).toHaveValue(
      'brake pads',
    );
    const list = await canvas.findByRole('list', { name: 'Listings' });
    for (const item of within(list).getAllByRole('listitem'))
      await expect(item).toHaveAccessibleName(/brake pads/i);
    await expect(canvas.getByRole('link', { name: 'SPARESHOP' })).toHaveAttribute('aria-current', 'page');
    // The dialog has finished closing (its exit animation) before the screenshot.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The country picker stores the choice (spec §4 Country). */
export const CountryChange: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    await expect(await screen.findAllByRole('option')).toHaveLength(14);
    await userEvent.click(screen.getByRole('option', { name: 'Kenya' }));
    await expect(canvas.getByRole('button', { name: /Country/ })).toHaveTextContent('Kenya');
    await expect(apiOf(loaded).store.getCountry()).toBe('KE');
  },
};

/** POST /auth/logout pending: the button says 'Logging out...'. */
export const LoggingOut: Story = {
  parameters: { machine: { id: 'auth', state: 'signingOut' } },
  loaders: withApi({ delays: { 'POST /auth/logout': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Logging out...' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** Logged out: tokens cleared, /login (history replaced), toast 'Logged out'. */
export const LoggedOut: Story = {
  parameters: { machine: { id: 'auth', state: 'signedOut' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expectToast('Logged out', 'You have been logged out successfully.');
    await expect(apiOf(loaded).api.isSignedIn()).toBe(false);
    await expect(canvas.getByRole('img', { name: 'API not authenticated' })).toBeVisible();
    clearAnnouncer();
  },
};

/**
 * The server logout fails: the client ignores it (spec §8), so the member is signed out here with the
 * usual 'Logged out' toast.
 */
export const LogoutFailed: Story = {
  parameters: { machine: { id: 'auth', state: 'signedOut' } },
  loaders: withApi({ failures: { 'POST /auth/logout': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expectToast('Logged out', 'You have been logged out successfully.');
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(apiOf(loaded).api.isSignedIn()).toBe(false);
    await expect(apiOf(loaded).count('POST /auth/logout')).toBe(1);
    clearAnnouncer();
  },
};

/** An unverified member: the banner with 'Resend email' ('Verification email sent!'). */
export const UnverifiedBanner: Story = {
  loaders: withApi({ signedInAs: UNVERIFIED_USER.email }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Email verification' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend email' }));
    await expectToast('Verification email sent!');
  },
};

/**
 * Small screen: the bottom tab bar (Convoy, Garage, Carwash, Spareshop, Gas), no main links, no
 * footer; the Menu panel holds the country picker, vehicles, profile, cart, more, logout and theme.
 */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Sections' });
    const links = within(tabs).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Convoy',
      'Garage',
      'Carwash',
      'Spareshop',
      'Gas',
    ]);
    await expect(within(tabs).getByRole('link', { name: 'Convoy' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: 'Gas' })).toHaveAttribute('href', '/gas-station');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(panel).getByRole('button', { name: /Country/ })).toHaveTextContent('Rwanda');
    await expect(await within(panel).findByRole('link', { name: /My Vehicles/ })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    for (const name of ['Profile', 'Cart', 'More']) {
      await expect(within(panel).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(panel).getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('link', { name: 'Profile' }));
    await expect(await canvas.findByText('Navigated to /profile')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

/** Small screen, logging out from the panel: 'Logging out...'. */
export const MobileLoggingOut: Story = {
  globals: MOBILE,
  parameters: { machine: { id: 'auth', state: 'signingOut' } },
  loaders: withApi({ delays: { 'POST /auth/logout': 'never' } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Logout' }));
    await expect(await within(panel).findByRole('button', { name: 'Logging out...' })).toBeVisible();
  },
};

/** Small screen, logged out from the panel: the panel closes on the way to /login. */
export const MobileLoggedOut: Story = {
  globals: MOBILE,
  parameters: { machine: { id: 'auth', state: 'signedOut' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expectToast('Logged out', 'You have been logged out successfully.');
    clearAnnouncer();
  },
};

/**
 * In French (issue #16 "Locale"): the top bar's links, tools and status, the footer's headings and
 * links, and the skip link read from the French chrome catalog.
 */
export const French: Story = {
  render: (_args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/communities" shell>
        <ComingSoonPage area="communities" />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fr = chromeFr;
    const nav = canvas.getByRole('navigation', { name: 'Principale' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['CONVOI', 'GARAGE', 'LAVAGE', 'SPARESHOP']);
    await expect(await canvas.findByRole('img', { name: 'API authentifiée' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Mes véhicules (2)' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
    await expect(canvas.getByRole('link', { name: fr.profile })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rechercher' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
    const footer = await canvas.findByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: 'Plateforme' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
    await expect(within(footer).getByRole('button', { name: 'S’abonner' })).toBeVisible();
  },
};
