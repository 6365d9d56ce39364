import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Locate } from '../providers/useGeolocation';
import { LocaleProvider } from '../shared/locale';
import { AuthStoryFrame } from '../testing/authStory';
import { seedStations } from '../testing/fixtures/gasStations';
import { type ScenarioOptions, scenarioOf, withScenario } from '../testing/msw';
import { chooseInSelect } from '../testing/pickers';
import { GasStationsPage } from './GasStationsPage';

const denied: Locate = () => Promise.reject(new Error('User denied Geolocation'));
/** A point in central Kigali (Nyarugenge). */
const inKigali: Locate = async () => ({ lat: -1.9441, lng: 30.0619 });
const never: Locate = () => new Promise(() => {});

const apiOf = scenarioOf;
const rootOf = (el: HTMLElement) => el.querySelector('[data-location]') as HTMLElement;
const MOBILE = { viewport: { value: 'mobile2' } };

/** Shows the page's URL query (the filters are a shareable link). */
function UrlProbe() {
  return <p data-testid="url">{useLocation().search}</p>;
}

interface Args {
  entry: string;
  locate: Locate;
}

const meta = {
  title: 'Gas stations/GasStationsPage',
  parameters: { layout: 'fullscreen' },
  args: { entry: '/gas-station', locate: inKigali },
  loaders: withScenario(),
  render: (args, { loaded }) => (
    <AuthStoryFrame
      api={apiOf(loaded).api}
      path="/gas-station"
      initialEntry={args.entry}
      mainWidth="min(100vw, 75rem)"
    >
      <GasStationsPage locate={args.locate} />
      <UrlProbe />
    </AuthStoryFrame>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const settled = (el: HTMLElement, location: string) =>
  waitFor(() => {
    expect(rootOf(el)).toHaveAttribute('data-location', location);
    expect(rootOf(el).getAttribute('data-state')).toMatch(/ready|empty|error/);
  });
const cardsOf = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>('li[data-station-id]'));
const namesOf = (el: HTMLElement) => cardsOf(el).map((c) => within(c).getByRole('heading').textContent);
const lastQuery = (loaded: Record<string, unknown>) =>
  apiOf(loaded).callsOf('GET /gas-stations').at(-1)?.query;

/**
 * Nearest (the default) with the member located in Kigali: the 5 Kigali stations within 25 km, nearest
 * first, each card with its Essence price, age and source, the ceiling, open state, 3 amenities,
 * Directions (coordinates, new tab) and Details.
 */
export const NearestLocated: Story = {
  parameters: { machine: { id: 'gasFilters', state: 'location.located' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(lastQuery(loaded)).toMatchObject({ lat: '-1.9441', lng: '30.0619', max_distance: '25' }),
    );
    await waitFor(() =>
      expect(namesOf(canvasElement)).toEqual([
        'Engen Nyabugogo',
        'TotalEnergies Kacyiru',
        'Merez Gikondo',
        'Kobil Remera',
        'SP Kimironko',
      ]),
    );
    await expect(canvas.getByTestId('stations-count')).toHaveTextContent('5 stations');
    await expect(canvas.getByText('Distances from your location.')).toBeVisible();
    const kacyiru = within(cardsOf(canvasElement)[1] as HTMLElement);
    for (const text of [
      'Open 24h',
      'RWF 1,799',
      '1d ago · station',
      'RWF 1,789 (RURA)',
      'Above ceiling',
      '+2 more',
    ])
      await expect(kacyiru.getByText(text, { exact: false })).toBeVisible();
    await expect(kacyiru.getByText(/3\.0 km/)).toBeVisible();
    const kobil = within(cardsOf(canvasElement)[3] as HTMLElement);
    await expect(kobil.getByText('20m ago · 2 drivers')).toBeVisible();
    await expect(kobil.getByRole('link', { name: /Directions to Kobil Remera/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-1.956,30.104',
    );
    await expect(kobil.getByRole('link', { name: /Directions/ })).toHaveAttribute('target', '_blank');
    await expect(kobil.getByRole('link', { name: 'Details of Kobil Remera' })).toHaveAttribute(
      'href',
      '/gas-station/503',
    );
    await expect(canvas.getByTestId('url')).toHaveTextContent(/^$/);
  },
};

/** The browser has not answered yet: 'Finding your location…'; the list shows without distances. */
export const Locating: Story = {
  args: { locate: never },
  parameters: { machine: { id: 'gasFilters', state: 'location.locating' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'locating');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finding your location…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByTestId('stations-count')).toHaveTextContent('6 stations');
    await expect(lastQuery(loaded)).not.toHaveProperty('lat');
  },
};

/**
 * Location refused on a shared link to Kigali: Nearest measures from the centre of Kigali (the mean of
 * its stations) and says so, with "Use my location" to ask again.
 */
export const RefusedCityCentre: Story = {
  args: { locate: denied, entry: '/gas-station?city=Kigali' },
  parameters: { machine: { id: 'gasFilters', state: 'location.unavailable' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'unavailable');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Location unavailable: distances from the centre of Kigali.')).toBeVisible(),
    );
    await waitFor(() =>
      expect(lastQuery(loaded)).toMatchObject({ city: 'Kigali', lat: '-1.9507', lng: '30.0875' }),
    );
    await waitFor(() => expect(namesOf(canvasElement)[0]).toBe('TotalEnergies Kacyiru'));
    await expect(canvas.getByRole('button', { name: 'Use my location' })).toBeVisible();
  },
};

/**
 * A shared Best Price link for Diesel: no location asked (the default distance needs none), cheapest
 * first and the station without a Diesel price last; the fuel and sort selects show the link's values.
 */
export const BestPriceNotLocated: Story = {
  args: { entry: '/gas-station?fuel=Diesel&sort=price' },
  parameters: { machine: { id: 'gasFilters', state: 'location.idle' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'idle');
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(namesOf(canvasElement)).toEqual([
        'Merez Gikondo',
        'SP Kimironko',
        'Engen Nyabugogo',
        'Oryx Musanze',
        'TotalEnergies Kacyiru',
        'Kobil Remera',
      ]),
    );
    await expect(lastQuery(loaded)).toMatchObject({ fuel: 'Diesel', sort: 'price' });
    await expect(lastQuery(loaded)).not.toHaveProperty('lat');
    await expect(canvas.getByText('Distances need your location.')).toBeVisible();
    await expect(
      within(cardsOf(canvasElement)[5] as HTMLElement).getByText('Diesel: No price yet'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Fuel/ })).toHaveTextContent('Diesel');
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Best Price');
  },
};

