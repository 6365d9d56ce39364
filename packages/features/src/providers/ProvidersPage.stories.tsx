import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame } from '../testing/authStory';
import { fakePicture } from '../testing/fixtures/photos';
import { makeProvider, SEED_PROVIDERS } from '../testing/fixtures/providers';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { CarwashesPage, GaragesPage } from './ProvidersPage';
import type { Locate } from './useGeolocation';

const denied: Locate = () => Promise.reject(new Error('User denied Geolocation'));
const inKigali: Locate = async () => ({ lat: -1.9441, lng: 30.0619 });

const withApi = (options: ScenarioOptions = {}) => withScenario(options);
const apiOf = scenarioOf;
const rootOf = (el: HTMLElement) => el.querySelector('[data-type]') as HTMLElement;

interface Args {
  entry: string;
  locate: Locate;
  type: 'garage' | 'carwash';
  width?: number;
}

const meta = {
  title: 'Providers/ProvidersPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/maintenance', locate: denied, type: 'garage' },
  loaders: withApi(),
  render: (args, { loaded }) => {
    const path = args.type === 'garage' ? '/maintenance' : '/carwashes';
    const page =
      args.type === 'garage' ? <GaragesPage locate={args.locate} /> : <CarwashesPage locate={args.locate} />;
    return (
      <div style={args.width ? { width: args.width } : undefined}>
        <AuthStoryFrame api={apiOf(loaded).api} path={path} initialEntry={args.entry}>
          {page}
        </AuthStoryFrame>
      </div>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (el: HTMLElement) =>
  waitFor(() => expect(rootOf(el).getAttribute('data-state')).toMatch(/ready|empty|error/));

/** Garages sorted by rating: the count, every card field, Book Service and View Details links. */
export const Garages: Story = {
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('providers-count')).toHaveTextContent('6 garages');
    const cards = canvas.getAllByRole('listitem').filter((li) => li.hasAttribute('data-provider-id'));
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Kigali Auto Care',
      'Kicukiro Brake & Clutch',
      'Nyamirambo Motors',
      'Rubavu Lakeside Garage',
      'Musanze Garage Services',
      'Huye Precision Autos',
    ]);
    const first = within(cards[0] as HTMLElement);
    for (const text of [
      'Open',
      'From RWF 25,000',
      '4.8 (214 reviews)',
      'KN 5 Rd, Remera, Kigali',
      '+250788300100',
      'Same day',
      '+1 more',
    ])
      await expect(first.getByText(text)).toBeVisible();
    await expect(first.getByRole('link', { name: /Book Service/ })).toHaveAttribute(
      'href',
      '/booking?type=garage&id=1&name=Kigali+Auto+Care&services=Oil+Change%2CBrake+Service%2CEngine+Repair%2CPerformance+Tuning',
    );
    await expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/providers/garage/1',
    );
    await expect(within(cards[2] as HTMLElement).getByText('Closed')).toBeVisible();
    const wave = first.getByRole('button', { name: 'Wave at Kigali Auto Care' });
    await userEvent.click(wave);
    await expect(wave).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Toyota (412)' })).toBeVisible();
    const call = apiOf(loaded).callsOf('GET /garages')[0];
    await expect(call?.query).toMatchObject({ sort: 'rating', country: 'RW', page: '1' });
  },
};

/** Still loading: the heading says so and skeleton cards show. */
export const Loading: Story = {
  loaders: withApi({ delays: { 'GET /garages': 'never' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading garages…')).toBeVisible();
    await expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** Nothing matches: the spec's empty text; no popular brands: 'No data yet'. */
export const Empty: Story = {
  loaders: withApi({ providers: [], popularBrands: [] }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No garages found matching your criteria. Try adjusting your filters.'),
    ).toBeVisible();
    await expect(await canvas.findByText('No data yet')).toBeVisible();
    await expect(canvas.getByTestId('providers-count')).toHaveTextContent('0 garages');
  },
};

/** The list failed: 'Failed to load' with the message and Try again (which recovers). */
export const LoadError: Story = {
  loaders: withApi({ failures: { 'GET /garages': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load')).toBeVisible();
    await expect(canvas.getByText('GET /garages failed: 500')).toBeVisible();
    apiOf(loaded).fail('GET /garages', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'));
  },
};

/** A shared link: city and service from the URL; the heading names the city. */
export const FromLink: Story = {
  args: { entry: '/maintenance?city=Kigali&service=Brake+Service&sort=reviews' },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('providers-count')).toHaveTextContent('3 garages in Kigali');
    const call = apiOf(loaded).callsOf('GET /garages')[0];
    await expect(call?.query).toMatchObject({ city: 'Kigali', service: 'Brake Service', sort: 'reviews' });
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  },
};

/** Popular Brands: a click puts the brand in the search box and the server filters by it. */
export const PopularBrand: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suzuki (97)' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search garages' })).toHaveValue('Suzuki');
    await waitFor(() => expect(canvas.getByTestId('providers-count')).toHaveTextContent('1 garage'));
    await expect(canvas.getByRole('heading', { name: 'Nyamirambo Motors' })).toBeVisible();
  },
};

/**
 * The Advanced Filters panel: no position → the distance slider is disabled with a note; availability
 * and certification are sent to the server on Apply Filters; Reset clears them.
 */
