import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame, NavigatedTo } from '../testing/authStory';
import { DEMO_USER } from '../testing/fixtures/auth';
import { scenarioOf, withScenario } from '../testing/msw';
import { ListingPage } from './ListingPage';
import { MARKETPLACE_TEXTS, MarketplacePage } from './MarketplacePage';

const apiOf = scenarioOf;
/** The fake's spareshop listings, without the gas stations' products (the list leaves those out). */
const spareshopOf = (loaded: Record<string, unknown>) =>
  apiOf(loaded).db.marketplace.listings.filter((l) => l.kind !== 'station_product');
const MOBILE = { viewport: { value: 'mobile2' } };
const rootOf = (el: HTMLElement) => el.querySelector('[data-state]') as HTMLElement;

interface Args {
  entry: string;
}

const meta = {
  title: 'Spareshop/MarketplacePage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/marketplace' },
  loaders: withScenario(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/marketplace"
      initialEntry={args.entry}
      mainWidth="min(100vw, 75rem)"
      routes={{ '/marketplace/:id': <ListingPage /> }}
    >
      <MarketplacePage />
      <NavigatedTo />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const settled = (el: HTMLElement) =>
  waitFor(() => expect(rootOf(el).getAttribute('data-state')).toMatch(/ready|empty|error/));
const cards = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'Listings' })).getAllByRole('listitem');
/** The URL of the page (printed by the probe under it). */
const url = (el: HTMLElement) => within(el).getByTestId('location');

/**
 * A visitor: the country's listings cheapest first, 12 a page, each card with image, title, price in
 * its currency, location, seller and Buy Now; Featured badges; "Fits my car" asks to sign in.
 */
export const Visitor: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spareshop' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search the Spareshop' })).toHaveAttribute(
      'placeholder',
      MARKETPLACE_TEXTS.placeholder,
    );
    const rw = spareshopOf(loaded).filter((l) => l.country === 'RW');
    await expect(canvas.getByTestId('listings-count')).toHaveTextContent(`${rw.length} listings`);
    const shown = cards(canvasElement);
    await expect(shown).toHaveLength(12);
    const prices = shown.map((c) => Number(within(c).getByText(/^RWF /).textContent?.replace(/\D/g, '')));
    await expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const first = shown[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: /^Buy Now/ })).toHaveAttribute(
      'href',
      `/marketplace/${first.dataset.listingId}`,
    );
    await expect(within(first).getByText('Seller')).toBeVisible();
    await expect(canvas.getAllByText('Featured').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: MARKETPLACE_TEXTS.signInToFit })).toHaveAttribute(
      'href',
      '/login?next=%2Fmarketplace',
    );
    const categories = within(canvas.getByRole('navigation', { name: 'Categories' }));
    await expect(categories.getAllByRole('link').map((t) => t.textContent)).toEqual([
      'All',
      'Engine',
      'Brakes',
      'Suspension',
      'Wheels',
      'Interior',
      'Exterior',
      'Electrical',
    ]);
    await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    await expect(categories.getByRole('link', { name: 'Wheels' })).toHaveAttribute(
      'href',
      '/marketplace?category=wheels',
    );
  },
};

/** A shared link with a typo ("brak pads"): the search box shows it and every result is brake pads. */
export const SearchFromLink: Story = {
  args: { entry: '/marketplace?search=brak%20pads' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search the Spareshop' })).toHaveValue('brak pads');
    const found = cards(canvasElement);
    await expect(found.length).toBeGreaterThan(0);
    for (const card of found) await expect(card).toHaveAccessibleName(/brake pads/i);
  },
};

/** Typing searches once the typing pauses; the search goes to the URL (a shareable link). */
export const TypingSearches: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the Spareshop' }), 'oil filter');
    await waitFor(() => expect(url(canvasElement)).toHaveTextContent('search=oil+filter'));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(1));
    await expect(cards(canvasElement)[0]).toHaveAccessibleName(/Oil filter/);
    const last = apiOf(loaded).callsOf('GET /marketplace/listings').at(-1);
    await expect(last?.query).toMatchObject({ search: 'oil filter', country: 'RW', sort: 'price_low' });
  },
};