/**
 * The inline filters on a wide screen, as a driver looking for cheap Diesel near an ATM: Diesel, Best
 * Price, 10 km, ATM — each applied at once and written to the URL; SP Kimironko is the cheapest.
 */
export const CheapestDieselNearAnAtm: Story = {
  parameters: { machine: { id: 'gasFilters', state: 'panel.closed' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await chooseInSelect(canvas, 'Fuel', 'Diesel');
    await chooseInSelect(canvas, 'Sort by', 'Best Price');
    const asideElement = canvas.getByRole('complementary', { name: 'Filters' });
    const aside = within(asideElement);
    // The slider and chips are look-alikes until their react-aria parts load (idle or first touch):
    // a keystroke sent while one is swapped for the other would land on a removed element.
    await waitFor(() => expect(asideElement.querySelector('[data-standin]')).toBeNull());
    const slider = aside.getByRole('slider', { name: 'Distance' });
    await userEvent.click(slider);
    await userEvent.keyboard(`{Home}${'{ArrowRight}'.repeat(9)}`);
    await expect(slider).toHaveValue('10');
    await userEvent.click(aside.getByRole('button', { name: 'ATM' }));
    await expect(aside.getByRole('button', { name: 'ATM' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(canvas.getByTestId('url')).toHaveTextContent(
        '?fuel=Diesel&sort=price&max_distance=10&amenities=ATM',
      ),
    );
    await waitFor(() =>
      expect(namesOf(canvasElement)).toEqual(['SP Kimironko', 'TotalEnergies Kacyiru', 'Kobil Remera']),
    );
    await expect(lastQuery(loaded)).toMatchObject({
      fuel: 'Diesel',
      sort: 'price',
      max_distance: '10',
      amenities: 'ATM',
    });
    await expect(
      within(cardsOf(canvasElement)[0] as HTMLElement).getByText('35m ago · 3 drivers'),
    ).toBeVisible();
  },
};

/**
 * Small screens: Filters opens the Advanced Filters dialog (gas variant) over a draft — nothing applies
 * until Apply Filters; the dialog stays open here with Open Now chosen.
 */
export const FiltersDialogOpen: Story = {
  globals: MOBILE,
  parameters: { machine: { id: 'gasFilters', state: 'panel.open' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Open Now' }));
    await expect(dialog.getByRole('radio', { name: 'Open Now' })).toBeChecked();
    await expect(canvas.getByTestId('url')).toHaveTextContent(/^$/);
    await expect(lastQuery(loaded)).not.toHaveProperty('open_now');
    // The dialog may still be fading in (opacity below 1 counts as hidden while it starts at 0).
    await waitFor(() => expect(dialog.getByText('Distances from your location.')).toBeVisible());
  },
};

/** The dialog's Apply Filters applies the draft (the badge counts it); Reset clears it at once. */
export const FiltersDialogApplyAndReset: Story = {
  globals: MOBILE,
  parameters: { machine: { id: 'gasFilters', state: 'panel.closed' } },
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Open Now' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Shop' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent('?open_now=1&amenities=Shop'));
    await waitFor(() => expect(lastQuery(loaded)).toMatchObject({ open_now: 'true', amenities: 'Shop' }));
    await waitFor(() => expect(namesOf(canvasElement)).not.toContain('Merez Gikondo'));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Advanced Filters' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent(/^$/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

/** Nothing matches: the empty text and "Clear search and filters", which brings the list back. */
export const Empty: Story = {
  args: { entry: '/gas-station?q=nowhere' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No gas stations match your search/)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search gas stations' })).toHaveValue('nowhere');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(canvas.getByTestId('stations-count')).toHaveTextContent('5 stations'));
    await expect(canvas.getByRole('searchbox', { name: 'Search gas stations' })).toHaveValue('');
  },
};

/** Typing searches once it pauses (name, brand or address). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search gas stations' }), 'remera');
    await waitFor(() => expect(canvas.getByTestId('url')).toHaveTextContent('?q=remera'));
    await waitFor(() => expect(namesOf(canvasElement)).toEqual(['Kobil Remera']));
  },
};

/** The list failed: 'Failed to load' with the message and Try again, which recovers. */
export const LoadError: Story = {
  loaders: withScenario({ failures: { 'GET /gas-stations': { status: 500 } } }),
  play: async ({ canvasElement, loaded }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load')).toBeVisible();
    await expect(canvas.getByText('GET /gas-stations failed: 500')).toBeVisible();
    apiOf(loaded).fail('GET /gas-stations', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'ready'));
  },
};

/** More stations than a page: Load More asks for the next cursor page and appends it. */
const many: ScenarioOptions = {
  gasStations: Array.from({ length: 3 }, (_, copy) =>
    seedStations(new Date()).stations.map((st) => ({
      ...st,
      id: st.id + copy * 100,
      name: `${st.name} ${copy + 1}`,
    })),
  ).flat(),
};
export const LoadMore: Story = {
  args: { entry: '/gas-station?sort=price' },
  loaders: withScenario(many),
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'idle');
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('stations-count')).toHaveTextContent('18 stations');
    await expect(cardsOf(canvasElement)).toHaveLength(12);
    await expect(canvas.getByText('Showing 12 of 18')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardsOf(canvasElement)).toHaveLength(18));
    await expect(canvas.queryByRole('button', { name: 'Load More' })).toBeNull();
  },
};