export const FiltersOpen: Story = {
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced Filters' });
    const panel = within(dialog);
    await expect(panel.getByRole('slider', { name: 'Distance' })).toBeDisabled();
    const note = panel.getByText('Allow location access in your browser to filter by distance.');
    await expect(note).toHaveAttribute('id', 'distance-note');
    await userEvent.click(panel.getByText('Same Day'));
    await userEvent.click(panel.getByText('ASE Certified'));
    await userEvent.click(panel.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByTestId('providers-count')).toHaveTextContent('1 garage'));
    const last = apiOf(loaded).callsOf('GET /garages').at(-1);
    await expect(last?.query).toMatchObject({
      availability: 'Same Day',
      certifications: 'ASE Certified',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const again = within(await screen.findByRole('dialog'));
    await userEvent.click(again.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByTestId('providers-count')).toHaveTextContent('6 garages'));
    await userEvent.click(again.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(document.querySelector('[data-testid="filters-panel"]')).toBeNull());
  },
};

/** With the member's position the slider works and lat/lng/max_distance go to the server. */
export const WithLocation: Story = {
  args: { locate: inKigali, entry: '/maintenance?max_distance=50' },
  play: async ({ canvasElement, loaded }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    // The list does not wait for the position (server rendering, issue #8): the located call follows.
    await waitFor(() =>
      expect(apiOf(loaded).callsOf('GET /garages').at(-1)?.query).toMatchObject({
        lat: '-1.9441',
        lng: '30.0619',
        max_distance: '50',
      }),
    );
    await waitFor(() => expect(canvas.getByTestId('providers-count')).toHaveTextContent('3 garages'));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (1)' }));
    const slider = within(await screen.findByRole('dialog')).getByRole('slider', { name: 'Distance' });
    await expect(slider).toBeEnabled();
    await expect(slider).toHaveValue('50');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-testid="filters-panel"]')).toBeNull());
  },
};

/** More than one page: Previous/Next and 'Page X of Y'. */
export const Pages: Story = {
  loaders: withApi({
    providers: Array.from({ length: 15 }, (_, i) =>
      makeProvider({
        id: i + 1,
        type: 'garage',
        name: `Garage ${String(i + 1).padStart(2, '0')}`,
        rating: 4,
      }),
    ),
  }),
  args: { entry: '/maintenance?sort=name' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Garage 13' })).toBeVisible();
  },
};

/** Carwashes: their sorts, city and distance, 'From RWF …' and Book Now. */
export const Carwashes: Story = {
  args: { type: 'carwash', entry: '/carwashes?sort=price_low', locate: inKigali },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('providers-count')).toHaveTextContent('3 carwashes');
    const cards = canvas.getAllByRole('listitem').filter((li) => li.hasAttribute('data-provider-id'));
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading')).toHaveTextContent('Gisozi Express Wash');
    await expect(first.getByText('From RWF 3,000')).toBeVisible();
    await expect(first.getByText(/Kigali · \d+\.\d km/)).toBeVisible();
    await expect(first.getByRole('link', { name: /Book Now/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/booking?type=carwash&id=102'),
    );
    await expect(canvas.queryByText('Popular Brands')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Highest Rated', 'Closest', 'Lowest Price']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Small screen: city and service selects move into the filter dialog; search, sort and Filters stay. */
export const Mobile: Story = {
  args: { width: 360 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search garages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
    if (window.innerWidth < 768) await expect(canvas.queryByRole('button', { name: /City/ })).toBeNull();
  },
};

/** The carwash list in French (issue #16 "Locale"): heading, count and the cards' actions. */
export const French: Story = {
  args: { entry: '/carwashes', type: 'carwash' },
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame api={apiOf(loaded).api} path="/carwashes" initialEntry={args.entry}>
        <CarwashesPage locate={args.locate} />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stations de lavage' })).toBeVisible();
    await expect(canvas.getByTestId('providers-count')).toHaveTextContent(/stations? de lavage$/);
    const card = canvas
      .getAllByRole('listitem')
      .find((li) => li.hasAttribute('data-provider-id')) as HTMLElement;
    await expect(within(card).getByRole('link', { name: /^Réserver chez / })).toBeVisible();
    await expect(within(card).getByText('Voir les détails')).toBeVisible();
  },
};

/** A garage with an uploaded logo (issue #16): its card shows the square logo before the name. */
export const WithLogo: Story = {
  loaders: withApi({
    providers: SEED_PROVIDERS.map((p) => (p.id === 1 ? { ...p, logo: fakePicture('logo', 'kac-logo') } : p)),
  }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-provider-id="1"]') as HTMLElement;
    const logo = within(card).getByRole('img', { name: 'Kigali Auto Care logo' });
    await expect(logo).toHaveAttribute('width', '384');
    await expect(logo.closest('[data-provider-logo]')).toHaveStyle({ width: '40px', height: '40px' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Kigali Auto Care' })).toBeVisible();
    // Providers without a logo show none.
    await expect(canvas.getAllByRole('img', { name: / logo$/ })).toHaveLength(1);
  },
};

/** The garage filters in French (issue #16): the dialog, the slider, the checkboxes and the actions. */
export const FrenchFilters: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Trier par/ })).toHaveTextContent('Mieux notés');
    await userEvent.click(canvas.getByRole('button', { name: /^Filtres/ }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Filtres avancés' });
    // The panel slides in: wait until it is shown before reading it.
    await waitFor(() => expect(dialogElement).toBeVisible());
    const dialog = within(dialogElement);
    await expect(dialog.getByRole('slider', { name: 'Distance' })).toBeDisabled();
    await expect(
      dialog.getByText("Autorisez l'accès à la position dans votre navigateur pour filtrer par distance."),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Le jour même' })).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Certifié ASE' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
  },
};