/** An OEM number without its dash finds the part. */
export const OemNumber: Story = {
  args: { entry: '/marketplace?search=0446542160' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(1);
    await expect(cards(canvasElement)[0]).toHaveAccessibleName(/Akebono Front brake pads/);
  },
};

/** The Brakes category lists brake parts only, keeps the search and puts `category=brakes` in the URL. */
export const CategoryTab: Story = {
  args: { entry: '/marketplace?search=front' },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const categories = within(canvas.getByRole('navigation', { name: 'Categories' }));
    await userEvent.click(categories.getByRole('link', { name: 'Brakes' }));
    await waitFor(() => expect(url(canvasElement)).toHaveTextContent('search=front&category=brakes'));
    await expect(categories.getByRole('link', { name: 'Brakes' })).toHaveAttribute('aria-current', 'true');
    await expect(categories.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    const brakes = apiOf(loaded).db.marketplace.listings.filter(
      (l) => l.category === 'brakes' && l.country === 'RW' && /front/i.test(l.title),
    );
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(brakes.length));
    for (const card of cards(canvasElement)) await expect(card).toHaveAccessibleName(/front/i);
  },
};

/** Load More asks for the next cursor page and adds its cards below; it goes when all are shown. */
export const LoadMore: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const total = spareshopOf(loaded).filter((l) => l.country === 'RW').length;
    const before = cards(canvasElement).map((c) => c.dataset.listingId);
    await expect(canvas.getByText(`Showing 12 of ${total}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: MARKETPLACE_TEXTS.loadMore }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(total));
    await expect(
      cards(canvasElement)
        .slice(0, 12)
        .map((c) => c.dataset.listingId),
    ).toEqual(before);
    await expect(canvas.getByText(`Showing ${total} of ${total}`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: MARKETPLACE_TEXTS.loadMore })).toBeNull();
    const calls = apiOf(loaded).callsOf('GET /marketplace/listings');
    await expect(calls.at(-1)?.query.cursor).toBeTruthy();
  },
};

/**
 * The Advanced Filters panel (marketplace variant): prices in the country's currency, years, brand,
 * condition and feature checkboxes, sort; an inverted price range disables Apply; Apply filters the
 * list, counts the filters on the button and writes them to the URL.
 */
export const AdvancedFilters: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Min price (RWF)' }), '50000');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Max price (RWF)' }), '20000');
    await userEvent.tab();
    await expect(dialog.getByText('The maximum price must be at least the minimum price.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply Filters' })).toBeDisabled();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Max price (RWF)' }));
    await userEvent.tab();
    for (const name of ['New', 'Used', 'Certified', 'OEM', 'Aftermarket', 'Warranty', 'Free Shipping'])
      await expect(dialog.getByRole('checkbox', { name })).toBeInTheDocument();
    await userEvent.click(dialog.getByText('New'));
    await userEvent.click(dialog.getByText('Aftermarket'));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
    await waitFor(() =>
      expect(url(canvasElement)).toHaveTextContent('min_price=50000&condition=New&features=Aftermarket'),
    );
    await waitFor(() => {
      const last = apiOf(loaded).callsOf('GET /marketplace/listings').at(-1);
      expect(last?.query).toMatchObject({ min_price: '50000', condition: 'New', features: 'Aftermarket' });
    });
    await settled(canvasElement);
    const db = apiOf(loaded).db.marketplace.listings;
    for (const card of cards(canvasElement)) {
      const l = db.find((x) => x.id === Number(card.dataset.listingId));
      await expect(l?.price).toBeGreaterThanOrEqual(50000);
      await expect(l?.condition).toBe('New');
      await expect(l?.features).toContain('Aftermarket');
    }
  },
};

/** Filters from a shared link: counted on the button; Reset in the panel clears them. */
export const ResetFilters: Story = {
  args: { entry: '/marketplace?condition=Used&year_from=2015&brand=Koyorad' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (3)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }));
    await expect(dialog.getByRole('textbox', { name: 'Brand' })).toHaveValue('Koyorad');
    await expect(dialog.getByRole('checkbox', { name: 'Used' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(url(canvasElement)).toHaveTextContent(/Navigated to \/marketplace$/));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** Sort: Price high to low. */
export const SortHighToLow: Story = {
  args: { entry: '/marketplace?sort=price_high&category=engine' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const prices = cards(canvasElement).map((c) =>
      Number(within(c).getByText(/^RWF /).textContent?.replace(/\D/g, '')),
    );
    await expect(prices.length).toBeGreaterThan(1);
    await expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    await expect(within(canvasElement).getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: High to Low',
    );
  },
};

/** A member picks one of their cars: only parts that fit it, with a "Fits your car" badge. */
export const FitsMyCar: Story = {
  loaders: withScenario({ signedInAs: DEMO_USER.email }),
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const car = apiOf(loaded).db.vehicles[0];
    if (!car) throw new Error('no seeded car');
    await userEvent.click(await canvas.findByRole('button', { name: /Fits my car/ }));
    await userEvent.click(await screen.findByRole('option', { name: car.name }));
    await waitFor(() => expect(url(canvasElement)).toHaveTextContent(`fits=${car.id}`));
    await waitFor(() =>
      expect(canvas.getByTestId('listings-count')).toHaveTextContent(`for your ${car.name}`),
    );
    for (const card of cards(canvasElement))
      await expect(within(card).getByText('Fits your car')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: MARKETPLACE_TEXTS.signInToFit })).toBeNull();
  },
};

/** Nothing matches: the empty text and a button that clears search and filters. */
export const Empty: Story = {
  args: { entry: '/marketplace?search=hovercraft&condition=Certified' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByText(MARKETPLACE_TEXTS.empty)).toBeVisible();
    await expect(canvas.getByTestId('listings-count')).toHaveTextContent('0 listings');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(canvas.getByRole('searchbox', { name: 'Search the Spareshop' })).toHaveValue('');
  },
};

/** The list fails: 'Failed to load' with the client's message and Try again. */
export const LoadError: Story = {
  loaders: withScenario({ failures: { 'GET /marketplace/listings': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.getByRole('alert')).toHaveTextContent('GET /marketplace/listings failed: 500');
    apiOf(loaded).fail('GET /marketplace/listings', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'));
  },
};

/** Waiting for the first page: skeleton cards and 'Loading listings…'. */
export const Loading: Story = {
  loaders: withScenario({ delays: { 'GET /marketplace/listings': 'never' } }),
  play: async ({ canvasElement }) => {
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByTestId('listings-count')).toHaveTextContent('Loading listings…');
  },
};

/** A card opens its listing with the listing passed along (no second request for it). */
export const OpenListing: Story = {
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement);
    const first = cards(canvasElement)[0] as HTMLElement;
    const title = within(first).getByRole('heading').textContent ?? '';
    await userEvent.click(within(first).getByRole('link', { name: /^Buy Now/ }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(apiOf(loaded).count('GET /marketplace/listings/{id}')).toBe(0);
  },
};

/** Small screens: the sort moves into the filter dialog; the Filters button opens it. */
export const MobileFilters: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Sort by/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }));
    // The dialog fades in: wait until it is shown.
    await waitFor(() => expect(dialog.getByRole('button', { name: /Sort by/ })).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** The list in French (issue #16 "Locale"): heading, search label, category tabs, count and sign-in link. */
export const French: Story = {
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/marketplace" initialEntry={args.entry}>
        <MarketplacePage />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pièces détachées' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher des pièces' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Catégories' })).getByRole('link', { name: 'Freins' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('listings-count')).toHaveTextContent(/annonces$/);
    await expect(canvas.queryByRole('link', { name: MARKETPLACE_TEXTS.signInToFit })).toBeNull();
    await expect(
      canvas.getByRole('link', {
        name: 'Connectez-vous pour voir les pièces compatibles avec votre voiture',
      }),
    ).toBeVisible();
  },
};

/**
 * The cards and the Advanced Filters dialog in French (issue #16 "Locale"; the `language` global):
 * Acheter on the cards, the dialog's title, condition and feature checkboxes, sort and Apply.
 */
export const FrenchFilters: Story = {
  globals: { ...MOBILE, language: 'fr' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Acheter : / }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filtres avancés' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Trier par/ })).toBeVisible());
    await expect(dialog.getByRole('checkbox', { name: 'Occasion' })).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Livraison gratuite' })).toBeInTheDocument();
    await expect(dialog.getByText('Prix min. (RWF)')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