/**
 * The list in French (issue #16 "Locale"): heading, location note, cards' links, prices with their age
 * and source.
 */
export const French: Story = {
  render: (args, { loaded }) => (
    <LocaleProvider language="fr">
      <AuthStoryFrame
        api={apiOf(loaded).api}
        path="/gas-station"
        initialEntry={args.entry}
        mainWidth="min(100vw, 75rem)"
      >
        <GasStationsPage locate={args.locate} />
      </AuthStoryFrame>
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement, 'located');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stations-service' })).toBeVisible();
    await expect(canvas.getByText('Distances depuis votre position.')).toBeVisible();
    await expect(
      within(cardsOf(canvasElement)[0] as HTMLElement).getByRole('link', {
        name: /^Itinéraire vers .+ \(s’ouvre dans un nouvel onglet\)$/,
      }),
    ).toBeVisible();
    // Prices in French money with their age and source (issue #16: '1 769 RWF', 'il y a 2 h · station').
    const priced = canvas.getAllByTestId('station-price').find((el) => /RWF/.test(el.textContent ?? ''));
    await expect(priced).toHaveTextContent(/\d RWF\/L/);
    await expect(priced).toHaveTextContent(/(il y a \d+ (min|h|j)|à l’instant) · (station|\d+ conducteurs?)/);
  },
};

/** The gas filters dialog in French on a phone (issue #16): title, fields and actions, and a card's ceiling. */
export const FrenchFiltersDialog: Story = {
  globals: { ...MOBILE, language: 'fr' },
  parameters: { machine: { id: 'gasFilters', state: 'panel.open' } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'located');
    const canvas = within(canvasElement);
    await expect(within(cardsOf(canvasElement)[0] as HTMLElement).getByText('Plafond')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Filtres/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filtres avancés' }));
    await expect(dialog.getByRole('slider', { name: 'Distance' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Réinitialiser' })).toBeInTheDocument();
  },
};
